package com.plyyard.server.room;

import com.plyyard.ai.ComputerPlayer;
import com.plyyard.engine.Move;
import com.plyyard.table.ApiError;
import com.plyyard.table.Claim;
import com.plyyard.table.Command;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.LongAdder;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Plays the computer seats on a bounded pool of its own, never on a request thread. Each room
 * asks for at most one search per version, however often it is asked (listeners attaching,
 * reconnects); a move is applied only if the game has not changed while the computer thought.
 * The computer starts thinking at once; only a move found within the pause waits for its end.
 */
public final class ComputerSeats implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(ComputerSeats.class);

    private final ComputerPlayer player;
    private final ScheduledThreadPoolExecutor pool;
    /** Plays the moves found before their pause was over, so that they never queue behind searches. */
    private final ScheduledThreadPoolExecutor landings;
    private final LongAdder movesPlayed = new LongAdder();
    private final LongAdder searches = new LongAdder();
    /** Counted by hand: a pool's queue misses the search a thread has just taken and not yet begun. */
    private final AtomicInteger owed = new AtomicInteger();
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
        this.pool = new ScheduledThreadPoolExecutor(threads, daemon("computer-seat"));
        this.landings = new ScheduledThreadPoolExecutor(1, daemon("computer-landing"));
        this.pauseMillis = pauseMillis;
        this.claimMillis = pauseMillis + 2 * longestThought + 5_000;
    }

    /**
     * Called after every change of a room: schedules a move when a computer seat is to play (or
     * its claim of a draw by repetition, AL-5), and its answer when a draw is offered to it.
     */
    void consider(GameRoom room) {
        room.computerTurn(claimMillis, pauseMillis).ifPresent(turn -> {
            long pauseEnds = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(pauseMillis);
            owed.incrementAndGet();
            pool.execute(() -> play(room, turn, pauseEnds));
        });
        room.drawQuestion(pauseMillis).ifPresent(question -> pool.schedule(() -> answerDraw(room, question),
                pauseMillis, TimeUnit.MILLISECONDS));
    }

    private static ThreadFactory daemon(String name) {
        return runnable -> {
            Thread thread = new Thread(runnable, name);
            thread.setDaemon(true);
            return thread;
        };
    }

    /** @param pauseEnds the {@link System#nanoTime()} before which the move found is not played */
    private void play(GameRoom room, ComputerTurn turn, long pauseEnds) {
        int version = turn.version();
        try {
            if (turn.repeated() && player.claimsRepetition(turn.position(), turn.colour())
                    && actFor(room, turn, new Command.Claim(Claim.Outcome.DRAW, Claim.Reason.REPETITION))) {
                room.searchAbandoned();
                owed.decrementAndGet();
                return;
            }
            searches.increment();
            Move move = player.choose(turn.position(), turn.earlier(), turn.level(),
                    room.id().hashCode() * 31L + version, turn.mostMillis());
            long early = pauseEnds - System.nanoTime();
            if (early > 0) {
                landings.schedule(() -> land(room, move, version), early, TimeUnit.NANOSECONDS);
            } else {
                land(room, move, version);
            }
        } catch (RuntimeException e) {
            room.searchAbandoned();
            owed.decrementAndGet();
            LOG.error("game {}: the computer seat failed to move at version {}", room.id(), version, e);
        }
    }

    private void land(GameRoom room, Move move, int version) {
        try {
            if (room.playComputerMove(move, version)) {
                movesPlayed.increment();
            }
        } catch (RuntimeException e) {
            room.searchAbandoned();
            LOG.error("game {}: the computer seat failed to play its move at version {}", room.id(), version, e);
        } finally {
            owed.decrementAndGet();
        }
    }

    private void answerDraw(GameRoom room, ComputerTurn question) {
        try {
            boolean accept = player.acceptsDraw(question.position(), question.colour(),
                    question.mostMillis());
            actFor(room, question, new Command.AnswerDraw(accept));
        } catch (RuntimeException e) {
            LOG.error("game {}: the computer seat failed to answer a draw offer at version {}", room.id(),
                    question.version(), e);
        }
    }

    /**
     * Sends {@code command} for the turn's computer seat, judged like a person's; false when the
     * rules refuse it because the game moved on (the offer withdrawn, say).
     */
    private static boolean actFor(GameRoom room, ComputerTurn turn, Command command) {
        try {
            room.handle(command, java.util.Set.of(turn.seat()));
            return true;
        } catch (ApiError refused) {
            return false;
        }
    }

    /** Searches started since the start: one per game and version that a computer had to answer. */
    public long searchesStarted() {
        return searches.sum();
    }

    /** Games waiting for the computer: a search queued or under way, or a move found waiting for its pause. */
    public int waiting() {
        return owed.get();
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
        landings.shutdownNow();
    }
}
