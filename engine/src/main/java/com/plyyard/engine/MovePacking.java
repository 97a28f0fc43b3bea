package com.plyyard.engine;

/**
 * How a {@link RaceBoard} packs a move into an int: {@code start | end << squareBits}, with one
 * value of its own for a pass.
 */
public record MovePacking(int squareBits, int pass) {

    /** The square a packed move starts from, −1 for a pass. */
    public int from(int move) {
        return move == pass ? -1 : move & (1 << squareBits) - 1;
    }

    /** The square a packed move ends on, −1 for a pass. */
    public int to(int move) {
        return move == pass ? -1 : move >>> squareBits;
    }
}
