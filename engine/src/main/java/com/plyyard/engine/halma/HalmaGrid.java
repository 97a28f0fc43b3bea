package com.plyyard.engine.halma;

import com.plyyard.engine.BoardLayout;
import com.plyyard.engine.BoardLayout.SquareLayout;
import com.plyyard.engine.BoardLayout.Zone;
import com.plyyard.engine.Colour;
import com.plyyard.engine.JumpLattice;
import com.plyyard.engine.NotationException;
import com.plyyard.engine.Square;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The 256 squares of the 16 × 16 Halma board (HA-1) and every table the move generators read.
 *
 * <p>Squares are numbered rank by rank from the bottom, files left to right:
 * {@code index = 16 × (rank − 1) + file}, so {@code a1} = 0, {@code p1} = 15, {@code a2} = 16 …
 * {@code p16} = 255.
 *
 * <p>Bit sets of squares are four longs: square s is bit {@code s & 63} of word {@code s >>> 6},
 * so each word holds four whole ranks.
 *
 * <pre>
 *   word 3  ranks 13–16   squares 192–255   (red's camp: ranks 12–16, files a–e)
 *   word 2  ranks  9–12   squares 128–191
 *   word 1  ranks  5–8    squares  64–127
 *   word 0  ranks  1–4    squares   0–63    (blue's camp: ranks 1–5, files l–p)
 *
 *   direction:  0 = E (+1, 0)   1 = NE (+1, +1)   2 = N (0, +1)   3 = NW (−1, +1)
 *               4 = W (−1, 0)   5 = SW (−1, −1)   6 = S (0, −1)   7 = SE (+1, −1)
 *               (d + 4) % 8 is the opposite direction
 * </pre>
 */
final class HalmaGrid {
    static final int SIZE = 16;
    static final int SQUARES = SIZE * SIZE;
    static final int DIRECTIONS = 8;
    static final int WORDS = 4;
    static final int PIECES_PER_SIDE = 19;
    private static final int[] DX = {1, 1, 0, -1, -1, -1, 0, 1};
    private static final int[] DY = {0, 1, 1, 1, 0, -1, -1, -1};

    private static final Square[] SQUARE = new Square[SQUARES];
    private static final Map<String, Square> BY_NAME = new HashMap<>();

    /** NEIGHBOUR[s * 8 + d]: the neighbour in direction d, or −1 off the board. */
    static final int[] NEIGHBOUR = new int[SQUARES * DIRECTIONS];
    /**
     * The neighbours of s span at most three ranks, so at most two consecutive words: they are
     * NEIGHBOUR_LOW[s] in word NEIGHBOUR_WORD[s] and NEIGHBOUR_HIGH[s] in the word above (which
     * is word 4, outside the board, only when NEIGHBOUR_HIGH[s] is 0).
     */
    static final int[] NEIGHBOUR_WORD = new int[SQUARES];
    static final long[] NEIGHBOUR_LOW = new long[SQUARES];
    static final long[] NEIGHBOUR_HIGH = new long[SQUARES];
    /**
     * Jumps from s go over HOP_OVER[i] to HOP_LAND[i] for i in HOP_START[s] .. HOP_START[s+1]−1:
     * only the directions where both squares are on the board. The layout {@link
     * com.plyyard.engine.JumpChains} reads.
     */
    static final int[] HOP_START = new int[SQUARES + 1];
    static final int[] HOP_OVER;
    static final int[] HOP_LAND;
    /** The home camp of red (north-west) and of blue (south-east), as bit sets. */
    static final long[] RED_CAMP = new long[WORDS];
    static final long[] BLUE_CAMP = new long[WORDS];
    /** The grid as (file, rank) for the bit-parallel chains of jumps, with the eight directions above. */
    static final JumpLattice LATTICE;

    static {
        for (int s = 0; s < SQUARES; s++) {
            SQUARE[s] = new Square(s, "" + (char) ('a' + file(s)) + (rank(s) + 1));
            BY_NAME.put(SQUARE[s].name(), SQUARE[s]);
        }
        List<int[]> hops = new ArrayList<>();
        for (int s = 0; s < SQUARES; s++) {
            HOP_START[s] = hops.size();
            NEIGHBOUR_WORD[s] = Math.max(0, s - SIZE - 1) >>> 6;
            for (int d = 0; d < DIRECTIONS; d++) {
                int n = at(file(s) + DX[d], rank(s) + DY[d]);
                NEIGHBOUR[s * DIRECTIONS + d] = n;
                if (n < 0) {
                    continue;
                }
                if (n >>> 6 == NEIGHBOUR_WORD[s]) {
                    NEIGHBOUR_LOW[s] |= 1L << n;
                } else {
                    NEIGHBOUR_HIGH[s] |= 1L << n;
                }
                int land = at(file(s) + 2 * DX[d], rank(s) + 2 * DY[d]);
                if (land >= 0) {
                    hops.add(new int[] {n, land});
                }
            }
        }
        HOP_START[SQUARES] = hops.size();
        HOP_OVER = hops.stream().mapToInt(h -> h[0]).toArray();
        HOP_LAND = hops.stream().mapToInt(h -> h[1]).toArray();
        for (int s : campSquares(0)) {
            RED_CAMP[s >>> 6] |= 1L << s;
        }
        for (int s : campSquares(1)) {
            BLUE_CAMP[s >>> 6] |= 1L << s;
        }
        int[] files = new int[SQUARES];
        int[] ranks = new int[SQUARES];
        for (int s = 0; s < SQUARES; s++) {
            files[s] = file(s);
            ranks[s] = rank(s);
        }
        LATTICE = JumpLattice.of(files, ranks, DX, DY);
    }

    private HalmaGrid() {
    }

    /** File 0 (a) … 15 (p). */
    static int file(int square) {
        return square & 15;
    }

    /** Rank 0 (rank 1) … 15 (rank 16). */
    static int rank(int square) {
        return square >>> 4;
    }

    /** The square at (file, rank), both 0-based, or −1 off the board. */
    static int at(int file, int rank) {
        return file < 0 || file >= SIZE || rank < 0 || rank >= SIZE ? -1 : rank * SIZE + file;
    }

    static Square square(int index) {
        return SQUARE[index];
    }

    /** @throws NotationException when the board has no square of that name */
    static Square square(String name) {
        Square square = BY_NAME.get(name.toLowerCase(Locale.ROOT));
        if (square == null) {
            throw new NotationException("'" + name + "' is not a square of the Halma board (files a-p, ranks 1-16)");
        }
        return square;
    }

    static String name(int square) {
        return SQUARE[square].name();
    }

    static boolean adjacent(int a, int b) {
        return a != b && Math.abs(file(a) - file(b)) <= 1 && Math.abs(rank(a) - rank(b)) <= 1;
    }

    /** The direction from a to b when they differ and lie on one of the eight lines, else −1. */
    static int direction(int a, int b) {
        int dx = file(b) - file(a);
        int dy = rank(b) - rank(a);
        if (dx == 0 && dy == 0 || dx != 0 && dy != 0 && Math.abs(dx) != Math.abs(dy)) {
            return -1;
        }
        for (int d = 0; d < DIRECTIONS; d++) {
            if (Integer.signum(dx) == DX[d] && Integer.signum(dy) == DY[d]) {
                return d;
            }
        }
        throw new AssertionError("every sign pair but (0, 0) is a direction");
    }

    /** How many squares along their line separate a and b (when {@link #direction} is one). */
    static int distance(int a, int b) {
        return Math.max(Math.abs(file(b) - file(a)), Math.abs(rank(b) - rank(a)));
    }

    /** The square one step from {@code square} in {@code direction}, or −1 off the board. */
    static int neighbour(int square, int direction) {
        return NEIGHBOUR[square * DIRECTIONS + direction];
    }

    static boolean inSet(long[] set, int square) {
        return (set[square >>> 6] & 1L << square) != 0;
    }

    /**
     * The board as drawn: square (file, rank) at x = file and y = 16 − rank, both camps in play.
     * Red's camp is the north-west corner, so half a turn brings it to the bottom; blue's is
     * already there.
     */
    static BoardLayout layout() {
        List<List<SquareLayout>> rows = new ArrayList<>();
        for (int rank = SIZE - 1; rank >= 0; rank--) {
            List<SquareLayout> row = new ArrayList<>();
            for (int file = 0; file < SIZE; file++) {
                int s = at(file, rank);
                List<Zone> zones = inSet(RED_CAMP, s) ? List.of(new Zone.Camp(Colour.RED, true))
                        : inSet(BLUE_CAMP, s) ? List.of(new Zone.Camp(Colour.BLUE, true)) : List.of();
                row.add(new SquareLayout(name(s), file, SIZE - 1 - rank, zones));
            }
            rows.add(row);
        }
        return new BoardLayout(rows, Map.of(Colour.RED, 180, Colour.BLUE, 0));
    }

    /**
     * The 19 squares of a home camp, as {@code notation.md} lists them: red's (side 0) in the
     * north-west corner, rows of 5, 5, 4, 3, 2 squares from rank 16 down; blue's (side 1) the same
     * turned half a turn about the centre, so l1–p1, l2–p2, m3–p3, n4–p4, o5–p5.
     */
    static int[] campSquares(int side) {
        int[] rowLengths = {5, 5, 4, 3, 2};
        int[] squares = new int[PIECES_PER_SIDE];
        int n = 0;
        for (int row = 0; row < rowLengths.length; row++) {
            for (int file = 0; file < rowLengths[row]; file++) {
                int red = at(file, SIZE - 1 - row);
                squares[n++] = side == 0 ? red : SQUARES - 1 - red;
            }
        }
        return squares;
    }
}
