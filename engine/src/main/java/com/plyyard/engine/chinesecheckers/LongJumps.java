package com.plyyard.engine.chinesecheckers;

import static com.plyyard.engine.chinesecheckers.StarGeometry.DIRECTIONS;
import static com.plyyard.engine.chinesecheckers.StarGeometry.HOLES;
import static com.plyyard.engine.chinesecheckers.StarGeometry.NEIGHBOUR;

import java.util.Arrays;

/**
 * The landings of chains of long jumps (CC-14), read off the star's lines: every line of holes
 * in the three orientations E–W, NE–SW and NW–SE is kept as a bit pattern of its occupied holes,
 * in both reading directions, with the bits past the line's end set so that a landing off the
 * board is never empty. From a hole, the piece jumped over in one direction is the pattern's
 * first set bit beyond the hole, and the jump is legal exactly when as many holes beyond that
 * piece are empty as lie between the hole and it: one shift and mask, no ray table.
 * The patterns catch up with the board's occupancy only when landings are asked for, as a
 * search makes and takes back many moves between two move lists and those cancel out.
 * A chain is found ring by ring: every landing of the last ring jumps in six directions and
 * what is new becomes the next ring.
 *
 * <p>Mutable: one per board.
 */
final class LongJumps {
    /** The line orientations: E–W, NE–SW, NW–SE, read in directions 0, 1 and 2 (which climb the numbering). */
    private static final int ORIENTATIONS = 3;
    /** More than the longest line, 13 holes. */
    private static final int LINE_STRIDE = 16;
    /** LINE[3h + o], POSITION[3h + o]: the line of orientation o through hole h, and h's place on it from its start. */
    private static final int[] LINE = new int[ORIENTATIONS * HOLES];
    private static final int[] POSITION = new int[ORIENTATIONS * HOLES];
    /** LINE_HOLE[16 l + p]: the hole at place p of line l. */
    private static final int[] LINE_HOLE;
    private static final int[] LENGTH;
    /** The patterns with no hole occupied: the bits past each line's end. */
    private static final long[] PADDING;

    static {
        int lines = 0;
        int[] lineHole = new int[ORIENTATIONS * HOLES * LINE_STRIDE];
        int[] length = new int[ORIENTATIONS * HOLES];
        for (int o = 0; o < ORIENTATIONS; o++) {
            for (int start = 0; start < HOLES; start++) {
                if (NEIGHBOUR[start * DIRECTIONS + o + ORIENTATIONS] >= 0) {
                    continue;
                }
                int p = 0;
                for (int h = start; h >= 0; h = NEIGHBOUR[h * DIRECTIONS + o], p++) {
                    LINE[ORIENTATIONS * h + o] = lines;
                    POSITION[ORIENTATIONS * h + o] = p;
                    lineHole[LINE_STRIDE * lines + p] = h;
                }
                length[lines++] = p;
            }
        }
        LINE_HOLE = Arrays.copyOf(lineHole, LINE_STRIDE * lines);
        LENGTH = Arrays.copyOf(length, lines);
        PADDING = new long[lines];
        for (int l = 0; l < lines; l++) {
            PADDING[l] = -1L << LENGTH[l];
        }
    }

    /** forward[l]: bit p set when place p of line l is occupied; backward[l]: the same read from the line's end. */
    private final long[] forward = PADDING.clone();
    private final long[] backward = PADDING.clone();
    /** The landings of the ring being found, two words. */
    private final long[] ring = new long[2];

    /** The occupied holes the patterns show, two words. */
    private long shownLow;
    private long shownHigh;

    /** A piece arrives on or leaves {@code hole}. */
    private void toggle(int hole) {
        for (int o = 0; o < ORIENTATIONS; o++) {
            int l = LINE[ORIENTATIONS * hole + o];
            int p = POSITION[ORIENTATIONS * hole + o];
            forward[l] ^= 1L << p;
            backward[l] ^= 1L << (LENGTH[l] - 1 - p);
        }
    }

    /**
     * Every hole the piece on {@code from} can end a chain of long (or short) jumps on, into
     * {@code out[0]} (holes 0–63) and {@code out[1]} (64–120). The piece is lifted while it
     * jumps, and its start hole is never a landing.
     */
    void landings(long occupiedLow, long occupiedHigh, int from, long[] out) {
        show(occupiedLow, occupiedHigh);
        ring[0] = 0;
        ring[1] = 0;
        hops(from);
        long firstLow = ring[0];
        long firstHigh = ring[1];
        if ((firstLow | firstHigh) == 0) {
            out[0] = 0;
            out[1] = 0;
            return;
        }
        // The piece's own hole matters only to jumps from other holes: lifted after the first ring.
        toggle(from);
        long fromLow = from < 64 ? 1L << from : 0;
        long fromHigh = from < 64 ? 0 : 1L << from;
        long reachedLow = fromLow | firstLow;
        long reachedHigh = fromHigh | firstHigh;
        long frontierLow = firstLow;
        long frontierHigh = firstHigh;
        while ((frontierLow | frontierHigh) != 0) {
            ring[0] = 0;
            ring[1] = 0;
            for (; frontierLow != 0; frontierLow &= frontierLow - 1) {
                hops(Long.numberOfTrailingZeros(frontierLow));
            }
            for (; frontierHigh != 0; frontierHigh &= frontierHigh - 1) {
                hops(64 + Long.numberOfTrailingZeros(frontierHigh));
            }
            frontierLow = ring[0] & ~reachedLow;
            frontierHigh = ring[1] & ~reachedHigh;
            reachedLow |= frontierLow;
            reachedHigh |= frontierHigh;
        }
        toggle(from);
        out[0] = reachedLow & ~fromLow;
        out[1] = reachedHigh & ~fromHigh;
    }

    private void show(long occupiedLow, long occupiedHigh) {
        for (long changed = occupiedLow ^ shownLow; changed != 0; changed &= changed - 1) {
            toggle(Long.numberOfTrailingZeros(changed));
        }
        for (long changed = occupiedHigh ^ shownHigh; changed != 0; changed &= changed - 1) {
            toggle(64 + Long.numberOfTrailingZeros(changed));
        }
        shownLow = occupiedLow;
        shownHigh = occupiedHigh;
    }

    /** Adds the landings of single jumps from {@code at}, both ways along its three lines, to the ring. */
    private void hops(int at) {
        for (int o = 0; o < ORIENTATIONS; o++) {
            int l = LINE[ORIENTATIONS * at + o];
            int p = POSITION[ORIENTATIONS * at + o];
            int ahead = beyond(forward[l], p);
            if (ahead > 0) {
                land(LINE_HOLE[LINE_STRIDE * l + p + ahead]);
            }
            int behind = beyond(backward[l], LENGTH[l] - 1 - p);
            if (behind > 0) {
                land(LINE_HOLE[LINE_STRIDE * l + p - behind]);
            }
        }
    }

    /**
     * How far along a line pattern the jump from place {@code p} towards higher places lands: twice
     * the distance to the first occupied place, when the places after that one up to the landing
     * are empty; 0 when there is no such jump.
     */
    private static int beyond(long pattern, int p) {
        long ahead = pattern >>> (p + 1);
        int gap = Long.numberOfTrailingZeros(ahead);
        return (ahead >>> (gap + 1) & (2L << gap) - 1) == 0 ? 2 * gap + 2 : 0;
    }

    private void land(int hole) {
        ring[hole >>> 6] |= 1L << hole;
    }
}
