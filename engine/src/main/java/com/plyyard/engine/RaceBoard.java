package com.plyyard.engine;

/**
 * The search tier of a race game of the checkers family (Chinese checkers, Halma) as a search
 * drives it: packed moves generated, made and unmade in place. Each board documents its packing.
 */
public interface RaceBoard {
    /** The seat to move (0 is red). */
    int side();

    /** The seat of the piece on {@code square} plus one; 0 for an empty square. */
    int seatOn(int square);

    /** Writes the side to move's distinct moves into {@code out} from {@code offset}; returns the count. */
    int generate(int[] out, int offset);

    void make(int move);

    void unmake(int move);
}
