package org.teavm.classlib.java.util;

/**
 * {@code java.util.SplittableRandom} for the browser build, which TeaVM's class library lacks.
 * TeaVM takes a class of this package and name ({@code T} + the JDK's name) in place of the JDK's,
 * so the engine and the AI keep using {@code java.util.SplittableRandom} unchanged.
 *
 * <p>It must draw the very numbers the JDK draws for a seed: the AI's Zobrist keys and its noise
 * come from it, and the browser's best move must be the server's. The generator is SplitMix64
 * (a Weyl sequence of step {@code GAMMA} put through a 64-bit mixing function), the one the JDK
 * documents for {@code SplittableRandom}; {@code SplittableRandomParityTest} holds the two equal on
 * the JVM, and the JVM/browser equality test holds them equal through the search.
 */
public final class TSplittableRandom {
    /** The odd step of the Weyl sequence: 2^64 divided by the golden ratio. */
    private static final long GAMMA = 0x9e3779b97f4a7c15L;
    /** 2^-53: a double's 53 bits of mantissa as a fraction of 1. */
    private static final double DOUBLE_UNIT = 0x1.0p-53;

    private long state;

    public TSplittableRandom(long seed) {
        state = seed;
    }

    public long nextLong() {
        return mix64(advance());
    }

    public int nextInt() {
        return mix32(advance());
    }

    /**
     * A uniform int in [0, bound): the low bits for a power of two, else by rejection of the top
     * values of a 31-bit draw that would make some results likelier than others.
     */
    public int nextInt(int bound) {
        if (bound <= 0) {
            throw new IllegalArgumentException("bound must be positive");
        }
        int drawn = nextInt();
        int mask = bound - 1;
        if ((bound & mask) == 0) {
            return drawn & mask;
        }
        int bits = drawn >>> 1;
        int result = bits % bound;
        while (bits + mask - result < 0) {
            bits = nextInt() >>> 1;
            result = bits % bound;
        }
        return result;
    }

    public double nextDouble() {
        return (nextLong() >>> 11) * DOUBLE_UNIT;
    }

    private long advance() {
        state += GAMMA;
        return state;
    }

    private static long mix64(long z) {
        long x = (z ^ (z >>> 30)) * 0xbf58476d1ce4e5b9L;
        x = (x ^ (x >>> 27)) * 0x94d049bb133111ebL;
        return x ^ (x >>> 31);
    }

    private static int mix32(long z) {
        long x = (z ^ (z >>> 33)) * 0x62a9d9ed799705f5L;
        return (int) (((x ^ (x >>> 28)) * 0xcb24d0a5c88c35b3L) >>> 32);
    }
}
