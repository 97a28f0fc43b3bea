package com.plyyard.server.room;

import com.plyyard.ai.ComputerPlayer;
import com.plyyard.engine.Move;
import java.util.Optional;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.LongAdder;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Plays the computer seats on a bounded pool of its own, never on a request thread. Each room
 * asks for at most one search per version, however often it is asked (listeners attaching,
 * reconnects); a move is applied only if the game has not changed while the computer thought.
 */
public final class ComputerSeats implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(ComputerSeats.class);

    private final ComputerPlayer player;
    private final ScheduledThreadPoolExecutor pool;
    private final LongAdder movesPlayed = new LongAdder();
    private final LongAdder searches = new LongAdder();
    private final long pauseMillis;
    private final long claimMillis;

    /**
     * @param threads the pool size: how many games the computer thinks about at once
     * @param pauseMillis the least time before a computer move, so a person sees the previous one land
     * @param longestThought the longest a search may take: with several nodes, a node that claimed a
     *        search and made no move by about twice as long has died, and another takes over
     */
    public ComputerSeats(ComputerPlayer player, int threads, long pauseMillis, long longestThought) {
        this.player = player;
        this.pool = new ScheduledThreadPoolExecutor(threads, runnable -> {
            Thread thread = new Thread(runnable, "computer-seat");
            thread.setDaemon(true);
            return thread;
        });
        this.pauseMillis = pauseMillis;
        this.claimMillis = pauseMillis + 2 * longestThought + 5_000;
    }

    /** Called after every change of a room: schedules a move when a computer seat is to play. */
    void consider(GameRoom room) {
        Optional<GameRoom.ComputerTurn> found = room.computerTurn(claimMillis, pauseMillis);
        if (found.isEmpty()) {
            return;
        }
        GameRoom.ComputerTurn turn = found.get();
        int version = turn.version();
        pool.schedule(() -> {
            try {
                searches.increment();
                Move move = player.choose(turn.position(), turn.level(), room.id().hashCode() * 31L + version,
                        turn.mostMillis());
                if (room.playComputerMove(move, version)) {
                    movesPlayed.increment();
                }
            } catch (RuntimeException e) {
                room.searchAbandoned();
                LOG.error("game {}: the computer seat failed to move at version {}", room.id(), version, e);
            }
        }, pauseMillis, TimeUnit.MILLISECONDS);
    }

    /** Searches started since the start: one per game and version that a computer had to answer. */
    public long searchesStarted() {
        return searches.sum();
    }

    /** Games waiting for the computer: moves scheduled (their pause not yet over) or queued for a free thread. */
    public int waiting() {
        return pool.getQueue().size();
    }

    /** Threads thinking about a move right now. */
    public int busyThreads() {
        return pool.getActiveCount();
    }

    public int threads() {
        return pool.getCorePoolSize();
    }

    /** Computer moves applied to their game since the start (not those dropped because the game moved on). */
    public long movesPlayed() {
        return movesPlayed.sum();
    }

    @Override
    public void close() {
        pool.shutdownNow();
    }
}
