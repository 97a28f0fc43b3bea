package com.plyyard.server.room;

import com.plyyard.ai.ComputerPlayer;
import com.plyyard.engine.Move;
import com.plyyard.engine.Position;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Plays the computer seats on a bounded pool of its own, never on a request thread. A move is
 * applied only if the game has not changed while the computer thought.
 */
public final class ComputerSeats implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(ComputerSeats.class);

    private final ComputerPlayer player;
    private final ScheduledExecutorService pool;
    private final long pauseMillis;

    /**
     * @param threads the pool size: how many games the computer thinks about at once
     * @param pauseMillis the least time before a computer move, so a person sees the previous one land
     */
    public ComputerSeats(ComputerPlayer player, int threads, long pauseMillis) {
        this.player = player;
        this.pool = new ScheduledThreadPoolExecutor(threads, runnable -> {
            Thread thread = new Thread(runnable, "computer-seat");
            thread.setDaemon(true);
            return thread;
        });
        this.pauseMillis = pauseMillis;
    }

    /** Called after every change of a room: schedules a move when a computer seat is to play. */
    void consider(GameRoom room) {
        Optional<Map.Entry<Integer, Position>> turn = room.computerTurn();
        if (turn.isEmpty()) {
            return;
        }
        int version = turn.get().getKey();
        Position position = turn.get().getValue();
        int level = room.computerLevel();
        pool.schedule(() -> {
            try {
                Move move = player.choose(position, level, room.id().hashCode() * 31L + version);
                room.playComputerMove(move, version);
            } catch (RuntimeException e) {
                LOG.error("game {}: the computer seat failed to move at version {}", room.id(), version, e);
            }
        }, pauseMillis, TimeUnit.MILLISECONDS);
    }

    @Override
    public void close() {
        pool.shutdownNow();
    }
}
