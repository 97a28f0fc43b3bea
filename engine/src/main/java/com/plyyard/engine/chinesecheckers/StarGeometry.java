package com.plyyard.engine.chinesecheckers;

import com.plyyard.engine.BoardLayout;
import com.plyyard.engine.BoardLayout.SquareLayout;
import com.plyyard.engine.BoardLayout.Zone;
import com.plyyard.engine.Colour;
import com.plyyard.engine.JumpLattice;
import com.plyyard.engine.NotationException;
import com.plyyard.engine.Square;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The 121 holes of the star (CC-1) and every table the move generators read.
 *
 * <p>Holes are numbered row by row from the south tip: {@code a1} = 0, {@code b1} = 1,
 * {@code b2} = 2 … {@code q1} = 120. Row {@code y} (a = 0 … q = 16) of length L puts its hole k
 * at the doubled coordinate x = 2(k−1) − (L−1), so neighbours differ by (±2, 0) or (±1, ±1).
 *
 * <p>Bit sets of holes are two longs: hole h is bit {@code h & 63} of word {@code h >>> 6}
 * (word 0 holds holes 0–63, word 1 holds 64–120).
 *
 * <pre>
 *   direction:  0 = E (+2, 0)   1 = NE (+1, +1)   2 = NW (−1, +1)
 *               3 = W (−2, 0)   4 = SW (−1, −1)   5 = SE (+1, −1)      (d + 3) % 6 is opposite
 * </pre>
 */
public final class StarGeometry {
    public static final int HOLES = 121;
    public static final int ROWS = 17;
    public static final int DIRECTIONS = 6;
    static final int[] ROW_LENGTHS = {1, 2, 3, 4, 13, 12, 11, 10, 9, 10, 11, 12, 13, 4, 3, 2, 1};
    private static final int[] DX = {2, 1, -1, -2, -1, 1};
    private static final int[] DY = {0, 1, 1, 0, -1, -1};

    private static final int[] X = new int[HOLES];
    private static final int[] Y = new int[HOLES];
    private static final int[] ROW_START = new int[ROWS + 1];
    private static final Square[] SQUARES = new Square[HOLES];
    private static final Map<String, Square> BY_NAME = new HashMap<>();

    /** NEIGHBOUR[h * 6 + d]: the adjacent hole in direction d, or −1 off the board. */
    static final int[] NEIGHBOUR = new int[HOLES * DIRECTIONS];
    /** NEIGHBOUR_MASK[2h], [2h+1]: the bit set of h's neighbours. */
    static final long[] NEIGHBOUR_MASK = new long[HOLES * 2];
    /**
     * Short jumps from h are JUMP_OVER[i] / JUMP_LAND[i] for i in JUMP_START[h] .. JUMP_START[h+1]−1:
     * only the directions where both holes exist.
     */
    static final int[] JUMP_START = new int[HOLES + 1];
    static final int[] JUMP_OVER;
    static final int[] JUMP_LAND;
    /** The rays of long jumps: RAY[h * 6 + d] lists the holes from h outwards in direction d. */
    static final int[][] RAY = new int[HOLES * DIRECTIONS][];
    /** CAMP_MASK[2c], [2c+1]: the holes of camp c (by ordinal). */
    static final long[] CAMP_MASK = new long[12];
    /**
     * The holes in axial coordinates for the bit-parallel chains of short jumps: u = (x − y) / 2
     * + 12 and v = y, so that the directions above are the vectors (1, 0), (0, 1), (−1, 1) and
     * their opposites.
     */
    static final JumpLattice LATTICE;

    static {
        int hole = 0;
        for (int y = 0; y < ROWS; y++) {
            ROW_START[y] = hole;
            int length = ROW_LENGTHS[y];
            for (int k = 1; k <= length; k++, hole++) {
                X[hole] = 2 * (k - 1) - (length - 1);
                Y[hole] = y;
                SQUARES[hole] = new Square(hole, "" + (char) ('a' + y) + k);
                BY_NAME.put(SQUARES[hole].name(), SQUARES[hole]);
            }
        }
        ROW_START[ROWS] = hole;
        List<int[]> jumps = new ArrayList<>();
        for (int h = 0; h < HOLES; h++) {
            JUMP_START[h] = jumps.size();
            for (int d = 0; d < DIRECTIONS; d++) {
                int n = at(X[h] + DX[d], Y[h] + DY[d]);
                NEIGHBOUR[h * DIRECTIONS + d] = n;
                if (n >= 0) {
                    NEIGHBOUR_MASK[2 * h + (n >>> 6)] |= 1L << n;
                    int land = at(X[h] + 2 * DX[d], Y[h] + 2 * DY[d]);
                    if (land >= 0) {
                        jumps.add(new int[] {n, land});
                    }
                }
                List<Integer> ray = new ArrayList<>();
                for (int step = 1, r = n; r >= 0; step++, r = at(X[h] + step * DX[d], Y[h] + step * DY[d])) {
                    ray.add(r);
                }
                RAY[h * DIRECTIONS + d] = ray.stream().mapToInt(Integer::intValue).toArray();
            }
        }
        JUMP_START[HOLES] = jumps.size();
        JUMP_OVER = jumps.stream().mapToInt(j -> j[0]).toArray();
        JUMP_LAND = jumps.stream().mapToInt(j -> j[1]).toArray();
        for (Camp camp : Camp.values()) {
            for (int h : campHoles(camp)) {
                CAMP_MASK[2 * camp.ordinal() + (h >>> 6)] |= 1L << h;
            }
        }
        int[] u = new int[HOLES];
        for (int h = 0; h < HOLES; h++) {
            u[h] = (X[h] - Y[h]) / 2 + 12;
        }
        LATTICE = JumpLattice.of(u, Y, new int[] {1, 0, -1, -1, 0, 1}, new int[] {0, 1, 1, 0, -1, -1});
    }

    private StarGeometry() {
    }

    /** The hole at doubled coordinate (x, y), or −1. */
    static int at(int x, int y) {
        if (y < 0 || y >= ROWS) {
            return -1;
        }
        int length = ROW_LENGTHS[y];
        int twiceK = x + length - 1;
        if ((twiceK & 1) != 0 || twiceK < 0 || twiceK > 2 * (length - 1)) {
            return -1;
        }
        return ROW_START[y] + twiceK / 2;
    }

    static int x(int hole) {
        return X[hole];
    }

    static int y(int hole) {
        return Y[hole];
    }

    /** The index of hole k (1-based) of row y, top-left numbering as in the notation. */
    static int hole(int y, int k) {
        return ROW_START[y] + k - 1;
    }

    public static Square square(int hole) {
        return SQUARES[hole];
    }

    /** @throws NotationException when the star has no hole of that name */
    public static Square square(String name) {
        Square square = BY_NAME.get(name.toLowerCase(Locale.ROOT));
        if (square == null) {
            throw new NotationException("'" + name + "' is not a hole of the star (rows a-q, "
                    + "numbered from 1 at the left)");
        }
        return square;
    }

    /** The direction from a to b when they lie on one line of the board, else −1. */
    static int direction(int a, int b) {
        int dx = X[b] - X[a];
        int dy = Y[b] - Y[a];
        if (dy == 0) {
            return dx > 0 ? 0 : dx < 0 ? 3 : -1;
        }
        if (Math.abs(dx) != Math.abs(dy)) {
            return -1;
        }
        if (dy > 0) {
            return dx > 0 ? 1 : 2;
        }
        return dx < 0 ? 4 : 5;
    }

    /** How many steps along a line separate a and b (on one line). */
    static int distance(int a, int b) {
        int dy = Math.abs(Y[b] - Y[a]);
        return dy != 0 ? dy : Math.abs(X[b] - X[a]) / 2;
    }

    static boolean adjacent(int a, int b) {
        return (NEIGHBOUR_MASK[2 * a + (b >>> 6)] & (1L << b)) != 0;
    }

    static boolean inMask(long[] masks, int index, int hole) {
        return (masks[2 * index + (hole >>> 6)] & (1L << hole)) != 0;
    }

    static boolean inCamp(Camp camp, int hole) {
        return inMask(CAMP_MASK, camp.ordinal(), hole);
    }

    /** The holes of a camp, as {@code notation.md} lists them. */
    static int[] campHoles(Camp camp) {
        return switch (camp) {
            case SOUTH -> spans("a1-a1", "b1-b2", "c1-c3", "d1-d4");
            case NORTH -> spans("n1-n4", "o1-o3", "p1-p2", "q1-q1");
            case SOUTH_WEST -> spans("e1-e4", "f1-f3", "g1-g2", "h1-h1");
            case SOUTH_EAST -> spans("e10-e13", "f10-f12", "g10-g11", "h10-h10");
            case NORTH_WEST -> spans("j1-j1", "k1-k2", "l1-l3", "m1-m4");
            case NORTH_EAST -> spans("j10-j10", "k10-k11", "l10-l12", "m10-m13");
        };
    }

    /**
     * The star as drawn with {@code inPlay} camps in use: hole k of row y at x = (doubled x) / 2
     * and y = (8 − row) · √3/2, so that every hole is one unit from its six neighbours and the
     * centre i5 is at (0, 0).
     */
    static BoardLayout layout(List<Camp> inPlay) {
        double rowHeight = Math.sqrt(3) / 2;
        int middleRow = ROWS / 2;
        List<List<SquareLayout>> rows = new ArrayList<>();
        for (int y = ROWS - 1; y >= 0; y--) {
            List<SquareLayout> row = new ArrayList<>();
            for (int k = 1; k <= ROW_LENGTHS[y]; k++) {
                int h = hole(y, k);
                List<Zone> zones = new ArrayList<>();
                for (Camp camp : Camp.values()) {
                    if (inCamp(camp, h)) {
                        zones.add(new Zone.Camp(camp.colour(), inPlay.contains(camp)));
                    }
                }
                row.add(new SquareLayout(SQUARES[h].name(), X[h] / 2.0, (middleRow - y) * rowHeight, zones));
            }
            rows.add(row);
        }
        Map<Colour, Integer> facing = new EnumMap<>(Colour.class);
        for (Camp camp : inPlay) {
            facing.put(camp.colour(), camp.facing());
        }
        return new BoardLayout(rows, facing);
    }

    /** The holes of spans such as {@code e1-e4}: from one hole to another of the same row. */
    private static int[] spans(String... spans) {
        List<Integer> holes = new ArrayList<>();
        for (String span : spans) {
            String[] ends = span.split("-");
            for (int h = BY_NAME.get(ends[0]).index(); h <= BY_NAME.get(ends[1]).index(); h++) {
                holes.add(h);
            }
        }
        return holes.stream().mapToInt(Integer::intValue).toArray();
    }
}
