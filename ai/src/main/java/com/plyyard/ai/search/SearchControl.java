package com.plyyard.ai.search;

import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Counts nodes and decides when a search must stop: its node budget spent, its time up, or the
 * stop flag raised by whoever started it. The clock is read once per 1024 nodes.
 */
public final class SearchControl {
    private final SearchLimits limits;
    private final AtomicBoolean stop;
    private final long deadline;
    private final long started = System.nanoTime();
    private long nodes;
    private boolean stopped;

    public SearchControl(SearchLimits limits, AtomicBoolean stop) {
        this.limits = limits;
        this.stop = stop;
        this.deadline = limits.maxMillis() == 0 ? Long.MAX_VALUE : started + limits.maxMillis() * 1_000_000L;
    }

    /** Counts a node; true when the search must unwind now. */
    public boolean visit() {
        nodes++;
        if (nodes >= limits.maxNodes()) {
            stopped = true;
        } else if ((nodes & 1023) == 0 && (stop.get() || System.nanoTime() >= deadline)) {
            stopped = true;
        }
        return stopped;
    }

    public boolean stopped() {
        return stopped;
    }

    public long nodes() {
        return nodes;
    }

    public long elapsedMillis() {
        return (System.nanoTime() - started) / 1_000_000;
    }

    /**
     * A control for a search of its own within this one (the exact finish of a race): its own
     * node count and limits, counted from now, and the same stop flag.
     */
    public SearchControl part(long maxNodes, long maxMillis) {
        return new SearchControl(new SearchLimits(maxNodes, maxMillis, limits.noise(), limits.seed(),
                limits.maxDepth()), stop);
    }

    public SearchLimits limits() {
        return limits;
    }

    /** The evaluation noise of this position: a repeatable pseudo-random number in ±noise. */
    public int noise(long hash) {
        int amplitude = limits.noise();
        if (amplitude == 0) {
            return 0;
        }
        long z = hash ^ limits.seed() * 0x9E3779B97F4A7C15L;
        z = (z ^ z >>> 30) * 0xBF58476D1CE4E5B9L;
        z = (z ^ z >>> 27) * 0x94D049BB133111EBL;
        z ^= z >>> 31;
        return (int) Math.floorMod(z, 2L * amplitude + 1) - amplitude;
    }
}
