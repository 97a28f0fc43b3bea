package com.plyyard.server.room;

import com.plyyard.engine.Colour;
import com.plyyard.engine.Game;
import com.plyyard.engine.GameRecord;
import com.plyyard.engine.Games;
import com.plyyard.engine.NotationException;
import com.plyyard.engine.Position;
import com.plyyard.engine.RecordFormat;
import com.plyyard.engine.Results;
import com.plyyard.engine.Settings;
import com.plyyard.engine.Withdrawal;
import com.plyyard.server.relay.GameRelay;
import com.plyyard.server.relay.Notice;
import com.plyyard.server.store.GameStore;
import com.plyyard.server.store.GameStore.EventRow;
import com.plyyard.server.store.GameStore.GameRow;
import com.plyyard.server.store.GameStore.SeatRow;
import com.plyyard.server.store.GameStore.StoredGame;
import com.plyyard.table.ApiError;
import com.plyyard.table.Claim;
import com.plyyard.table.Command;
import com.plyyard.table.CommandRules;
import com.plyyard.table.RecordTags;
import com.plyyard.table.GameEnding;
import com.plyyard.table.GameEvent;
import com.plyyard.table.GameLog;
import com.plyyard.table.Judged;
import com.plyyard.table.Mode;
import com.plyyard.table.Seat;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.RunnableScheduledFuture;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.LongAdder;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Every game of this node: created here or loaded from the store on first use, kept up to date
 * by the other nodes' notices while open, and evicted by a broom once idle (nobody listening, the
 * computer not thinking, unused for the idle time), to be loaded again on the next request.
 */
public final class Rooms implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(Rooms.class);
    public static final int MAX_LEVEL = com.plyyard.ai.ComputerPlayer.STRONGEST_LEVEL;
    /** The longest seat name kept, on every path (created, joined, imported) and in every store. */
    private static final int MAX_NAME = 40;
    /**
     * The most moves a new game may start with ({@link GameSetup#moves}): each is a stored event,
     * and the body limit alone would let tens of thousands through; a game played to its end in
     * the browser stays well below (a Dou Shou Qi game is drawn after 60 plies without a capture).
     */
    public static final int MAX_MOVES = 2_000;

    private final GameStore store;
    private final ComputerSeats computers;
    private final GameRelay relay;
    private final Map<String, GameRoom> open = new ConcurrentHashMap<>();
    private final Clock clock;
    private final long idleMillis;
    private final long claimGraceMillis;
    private final LongAdder evicted = new LongAdder();
    private final ScheduledThreadPoolExecutor chores;
    private final FlagChecks flagChecks;
    /** How often the stored deadlines are read, for flags of games no node has open. */
    private static final long FLAG_SWEEP_MILLIS = 1_000;
    /** How often each node notes that it is alive; silent for five times as long, the service was down. */
    private static final long HEARTBEAT_MILLIS = 2_000;
    private final ClockPauses pauses;

    /**
     * @param clock the time of presence, idleness and event stamps
     * @param idle how long a room nobody uses stays in memory
     * @param claimGrace how long the seat to move of an online game must have been away before
     *        the other players may claim (the win, a draw, or its withdrawal)
     */
    public Rooms(GameStore store, ComputerSeats computers, GameRelay relay, Clock clock, Duration idle,
            Duration claimGrace) {
        this.store = store;
        this.computers = computers;
        this.relay = relay;
        this.clock = clock;
        this.idleMillis = idle.toMillis();
        this.claimGraceMillis = claimGrace.toMillis();
        this.pauses = new ClockPauses(store.startClocks(clock.millis(), 5 * HEARTBEAT_MILLIS));
        relay.subscribe(this::receive, this::catchUpAll);
        chores = new ScheduledThreadPoolExecutor(1, Thread.ofPlatform().name("rooms").daemon().factory());
        flagChecks = new FlagChecks(chores, clock);
        if (relay.shared()) {
            chores.scheduleWithFixedDelay(this::repeatPresence, RemotePresence.REPEAT_MILLIS,
                    RemotePresence.REPEAT_MILLIS, TimeUnit.MILLISECONDS);
        }
        long sweepEvery = Math.clamp(idleMillis / 2, 100, 30_000);
        chores.scheduleWithFixedDelay(this::sweep, sweepEvery, sweepEvery, TimeUnit.MILLISECONDS);
        chores.scheduleWithFixedDelay(this::fallDueFlags, 0, FLAG_SWEEP_MILLIS, TimeUnit.MILLISECONDS);
        chores.scheduleWithFixedDelay(this::heartbeat, HEARTBEAT_MILLIS, HEARTBEAT_MILLIS, TimeUnit.MILLISECONDS);
    }

    private void heartbeat() {
        try {
            store.heartbeat(clock.millis());
        } catch (RuntimeException e) {
            LOG.warn("heartbeat not stored: {}", e.getMessage());
        }
    }

    /**
     * Ends on time every game whose stored deadline has passed, loading those nobody has open
     * (after a restart, an eviction, or on a node that died); it also runs by itself every second.
     */
    public void fallDueFlags() {
        try {
            for (String id : store.flagsDueBy(clock.millis())) {
                try {
                    GameRoom room = get(id);
                    if (!room.fallFlagIfDue()) {
                        room.storeFlagAt();
                    }
                } catch (RuntimeException e) {
                    LOG.warn("game {}: flag not checked: {}", id, e.getMessage());
                }
            }
        } catch (RuntimeException e) {
            LOG.warn("flags not checked: {}", e.getMessage());
        }
    }

    /**
     * How many one-off tasks wait for the rooms' thread: the flag checks. The periodic chores are
     * left out, since one that is running is off the queue until it ends.
     */
    long queuedFlagChecks() {
        return chores.getQueue().stream()
                .filter(task -> !(task instanceof RunnableScheduledFuture<?> future && future.isPeriodic())).count();
    }

    /** How many games this node holds in memory. */
    public int openCount() {
        return open.size();
    }

    /** How many rooms the broom has evicted since the start. */
    public long evictedCount() {
        return evicted.sum();
    }

    /** The broom: evicts every idle room now (it also runs by itself, every half idle time). */
    public void sweep() {
        for (GameRoom room : open.values()) {
            try {
                if (room.evictIfIdle(idleMillis) && open.remove(room.id(), room)) {
                    evicted.increment();
                }
            } catch (RuntimeException e) {
                LOG.warn("game {}: not evicted: {}", room.id(), e.getMessage());
            }
        }
    }

    /** A notice from another node, about a game this node may hold open. */
    private void receive(Notice notice) {
        if (notice.node().equals(relay.node())) {
            return;
        }
        GameRoom room = open.get(notice.game());
        if (room == null) {
            return;
        }
        switch (notice.kind()) {
            case EVENT -> room.eventFrom(notice.event(), notice.seat());
            case PRESENCE -> room.presenceFrom(notice.node(), notice.connections());
            case REDIRECT -> room.successorFrom(notice.successor(), notice.tokens());
        }
    }

    /** After a break of the relay, notices may be lost: every open room reads what it missed. */
    private void catchUpAll() {
        open.values().forEach(GameRoom::catchUp);
    }

    private void repeatPresence() {
        for (GameRoom room : open.values()) {
            try {
                room.forgetSilentNodes();
                if (room.hasListeners()) {
                    room.tellPresence();
                }
            } catch (RuntimeException e) {
                LOG.warn("game {}: presence not repeated: {}", room.id(), e.getMessage());
            }
        }
    }

    @Override
    public void close() {
        chores.shutdownNow();
        // a clean stop: the clocks' pause starts exactly now
        heartbeat();
    }

    /** The next game and the token of each old seat that has one there. */
    public record Successor(GameRoom room, Map<Integer, String> tokensByOldSeat) {
    }

    /** A seat and its token, given once to whoever takes the seat. */
    public record Taken(GameRoom room, Integer seat, String token) {
    }

    public Taken create(GameSetup setup) {
        if (setup == null || setup.game() == null) {
            throw ApiError.badRequest("a new game needs a game id");
        }
        Mode mode = Mode.of(setup.mode() == null ? "online" : setup.mode());
        Game game;
        Settings settings;
        Position start;
        try {
            game = Games.byId(setup.game());
            settings = game.settings(setup.players() == null ? OptionalInt.empty() : OptionalInt.of(setup.players()),
                    setup.options() == null ? List.of() : setup.options());
            start = setup.position() == null || setup.position().isBlank() ? game.start(settings)
                    : game.parsePosition(settings, setup.position());
        } catch (NotationException e) {
            throw new ApiError("bad-settings", 400, e.getMessage());
        }
        int creatorSeat = setup.seat() == null ? 0 : setup.seat();
        if (creatorSeat < 0 || creatorSeat >= settings.players()) {
            throw new ApiError("bad-settings", 400, "seat must be from 0 to " + (settings.players() - 1));
        }
        requireKnownComputerSeats(setup, mode, settings);
        TimeControl control = setup.timeControl() == null ? TimeControl.defaultFor(mode)
                : TimeControl.parse(setup.timeControl());
        String token = SeatToken.newToken();
        String hash = SeatToken.hash(token);
        String name = name(setup.name());
        List<Seat> seats = new ArrayList<>();
        for (int index = 0; index < settings.players(); index++) {
            int i = index;
            Colour colour = settings.colours().get(i);
            Seat seat = switch (mode) {
                case LOCAL -> new Seat(i, colour, Seat.Kind.HUMAN, null, null, hash);
                case COMPUTER -> i == creatorSeat ? new Seat(i, colour, Seat.Kind.HUMAN, null, name, hash)
                        : new Seat(i, colour, Seat.Kind.COMPUTER, level(setup.level()), null, null);
                default -> i == creatorSeat ? new Seat(i, colour, Seat.Kind.HUMAN, null, name, hash)
                        : computerLevelFor(setup, i)
                                .map(level -> new Seat(i, colour, Seat.Kind.COMPUTER, level, null, null))
                                .orElse(new Seat(i, colour, Seat.Kind.OPEN, null, null, null));
            };
            seats.add(seat);
        }
        List<GameEvent> continued = judgedContinuation(setup, settings, mode, start, seats);
        GameRoom room = createRoom(game, settings, mode, start, seats, control, continued);
        return new Taken(room, mode == Mode.LOCAL ? null : creatorSeat, token);
    }

    /**
     * The moves and resignations a game continued from elsewhere starts with, each judged by the
     * rules of commands as if its seat had sent it (the seat to move for a move): the server takes
     * no other judge's word. A refusal names the move's index or the resignation, before anything
     * is stored.
     */
    private List<GameEvent> judgedContinuation(GameSetup setup, Settings settings, Mode mode, Position start,
            List<Seat> seats) {
        List<String> paths = setup.moves() == null ? List.of() : setup.moves();
        List<Withdrawal> withdrawals;
        try {
            withdrawals = Withdrawal.parse(setup.withdrawn(), settings);
        } catch (NotationException e) {
            throw new ApiError("bad-notation", 400, "withdrawn: " + e.getMessage());
        }
        if (paths.size() > MAX_MOVES) {
            throw new ApiError("bad-settings", 400, "a game starts with at most " + MAX_MOVES + " moves, not "
                    + paths.size());
        }
        GameLog log = new GameLog(settings, start);
        Set<Integer> everySeat = new HashSet<>();
        seats.forEach(seat -> everySeat.add(seat.index()));
        List<GameEvent> continued = new ArrayList<>();
        for (int i = 0; i <= paths.size(); i++) {
            for (Withdrawal withdrawal : withdrawals) {
                if (withdrawal.afterPly() == i) {
                    int seat = settings.colours().indexOf(withdrawal.colour());
                    continued.add(judged(log, new Command.Resign(seat), settings, mode, seats, everySeat,
                            "withdrawn " + Withdrawal.format(List.of(withdrawal))));
                }
            }
            if (i == paths.size()) {
                break;
            }
            String path = paths.get(i);
            if (path == null) {
                throw ApiError.badRequest("moves[" + i + "] must be text");
            }
            continued.add(judged(log, new Command.PlayMove(path, null), settings, mode, seats, everySeat,
                    "moves[" + i + "] '" + path + "'"));
        }
        if (withdrawals.stream().anyMatch(withdrawal -> withdrawal.afterPly() > paths.size())) {
            throw new ApiError("bad-notation", 400, "withdrawn names a resignation after more moves than the "
                    + paths.size() + " given");
        }
        if (log.over()) {
            throw new ApiError("game-over", 400, "the moves end the game; only a game still going on can be"
                    + " continued here");
        }
        return continued;
    }

    /** One command of a continued game judged and applied to {@code log}; a refusal says which it was. */
    private GameEvent judged(GameLog log, Command command, Settings settings, Mode mode, List<Seat> seats,
            Set<Integer> everySeat, String which) {
        Judged judged;
        try {
            judged = new CommandRules(log, settings, mode, seats, everySeat, null, clock.millis(), false, Set.of())
                    .eventFor(command);
        } catch (ApiError refused) {
            throw new ApiError(refused.code(), 400, which + ": " + refused.getMessage());
        }
        log.apply(log.version() + 1, judged);
        return judged.event();
    }

    /**
     * @param continued moves and resignations judged already, stored before anyone (the computer
     *        included) sees the game; they leave the clocks as they start, the time spent elsewhere
     *        being unknown
     */
    private GameRoom createRoom(Game game, Settings settings, Mode mode, Position start, List<Seat> seats,
            TimeControl control, List<GameEvent> continued) {
        String id = SeatToken.newGameId();
        long createdAt = clock.millis();
        store.create(new GameRow(id, game.id(), settings.players(), String.join(" ", settings.options()), mode.id(),
                start.notation(), createdAt, null, control.timed() ? control.header() : null),
                seats.stream().map(Rooms::row).toList());
        GameRoom room = new GameRoom(id, game, settings, mode, start, seats, null, createdAt, store, relay, clock,
                claimGraceMillis, computers::consider, control, pauses, flagChecks);
        Long unspent = control.timed() ? control.baseMillis() : null;
        for (GameEvent event : continued) {
            switch (event) {
                case GameEvent.Moved moved -> room.appendImportedMove(moved.move(), unspent);
                case GameEvent.Resigned resigned -> room.appendImportedResignation(settings.colours().get(resigned.seat()));
                default -> throw new IllegalStateException("a game is continued with moves and resignations, not " + event);
            }
        }
        open.put(id, room);
        computers.consider(room);
        return room;
    }

    /** Every seat named in {@code computer} must be a seat of the game other than the creator's. */
    private static void requireKnownComputerSeats(GameSetup setup, Mode mode, Settings settings) {
        if (setup.computer() == null || setup.computer().isEmpty()) {
            return;
        }
        if (mode != Mode.ONLINE) {
            throw new ApiError("bad-settings", 400, "computer seats are chosen for online games; against the computer,"
                    + " give level");
        }
        int creator = setup.seat() == null ? 0 : setup.seat();
        for (String seat : setup.computer().keySet()) {
            if (!seat.matches("[0-9]") || Integer.parseInt(seat) >= settings.players()) {
                throw new ApiError("bad-settings", 400, "computer names seat '" + seat + "'; seats are 0 to "
                        + (settings.players() - 1));
            }
            if (Integer.parseInt(seat) == creator) {
                throw new ApiError("bad-settings", 400, "seat " + seat + " is yours; it cannot also be the computer's");
            }
        }
    }

    private static Optional<Integer> computerLevelFor(GameSetup setup, int seat) {
        if (setup.computer() == null || !setup.computer().containsKey(String.valueOf(seat))) {
            return Optional.empty();
        }
        return Optional.of(level(setup.computer().get(String.valueOf(seat))));
    }

    private static int level(Integer level) {
        if (level == null) {
            return 3;
        }
        if (level < 1 || level > MAX_LEVEL) {
            throw new ApiError("bad-settings", 400, "the computer's level must be from 1 to " + MAX_LEVEL);
        }
        return level;
    }

    private static String name(String name) {
        if (name == null || name.isBlank()) {
            return null;
        }
        String trimmed = name.strip();
        return trimmed.length() > MAX_NAME ? trimmed.substring(0, MAX_NAME) : trimmed;
    }

    private static SeatRow row(Seat seat) {
        return new SeatRow(seat.index(), seat.kind().id(), seat.level(), seat.name(), seat.tokenHash());
    }

    /**
     * The game's room, loaded from the store if it is not open; marked as used.
     *
     * @throws ApiError {@code unknown-game} when no game has this id
     */
    public GameRoom get(String id) {
        while (true) {
            GameRoom room = open.get(id);
            if (room == null) {
                if (id == null || !id.matches("[A-Za-z0-9]{1,16}")) {
                    throw ApiError.unknownGame(String.valueOf(id));
                }
                StoredGame stored = store.load(id).orElseThrow(() -> ApiError.unknownGame(id));
                room = open.computeIfAbsent(id, key -> load(stored));
            }
            if (room.touch()) {
                return room;
            }
            // evicted between the look-up and now: the broom is forgetting it; load it afresh
            open.remove(id, room);
        }
    }

    private GameRoom load(StoredGame stored) {
        GameRow row = stored.game();
        Game game = Games.byId(row.game());
        Settings settings = game.settings(OptionalInt.of(row.players()),
                row.options().isBlank() ? List.of() : List.of(row.options().split(" ")));
        List<Seat> seats = new ArrayList<>();
        for (SeatRow seat : stored.seats()) {
            seats.add(seat.seat(settings.colours()));
        }
        GameRoom room = new GameRoom(row.id(), game, settings, Mode.stored(row.mode()),
                game.parsePosition(settings, row.startPosition()), seats, row.rematchId(), row.createdAt(), store, relay,
                clock, claimGraceMillis, computers::consider,
                TimeControl.ofHeader(row.timeControl()).orElseThrow(() -> new IllegalStateException(
                        "game " + row.id() + " has an unreadable time control " + row.timeControl())),
                pauses, flagChecks);
        for (EventRow event : stored.events()) {
            room.replay(event);
        }
        room.replayed();
        computers.consider(room);
        return room;
    }

    /** A visitor of the share link takes the first open seat. */
    public Taken join(String id, String name) {
        GameRoom room = get(id);
        String token = SeatToken.newToken();
        Seat taken = room.takeOpenSeat(open -> open.taken(name(name), SeatToken.hash(token)));
        return new Taken(room, taken.index(), token);
    }

    /** Imports a record as a finished game to replay. */
    public Taken importRecord(String text) {
        GameRecord record;
        try {
            record = RecordFormat.read(text == null ? "" : text);
        } catch (NotationException e) {
            throw new ApiError("bad-notation", 400, e.getMessage());
        }
        Settings settings = record.start().settings();
        List<Seat> seats = new ArrayList<>();
        for (int i = 0; i < settings.players(); i++) {
            Colour colour = settings.colours().get(i);
            seats.add(new Seat(i, colour, Seat.Kind.HUMAN, null, name(record.tags().get(colour.title())), null));
        }
        TimeControl control = TimeControl.ofHeader(record.tags().get(TimeControl.HEADER))
                .orElseThrow(() -> new ApiError("bad-notation", 400, "the TimeControl header '"
                        + record.tags().get(TimeControl.HEADER) + "' is not base+increment in seconds (300+3),"
                        + " 1/seconds per move (1/86400) or -"));
        GameRoom room = createRoom(record.game(), settings, Mode.REVIEW, record.start(), seats, control, List.of());
        List<Withdrawal> withdrawals = Withdrawal.parse(
                record.tags().get(Withdrawal.HEADER), settings);
        Map<Withdrawal, Claim.Reason> claimed = claimedWithdrawals(record, settings);
        for (int ply = 0; ply <= record.moves().size(); ply++) {
            for (var withdrawal : withdrawals) {
                if (withdrawal.afterPly() != ply) {
                    continue;
                }
                Claim.Reason reason = claimed.get(withdrawal);
                if (reason == null) {
                    room.appendImportedResignation(withdrawal.colour());
                } else {
                    int absent = settings.colours().indexOf(withdrawal.colour());
                    room.appendImportedClaim((absent + 1) % settings.players(), absent, Claim.Outcome.WITHDRAWAL, reason);
                }
            }
            if (ply < record.moves().size()) {
                room.appendImportedMove(record.moves().get(ply), GameClock.fromComment(record.comment(ply)));
            }
        }
        endAsRecorded(room, record);
        return new Taken(room, null, null);
    }

    /**
     * The withdrawals of a 3+ player record that the others claimed, by the headers of each
     * reason ({@code [Absent "G@7"]}); each must also be in the {@code Withdrawn} header.
     */
    private static Map<Withdrawal, Claim.Reason> claimedWithdrawals(GameRecord record, Settings settings) {
        List<Withdrawal> withdrawals = Withdrawal.parse(record.tags().get(Withdrawal.HEADER), settings);
        Map<Withdrawal, Claim.Reason> claimed = new HashMap<>();
        for (Claim.Reason reason : Claim.Reason.values()) {
            for (Withdrawal withdrawal : Withdrawal.parse(record.tags().get(reason.header()), settings)) {
                if (!withdrawals.contains(withdrawal)) {
                    throw new ApiError("bad-notation", 400, "the " + reason.header() + " header names "
                            + Withdrawal.format(List.of(withdrawal)) + ", which the Withdrawn header does not");
                }
                claimed.put(withdrawal, reason);
            }
        }
        return claimed;
    }

    /**
     * A record whose end the board does not give ends the same way when imported: an abort
     * ({@code [Termination "aborted"]}, any number of players), and with two players a
     * resignation, an agreed draw, or a claim ({@code [Termination "claimed-absence"]}) against
     * the side to move.
     */
    private static void endAsRecorded(GameRoom room, GameRecord record) {
        List<Colour> colours = record.start().settings().colours();
        String termination = record.tags().get(RecordTags.TERMINATION);
        if (room.over()) {
            return;
        }
        if (GameEnding.ABORTED.equals(termination) && record.result().equals(Results.UNFINISHED)) {
            room.appendImportedAbort();
            return;
        }
        if (colours.size() != 2) {
            return;
        }
        Optional<Claim.Reason> claim = termination == null ? Optional.empty() : Claim.Reason.ofEnding(termination);
        if (claim.isPresent()) {
            endByClaim(room, record.result(), claim.get());
            return;
        }
        switch (record.result()) {
            case "1-0" -> room.appendImportedResignation(colours.get(1));
            case "0-1" -> room.appendImportedResignation(colours.get(0));
            case Results.DRAW -> room.appendImportedDraw();
            default -> {
                // unfinished: the game stays as the moves left it
            }
        }
    }

    /** A two-player claim: the winner claimed against the loser; a draw was claimed against the side to move. */
    private static void endByClaim(GameRoom room, String result, Claim.Reason reason) {
        int toMove = room.seatToMove();
        switch (result) {
            case "1-0" -> room.appendImportedClaim(0, 1, Claim.Outcome.WIN, reason);
            case "0-1" -> room.appendImportedClaim(1, 0, Claim.Outcome.WIN, reason);
            case Results.DRAW -> room.appendImportedClaim(1 - toMove, toMove, Claim.Outcome.DRAW, reason);
            default -> {
                // no result: the game stays as the moves left it
            }
        }
    }

    /**
     * A new game with the same settings: after an online game, seats move one colour on (a
     * rematch), once the others have accepted (see {@link Offers}): until then this asks or
     * accepts and answers empty. Against the computer or on one screen, the seats stay and the
     * game follows at once. Every player of the old game who holds the request or is connected
     * gets a fresh token for their new seat, sent with the {@code redirect} message; seats of
     * absent players are left open.
     */
    public Optional<Successor> successor(GameRoom previous, Set<Integer> held) {
        if (held.isEmpty()) {
            throw new ApiError("not-a-player", 403, "only a player of this game may start the next one");
        }
        return previous.exclusively(() -> {
            if (previous.rematchId() != null) {
                throw new ApiError("not-allowed", 409, "the next game already exists: " + previous.rematchId());
            }
            if (previous.mode() == Mode.REVIEW) {
                throw new ApiError("not-allowed", 409, "an imported game has no next game");
            }
            if (previous.mode() == Mode.ONLINE
                    && !(previous.handle(new Command.Rematch(), held) instanceof GameEvent.RematchAgreed)) {
                return Optional.empty();
            }
            List<Seat> old = previous.seats();
            Set<Integer> present = new HashSet<>(previous.connectedSeats());
            present.addAll(held);
            int shift = previous.mode() == Mode.ONLINE ? 1 : 0;
            int players = old.size();
            Map<Integer, String> tokens = new HashMap<>();
            String sharedToken = SeatToken.newToken();
            List<Seat> seats = new ArrayList<>();
            for (int i = 0; i < players; i++) {
                Seat from = old.get((i - shift + players) % players);
                Colour colour = previous.settings().colours().get(i);
                if (from.kind() == Seat.Kind.COMPUTER) {
                    seats.add(new Seat(i, colour, Seat.Kind.COMPUTER, from.level(), null, null));
                } else if (from.kind() == Seat.Kind.HUMAN && present.contains(from.index())) {
                    String token = previous.mode() == Mode.LOCAL ? sharedToken : SeatToken.newToken();
                    tokens.put(from.index(), token);
                    seats.add(new Seat(i, colour, Seat.Kind.HUMAN, null, from.name(), SeatToken.hash(token)));
                } else {
                    seats.add(new Seat(i, colour, Seat.Kind.OPEN, null, null, null));
                }
            }
            GameRoom room = createRoom(previous.game(), previous.settings(), previous.mode(), previous.start(), seats,
                    previous.timeControl(), List.of());
            try {
                previous.announceSuccessor(room.id(), tokens);
            } catch (ApiError anotherNodeWasFirst) {
                // the game just created stays stored but unreachable: nobody has its id
                open.remove(room.id());
                throw anotherNodeWasFirst;
            }
            return Optional.of(new Successor(room, tokens));
        });
    }
}
