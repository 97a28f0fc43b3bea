package com.plyyard.ai.search;

import java.util.SplittableRandom;

/** Random keys for Zobrist hashing, the same in every run so searches replay exactly. */
public final class ZobristKeys {
    private ZobristKeys() {
    }

    /** {@code count} pseudo-random keys drawn from {@code seed}. */
    public static long[] of(int count, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        long[] keys = new long[count];
        for (int i = 0; i < count; i++) {
            keys[i] = random.nextLong();
        }
        return keys;
    }
}
