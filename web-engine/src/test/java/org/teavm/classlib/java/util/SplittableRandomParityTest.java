package org.teavm.classlib.java.util;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The browser build's stand-in for {@code java.util.SplittableRandom} draws what the JDK draws for
 * the same seed, for every method the engine and the AI call: the AI's Zobrist keys and noise
 * depend on it.
 */
class SplittableRandomParityTest {
    private static final long[] SEEDS = {0, 1, -1, 42, 0x5eed_1234_abcdL, Long.MIN_VALUE, Long.MAX_VALUE};
    private static final int[] BOUNDS = {1, 2, 3, 7, 64, 100, 1000, 1 << 30, (1 << 30) + 1, Integer.MAX_VALUE};

    @Test
    void longsIntsAndDoublesAreTheJdks() {
        for (long seed : SEEDS) {
            SplittableRandom jdk = new SplittableRandom(seed);
            TSplittableRandom ours = new TSplittableRandom(seed);
            for (int draw = 0; draw < 1000; draw++) {
                assertThat(ours.nextLong()).as("nextLong #%d, seed %d", draw, seed).isEqualTo(jdk.nextLong());
                assertThat(ours.nextInt()).as("nextInt #%d, seed %d", draw, seed).isEqualTo(jdk.nextInt());
                assertThat(ours.nextDouble()).as("nextDouble #%d, seed %d", draw, seed).isEqualTo(jdk.nextDouble());
            }
        }
    }

    @Test
    void boundedIntsAreTheJdksForPowersOfTwoAndOtherBounds() {
        for (long seed : SEEDS) {
            for (int bound : BOUNDS) {
                SplittableRandom jdk = new SplittableRandom(seed);
                TSplittableRandom ours = new TSplittableRandom(seed);
                for (int draw = 0; draw < 500; draw++) {
                    assertThat(ours.nextInt(bound)).as("nextInt(%d) #%d, seed %d", bound, draw, seed)
                            .isEqualTo(jdk.nextInt(bound));
                }
            }
        }
    }
}
