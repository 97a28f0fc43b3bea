package com.plyyard.engine;

/**
 * The search tier of a race game of the checkers family (Chinese checkers, Halma) as a search
 * drives it: packed moves generated, made and unmade in place. Each board documents its packing.
 */
public interface RaceBoard {
    /** How this board packs its moves. */
    MovePacking packing();

    /** The seat to move (0 is red). */
    int side();

    /** The seat of the piece on {@code square} plus one; 0 for an empty square. */
    int seatOn(int square);

    /** Writes the side to move's distinct moves into {@code out} from {@code offset}; returns the count. */
    int generate(int[] out, int offset);

    /**
     * Whether {@link #generate} would write {@code move} now, told from the one piece's steps
     * and chains; false for a pass and for a number that packs no move.
     */
    boolean isMove(int move);

    void make(int move);

    void unmake(int move);

    /**
     * Whether {@code seat}'s target camp is full, mostly of its own pieces but with at least one
     * of another seat's: the seat cannot finish while that piece stays, and no rule makes it leave
     * (CC-11, HA-5). A camp full of the others' pieces, as at the start, is not a block: they leave.
     */
    boolean targetBlocked(int seat);
}
