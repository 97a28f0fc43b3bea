package com.plyyard.server.web;

import com.plyyard.server.observe.Metrics;
import com.plyyard.server.room.GameRoom;
import com.plyyard.server.room.Rooms;
import com.plyyard.table.ApiError;
import com.plyyard.table.Command;
import com.plyyard.table.GameState;
import java.util.Optional;
import java.util.Set;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The game-changing commands of both channels (HTTP and WebSocket) on their way to a room: the
 * per-game rate limit, the move counter and latency, and a log line for each game created and
 * each move refused.
 */
final class GameCommands {
    private static final Logger LOG = LoggerFactory.getLogger(GameCommands.class);

    private final Rooms rooms;
    private final RateLimit perGame;
    private final Metrics metrics;

    GameCommands(Rooms rooms, RateLimit perGame, Metrics metrics) {
        this.rooms = rooms;
        this.perGame = perGame;
        this.metrics = metrics;
    }

    GameRoom room(String id) {
        return rooms.get(id);
    }

    /**
     * Applies {@code command} from a client holding {@code held} seats, which it sent at
     * {@code receivedAt} ({@link System#nanoTime()}).
     *
     * @throws ApiError when refused; nothing changed then
     */
    void apply(GameRoom room, Command command, Set<Integer> held, long receivedAt) {
        limit(room, held);
        try {
            room.handle(command, held);
        } catch (ApiError refused) {
            if (command instanceof Command.PlayMove) {
                LOG.atInfo().addKeyValue("game", room.id()).addKeyValue("code", refused.code())
                        .addKeyValue("seats", held).log("move rejected");
            }
            throw refused;
        }
        if (command instanceof Command.PlayMove) {
            metrics.moveAccepted(System.nanoTime() - receivedAt);
        }
    }

    /** A new game or rematch after {@code room}; empty while an online rematch waits for the others. */
    Optional<Rooms.Successor> successor(GameRoom room, Set<Integer> held) {
        limit(room, held);
        Optional<Rooms.Successor> next = rooms.successor(room, held);
        next.ifPresent(created -> LOG.atInfo().addKeyValue("game", created.room().id()).addKeyValue("after", room.id())
                .addKeyValue("mode", room.mode().id()).log("game created"));
        return next;
    }

    /** Logs a game just created or imported. */
    void created(GameRoom room, GameState state) {
        LOG.atInfo().addKeyValue("game", room.id()).addKeyValue("kind", state.game())
                .addKeyValue("mode", state.mode()).addKeyValue("players", state.players()).log("game created");
    }

    /** Only seat holders count against a game's limit: watchers' commands are refused anyway and must not use it up. */
    private void limit(GameRoom room, Set<Integer> held) {
        if (!held.isEmpty()) {
            perGame.take(room.id());
        }
    }
}
