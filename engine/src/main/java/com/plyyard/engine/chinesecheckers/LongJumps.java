package com.plyyard.engine.chinesecheckers;

import static com.plyyard.engine.chinesecheckers.StarGeometry.DIRECTIONS;
import static com.plyyard.engine.chinesecheckers.StarGeometry.HOLES;
import static com.plyyard.engine.chinesecheckers.StarGeometry.RAY;

import java.util.Arrays;

/**
 * The landings of chains of long jumps (CC-14) on the star's two-long bit sets, with no per-hole
 * walk along a line: the piece jumped over is the first occupied hole of a precomputed ray mask
 * (a bit scan, forwards or backwards, since holes are numbered row by row from the south, so the
 * directions E, NE and NW climb the numbering and W, SW, SE descend it), and the jump is legal
 * exactly when the ray's first 2d holes hold that one piece and nothing else (one mask compare,
 * the jump found from the pair of holes by one table look-up).
 * A chain is then found ring by ring: every landing of the last ring jumps in six directions and
 * what is new becomes the next ring.
 *
 * <p>Stateless; the tables are built once.
 */
final class LongJumps {
    /** RAYS[2r], [2r+1] for r = h * 6 + d: every hole of the ray from h in direction d. */
    private static final long[] RAYS = new long[2 * HOLES * DIRECTIONS];
    /**
     * JUMP[h * 121 + p], for a hole p on a ray from h at distance d: the entry of the jump from
     * h over p in the tables below, or −1 when its landing, at distance 2d, is off the board.
     */
    private static final short[] JUMP = new short[HOLES * HOLES];
    /** CLEAR[2j], [2j+1] for jump entry j: the holes from the one after h to the landing, both words. */
    private static final long[] CLEAR;
    /** LANDING[2j], [2j+1]: the landing hole of jump j as a bit set. */
    private static final long[] LANDING;

    static {
        Arrays.fill(JUMP, (short) -1);
        int entries = 0;
        for (int[] ray : RAY) {
            entries += ray.length / 2;
        }
        CLEAR = new long[2 * entries];
        LANDING = new long[2 * entries];
        int j = 0;
        for (int r = 0; r < RAY.length; r++) {
            int[] ray = RAY[r];
            int from = r / DIRECTIONS;
            for (int hole : ray) {
                RAYS[2 * r + (hole >>> 6)] |= 1L << hole;
            }
            for (int distance = 1; 2 * distance <= ray.length; distance++, j++) {
                JUMP[from * HOLES + ray[distance - 1]] = (short) j;
                for (int m = 0; m < 2 * distance; m++) {
                    CLEAR[2 * j + (ray[m] >>> 6)] |= 1L << ray[m];
                }
                int landing = ray[2 * distance - 1];
                LANDING[2 * j + (landing >>> 6)] = 1L << landing;
            }
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
        int r = 2 * DIRECTIONS * at;
        for (int d = 0; d < 3; d++, r += 2) {
            long onRayLow = low & RAYS[r];
            long onRayHigh = high & RAYS[r + 1];
            if ((onRayLow | onRayHigh) != 0) {
                jump(low, high, at, onRayLow != 0 ? Long.numberOfTrailingZeros(onRayLow)
                        : 64 + Long.numberOfTrailingZeros(onRayHigh), landings);
            }
        }
        for (int d = 3; d < DIRECTIONS; d++, r += 2) {
            long onRayLow = low & RAYS[r];
            long onRayHigh = high & RAYS[r + 1];
            if ((onRayLow | onRayHigh) != 0) {
                jump(low, high, at, onRayHigh != 0 ? 127 - Long.numberOfLeadingZeros(onRayHigh)
                        : 63 - Long.numberOfLeadingZeros(onRayLow), landings);
            }
        }
    }

    /** Adds the landing of the jump from {@code at} over {@code pivot}, the first piece on its ray, when it is legal. */
    private static void jump(long low, long high, int at, int pivot, long[] landings) {
        int j = JUMP[at * HOLES + pivot];
        if (j < 0) {
            return;
        }
        long pivotLow = pivot < 64 ? 1L << pivot : 0;
        long pivotHigh = pivot < 64 ? 0 : 1L << pivot;
        if (((low & CLEAR[2 * j]) ^ pivotLow | (high & CLEAR[2 * j + 1]) ^ pivotHigh) == 0) {
            landings[0] |= LANDING[2 * j];
            landings[1] |= LANDING[2 * j + 1];
        }
    }
}
