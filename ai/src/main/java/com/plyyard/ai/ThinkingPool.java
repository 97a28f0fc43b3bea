package com.plyyard.ai;

import com.plyyard.ai.search.SearchLimits;
import com.plyyard.engine.Position;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;

/**
 * Runs searches on a bounded pool of its own daemon threads, never on the caller's: start one
 * with callbacks for each finished depth and for the best move, stop it at any time (it then
 * answers with the best move found so far).
 */
public final class ThinkingPool implements AutoCloseable {
    private final ExecutorService pool;

    /** @param threads how many searches run at once; more wait their turn */
    public ThinkingPool(int threads) {
        pool = Executors.newFixedThreadPool(threads, runnable -> {
            Thread thread = new Thread(runnable, "computer-search");
            thread.setDaemon(true);
            return thread;
        });
    }

    /** A search under way: its result when done, and the way to end it early. */
    public record Thinking(CompletableFuture<SearchResult> result, AtomicBoolean stopFlag) {
        public void stop() {
            stopFlag.set(true);
        }
    }

    /**
     * @param earlier the game's positions before {@code position}, oldest first
     * @param onDepth called on the pool's thread after each finished depth
     * @param onBestMove called on the pool's thread with the final answer
     */
    public Thinking start(Position position, List<Position> earlier, SearchLimits limits,
            Consumer<SearchResult> onDepth, Consumer<SearchResult> onBestMove) {
        AtomicBoolean stop = new AtomicBoolean();
        CompletableFuture<SearchResult> result = CompletableFuture.supplyAsync(() -> {
            SearchResult best = SearchEngine.search(position, earlier, limits, stop, onDepth);
            onBestMove.accept(best);
            return best;
        }, pool);
        return new Thinking(result, stop);
    }

    @Override
    public void close() {
        pool.shutdownNow();
    }
}
