package com.plyyard.server.room;

import com.plyyard.engine.Colour;
import com.plyyard.engine.Game;
import com.plyyard.engine.GameRecord;
import com.plyyard.engine.Move;
import com.plyyard.engine.Position;
import com.plyyard.engine.Settings;
import com.plyyard.engine.Status;
import com.plyyard.engine.Withdrawal;
import com.plyyard.server.relay.GameRelay;
import com.plyyard.server.relay.Notice;
import com.plyyard.server.store.GameStore;
import com.plyyard.server.store.GameStore.EventRow;
import com.plyyard.server.store.GameStore.VersionConflict;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Consumer;

/**
 * One game being played, as this node sees it. Commands are applied one at a time under the
 * room's lock; each accepted event is stored, then applied in memory, then sent to every listener
 * with its version, and the other nodes are told. The database decides between writers: an event
 * is stored only at the next free version, so when another node wrote first, the room catches up
 * from the database and judges the command again. A refused command changes nothing.
 */
public final class GameRoom {
    private final String id;
    private final Game game;
    private final Settings settings;
    private final Mode mode;
    private final GameStore store;
    private final Consumer<GameRoom> onTurn;
    private final ReentrantLock lock = new ReentrantLock();
    private final List<Seat> seats;
    private final GameLog log;
    private final Map<Listener, Boolean> listeners = new ConcurrentHashMap<>();
    private final GameRelay relay;
    /** The seats connected to other nodes, by node, with when each node last said so. */
    private final Map<String, RemotePresence> remote = new ConcurrentHashMap<>();
    private String rematchId;

    private record RemotePresence(Set<Integer> seats, long saidAt) {
    }

    /** How often a node repeats who is connected to it, and after how long silence it is forgotten. */
    static final long PRESENCE_REPEAT_MILLIS = 5_000;
    static final long PRESENCE_EXPIRY_MILLIS = 3 * PRESENCE_REPEAT_MILLIS;
    private static final int COMMAND_ATTEMPTS = 4;

    /** @param onTurn called (outside the lock) after every change, so computer seats can play */
    GameRoom(String id, Game game, Settings settings, Mode mode, Position start, List<Seat> seats, String rematchId,
            GameStore store, GameRelay relay, Consumer<GameRoom> onTurn) {
        this.id = id;
        this.game = game;
        this.settings = settings;
        this.mode = mode;
        this.seats = new ArrayList<>(seats);
        this.rematchId = rematchId;
        this.store = store;
        this.relay = relay;
        this.onTurn = onTurn;
        this.log = new GameLog(settings, start);
    }

    public String id() {
        return id;
    }

    public Mode mode() {
        return mode;
    }

    Game game() {
        return game;
    }

    Settings settings() {
        return settings;
    }

    Position start() {
        return log.start();
    }

    String rematchId() {
        return rematchId;
    }

    /** Re-applies a stored event when the room is loaded; the log was valid when written. */
    void replay(EventRow event) {
        log.apply(event);
    }

    // ---- reading --------------------------------------------------------------------------

    public GameState state() {
        lock.lock();
        try {
            return snapshot();
        } finally {
            lock.unlock();
        }
    }

    private GameState snapshot() {
        Position position = log.current();
        Status status = log.status();
        Set<Integer> connected = connectedSeats();
        List<GameState.SeatView> seatViews = new ArrayList<>();
        for (Seat seat : seats) {
            seatViews.add(new GameState.SeatView(seat.index(), name(seat.colour()), seat.kind().id(), seat.level(),
                    seat.name(), seat.kind() == Seat.Kind.COMPUTER || connected.contains(seat.index())));
        }
        boolean personToMove = !status.isOver() && mode != Mode.REVIEW
                && seats.get(log.seatToMove()).kind() != Seat.Kind.COMPUTER;
        List<String> legal = personToMove ? position.legalMoves().stream().map(Move::toString).toList() : List.of();
        List<String> ranking = status instanceof Status.Finished finished
                ? finished.ranking().stream().map(GameRoom::name).toList() : List.of();
        Integer offer = log.drawOfferSeat();
        return new GameState(id, log.version(), game.id(), settings.players(), List.copyOf(settings.options()),
                mode.id(), seatViews, log.start().notation(), log.moves().stream().map(Move::toString).toList(),
                position.notation(), name(position.sideToMove()), position.moveNumber(), statusName(status),
                log.result(), ranking, log.endingId(), legal,
                offer == null ? null : new GameState.DrawOffer(offer, log.drawAccepted()),
                rematchId);
    }

    private static String name(Colour colour) {
        return colour.name().toLowerCase(Locale.ROOT);
    }

    private static String statusName(Status status) {
        return switch (status) {
            case Status.InProgress ignored -> "playing";
            case Status.Finished ignored -> "finished";
            case Status.Drawn ignored -> "drawn";
        };
    }

    Status status() {
        lock.lock();
        try {
            return log.status();
        } finally {
            lock.unlock();
        }
    }

    List<Seat> seats() {
        lock.lock();
        try {
            return List.copyOf(seats);
        } finally {
            lock.unlock();
        }
    }

    /** The seats a token holds: all human seats with that token. */
    public Set<Integer> seatsHeldBy(String token) {
        Set<Integer> held = new HashSet<>();
        if (token == null || token.isEmpty()) {
            return held;
        }
        lock.lock();
        try {
            for (Seat seat : seats) {
                if (seat.kind() == Seat.Kind.HUMAN && SeatToken.matches(token, seat.tokenHash())) {
                    held.add(seat.index());
                }
            }
        } finally {
            lock.unlock();
        }
        return held;
    }

    /** Where a chain that has followed {@code path} may go next (see {@link ChainHops}). */
    public ChainHops.Hops hops(String path) {
        Position position;
        lock.lock();
        try {
            position = log.current();
        } finally {
            lock.unlock();
        }
        return ChainHops.after(position, path);
    }

    /** The game as a record: the whole paths, the result, the names of the seats, resignations. */
    public GameRecord record() {
        lock.lock();
        try {
            Map<String, String> tags = new LinkedHashMap<>();
            for (Seat seat : seats) {
                String name = seat.kind() == Seat.Kind.COMPUTER ? "Computer (level " + seat.level() + ")" : seat.name();
                if (name != null) {
                    tags.put(seat.colour().title(), name);
                }
            }
            if (!log.withdrawals().isEmpty()) {
                tags.put(Withdrawal.HEADER, Withdrawal.format(log.withdrawals()));
            }
            return new GameRecord(log.start(), log.moves(), log.result(), tags);
        } finally {
            lock.unlock();
        }
    }

    // ---- listeners ------------------------------------------------------------------------

    public void attach(Listener listener) {
        if (relay.shared()) {
            // A player connecting here may come from a node that died before it told the others
            // of its last move: start them from the stored game.
            catchUp();
        }
        listeners.put(listener, Boolean.TRUE);
        announcePresence();
        tellPresence();
        onTurn.accept(this);
    }

    public void detach(Listener listener) {
        if (listeners.remove(listener) != null) {
            announcePresence();
            tellPresence();
        }
    }

    Set<Integer> connectedSeats() {
        Set<Integer> connected = localSeats();
        long now = System.currentTimeMillis();
        remote.values().stream().filter(said -> now - said.saidAt() < PRESENCE_EXPIRY_MILLIS)
                .forEach(said -> connected.addAll(said.seats()));
        return connected;
    }

    private Set<Integer> localSeats() {
        Set<Integer> connected = new HashSet<>();
        listeners.keySet().forEach(l -> connected.addAll(l.seats()));
        return connected;
    }

    boolean hasListeners() {
        return !listeners.isEmpty();
    }

    /** Tells the other nodes which seats are connected here (also repeated, so a dead node's are forgotten). */
    void tellPresence() {
        if (relay.shared()) {
            relay.publish(Notice.presence(relay.node(), id, localSeats()));
        }
    }

    /** Another node said which seats are connected to it. */
    void presenceFrom(String node, Set<Integer> seats) {
        RemotePresence before = remote.put(node, new RemotePresence(seats, System.currentTimeMillis()));
        if (before == null || !before.seats().equals(seats)) {
            announcePresence();
        }
    }

    /** Forgets the presence told by nodes silent for too long (stopped or cut off). */
    void forgetSilentNodes() {
        long now = System.currentTimeMillis();
        if (remote.values().removeIf(said -> now - said.saidAt() >= PRESENCE_EXPIRY_MILLIS)) {
            announcePresence();
        }
    }

    private void announcePresence() {
        lock.lock();
        try {
            broadcast(new Outgoing("presence", Map.of("seats", snapshot().seats())));
        } finally {
            lock.unlock();
        }
    }

    private void broadcast(Outgoing message) {
        for (Listener listener : listeners.keySet()) {
            listener.deliver(message);
        }
    }

    // ---- changing -------------------------------------------------------------------------

    /**
     * Applies a command from a connection holding {@code held} seats.
     *
     * @throws ApiError when the command is refused; nothing changed then
     */
    public GameState handle(Command command, Set<Integer> held) {
        lock.lock();
        try {
            boolean caughtUp = false;
            for (int attempt = 1; ; attempt++) {
                try {
                    commit(new CommandRules(log, settings, mode, seats, held).eventFor(command));
                    break;
                } catch (VersionConflict conflict) {
                    catchUpLocked();
                    if (attempt == COMMAND_ATTEMPTS) {
                        throw new ApiError("busy", 503, "the game is changing fast; try again");
                    }
                } catch (ApiError refused) {
                    // Judged on what this node knew: with other nodes, the player may have seen a
                    // later version (the opponent's move, stored elsewhere) than the relay brought
                    // here yet; judge again on the stored game before refusing.
                    if (!relay.shared() || caughtUp || !catchUpLocked()) {
                        throw refused;
                    }
                    caughtUp = true;
                }
            }
        } finally {
            lock.unlock();
        }
        onTurn.accept(this);
        return state();
    }

    /**
     * Reads from the database what other nodes added since this room's version, applies it and
     * sends it to this node's listeners. Computer seats are played by the node that wrote the
     * last change (or by one a player connects to), so catching up does not start them.
     */
    public void catchUp() {
        lock.lock();
        try {
            catchUpLocked();
        } finally {
            lock.unlock();
        }
    }

    /** @return whether anything was missing */
    private boolean catchUpLocked() {
        GameStore.Changes changes = store.changesAfter(id, log.version());
        for (GameStore.SeatRow row : changes.seats()) {
            seats.set(row.seat(), Seat.of(row, settings.colours()));
        }
        rematchId = changes.rematchId();
        for (EventRow event : changes.events()) {
            log.apply(event);
            broadcastEvent(event);
        }
        return !changes.events().isEmpty();
    }

    /**
     * An event another node stored: applied at once when it is the next one, read with any missed
     * before it from the database when some are missing, ignored when already applied.
     */
    void eventFrom(EventRow event, GameStore.SeatRow seat) {
        lock.lock();
        try {
            if (event.version() == log.version() + 1) {
                if (seat != null) {
                    seats.set(seat.seat(), Seat.of(seat, settings.colours()));
                }
                log.apply(event);
                broadcastEvent(event);
            } else if (event.version() > log.version()) {
                catchUpLocked();
            }
        } finally {
            lock.unlock();
        }
    }

    /** Plays a computer seat's move if the game is still at {@code basedOn}; false if it moved on. */
    boolean playComputerMove(Move move, int basedOn) {
        lock.lock();
        try {
            if (log.version() != basedOn || log.status().isOver() || !computerToMove()) {
                return false;
            }
            try {
                appendMove(move);
            } catch (VersionConflict conflict) {
                catchUpLocked();
                return false;
            }
        } finally {
            lock.unlock();
        }
        onTurn.accept(this);
        return true;
    }

    /** What a computer seat should think about: the version and position, if a computer is to move. */
    Optional<Map.Entry<Integer, Position>> computerTurn() {
        lock.lock();
        try {
            if (log.status().isOver() || !computerToMove() || !worthPlaying()) {
                return Optional.empty();
            }
            return Optional.of(Map.entry(log.version(), log.current()));
        } finally {
            lock.unlock();
        }
    }

    private boolean computerToMove() {
        return seats.get(log.seatToMove()).kind() == Seat.Kind.COMPUTER;
    }

    /**
     * Computers play on while a person still plays or someone watches; once every person has
     * resigned from a game of computers, it waits for a watcher instead of running unseen.
     */
    private boolean worthPlaying() {
        return !listeners.isEmpty() || seats.stream()
                .anyMatch(seat -> seat.kind() != Seat.Kind.COMPUTER && !log.hasWithdrawn(seat.colour()));
    }

    int computerLevel() {
        lock.lock();
        try {
            Integer level = seats.get(log.seatToMove()).level();
            return level == null ? 1 : level;
        } finally {
            lock.unlock();
        }
    }

    /** Stores, applies and announces one event; called under the lock. */
    private void commit(EventRow event) {
        store.append(id, event);
        log.apply(event);
        broadcastEvent(event);
        relay.publish(Notice.event(relay.node(), id, event, null));
    }

    private void appendMove(Move move) {
        log.current().play(move);
        commit(new EventRow(log.version() + 1, "move", log.seatToMove(), move.toString(), System.currentTimeMillis()));
    }

    private void broadcastEvent(EventRow event) {
        Map<String, Object> data = new LinkedHashMap<>();
        data.put("v", event.version());
        data.put("kind", event.kind());
        data.put("seat", event.seat());
        if (event.kind().equals("move")) {
            data.put("path", event.data());
        }
        data.put("state", snapshot());
        broadcast(new Outgoing("event", data));
    }

    /**
     * Takes a seat (a visitor of the share link, or the computer); stored with its event. False,
     * with the room caught up, when another node changed the game first: the caller chooses again.
     */
    boolean changeSeat(Seat seat, String kind) {
        lock.lock();
        try {
            EventRow event = new EventRow(log.version() + 1, "seat", seat.index(), kind, System.currentTimeMillis());
            GameStore.SeatRow row = new GameStore.SeatRow(seat.index(), seat.kind().id(), seat.level(), seat.name(),
                    seat.tokenHash());
            try {
                store.changeSeat(id, row, event);
            } catch (VersionConflict conflict) {
                catchUpLocked();
                return false;
            }
            seats.set(seat.index(), seat);
            log.apply(event);
            broadcastEvent(event);
            relay.publish(Notice.event(relay.node(), id, event, row));
        } finally {
            lock.unlock();
        }
        onTurn.accept(this);
        return true;
    }

    Optional<Seat> firstOpenSeat() {
        lock.lock();
        try {
            return seats.stream().filter(s -> s.kind() == Seat.Kind.OPEN).findFirst();
        } finally {
            lock.unlock();
        }
    }

    /**
     * Records the next game and sends each listener a {@code redirect} to it, with the token of
     * the seat it will hold there (none for spectators).
     */
    void announceSuccessor(String successorId, Map<Integer, String> tokensByOldSeat) {
        lock.lock();
        try {
            if (!store.setRematch(id, successorId)) {
                catchUpLocked();
                throw new ApiError("not-allowed", 409, "the next game already exists: " + rematchId);
            }
            rematchId = successorId;
            relay.publish(Notice.redirect(relay.node(), id, successorId, tokensByOldSeat));
            redirectListeners(successorId, tokensByOldSeat);
        } finally {
            lock.unlock();
        }
    }

    /** Another node created this game's successor: its players connected here follow. */
    void successorFrom(String successorId, Map<Integer, String> tokensByOldSeat) {
        lock.lock();
        try {
            rematchId = successorId;
            redirectListeners(successorId, tokensByOldSeat);
        } finally {
            lock.unlock();
        }
    }

    private void redirectListeners(String successorId, Map<Integer, String> tokensByOldSeat) {
        for (Listener listener : listeners.keySet()) {
            String token = listener.seats().stream().map(tokensByOldSeat::get)
                    .filter(Objects::nonNull).findFirst().orElse(null);
            Map<String, Object> data = new HashMap<>();
            data.put("id", successorId);
            data.put("token", token);
            listener.deliver(new Outgoing("redirect", data));
        }
        broadcast(new Outgoing("state", snapshot()));
    }

    /** Adds a resignation of an imported record of a game of 3+ players. */
    void appendImportedResignation(Colour colour) {
        lock.lock();
        try {
            commit(new EventRow(log.version() + 1, "resign", settings.colours().indexOf(colour), null,
                    System.currentTimeMillis()));
        } finally {
            lock.unlock();
        }
    }

    /** Adds a move of an imported record (a game to replay: no seat plays it). */
    void appendImportedMove(Move move) {
        lock.lock();
        try {
            appendMove(move);
        } finally {
            lock.unlock();
        }
    }
}
