package com.plyyard.ai.search;

/**
 * How long a search may think and how much it may deviate on purpose.
 *
 * @param maxNodes stop after this many nodes (a node budget makes the search repeatable)
 * @param maxMillis stop after this much wall time, or never when 0
 * @param noise the amplitude of a pseudo-random term added to every evaluation, drawn from the
 *     position's hash and {@code seed}: 0 plays the best it sees; weaker levels use more
 * @param seed makes the noise (and any random choice) repeatable
 * @param maxDepth stop after finishing this depth (plies: with 3 players an own move or
 *     a round of replies; own moves with 4 and 6); a depth alone makes the search repeatable and its
 *     node count a signature of the search
 */
public record SearchLimits(long maxNodes, long maxMillis, int noise, long seed, int maxDepth) {
    public static final long UNLIMITED_NODES = Long.MAX_VALUE;
    /** Deeper than any budget reaches: the other limits end the search. */
    public static final int UNLIMITED_DEPTH = 64;

    public SearchLimits {
        if (maxNodes <= 0 || maxMillis < 0 || noise < 0 || maxDepth <= 0) {
            throw new IllegalArgumentException("limits must be positive (nodes " + maxNodes + ", ms " + maxMillis
                    + ", noise " + noise + ", depth " + maxDepth + ")");
        }
    }

    public SearchLimits(long maxNodes, long maxMillis, int noise, long seed) {
        this(maxNodes, maxMillis, noise, seed, UNLIMITED_DEPTH);
    }

    public static SearchLimits depth(int maxDepth) {
        return new SearchLimits(UNLIMITED_NODES, 0, 0, 0, maxDepth);
    }

    public static SearchLimits nodes(long maxNodes) {
        return new SearchLimits(maxNodes, 0, 0, 0);
    }

    public static SearchLimits millis(long maxMillis) {
        return new SearchLimits(UNLIMITED_NODES, maxMillis, 0, 0);
    }
}
