package com.plyyard.engine.jungle;

import com.plyyard.engine.BoardLayout;
import com.plyyard.engine.BoardLayout.SquareLayout;
import com.plyyard.engine.BoardLayout.Zone;
import com.plyyard.engine.Colour;
import com.plyyard.engine.NotationException;
import com.plyyard.engine.Square;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The 63 squares of the Jungle board (JU-1) and every table the move generator reads.
 *
 * <p>Square index = {@code rank * 7 + file} with file a = 0 … g = 6 and rank 1 = 0 … 9 = 8, so
 * {@code a1} = 0, {@code g1} = 6, {@code a2} = 7 … {@code g9} = 62. A set of squares is one
 * {@code long}: square s is bit s; bit 63 is never used.
 *
 * <pre>
 *   rank 9   56 57 58 59 60 61 62      .  .  t  D  t  .  .      D  den (blue's at d9, red's at d1)
 *   rank 8   49 50 51 52 53 54 55      .  .  .  t  .  .  .      t  trap of that den's side
 *   rank 7   42 43 44 45 46 47 48      .  .  .  .  .  .  .      ~  water (two rivers)
 *   rank 6   35 36 37 38 39 40 41      .  ~  ~  .  ~  ~  .
 *   rank 5   28 29 30 31 32 33 34      .  ~  ~  .  ~  ~  .
 *   rank 4   21 22 23 24 25 26 27      .  ~  ~  .  ~  ~  .
 *   rank 3   14 15 16 17 18 19 20      .  .  .  .  .  .  .
 *   rank 2    7  8  9 10 11 12 13      .  .  .  t  .  .  .
 *   rank 1    0  1  2  3  4  5  6      .  .  t  D  t  .  .
 *             a  b  c  d  e  f  g
 * </pre>
 *
 * <p>Per-side tables are indexed by side: 0 red, 1 blue.
 */
public final class JungleGeometry {
    public static final int FILES = 7;
    public static final int RANKS = 9;
    public static final int SQUARES = FILES * RANKS;

    /** Every square of the board. */
    static final long BOARD = (1L << SQUARES) - 1;
    /** The squares of file a and of file g: a step across the board's edge leaves them. */
    private static final long FILE_A = 0x0102040810204081L;
    private static final long FILE_G = FILE_A << FILES - 1;
    /** A rank's water squares, files b, c, e and f, as bits of that rank. */
    private static final long RIVER_RANK = 0b0110110L;
    /**
     * JU-1: the rivers b4–c6 and e4–f6. Constant expressions, like the dens and traps below, so
     * that the move counter's common path reads no static field: in the browser build each such
     * read goes through a global and a check that the class is initialised.
     */
    static final long WATER = RIVER_RANK << 3 * FILES | RIVER_RANK << 4 * FILES | RIVER_RANK << 5 * FILES;
    static final long LAND = BOARD & ~WATER;
    /** The land squares a river jump starts from (JU-5): those next to water. */
    static final long RIVER_BANKS = LAND & (WATER << FILES | WATER >>> FILES | WATER << 1 | WATER >>> 1);
    static final long RED_DEN = 1L << 3;
    static final long BLUE_DEN = 1L << 59;
    /** The three traps next to each side's den (JU-1); enemies in them are weakened (JU-6a). */
    static final long RED_TRAPS = 1L << 2 | 1L << 4 | 1L << 10;
    static final long BLUE_TRAPS = 1L << 58 | 1L << 60 | 1L << 52;
    /** DEN[side]: red's den d1, blue's den d9. */
    static final long[] DEN = {RED_DEN, BLUE_DEN};
    /** TRAPS[side]: the traps of that side's den. */
    static final long[] TRAPS = {RED_TRAPS, BLUE_TRAPS};
    /** NEIGHBOURS[s]: the orthogonal neighbours of s (JU-3). */
    static final long[] NEIGHBOURS = new long[SQUARES];

    /**
     * JU-5 river jumps from s are entries {@code 2s} and {@code 2s+1} (a land square borders at
     * most two rivers, as d4–d6 do); JUMPS[s] says how many are used. JUMP_LANDING holds the
     * landing square as a one-bit set, JUMP_WATER the water squares crossed.
     */
    static final int[] JUMPS = new int[SQUARES];
    static final long[] JUMP_LANDING = new long[2 * SQUARES];
    static final long[] JUMP_WATER = new long[2 * SQUARES];

    private static final int[] FILE_STEP = {0, 1, 0, -1};
    private static final int[] RANK_STEP = {1, 0, -1, 0};
    private static final Square[] SQUARE = new Square[SQUARES];

    static {
        for (int s = 0; s < SQUARES; s++) {
            SQUARE[s] = new Square(s, "" + (char) ('a' + file(s)) + (rank(s) + 1));
            for (int d = 0; d < 4; d++) {
                int file = file(s) + FILE_STEP[d];
                int rank = rank(s) + RANK_STEP[d];
                if (onBoard(file, rank)) {
                    NEIGHBOURS[s] |= bit(index(file, rank));
                }
            }
            if ((LAND & bit(s)) != 0) {
                addJumps(s);
            }
        }
    }

    /** Walks each direction from land square s across water; the first land square beyond is the landing. */
    private static void addJumps(int s) {
        for (int d = 0; d < 4; d++) {
            int file = file(s) + FILE_STEP[d];
            int rank = rank(s) + RANK_STEP[d];
            long crossed = 0;
            while (onBoard(file, rank) && (WATER & bit(index(file, rank))) != 0) {
                crossed |= bit(index(file, rank));
                file += FILE_STEP[d];
                rank += RANK_STEP[d];
            }
            if (crossed != 0 && onBoard(file, rank)) {
                int entry = 2 * s + JUMPS[s]++;
                JUMP_LANDING[entry] = bit(index(file, rank));
                JUMP_WATER[entry] = crossed;
            }
        }
    }

    private JungleGeometry() {
    }

    static long bit(int square) {
        return 1L << square;
    }

    static int index(int file, int rank) {
        return rank * FILES + file;
    }

    static int file(int square) {
        return square % FILES;
    }

    static int rank(int square) {
        return square / FILES;
    }

    private static boolean onBoard(int file, int rank) {
        return file >= 0 && file < FILES && rank >= 0 && rank < RANKS;
    }

    /** The squares next to any of {@code squares} (JU-3), a direction at a time. */
    static long neighboursOf(long squares) {
        return (squares << FILES | squares >>> FILES | (squares & ~FILE_G) << 1 | (squares & ~FILE_A) >>> 1) & BOARD;
    }

    /**
     * The (square of {@code from}, neighbouring square in {@code targets}) pairs: the steps of
     * every piece on {@code from} at once, as each direction's shift is one-to-one.
     */
    static int stepsInto(long from, long targets) {
        return Long.bitCount(from << FILES & targets) + Long.bitCount(from >>> FILES & targets)
                + Long.bitCount((from & ~FILE_G) << 1 & targets) + Long.bitCount((from & ~FILE_A) >>> 1 & targets);
    }

    static boolean isWater(int square) {
        return (WATER & bit(square)) != 0;
    }

    /**
     * The board as drawn: square (file, rank) at x = file and y = 8 − rank (0-based), red's den
     * at the bottom; blue's side comes to the bottom with half a turn.
     */
    static BoardLayout layout() {
        Colour[] sides = {Colour.RED, Colour.BLUE};
        List<List<SquareLayout>> rows = new ArrayList<>();
        for (int rank = RANKS - 1; rank >= 0; rank--) {
            List<SquareLayout> row = new ArrayList<>();
            for (int file = 0; file < FILES; file++) {
                int s = index(file, rank);
                List<Zone> zones = new ArrayList<>();
                if (isWater(s)) {
                    zones.add(new Zone.Water());
                }
                for (int side = 0; side < sides.length; side++) {
                    if ((DEN[side] & bit(s)) != 0) {
                        zones.add(new Zone.Den(sides[side]));
                    }
                    if ((TRAPS[side] & bit(s)) != 0) {
                        zones.add(new Zone.Trap(sides[side]));
                    }
                }
                row.add(new SquareLayout(SQUARE[s].name(), file, RANKS - 1 - rank, zones));
            }
            rows.add(row);
        }
        return new BoardLayout(rows, Map.of(Colour.RED, 0, Colour.BLUE, 180));
    }

    public static Square square(int index) {
        return SQUARE[index];
    }

    /**
     * The square with this name ({@code a1} … {@code g9}), in any letter case.
     *
     * @throws NotationException when there is no such square
     */
    public static Square square(String name) {
        String lower = name.trim().toLowerCase(Locale.ROOT);
        if (lower.length() == 2) {
            int file = lower.charAt(0) - 'a';
            int rank = lower.charAt(1) - '1';
            if (onBoard(file, rank)) {
                return SQUARE[index(file, rank)];
            }
        }
        throw new NotationException("'" + name.trim() + "' is not a square of the Jungle board (files a–g, ranks 1–9)");
    }
}
