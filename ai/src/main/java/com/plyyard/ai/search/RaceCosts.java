package com.plyyard.ai.search;

/** What a piece still costs its team in a race game, by seat and square (lower is nearer home). */
public interface RaceCosts {
    int cost(int seat, int square);

    /** Whether {@code square} belongs to the target camp of {@code seat}. */
    boolean inTarget(int seat, int square);

    /**
     * The fewest single steps from {@code square} to the far end of the target camp of
     * {@code seat}, pieces aside: neighbouring squares differ by at most one.
     */
    int steps(int seat, int square);
}
