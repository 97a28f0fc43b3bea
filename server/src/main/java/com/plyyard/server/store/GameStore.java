package com.plyyard.server.store;

import com.plyyard.engine.Colour;
import com.plyyard.table.Seat;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.jdbi.v3.core.Handle;
import org.jdbi.v3.core.statement.UnableToExecuteStatementException;

/** Reads and writes games, seats and the event log. */
public final class GameStore {
    private final Database database;

    public GameStore(Database database) {
        this.database = database;
    }

    /**
     * A game row. {@code options} is space-separated; {@code timeControl} as a person writes it
     * ({@code 5+3}, {@code 2d}), null for an untimed game.
     */
    public record GameRow(String id, String game, int players, String options, String mode, String startPosition,
            long createdAt, String rematchId, String timeControl) {
        public GameRow(String id, String game, int players, String options, String mode, String startPosition,
                long createdAt, String rematchId) {
            this(id, game, players, options, mode, startPosition, createdAt, rematchId, null);
        }
    }

    /** A seat row; {@code kind} is {@code human}, {@code open} or {@code computer}. */
    public record SeatRow(int seat, String kind, Integer level, String name, String tokenHash) {
        /** The seat this row stores, in a game played with {@code colours}. */
        public Seat seat(List<Colour> colours) {
            return new Seat(seat, colours.get(seat), Seat.Kind.valueOf(kind.toUpperCase(Locale.ROOT)), level, name,
                    tokenHash);
        }
    }

    /**
     * One entry of a game's log. {@code clocks}: in a timed game, the milliseconds left to each
     * seat when the event was accepted, comma-separated; null in an untimed game.
     */
    public record EventRow(int version, String kind, Integer seat, String data, long createdAt, String clocks) {
        public EventRow(int version, String kind, Integer seat, String data, long createdAt) {
            this(version, kind, seat, data, createdAt, null);
        }
    }

    /** Everything stored about one game. */
    public record StoredGame(GameRow game, List<SeatRow> seats, List<EventRow> events) {
    }

    /** Thrown when another writer stored the same version first. */
    public static final class VersionConflict extends RuntimeException {
        private static final long serialVersionUID = 1L;

        VersionConflict(String gameId, int version) {
            super("game " + gameId + " already has version " + version);
        }
    }

    public void create(GameRow game, List<SeatRow> seats) {
        database.inTransaction(handle -> {
            handle.createUpdate("INSERT INTO games (id, game, players, options, mode, start_position, created_at,"
                    + " time_control) VALUES (:id, :game, :players, :options, :mode, :startPosition, :createdAt,"
                    + " :timeControl)")
                    .bindMethods(game).execute();
            for (SeatRow seat : seats) {
                insertSeat(handle, game.id(), seat);
            }
            return null;
        });
    }

    private static void insertSeat(Handle handle, String gameId, SeatRow seat) {
        handle.createUpdate("INSERT INTO seats (game_id, seat, kind, level, name, token_hash)"
                + " VALUES (:gameId, :seat, :kind, :level, :name, :tokenHash)")
                .bind("gameId", gameId).bindMethods(seat).execute();
    }

    /** Appends an event; fails with {@link VersionConflict} if that version exists. */
    public void append(String gameId, EventRow event) {
        try {
            database.inTransaction(handle -> insertEvent(handle, gameId, event));
        } catch (UnableToExecuteStatementException e) {
            throw conflictOr(e, gameId, event.version());
        }
    }

    /**
     * Appends an event of a timed game with when its running clock's flag falls after it (null:
     * none runs), in one transaction; fails with {@link VersionConflict} if that version exists.
     */
    public void appendTimed(String gameId, EventRow event, Long flagAt) {
        try {
            database.inTransaction(handle -> {
                insertEvent(handle, gameId, event);
                return updateFlag(handle, gameId, flagAt);
            });
        } catch (UnableToExecuteStatementException e) {
            throw conflictOr(e, gameId, event.version());
        }
    }

    private static int updateFlag(Handle handle, String gameId, Long flagAt) {
        return handle.createUpdate("UPDATE games SET flag_at = :flagAt WHERE id = :id")
                .bind("id", gameId).bind("flagAt", flagAt).execute();
    }

    /**
     * Notes when a timed game's running clock's flag falls (null: no clock runs), so that any node
     * finds it by {@link #flagsDueBy} even when nobody has the game open.
     */
    public void setFlagAt(String gameId, Long flagAt) {
        database.inTransaction(handle -> updateFlag(handle, gameId, flagAt));
    }

    /** A span when no node ran (epoch ms). */
    public record Pause(long pausedAt, long resumedAt) {
    }

    /**
     * Called as a node starts, at {@code now}: when no node has been alive for
     * {@code downAfter} ms, the span since the last heartbeat is recorded as a pause of the
     * clocks and every stored flag moves on by it. Then the heartbeat is now.
     *
     * @return every pause recorded
     */
    public List<Pause> startClocks(long now, long downAfter) {
        return database.inTransaction(handle -> {
            Optional<Long> alive = handle.createQuery("SELECT alive_at FROM service_heartbeat WHERE id = 1")
                    .mapTo(Long.class).findOne();
            if (alive.isPresent() && now - alive.get() > downAfter) {
                handle.createUpdate("INSERT INTO clock_pauses (paused_at, resumed_at) VALUES (:from, :to)")
                        .bind("from", alive.get()).bind("to", now).execute();
                handle.createUpdate("UPDATE games SET flag_at = flag_at + :paused WHERE flag_at IS NOT NULL")
                        .bind("paused", now - alive.get()).execute();
            }
            beat(handle, now, alive.isPresent());
            return handle.createQuery("SELECT paused_at, resumed_at FROM clock_pauses ORDER BY paused_at")
                    .map((rs, ctx) -> new Pause(rs.getLong("paused_at"), rs.getLong("resumed_at"))).list();
        });
    }

    /** Notes that a node is alive at {@code now} (see {@link #startClocks}). */
    public void heartbeat(long now) {
        database.inTransaction(handle -> beat(handle, now, true));
    }

    private static int beat(Handle handle, long now, boolean exists) {
        return handle.createUpdate(exists
                ? "UPDATE service_heartbeat SET alive_at = :now WHERE id = 1 AND alive_at < :now"
                : "INSERT INTO service_heartbeat (id, alive_at) VALUES (1, :now) ON CONFLICT (id) DO NOTHING")
                .bind("now", now).execute();
    }

    /** The games whose running clock's flag falls by {@code now}: the nodes end them on time. */
    public List<String> flagsDueBy(long now) {
        return database.withHandle(handle -> handle.createQuery(
                "SELECT id FROM games WHERE flag_at IS NOT NULL AND flag_at <= :now ORDER BY flag_at")
                .bind("now", now).mapTo(String.class).list());
    }

    private static int insertEvent(Handle handle, String gameId, EventRow event) {
        return handle.createUpdate("INSERT INTO events (game_id, version, kind, seat, data, created_at, clocks)"
                + " VALUES (:gameId, :version, :kind, :seat, :data, :createdAt, :clocks)")
                .bind("gameId", gameId).bindMethods(event).execute();
    }

    /** The version already taken (by another node, say) becomes a {@link VersionConflict}. */
    private RuntimeException conflictOr(UnableToExecuteStatementException e, String gameId, int version) {
        try {
            if (exists(gameId, version)) {
                return new VersionConflict(gameId, version);
            }
        } catch (RuntimeException unreachable) {
            e.addSuppressed(unreachable);
        }
        return e;
    }

    private boolean exists(String gameId, int version) {
        return database.withHandle(handle -> handle.createQuery(
                "SELECT COUNT(*) FROM events WHERE game_id = :gameId AND version = :version")
                .bind("gameId", gameId).bind("version", version).mapTo(Integer.class).one()) > 0;
    }

    /** Replaces a seat (a player joined, or the seat went to the computer) together with its event. */
    public void changeSeat(String gameId, SeatRow seat, EventRow event) {
        try {
            database.inTransaction(handle -> {
                handle.createUpdate("UPDATE seats SET kind = :kind, level = :level, name = :name,"
                        + " token_hash = :tokenHash WHERE game_id = :gameId AND seat = :seat")
                        .bind("gameId", gameId).bindMethods(seat).execute();
                return insertEvent(handle, gameId, event);
            });
        } catch (UnableToExecuteStatementException e) {
            throw conflictOr(e, gameId, event.version());
        }
    }

    /**
     * Claims the search of a game's computer move at {@code version} for this node: true unless
     * another node claimed this version (or a later one) after {@code staleBefore}.
     */
    public boolean claimComputerSearch(String gameId, int version, long now, long staleBefore) {
        return database.withHandle(handle -> handle.createUpdate(
                "UPDATE games SET computer_version = :version, computer_claimed_at = :now WHERE id = :id"
                        + " AND (computer_version IS NULL OR computer_version < :version"
                        + " OR computer_claimed_at < :staleBefore)")
                .bind("id", gameId).bind("version", version).bind("now", now).bind("staleBefore", staleBefore)
                .execute()) == 1;
    }

    /** Records the next game unless one is recorded already; false then. */
    public boolean setRematch(String gameId, String rematchId) {
        return database.inTransaction(handle -> handle.createUpdate(
                "UPDATE games SET rematch_id = :rematchId WHERE id = :id AND rematch_id IS NULL")
                .bind("id", gameId).bind("rematchId", rematchId).execute()) == 1;
    }

    public Optional<StoredGame> load(String id) {
        return database.withHandle(handle -> {
            Optional<GameRow> game = handle.createQuery("SELECT id, game, players, options, mode,"
                    + " start_position AS startPosition, created_at AS createdAt, rematch_id AS rematchId,"
                    + " time_control AS timeControl FROM games WHERE id = :id")
                    .bind("id", id).map((rs, ctx) -> new GameRow(rs.getString("id"), rs.getString("game"),
                            rs.getInt("players"), rs.getString("options"), rs.getString("mode"),
                            rs.getString("startPosition"), rs.getLong("createdAt"), rs.getString("rematchId"),
                            rs.getString("timeControl")))
                    .findOne();
            if (game.isEmpty()) {
                return Optional.<StoredGame>empty();
            }
            return Optional.of(new StoredGame(game.get(), seats(handle, id), events(handle, id, 0)));
        });
    }

    /** What other writers added to a game after {@code version}: its seats, events and next game now. */
    public record Changes(List<SeatRow> seats, List<EventRow> events, String rematchId) {
    }

    public Changes changesAfter(String id, int version) {
        return database.withHandle(handle -> new Changes(seats(handle, id), events(handle, id, version),
                handle.createQuery("SELECT rematch_id FROM games WHERE id = :id").bind("id", id)
                        .mapTo(String.class).findOne().orElse(null)));
    }

    private static List<SeatRow> seats(Handle handle, String id) {
        return handle.createQuery("SELECT seat, kind, level, name, token_hash FROM seats"
                + " WHERE game_id = :id ORDER BY seat")
                .bind("id", id).map((rs, ctx) -> new SeatRow(rs.getInt("seat"), rs.getString("kind"),
                        (Integer) rs.getObject("level"), rs.getString("name"), rs.getString("token_hash")))
                .list();
    }

    private static List<EventRow> events(Handle handle, String id, int after) {
        return handle.createQuery("SELECT version, kind, seat, data, created_at, clocks FROM events"
                + " WHERE game_id = :id AND version > :after ORDER BY version")
                .bind("id", id).bind("after", after)
                .map((rs, ctx) -> new EventRow(rs.getInt("version"), rs.getString("kind"),
                        (Integer) rs.getObject("seat"), rs.getString("data"), rs.getLong("created_at"),
                        rs.getString("clocks")))
                .list();
    }
}
