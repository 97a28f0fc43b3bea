package com.plyyard.engine;

import java.util.Arrays;

/**
 * Chains of short jumps as a bit-parallel flood fill, for boards whose squares sit on a lattice
 * (Halma's grid; the star of Chinese checkers in axial coordinates) with the directions as
 * lattice vectors.
 *
 * <p>A short jump moves a piece by twice a direction vector, so a chain never leaves the
 * piece's <em>class</em>: the squares whose two coordinates have the same parities as its start.
 * Each of the four classes fits in one long (cell {@code (v >> 1) × width + (u >> 1)} plus a
 * per-class offset), and on it a jump is a one-cell step: the landings of a whole chain are
 * found a ring at a time, every frontier cell advancing in every direction at once with one
 * shift and mask per direction. The square jumped over lies in another class at a fixed cell
 * offset, so "the square jumped over is occupied" is, per class and direction, one shifted
 * occupancy set ({@link #jumps}), worked out once per move list.
 *
 * <p>Immutable; boards hold one in a static field and keep their occupancy per class
 * ({@link #classOf}, {@link #bit}). {@link #of} gives the fill written for the board's number of
 * directions: a lattice of three pairs filled as four would do a quarter of each ring's work for
 * nothing, and one method choosing between the two at each call cost Halma's perft 4%
 * (docs/benchmarks.md); the static field's exact class lets the compiler inline the one fill.
 */
public abstract sealed class JumpLattice permits JumpLattice.SixWays, JumpLattice.EightWays {
    public static final int CLASSES = 4;
    /**
     * Up to four pairs of opposite directions: the flood fill is written out for four, a board
     * with fewer (the star's three) leaving the rest without jumps.
     */
    private static final int PAIRS = 4;
    static final int SLOTS = 2 * PAIRS;
    private final int directions;
    final int[] squareClass;
    final long[] squareBit;
    /** cellSquare[64 c + i]: the square of cell i of class c, or −1. */
    private final int[] cellSquare;
    /** The cells of each class that are squares of the board. */
    final long[] cells;
    /**
     * sources[c × 8 + slot]: cells whose jump in the slot's direction stays on the board; slot p
     * below 4 is direction p, slot 4 + p its opposite (see {@link #slot}).
     */
    private final long[] sources;
    /** overClass / overShift [c × 8 + slot]: where the square jumped over lies, relative to the source. */
    private final int[] overClass;
    private final int[] overShift;
    /** step[p]: how far a jump in slot p moves a cell index up; slot 4 + p moves it down as far. */
    final int[] step;

    /**
     * @param u the first lattice coordinate of each square (non-negative)
     * @param v the second
     * @param du the directions' vectors, direction {@code d + n/2} opposite to d, and the first
     *     half stepping to higher cells (a positive second coordinate, or zero and a positive first)
     * @param dv their second coordinates
     */
    public static JumpLattice of(int[] u, int[] v, int[] du, int[] dv) {
        return du.length == SLOTS ? new EightWays(u, v, du, dv) : new SixWays(u, v, du, dv);
    }

    private JumpLattice(int[] u, int[] v, int[] du, int[] dv) {
        int squares = u.length;
        this.directions = du.length;
        if (directions % 2 != 0 || directions > SLOTS) {
            throw new IllegalArgumentException("up to " + PAIRS + " pairs of opposite directions, not " + directions);
        }
        int width = width(u, v);
        squareClass = new int[squares];
        squareBit = new long[squares];
        cellSquare = new int[CLASSES * 64];
        Arrays.fill(cellSquare, -1);
        cells = new long[CLASSES];
        int[] offset = classOffsets(u, v, width);
        int[] cellOf = new int[squares];
        int stride = max(u) + 1;
        int[] at = new int[stride * (max(v) + 1)];
        Arrays.fill(at, -1);
        for (int s = 0; s < squares; s++) {
            int c = classOf(u[s], v[s]);
            cellOf[s] = (v[s] >> 1) * width + (u[s] >> 1) - offset[c];
            squareClass[s] = c;
            squareBit[s] = 1L << cellOf[s];
            cellSquare[64 * c + cellOf[s]] = s;
            cells[c] |= squareBit[s];
            at[v[s] * stride + u[s]] = s;
        }
        sources = new long[CLASSES * SLOTS];
        overClass = new int[CLASSES * SLOTS];
        overShift = new int[CLASSES * SLOTS];
        step = new int[PAIRS];
        for (int d = 0; d < directions / 2; d++) {
            step[d] = dv[d] * width + du[d];
            if (step[d] <= 0 || du[d + directions / 2] != -du[d] || dv[d + directions / 2] != -dv[d]) {
                throw new IllegalArgumentException("direction " + d + " must step up and be opposite to "
                        + (d + directions / 2));
            }
        }
        for (int s = 0; s < squares; s++) {
            for (int d = 0; d < directions; d++) {
                int over = square(at, stride, u[s] + du[d], v[s] + dv[d]);
                int land = square(at, stride, u[s] + 2 * du[d], v[s] + 2 * dv[d]);
                if (over < 0 || land < 0) {
                    continue;
                }
                int i = squareClass[s] * SLOTS + slot(d);
                if (sources[i] != 0 && overShift[i] != cellOf[over] - cellOf[s]) {
                    throw new IllegalArgumentException("the squares jumped over in direction " + d
                            + " are not at one cell offset");
                }
                sources[i] |= squareBit[s];
                overClass[i] = squareClass[over];
                overShift[i] = cellOf[over] - cellOf[s];
            }
        }
    }

    private int slot(int direction) {
        int half = directions / 2;
        return direction < half ? direction : PAIRS + direction - half;
    }

    private static int classOf(int u, int v) {
        return (u & 1) | (v & 1) << 1;
    }

    /** The square at (u, v) in the table {@code at} of rows of {@code stride}, or −1 off the board. */
    private static int square(int[] at, int stride, int u, int v) {
        return u < 0 || v < 0 || u >= stride || v * stride + u >= at.length ? -1 : at[v * stride + u];
    }

    private static int max(int[] values) {
        int max = 0;
        for (int value : values) {
            max = Math.max(max, value);
        }
        return max;
    }

    /** The narrowest row width that gives every square of a class its own cell within one long. */
    private static int width(int[] u, int[] v) {
        for (int width = 1; width <= 64; width++) {
            if (fits(u, v, width)) {
                return width;
            }
        }
        throw new IllegalArgumentException("a class of this board does not fit in 64 cells");
    }

    private static boolean fits(int[] u, int[] v, int width) {
        int[] offset = classOffsets(u, v, width);
        long[] used = new long[CLASSES];
        for (int s = 0; s < u.length; s++) {
            int c = classOf(u[s], v[s]);
            int cell = (v[s] >> 1) * width + (u[s] >> 1) - offset[c];
            if (cell >= 64 || (used[c] & 1L << cell) != 0) {
                return false;
            }
            used[c] |= 1L << cell;
        }
        return true;
    }

    private static int[] classOffsets(int[] u, int[] v, int width) {
        int[] offset = {Integer.MAX_VALUE, Integer.MAX_VALUE, Integer.MAX_VALUE, Integer.MAX_VALUE};
        for (int s = 0; s < u.length; s++) {
            int c = classOf(u[s], v[s]);
            offset[c] = Math.min(offset[c], (v[s] >> 1) * width + (u[s] >> 1));
        }
        return offset;
    }

    /** The class of a square: chains of short jumps from it stay in that class. */
    public int classOf(int square) {
        return squareClass[square];
    }

    /** The square's bit in its class's set. */
    public long bit(int square) {
        return squareBit[square];
    }

    /** The square of cell {@code cell} of class {@code c}. */
    public int square(int c, int cell) {
        return cellSquare[64 * c + cell];
    }

    /** How many longs {@link #jumps} fills. */
    public int jumpsLength() {
        return CLASSES * SLOTS;
    }

    /**
     * Fills {@code jumps[c × 8 + slot]} with the cells of class c whose jump in the slot's
     * direction goes over an occupied square (the landing may still be taken).
     *
     * @param occupied the occupied cells of each class
     */
    public void jumps(long[] occupied, long[] jumps) {
        fillJumps(occupied, jumps, 0, jumps.length);
    }

    /**
     * Fills only class {@code c}'s part of {@link #jumps}: enough for the landings of one piece
     * of that class, a quarter of the work.
     */
    public void jumps(long[] occupied, long[] jumps, int c) {
        fillJumps(occupied, jumps, c * SLOTS, (c + 1) * SLOTS);
    }

    private void fillJumps(long[] occupied, long[] jumps, int from, int to) {
        for (int i = from; i < to; i++) {
            int shift = overShift[i];
            long over = occupied[overClass[i]];
            jumps[i] = sources[i] & (shift >= 0 ? over >>> shift : over << -shift);
        }
    }

    /**
     * The cells (of the start's class) where the piece on {@code from} can end a chain of
     * short jumps, each once, the start excluded.
     *
     * @param jumps as {@link #jumps} filled them for this occupancy
     * @param occupied the occupied cells of each class, the piece on {@code from} included
     */
    public abstract long landings(long[] jumps, long[] occupied, int from);

    /** The fill of eight directions (Halma's grid). */
    static final class EightWays extends JumpLattice {
        private EightWays(int[] u, int[] v, int[] du, int[] dv) {
            super(u, v, du, dv);
        }

        @Override
        public long landings(long[] jumps, long[] occupied, int from) {
            int c = squareClass[from];
            long start = squareBit[from];
            long free = cells[c] & ~occupied[c];
            int base = c * SLOTS;
            long up0 = jumps[base];
            long up1 = jumps[base + 1];
            long up2 = jumps[base + 2];
            long up3 = jumps[base + 3];
            long down0 = jumps[base + 4];
            long down1 = jumps[base + 5];
            long down2 = jumps[base + 6];
            long down3 = jumps[base + 7];
            int step0 = step[0];
            int step1 = step[1];
            int step2 = step[2];
            int step3 = step[3];
            long reached = start;
            long frontier = start;
            do {
                long next = (frontier & up0) << step0 | (frontier & down0) >>> step0
                        | (frontier & up1) << step1 | (frontier & down1) >>> step1
                        | (frontier & up2) << step2 | (frontier & down2) >>> step2
                        | (frontier & up3) << step3 | (frontier & down3) >>> step3;
                frontier = next & free & ~reached;
                reached |= frontier;
            } while (frontier != 0);
            return reached ^ start;
        }
    }

    /** The fill of six directions (the star): three pairs of masks a ring. */
    static final class SixWays extends JumpLattice {
        private SixWays(int[] u, int[] v, int[] du, int[] dv) {
            super(u, v, du, dv);
        }

        @Override
        public long landings(long[] jumps, long[] occupied, int from) {
            int c = squareClass[from];
            long start = squareBit[from];
            long free = cells[c] & ~occupied[c];
            int base = c * SLOTS;
            long up0 = jumps[base];
            long up1 = jumps[base + 1];
            long up2 = jumps[base + 2];
            long down0 = jumps[base + 4];
            long down1 = jumps[base + 5];
            long down2 = jumps[base + 6];
            int step0 = step[0];
            int step1 = step[1];
            int step2 = step[2];
            long reached = start;
            long frontier = start;
            do {
                long next = (frontier & up0) << step0 | (frontier & down0) >>> step0
                        | (frontier & up1) << step1 | (frontier & down1) >>> step1
                        | (frontier & up2) << step2 | (frontier & down2) >>> step2;
                frontier = next & free & ~reached;
                reached |= frontier;
            } while (frontier != 0);
            return reached ^ start;
        }
    }
}
