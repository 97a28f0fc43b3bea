package com.plyyard.server.room;

import com.plyyard.engine.Game;
import com.plyyard.engine.IllegalMoveException;
import com.plyyard.engine.Move;
import com.plyyard.engine.NotationException;
import com.plyyard.engine.Position;
import com.plyyard.engine.Results;
import com.plyyard.engine.Settings;
import com.plyyard.engine.Square;
import com.plyyard.engine.Status;
import com.plyyard.server.store.GameStore;
import com.plyyard.server.store.GameStore.EventRow;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Consumer;

/**
 * One game being played: the single writer of its state. Commands are applied one at a time
 * under the room's lock; each accepted event is stored, then applied in memory, then sent to
 * every listener with its version. Nothing a refused command carries changes anything.
 */
public final class GameRoom {
    private final String id;
    private final Game game;
    private final Settings settings;
    private final Mode mode;
    private final Position start;
    private final GameStore store;
    private final Consumer<GameRoom> onTurn;
    private final ReentrantLock lock = new ReentrantLock();
    private final List<Seat> seats;
    private final List<Move> moves = new ArrayList<>();
    private final List<Position> positions = new ArrayList<>();
    /** Players who resigned from a game of 3+ players (AL-2); their pieces left the board. */
    private final List<com.plyyard.engine.Withdrawal> withdrawals = new ArrayList<>();
    private final Map<Listener, Boolean> listeners = new ConcurrentHashMap<>();
    private int version;
    private GameEnding ending;
    private Integer drawOfferSeat;
    private String rematchId;

    /**
     * @param onTurn called (outside the lock) after every change, so computer seats can play
     */
    GameRoom(String id, Game game, Settings settings, Mode mode, Position start, List<Seat> seats, String rematchId,
            GameStore store, Consumer<GameRoom> onTurn) {
        this.id = id;
        this.game = game;
        this.settings = settings;
        this.mode = mode;
        this.start = start;
        this.seats = new ArrayList<>(seats);
        this.rematchId = rematchId;
        this.store = store;
        this.onTurn = onTurn;
        positions.add(start);
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

    /** Re-applies a stored event when the room is loaded; the log was valid when written. */
    void replay(EventRow event) {
        apply(event);
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
        Position position = current();
        Status status = status();
        List<GameState.SeatView> seatViews = new ArrayList<>();
        Set<Integer> connected = connectedSeats();
        for (Seat seat : seats) {
            seatViews.add(new GameState.SeatView(seat.index(), seat.colour().name().toLowerCase(), seat.kind().id(),
                    seat.level(), seat.name(), seat.kind() == Seat.Kind.COMPUTER || connected.contains(seat.index())));
        }
        boolean humanToMove = !status.isOver() && mode != Mode.REVIEW && seatToMove().kind() != Seat.Kind.COMPUTER;
        List<String> legal = humanToMove ? position.legalMoves().stream().map(Move::toString).toList() : List.of();
        List<String> ranking = status instanceof Status.Finished finished
                ? finished.ranking().stream().map(c -> c.name().toLowerCase()).toList() : List.of();
        return new GameState(id, version, game.id(), settings.players(), List.copyOf(settings.options()), mode.id(),
                seatViews, start.notation(), moves.stream().map(Move::toString).toList(), position.notation(),
                position.sideToMove().name().toLowerCase(), position.moveNumber(), statusName(status), result(),
                ranking, ending == null ? (status.isOver() ? "rules" : null) : ending.id(), legal,
                drawOfferSeat == null ? null : new GameState.DrawOffer(drawOfferSeat), rematchId);
    }

    private static String statusName(Status status) {
        return switch (status) {
            case Status.InProgress ignored -> "playing";
            case Status.Finished ignored -> "finished";
            case Status.Drawn ignored -> "drawn";
        };
    }

    Position current() {
        return positions.get(positions.size() - 1);
    }

    List<Move> moves() {
        return List.copyOf(moves);
    }

    Position start() {
        return start;
    }

    /** The status, where a resignation or an agreed draw overrides the board. */
    Status status() {
        return ending == null ? current().status() : ending.status();
    }

    /** The record's result text. */
    String result() {
        if (ending == null) {
            return Results.of(current());
        }
        return ending.result(settings);
    }

    Seat seatToMove() {
        return seats.get(settings.colours().indexOf(current().sideToMove()));
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

    /**
     * Where a chain that has followed {@code path} may go next, and whether it may stop there:
     * every square s such that path + s is a legal move. The server judges; the browser only asks.
     */
    public Hops hops(String path) {
        Position position;
        lock.lock();
        try {
            position = current();
        } finally {
            lock.unlock();
        }
        List<Square> prefix;
        try {
            prefix = parsePrefix(position, path);
        } catch (NotationException e) {
            throw new ApiError("bad-notation", 400, e.getMessage());
        }
        List<String> next = new ArrayList<>();
        for (Square square : position.squares()) {
            List<Square> longer = new ArrayList<>(prefix);
            longer.add(square);
            if (isLegal(position, new Move(longer))) {
                next.add(square.name());
            }
        }
        boolean stop = prefix.size() > 1 && isLegal(position, new Move(prefix));
        return new Hops(path.strip().toLowerCase(), next, stop);
    }

    /** The answer to a {@code hops} question. */
    public record Hops(String path, List<String> next, boolean stop) {
    }

    private static List<Square> parsePrefix(Position position, String path) {
        if (path == null || path.isBlank()) {
            throw new NotationException("the path is empty");
        }
        List<Square> squares = new ArrayList<>();
        for (String name : path.strip().split("-", -1)) {
            squares.add(position.square(name));
        }
        return squares;
    }

    private static boolean isLegal(Position position, Move move) {
        try {
            position.play(move);
            return true;
        } catch (IllegalArgumentException e) {
            return false;
        }
    }

    // ---- listeners ------------------------------------------------------------------------

    public void attach(Listener listener) {
        listeners.put(listener, Boolean.TRUE);
        announcePresence();
        onTurn.accept(this);
    }

    public void detach(Listener listener) {
        if (listeners.remove(listener) != null) {
            announcePresence();
        }
    }

    private Set<Integer> connectedSeats() {
        Set<Integer> connected = new HashSet<>();
        listeners.keySet().forEach(l -> connected.addAll(l.seats()));
        return connected;
    }

    private void announcePresence() {
        lock.lock();
        try {
            GameState state = snapshot();
            broadcast(new Outgoing("presence", Map.of("seats", state.seats())));
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
            EventRow event = switch (command) {
                case Command.PlayMove move -> moveEvent(move, held);
                case Command.Resign resign -> resignEvent(resign, held);
                case Command.OfferDraw offer -> drawOfferEvent(held);
                case Command.AnswerDraw answer -> drawAnswerEvent(answer, held);
                case Command.TakeBack takeBack -> takeBackEvent(held);
            };
            commit(event);
        } finally {
            lock.unlock();
        }
        onTurn.accept(this);
        return state();
    }

    /** Plays a computer seat's move if the game is still at {@code basedOn}; false if it moved on. */
    boolean playComputerMove(Move move, int basedOn) {
        lock.lock();
        try {
            if (version != basedOn || status().isOver() || seatToMove().kind() != Seat.Kind.COMPUTER) {
                return false;
            }
            current().play(move);
            commit(new EventRow(version + 1, "move", seatToMove().index(), move.toString(), System.currentTimeMillis()));
        } finally {
            lock.unlock();
        }
        onTurn.accept(this);
        return true;
    }

    /** What a computer seat should think about: the position and its version, if a computer is to move. */
    java.util.Optional<Map.Entry<Integer, Position>> computerTurn() {
        lock.lock();
        try {
            if (status().isOver() || seatToMove().kind() != Seat.Kind.COMPUTER || !worthPlaying()) {
                return java.util.Optional.empty();
            }
            return java.util.Optional.of(Map.entry(version, current()));
        } finally {
            lock.unlock();
        }
    }

    /**
     * Computers play on while a person still plays or someone watches; once every person has
     * resigned from a game of computers, it waits for a watcher instead of running unseen.
     */
    private boolean worthPlaying() {
        if (!listeners.isEmpty()) {
            return true;
        }
        return seats.stream().anyMatch(seat -> seat.kind() != Seat.Kind.COMPUTER
                && withdrawals.stream().noneMatch(w -> w.colour() == seat.colour()));
    }

    int computerLevel() {
        Integer level = seatToMove().level();
        return level == null ? 1 : level;
    }

    /** Stores, applies and announces one event; called under the lock. */
    private void commit(EventRow event) {
        store.append(id, event);
        apply(event);
        broadcastEvent(event);
    }

    private void broadcastEvent(EventRow event) {
        Map<String, Object> data = new java.util.LinkedHashMap<>();
        data.put("v", event.version());
        data.put("kind", event.kind());
        data.put("seat", event.seat());
        if (event.kind().equals("move")) {
            data.put("path", event.data());
        }
        data.put("state", snapshot());
        broadcast(new Outgoing("event", data));
    }

    /** Takes a seat (a visitor of the share link, or the computer); stored with its event. */
    void changeSeat(Seat seat, String kind) {
        lock.lock();
        try {
            EventRow event = new EventRow(version + 1, "seat", seat.index(), kind, System.currentTimeMillis());
            store.changeSeat(id, new GameStore.SeatRow(seat.index(), seat.kind().id(), seat.level(), seat.name(),
                    seat.tokenHash()), event);
            seats.set(seat.index(), seat);
            apply(event);
            broadcastEvent(event);
        } finally {
            lock.unlock();
        }
        onTurn.accept(this);
    }

    /** The first open seat, if any; under the lock of the caller's choice. */
    java.util.Optional<Seat> firstOpenSeat() {
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
            rematchId = successorId;
            store.setRematch(id, successorId);
            for (Listener listener : listeners.keySet()) {
                String token = listener.seats().stream().map(tokensByOldSeat::get)
                        .filter(java.util.Objects::nonNull).findFirst().orElse(null);
                Map<String, Object> data = new java.util.HashMap<>();
                data.put("id", successorId);
                data.put("token", token);
                listener.deliver(new Outgoing("redirect", data));
            }
            broadcast(new Outgoing("state", snapshot()));
        } finally {
            lock.unlock();
        }
    }

    Set<Integer> connectedSeatIndexes() {
        return connectedSeats();
    }

    /** Adds a resignation of an imported record of a game of 3+ players. */
    void appendImportedResignation(com.plyyard.engine.Colour colour) {
        lock.lock();
        try {
            commit(new EventRow(version + 1, "resign", settings.colours().indexOf(colour), null,
                    System.currentTimeMillis()));
        } finally {
            lock.unlock();
        }
    }

    /** Adds a move of an imported record (a game to replay: no seat plays it). */
    void appendImportedMove(Move move) {
        lock.lock();
        try {
            current().play(move);
            commit(new EventRow(version + 1, "move", seatToMove().index(), move.toString(), System.currentTimeMillis()));
        } finally {
            lock.unlock();
        }
    }

    String rematchId() {
        return rematchId;
    }

    private void apply(EventRow event) {
        version = event.version();
        switch (event.kind()) {
            case "move" -> {
                Move move = current().parseMove(event.data());
                positions.add(current().play(move));
                moves.add(move);
                drawOfferSeat = null;
            }
            case "resign" -> {
                com.plyyard.engine.Colour colour = settings.colours().get(event.seat());
                if (settings.players() > 2) {
                    positions.set(positions.size() - 1, current().withoutPlayer(colour));
                    withdrawals.add(new com.plyyard.engine.Withdrawal(moves.size(), colour));
                } else {
                    ending = GameEnding.resigned(settings, colour);
                }
                drawOfferSeat = null;
            }
            case "draw-offer" -> drawOfferSeat = event.seat();
            case "draw-declined" -> drawOfferSeat = null;
            case "draw" -> {
                ending = GameEnding.drawAgreed();
                drawOfferSeat = null;
            }
            case "takeback" -> {
                int plies = Integer.parseInt(event.data());
                for (int i = 0; i < plies; i++) {
                    moves.remove(moves.size() - 1);
                    positions.remove(positions.size() - 1);
                }
                drawOfferSeat = null;
            }
            case "seat" -> {
                // the seat itself is stored in the seats table; the event only versions the change
            }
            default -> throw new IllegalStateException("unknown stored event " + event.kind());
        }
    }

    private EventRow moveEvent(Command.PlayMove command, Set<Integer> held) {
        requirePlaying();
        Seat mover = seatToMove();
        requirePlayer(held);
        if (!held.contains(mover.index())) {
            throw new ApiError("not-your-turn", 409, mover.colour().title().toLowerCase() + " is to move");
        }
        if (command.v() != null && command.v() != version) {
            throw new ApiError("stale", 409, "the game is at version " + version + ", not " + command.v());
        }
        Position position = current();
        Move move;
        try {
            move = position.parseMove(command.path());
            if (move.path().size() == 2) {
                move = position.shortestPath(move.from(), move.to()).orElse(move);
            }
            position.play(move);
        } catch (IllegalMoveException e) {
            throw new ApiError("illegal-move", 422, e.getMessage());
        } catch (NotationException e) {
            throw new ApiError("bad-notation", 400, e.getMessage());
        }
        return new EventRow(version + 1, "move", mover.index(), move.toString(), System.currentTimeMillis());
    }

    private EventRow resignEvent(Command.Resign command, Set<Integer> held) {
        requirePlaying();
        requirePlayer(held);
        int seat = command.seat() != null ? command.seat()
                : held.contains(seatToMove().index()) ? seatToMove().index() : held.iterator().next();
        if (!held.contains(seat)) {
            throw new ApiError("not-a-player", 403, "this connection does not hold seat " + seat);
        }
        if (settings.players() > 2) {
            try {
                current().withoutPlayer(settings.colours().get(seat));
            } catch (IllegalArgumentException e) {
                throw new ApiError("not-allowed", 409, e.getMessage());
            }
        }
        return new EventRow(version + 1, "resign", seat, null, System.currentTimeMillis());
    }

    private EventRow drawOfferEvent(Set<Integer> held) {
        requirePlaying();
        requirePlayer(held);
        requireMode(Mode.ONLINE, "draw offers are for online games");
        if (drawOfferSeat != null) {
            throw new ApiError("not-allowed", 409, "a draw offer is already open");
        }
        return new EventRow(version + 1, "draw-offer", held.iterator().next(), null, System.currentTimeMillis());
    }

    private EventRow drawAnswerEvent(Command.AnswerDraw answer, Set<Integer> held) {
        requirePlaying();
        requirePlayer(held);
        if (drawOfferSeat == null) {
            throw new ApiError("not-allowed", 409, "there is no draw offer to answer");
        }
        if (held.contains(drawOfferSeat)) {
            throw new ApiError("not-allowed", 409, "the other side answers a draw offer");
        }
        return new EventRow(version + 1, answer.accept() ? "draw" : "draw-declined", held.iterator().next(), null,
                System.currentTimeMillis());
    }

    private EventRow takeBackEvent(Set<Integer> held) {
        requirePlayer(held);
        if (mode != Mode.COMPUTER && mode != Mode.LOCAL) {
            throw new ApiError("not-allowed", 409, "take-backs are for games against the computer or on one screen");
        }
        if (ending != null) {
            throw new ApiError("game-over", 409, "the game is over");
        }
        if (!withdrawals.isEmpty()) {
            throw new ApiError("not-allowed", 409, "a move cannot be taken back once a player has resigned");
        }
        int plies = 0;
        int size = moves.size();
        // Against the computer, undo back to the human's last move so the human is to move again.
        do {
            plies++;
        } while (mode == Mode.COMPUTER && size - plies > 0
                && !held.contains(seatIndexToMove(positions.get(size - plies))));
        if (size - plies < 0 || moves.isEmpty()) {
            throw new ApiError("not-allowed", 409, "there is no move to take back");
        }
        return new EventRow(version + 1, "takeback", held.iterator().next(), String.valueOf(plies),
                System.currentTimeMillis());
    }

    private int seatIndexToMove(Position position) {
        return settings.colours().indexOf(position.sideToMove());
    }

    private void requirePlaying() {
        if (status().isOver()) {
            throw new ApiError("game-over", 409, "the game is over");
        }
    }

    private static void requirePlayer(Set<Integer> held) {
        if (held.isEmpty()) {
            throw new ApiError("not-a-player", 403, "only a player of this game may do that; spectators watch");
        }
    }

    private void requireMode(Mode required, String message) {
        if (mode != required) {
            throw new ApiError("not-allowed", 409, message);
        }
    }

    /** The game as a record: the whole paths, the result, and the names of the seats. */
    public com.plyyard.engine.GameRecord record() {
        lock.lock();
        try {
            Map<String, String> tags = new java.util.LinkedHashMap<>();
            for (Seat seat : seats) {
                String name = seat.kind() == Seat.Kind.COMPUTER ? "Computer (level " + seat.level() + ")" : seat.name();
                if (name != null) {
                    tags.put(seat.colour().title(), name);
                }
            }
            if (!withdrawals.isEmpty()) {
                tags.put(com.plyyard.engine.Withdrawal.HEADER, com.plyyard.engine.Withdrawal.format(withdrawals));
            }
            return new com.plyyard.engine.GameRecord(start, moves, result(), tags);
        } finally {
            lock.unlock();
        }
    }
}
