package com.plyyard.engine.chinesecheckers;

import static com.plyyard.engine.chinesecheckers.StarGeometry.DIRECTIONS;
import static com.plyyard.engine.chinesecheckers.StarGeometry.HOLES;
import static com.plyyard.engine.chinesecheckers.StarGeometry.RAY;

/**
 * The landings of chains of long jumps (CC-14) on the star's two-long bit sets, with no per-hole
 * walk along a line: the piece jumped over is the first occupied hole of a precomputed ray mask
 * (a bit scan, forwards or backwards, since holes are numbered row by row from the south, so the
 * directions E, NE and NW climb the numbering and W, SW, SE descend it), and the jump is legal
 * exactly when the ray's first 2d holes hold that one piece and nothing else (one mask compare).
 * A chain is then found ring by ring: every landing of the last ring jumps in six directions and
 * what is new becomes the next ring.
 *
 * <p>Stateless; the tables are built once.
 */
final class LongJumps {
    /** RAY_LOW/HIGH[h * 6 + d]: every hole of the ray from h in direction d. */
    private static final long[] RAY_LOW = new long[HOLES * DIRECTIONS];
    private static final long[] RAY_HIGH = new long[HOLES * DIRECTIONS];
    /** Where ray h * 6 + d starts in the tables indexed by distance below, and how long it is. */
    private static final int[] RAY_OFFSET = new int[HOLES * DIRECTIONS];
    private static final int[] RAY_LENGTH = new int[HOLES * DIRECTIONS];
    /** For ray r and distance m ≥ 1, at RAY_OFFSET[r] + m − 1: the ray's holes at distances 1..m. */
    private static final long[] PREFIX_LOW;
    private static final long[] PREFIX_HIGH;
    /** Likewise: the hole at distance m, as a bit of its word. */
    private static final long[] HOLE_LOW;
    private static final long[] HOLE_HIGH;
    /** The distance along its line from each hole to each other hole on one; 0 off a line. */
    private static final byte[] DISTANCE = new byte[HOLES * HOLES];

    static {
        int total = 0;
        for (int r = 0; r < RAY.length; r++) {
            RAY_OFFSET[r] = total;
            RAY_LENGTH[r] = RAY[r].length;
            total += RAY[r].length;
        }
        PREFIX_LOW = new long[total];
        PREFIX_HIGH = new long[total];
        HOLE_LOW = new long[total];
        HOLE_HIGH = new long[total];
        for (int r = 0; r < RAY.length; r++) {
            long low = 0;
            long high = 0;
            for (int m = 1; m <= RAY[r].length; m++) {
                int hole = RAY[r][m - 1];
                int i = RAY_OFFSET[r] + m - 1;
                if (hole < 64) {
                    HOLE_LOW[i] = 1L << hole;
                    low |= 1L << hole;
                } else {
                    HOLE_HIGH[i] = 1L << hole;
                    high |= 1L << hole;
                }
                PREFIX_LOW[i] = low;
                PREFIX_HIGH[i] = high;
                DISTANCE[r / DIRECTIONS * HOLES + hole] = (byte) m;
            }
            RAY_LOW[r] = low;
            RAY_HIGH[r] = high;
        }
    }

    private LongJumps() {
    }

    /**
     * Every hole the piece on {@code from} can end a chain of long (or short) jumps on, into
     * {@code out[0]} (holes 0–63) and {@code out[1]} (64–120). The piece is lifted while it
     * jumps, and its start hole is never a landing.
     */
    static void landings(long occupiedLow, long occupiedHigh, int from, long[] out) {
        long fromLow = from < 64 ? 1L << from : 0;
        long fromHigh = from < 64 ? 0 : 1L << from;
        long low = occupiedLow & ~fromLow;
        long high = occupiedHigh & ~fromHigh;
        long reachedLow = fromLow;
        long reachedHigh = fromHigh;
        long frontierLow = fromLow;
        long frontierHigh = fromHigh;
        while ((frontierLow | frontierHigh) != 0) {
            out[0] = 0;
            out[1] = 0;
            for (; frontierLow != 0; frontierLow &= frontierLow - 1) {
                hops(low, high, Long.numberOfTrailingZeros(frontierLow), out);
            }
            for (; frontierHigh != 0; frontierHigh &= frontierHigh - 1) {
                hops(low, high, 64 + Long.numberOfTrailingZeros(frontierHigh), out);
            }
            frontierLow = out[0] & ~reachedLow;
            frontierHigh = out[1] & ~reachedHigh;
            reachedLow |= frontierLow;
            reachedHigh |= frontierHigh;
        }
        out[0] = reachedLow & ~fromLow;
        out[1] = reachedHigh & ~fromHigh;
    }

    /** Adds the landings of single jumps from {@code at}, in all six directions, to {@code landings}. */
    private static void hops(long low, long high, int at, long[] landings) {
        for (int d = 0; d < DIRECTIONS; d++) {
            int r = at * DIRECTIONS + d;
            long onRayLow = low & RAY_LOW[r];
            long onRayHigh = high & RAY_HIGH[r];
            int pivot;
            if (d < 3) {
                pivot = onRayLow != 0 ? Long.numberOfTrailingZeros(onRayLow)
                        : onRayHigh != 0 ? 64 + Long.numberOfTrailingZeros(onRayHigh) : -1;
            } else {
                pivot = onRayHigh != 0 ? 127 - Long.numberOfLeadingZeros(onRayHigh)
                        : onRayLow != 0 ? 63 - Long.numberOfLeadingZeros(onRayLow) : -1;
            }
            if (pivot < 0) {
                continue;
            }
            int reach = 2 * DISTANCE[at * HOLES + pivot];
            if (reach > RAY_LENGTH[r]) {
                continue;
            }
            int i = RAY_OFFSET[r] + reach - 1;
            long pivotLow = pivot < 64 ? 1L << pivot : 0;
            long pivotHigh = pivot < 64 ? 0 : 1L << pivot;
            if (((low & PREFIX_LOW[i]) ^ pivotLow | (high & PREFIX_HIGH[i]) ^ pivotHigh) == 0) {
                landings[0] |= HOLE_LOW[i];
                landings[1] |= HOLE_HIGH[i];
            }
        }
    }
}
