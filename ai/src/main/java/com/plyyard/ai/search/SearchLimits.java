package com.plyyard.ai.search;

/**
 * How long a search may think and how much it may deviate on purpose.
 *
 * @param maxNodes stop after this many nodes (a node budget makes the search repeatable)
 * @param maxMillis stop after this much wall time, or never when 0
 * @param noise the amplitude of a pseudo-random term added to every evaluation, drawn from the
 *     position's hash and {@code seed}: 0 plays the best it sees; weaker levels use more
 * @param seed makes the noise (and any random choice) repeatable
 */
public record SearchLimits(long maxNodes, long maxMillis, int noise, long seed) {
    public static final long UNLIMITED_NODES = Long.MAX_VALUE;

    public SearchLimits {
        if (maxNodes <= 0 || maxMillis < 0 || noise < 0) {
            throw new IllegalArgumentException("limits must be positive (nodes " + maxNodes + ", ms " + maxMillis
                    + ", noise " + noise + ")");
        }
    }

    public static SearchLimits nodes(long maxNodes) {
        return new SearchLimits(maxNodes, 0, 0, 0);
    }

    public static SearchLimits millis(long maxMillis) {
        return new SearchLimits(UNLIMITED_NODES, maxMillis, 0, 0);
    }
}
