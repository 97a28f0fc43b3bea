package com.plyyard.server.room;

import com.plyyard.engine.Colour;
import com.plyyard.engine.Game;
import com.plyyard.engine.GameRecord;
import com.plyyard.engine.Move;
import com.plyyard.engine.Position;
import com.plyyard.engine.Settings;
import com.plyyard.server.event.EventCodec;
import com.plyyard.server.event.StoredEvent;
import com.plyyard.server.relay.GameRelay;
import com.plyyard.server.relay.Notice;
import com.plyyard.server.store.GameStore;
import com.plyyard.server.store.GameStore.EventRow;
import com.plyyard.server.store.GameStore.VersionConflict;
import com.plyyard.table.Absent;
import com.plyyard.table.ChainHops;
import com.plyyard.table.ApiError;
import com.plyyard.table.Claim;
import com.plyyard.table.Command;
import com.plyyard.table.CommandRules;
import com.plyyard.table.ComputerDuty;
import com.plyyard.table.GameEvent;
import com.plyyard.table.GameLog;
import com.plyyard.table.GameState;
import com.plyyard.table.Judged;
import com.plyyard.table.Mode;
import com.plyyard.table.Seat;
import com.plyyard.table.VersionView;
import java.time.Clock;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * One game being played, as this node sees it: the single writer of its game on this node.
 * Everything that reads or changes the game holds the room's one lock; each accepted event is
 * stored, then applied in memory, then sent to every listener as a delta with its version, and
 * the other nodes are told. The database decides between writers: an event is stored only at the
 * next free version, so when another node wrote first, the room catches up from the database and
 * judges the command again. A refused command changes nothing. Sending never blocks: listeners
 * queue what they are given.
 */
public final class GameRoom {
    private final String id;
    private final Game game;
    private final Settings settings;
    private final Mode mode;
    private final GameStore store;
    private final GameRelay relay;
    private final Clock clock;
    private final Consumer<GameRoom> onTurn;
    private final ReentrantLock lock = new ReentrantLock();
    private final List<Seat> seats;
    private final GameLog log;
    private final RoomListeners listeners;
    private final AbsenceWatch absence;
    /** How long the seat to move must have been away before the others may claim. */
    private final long claimGraceMillis;
    /** When the game was created (epoch ms), for the record's date. */
    private final long createdAt;
    /** When the game's last event was accepted (epoch ms); 0 before any. */
    private long lastEventAt;
    private String rematchId;
    /** The facts of the current version, worked out on first use. */
    private VersionView view;
    /** The version the computer was last asked to think about, so it thinks once per version. */
    private int searchedVersion = -1;
    /** The version at which a computer seat was last asked to answer a draw offer. */
    private int drawAskedVersion = -1;
    private boolean searching;
    private long lastUsed;
    private boolean evicted;
    /** Each seat's time in a timed game; null when untimed. */
    private final GameClock clocks;
    /** Where the running clock's flag is checked, at the time it falls. */
    private final FlagTimer flagTimer;

    private static final int COMMAND_ATTEMPTS = 4;

    /**
     * @param createdAt when the game was created (epoch ms)
     * @param claimGraceMillis how long the seat to move must have been away before the others may claim
     * @param onTurn called (outside the lock) after every change, so computer seats can play
     */
    GameRoom(String id, Game game, Settings settings, Mode mode, Position start, List<Seat> seats, String rematchId,
            long createdAt, GameStore store, GameRelay relay, Clock clock, long claimGraceMillis,
            Consumer<GameRoom> onTurn, TimeControl timeControl, ClockPauses pauses, FlagTimer flagTimer) {
        this.id = id;
        this.createdAt = createdAt;
        this.game = game;
        this.settings = settings;
        this.mode = mode;
        this.seats = new ArrayList<>(seats);
        this.rematchId = rematchId;
        this.store = store;
        this.relay = relay;
        this.clock = clock;
        this.onTurn = onTurn;
        this.log = new GameLog(settings, start);
        this.listeners = new RoomListeners(clock);
        this.lastUsed = clock.millis();
        this.absence = new AbsenceWatch(seats.size(), lastUsed);
        this.claimGraceMillis = claimGraceMillis;
        this.clocks = timeControl.timed() ? new GameClock(timeControl, pauses, seats.size(), lastUsed) : null;
        this.flagTimer = flagTimer;
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

    TimeControl timeControl() {
        return clocks == null ? TimeControl.UNTIMED : clocks.control();
    }

    /**
     * Re-applies a stored event when the room is loaded; the log was valid when written. The flag
     * timer waits for {@link #replayed}: armed after each event, a deadline long past (a game
     * loaded after a restart) fired at once and judged the game on a log still half replayed.
     */
    void replay(EventRow row) {
        StoredEvent stored = EventCodec.decode(row, log.current());
        log.replay(stored.version(), stored.event());
        lastEventAt = stored.createdAt();
        restoreClocks(stored.event(), row);
    }

    /** Arms the flag timer once every stored event has been replayed. */
    void replayed() {
        whileLocked(() -> {
            if (clocks != null) {
                armFlagTimer();
            }
        });
    }

    /** Sets the clocks as a relayed event left them, and the flag timer by them. */
    private void setClocks(GameEvent event, EventRow row) {
        if (restoreClocks(event, row)) {
            armFlagTimer();
        }
    }

    /** Sets the clocks as a stored event left them; whether it had any (events of old versions have none). */
    private boolean restoreClocks(GameEvent event, EventRow row) {
        if (clocks == null || row.clocks() == null) {
            return false;
        }
        clocks.set(event, GameClock.parse(row.clocks(), seats.size()), row.createdAt());
        return true;
    }

    /** Runs {@code work} holding the room's lock, so that nothing else changes the game meanwhile. */
    <T> T exclusively(Supplier<T> work) {
        lock.lock();
        try {
            return work.get();
        } finally {
            lock.unlock();
        }
    }

    private void whileLocked(Runnable work) {
        lock.lock();
        try {
            work.run();
        } finally {
            lock.unlock();
        }
    }

    // ---- reading --------------------------------------------------------------------------

    public GameState state() {
        return exclusively(this::snapshot);
    }

    private VersionView view() {
        if (view == null || view.v() != log.version()) {
            boolean personToMove = mode != Mode.REVIEW && !computerToMove();
            view = VersionView.of(log, personToMove, mode == Mode.ONLINE);
        }
        return view;
    }

    private GameState snapshot() {
        return GameState.of(id, game.id(), settings, mode, log, view(), seatViews(), absent(), rematchId,
                clocks == null ? TimeControl.UNTIMED.id() : clocks.control().id(), clocksAt(clock.millis()));
    }

    /** The seat whose clock runs: the seat to move of a timed game being played, once the first move is made. */
    private Integer runningSeat() {
        return clocks == null || mode == Mode.REVIEW || log.plies() == 0 || log.over() ? null : log.seatToMove();
    }

    private GameState.Clocks clocksAt(long now) {
        return clocks == null ? null : clocks.reading(runningSeat(), now);
    }

    /** Checks the running clock again when its flag falls (the timer a room holds is replaced). */
    private void armFlagTimer() {
        Long flagAt = clocks.flagAt(runningSeat());
        flagTimer.schedule(this, flagAt);
    }

    /**
     * Ends the game on time, or withdraws the seat with 3+ players (AL-2), when the running
     * clock's flag has fallen by now; whether it fell. Called by the flag timer, by the rooms'
     * sweep of the stored deadlines, and before a command is judged.
     */
    public boolean fallFlagIfDue() {
        boolean fell = exclusively(() -> {
            for (int attempt = 1; attempt <= COMMAND_ATTEMPTS; attempt++) {
                Integer flagged = runningSeat();
                if (evicted || flagged == null || clock.millis() < clocks.flagAt(flagged)) {
                    return false;
                }
                try {
                    commit(timeOut(flagged), null);
                    return true;
                } catch (VersionConflict conflict) {
                    catchUpLocked();
                }
            }
            return false;
        });
        if (fell) {
            onTurn.accept(this);
        }
        return fell;
    }

    /** The claim the server makes for the others when {@code flagged} runs out of time. */
    private Judged timeOut(int flagged) {
        if (settings.players() == 2) {
            return new Judged(new GameEvent.Claimed(1 - flagged, flagged, Claim.Outcome.WIN, Claim.Reason.TIME),
                    log.current());
        }
        return new Judged(new GameEvent.Claimed((flagged + 1) % settings.players(), flagged, Claim.Outcome.WITHDRAWAL,
                Claim.Reason.TIME), log.current().withoutPlayer(settings.colours().get(flagged)));
    }

    /**
     * Whether the seat to move of an online game is away: a person's seat with no connection on
     * any node. It counts from the latest of its leaving (see {@link AbsenceWatch}) and the last
     * event, so a player gets the whole grace time on each turn. Called under the lock.
     */
    private Absent absent() {
        if (mode != Mode.ONLINE || log.over()) {
            return null;
        }
        int toMove = log.seatToMove();
        if (seats.get(toMove).kind() != Seat.Kind.HUMAN) {
            return null;
        }
        absence.seen(connectedSeats(), clock.millis());
        Long away = absence.awaySince(toMove);
        if (away == null) {
            return null;
        }
        long since = Math.max(away, lastEventAt);
        return new Absent(toMove, since, since + claimGraceMillis);
    }

    private List<GameState.SeatView> seatViews() {
        Map<Integer, Integer> connections = listeners.everywhere();
        List<GameState.SeatView> views = new ArrayList<>();
        for (Seat seat : seats) {
            int open = connections.getOrDefault(seat.index(), 0);
            views.add(new GameState.SeatView(seat.index(), VersionView.name(seat.colour()), seat.kind().id(),
                    seat.level(), seat.name(), seat.kind() == Seat.Kind.COMPUTER || open > 0, open));
        }
        return views;
    }

    /** Whether the game is over (the board, the players, a claim or an abort ended it). */
    boolean over() {
        return exclusively(log::over);
    }

    int seatToMove() {
        return exclusively(log::seatToMove);
    }

    List<Seat> seats() {
        return exclusively(() -> List.copyOf(seats));
    }

    /** The seats a token holds: all human seats with that token. */
    public Set<Integer> seatsHeldBy(String token) {
        Set<Integer> held = new HashSet<>();
        if (token == null || token.isEmpty()) {
            return held;
        }
        for (Seat seat : seats()) {
            if (seat.kind() == Seat.Kind.HUMAN && SeatToken.matches(token, seat.tokenHash())) {
                held.add(seat.index());
            }
        }
        return held;
    }

    /** Where a chain that has followed {@code path} may go next (see {@link ChainHops}). */
    public ChainHops.Hops hops(String path) {
        VersionView now = exclusively(this::view);
        return ChainHops.after(now.position(), now.legal().paths(), path);
    }

    /** The game as a record: the whole paths, the result, the names of the seats, resignations. */
    public GameRecord record() {
        return exclusively(() -> RoomRecord.of(log, seats, createdAt, clocks));
    }

    // ---- listeners and the room's life ----------------------------------------------------

    /**
     * Adds a listener and gives {@code greet} the state it starts from, before any later event
     * reaches it; false when the room has been evicted meanwhile (the caller asks the rooms for
     * the game again, which loads it afresh).
     */
    public boolean attach(Listener listener, Consumer<GameState> greet) {
        boolean presenceChanged;
        lock.lock();
        try {
            if (evicted) {
                return false;
            }
            if (relay.shared()) {
                // A player connecting here may come from a node that died before it told the
                // others of its last move: start them from the stored game.
                catchUpLocked();
            }
            Map<Integer, Integer> before = listeners.local();
            listeners.add(listener);
            lastUsed = clock.millis();
            presenceChanged = !listeners.local().equals(before);
            if (presenceChanged) {
                announcePresence();
            }
            greet.accept(snapshot());
        } finally {
            lock.unlock();
        }
        if (presenceChanged) {
            tellPresence();
        }
        onTurn.accept(this);
        return true;
    }

    public void detach(Listener listener) {
        lock.lock();
        try {
            Map<Integer, Integer> before = listeners.local();
            if (!listeners.remove(listener)) {
                return;
            }
            lastUsed = clock.millis();
            if (listeners.local().equals(before)) {
                // a watcher: nobody's presence changed
                return;
            }
            announcePresence();
        } finally {
            lock.unlock();
        }
        tellPresence();
    }

    /** Marks the room as used now; false when it has been evicted (then load it again). */
    boolean touch() {
        return exclusively(() -> {
            if (!evicted) {
                lastUsed = clock.millis();
            }
            return !evicted;
        });
    }

    /**
     * Evicts the room if nobody listens, the computer is not thinking about it, and it has been
     * unused for {@code idleMillis}: after this, it accepts no listener and the rooms forget it.
     */
    boolean evictIfIdle(long idleMillis) {
        return exclusively(() -> {
            if (!evicted && listeners.isEmpty() && !searching && clock.millis() - lastUsed >= idleMillis) {
                evicted = true;
                // the rooms' sweep of stored deadlines loads the game again when its flag falls
                flagTimer.schedule(this, null);
            }
            return evicted;
        });
    }

    Set<Integer> connectedSeats() {
        return listeners.connectedSeats();
    }

    boolean hasListeners() {
        return !listeners.isEmpty();
    }

    /** Tells the other nodes which seats are connected here (also repeated, so a dead node's are forgotten). */
    void tellPresence() {
        if (relay.shared()) {
            relay.publish(Notice.presence(relay.node(), id, listeners.local()));
        }
    }

    /** Another node said which seats are connected to it, and by how many connections. */
    void presenceFrom(String node, Map<Integer, Integer> connections) {
        if (listeners.heard(node, connections)) {
            whileLocked(this::announcePresence);
        }
    }

    /** Forgets the presence told by nodes silent for too long (stopped or cut off). */
    void forgetSilentNodes() {
        if (listeners.forgetSilentNodes()) {
            whileLocked(this::announcePresence);
        }
    }

    /** Called under the lock. */
    private void announcePresence() {
        absence.seen(connectedSeats(), clock.millis());
        listeners.broadcast(new ServerMessage.Presence(seatViews(), absent()));
    }

    // ---- changing -------------------------------------------------------------------------

    /**
     * Applies a command from a connection holding {@code held} seats.
     *
     * @return the event it caused
     * @throws ApiError when the command is refused; nothing changed then
     */
    public GameEvent handle(Command command, Set<Integer> held) {
        fallFlagIfDue();
        GameEvent accepted;
        lock.lock();
        try {
            boolean caughtUp = false;
            for (int attempt = 1; ; attempt++) {
                try {
                    Judged judged = new CommandRules(log, settings, mode, seats, held, absent(), clock.millis(),
                            clocks != null, connectedSeats()).eventFor(command);
                    commit(judged, null);
                    accepted = judged.event();
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
            lastUsed = clock.millis();
        } finally {
            lock.unlock();
        }
        onTurn.accept(this);
        return accepted;
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
            seats.set(row.seat(), row.seat(settings.colours()));
        }
        rematchId = changes.rematchId();
        for (EventRow row : changes.events()) {
            applyFromElsewhere(row);
        }
        return !changes.events().isEmpty();
    }

    /** An event judged on another node (or before a restart): played here, then told to the listeners. */
    private void applyFromElsewhere(EventRow row) {
        StoredEvent stored = EventCodec.decode(row, log.current());
        log.replay(stored.version(), stored.event());
        lastEventAt = stored.createdAt();
        setClocks(stored.event(), row);
        broadcastEvent(stored);
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
                    seats.set(seat.seat(), seat.seat(settings.colours()));
                }
                applyFromElsewhere(event);
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
            searching = false;
            lastUsed = clock.millis();
            if (log.version() != basedOn || log.over() || !computerToMove()) {
                return false;
            }
            try {
                commit(new Judged(new GameEvent.Moved(log.seatToMove(), move), log.current().play(move)), null);
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

    /** The computer's search for {@code version} ended without a move: it failed, or it claimed a draw. */
    void searchAbandoned() {
        whileLocked(() -> searching = false);
    }

    /**
     * What a computer seat should think about: the version and position, if a computer is to
     * move and nobody asked the computer about this version yet. Claims the version: asked again
     * (another listener attached, a reconnect), it answers empty. With several nodes the claim
     * is also made in the store, so that one node searches; another takes over once
     * {@code claimMillis} have passed without a move (the claiming node may have died).
     */
    Optional<ComputerTurn> computerTurn(long claimMillis, long pauseMillis) {
        return exclusively(() -> {
            if (evicted || log.over() || !computerToMove() || !worthPlaying()
                    || searchedVersion == log.version()) {
                return Optional.empty();
            }
            long now = clock.millis();
            if (relay.shared() && !store.claimComputerSearch(id, log.version(), now, now - claimMillis)) {
                return Optional.empty();
            }
            searchedVersion = log.version();
            searching = true;
            return Optional.of(computerTurn(seats.get(log.seatToMove()), pauseMillis));
        });
    }

    private ComputerTurn computerTurn(Seat seat, long pauseMillis) {
        return new ComputerTurn(log.version(), log.current(), log.earlierPositions(), seat.index(),
                seat.colour(), seat.level() == null ? 1 : seat.level(), log.occurrences() >= 3,
                clocks == null ? Long.MAX_VALUE : clocks.thinkingBudget(seat.index(), pauseMillis));
    }

    /**
     * A computer seat that has to answer the open draw offer, if there is one; asked once per
     * version, so the computer seats of 3+ players answer one after another.
     */
    Optional<ComputerTurn> drawQuestion(long pauseMillis) {
        return exclusively(() -> {
            if (evicted || drawAskedVersion == log.version()) {
                return Optional.empty();
            }
            Optional<Seat> answering = ComputerDuty.drawAnswerer(log, seats);
            answering.ifPresent(seat -> drawAskedVersion = log.version());
            return answering.map(seat -> computerTurn(seat, pauseMillis));
        });
    }

    private boolean computerToMove() {
        return ComputerDuty.toMove(log, seats);
    }

    /**
     * Computers play on while a person still plays or someone watches; once every person has
     * resigned from a game of computers, it waits for a watcher instead of running unseen.
     */
    private boolean worthPlaying() {
        return !listeners.isEmpty() || seats.stream()
                .anyMatch(seat -> seat.kind() != Seat.Kind.COMPUTER && !log.hasWithdrawn(seat.colour()));
    }

    /**
     * Stores, applies and announces one judged event (with the seat row it changes, if any);
     * called under the lock.
     */
    private void commit(Judged judged, GameStore.SeatRow seatRow) {
        long now = clock.millis();
        commit(judged, seatRow, now, clocks == null ? null : clocks.after(judged.event(), runningSeat(), now));
    }

    /** @param left in a timed game, the time each seat has once the event is accepted */
    private void commit(Judged judged, GameStore.SeatRow seatRow, long now, long[] left) {
        StoredEvent stored = new StoredEvent(log.version() + 1, judged.event(), now);
        EventRow encoded = EventCodec.encode(stored);
        EventRow row = left == null ? encoded : new EventRow(encoded.version(), encoded.kind(), encoded.seat(),
                encoded.data(), encoded.createdAt(), GameClock.stored(left));
        if (seatRow == null && left != null && mode != Mode.REVIEW) {
            store.appendTimed(id, row, clocks.flagAfter(log, settings, judged, left, now));
        } else if (seatRow == null) {
            store.append(id, row);
        } else {
            store.changeSeat(id, seatRow, row);
            seats.set(seatRow.seat(), seatRow.seat(settings.colours()));
        }
        log.apply(stored.version(), judged);
        lastEventAt = stored.createdAt();
        if (left != null) {
            clocks.set(judged.event(), left, now);
            if (mode != Mode.REVIEW) {
                armFlagTimer();
            }
        }
        broadcastEvent(stored);
        relay.publish(Notice.event(relay.node(), id, row, seatRow));
    }

    /** Stores the running clock's true flag time (null: none runs), after the sweep found a stale one. */
    void storeFlagAt() {
        whileLocked(() -> {
            if (clocks != null && !evicted) {
                store.setFlagAt(id, clocks.flagAt(runningSeat()));
            }
        });
    }

    /** Sends the delta of an event just applied; called under the lock. */
    private void broadcastEvent(StoredEvent stored) {
        if (listeners.isEmpty()) {
            return;
        }
        VersionView now = view();
        GameEvent event = stored.event();
        Move played = event instanceof GameEvent.Moved moved ? moved.move() : null;
        String path = played == null ? null : played.toString();
        Integer hops = played == null ? null : now.position().hops(played);
        Integer plies = event instanceof GameEvent.TookBack back ? back.plies() : null;
        List<GameState.SeatView> seatList = event instanceof GameEvent.SeatChanged ? seatViews() : null;
        listeners.broadcast(new ServerMessage.Event(new EventDelta(stored.version(), event.wireName(), event.seat(), path,
                hops, plies, seatList, now.notation(), now.toMove(), now.position().moveNumber(), now.legal(),
                now.status(), now.result(), now.ranking(), now.ending(), now.rule(), now.withdrawn(), now.drawOffer(),
                now.offer(), now.abortable(), now.repetition(), absent(), clocksAt(stored.createdAt()))));
    }

    /**
     * Gives the first open seat to {@code seatFor} (which makes the taken seat from the open one);
     * when another node seated someone first, the room catches up and tries the next open seat.
     *
     * @throws ApiError {@code seats-full} when no seat is open
     */
    Seat takeOpenSeat(java.util.function.UnaryOperator<Seat> seatFor) {
        while (true) {
            Seat taken = exclusively(() -> {
                Seat open = seats.stream().filter(s -> s.kind() == Seat.Kind.OPEN).findFirst()
                        .orElseThrow(() -> new ApiError("seats-full", 409, "every seat is taken; you can watch"));
                Seat seat = seatFor.apply(open);
                try {
                    commit(new Judged(new GameEvent.SeatChanged(seat.index(), seat.kind().id()), log.current()),
                            new GameStore.SeatRow(seat.index(), seat.kind().id(), seat.level(), seat.name(),
                                    seat.tokenHash()));
                    lastUsed = clock.millis();
                    return seat;
                } catch (VersionConflict conflict) {
                    catchUpLocked();
                    return null;
                }
            });
            if (taken != null) {
                onTurn.accept(this);
                return taken;
            }
        }
    }

    /**
     * Records the next game and sends each listener a {@code redirect} to it, with the token of
     * the seat it will hold there (none for spectators). Called under the lock.
     */
    void announceSuccessor(String successorId, Map<Integer, String> tokensByOldSeat) {
        if (!store.setRematch(id, successorId)) {
            catchUpLocked();
            throw new ApiError("not-allowed", 409, "the next game already exists: " + rematchId);
        }
        rematchId = successorId;
        relay.publish(Notice.redirect(relay.node(), id, successorId, tokensByOldSeat));
        redirectListeners(successorId, tokensByOldSeat);
    }

    /** Another node created this game's successor: its players connected here follow. */
    void successorFrom(String successorId, Map<Integer, String> tokensByOldSeat) {
        whileLocked(() -> {
            rematchId = successorId;
            redirectListeners(successorId, tokensByOldSeat);
        });
    }

    private void redirectListeners(String successorId, Map<Integer, String> tokensByOldSeat) {
        listeners.redirect(successorId, tokensByOldSeat);
        listeners.broadcast(new ServerMessage.State(snapshot()));
    }

    /** Adds a resignation of an imported record. */
    void appendImportedResignation(Colour colour) {
        whileLocked(() -> {
            int seat = settings.colours().indexOf(colour);
            Position after = settings.players() > 2 ? log.current().withoutPlayer(colour) : log.current();
            commit(new Judged(new GameEvent.Resigned(seat), after), null);
        });
    }

    /** Adds a claim of an imported record against {@code absentSeat}. */
    void appendImportedClaim(int claimer, int absentSeat, Claim.Outcome outcome, Claim.Reason reason) {
        whileLocked(() -> {
            Position after = outcome == Claim.Outcome.WITHDRAWAL
                    ? log.current().withoutPlayer(settings.colours().get(absentSeat)) : log.current();
            commit(new Judged(new GameEvent.Claimed(claimer, absentSeat, outcome, reason), after), null);
        });
    }

    /** Adds the abort an imported record ends with. */
    void appendImportedAbort() {
        whileLocked(() -> commit(new Judged(new GameEvent.Aborted(log.seatToMove()), log.current()), null));
    }

    /** Adds the agreed draw an imported record ends with. */
    void appendImportedDraw() {
        whileLocked(() -> commit(new Judged(new GameEvent.DrawAgreed(log.seatToMove()), log.current()), null));
    }

    /**
     * Adds a move of an imported record (a game to replay: no seat plays it) or one a game
     * continued from elsewhere starts with (judged by {@link Rooms} already), with the mover's time
     * left after it when known.
     */
    void appendImportedMove(Move move, Long moverLeft) {
        whileLocked(() -> {
            int mover = log.seatToMove();
            Judged judged = new Judged(new GameEvent.Moved(mover, move), log.current().play(move));
            long now = clock.millis();
            long[] left = clocks == null ? null : clocks.after(judged.event(), null, now);
            if (left != null && moverLeft != null) {
                left[mover] = moverLeft;
            }
            commit(judged, null, now, left);
        });
    }
}
