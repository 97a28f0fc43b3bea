package com.plyyard.ai.chinesecheckers;

import com.plyyard.ai.search.RaceLines;
import com.plyyard.engine.chinesecheckers.StarBoard;
import com.plyyard.engine.chinesecheckers.StarGeometry;
import java.util.Arrays;

/**
 * Whether a piece can move at all: a step to an empty neighbour or a jump over an adjacent piece
 * (CC-3, CC-4), from the star's geometry as {@link StarProgress} lays it out. Long jumps (CC-14)
 * are not looked for: a piece that has only those counts as walled in.
 */
final class StarWalls {
    private static final int HOLES = StarGeometry.HOLES;
    private static final int DIRECTIONS = 6;
    /** NEIGHBOUR[6h + k], BEHIND[6h + k]: the k-th neighbour of h and the hole behind it, −1 for none. */
    private static final int[] NEIGHBOUR = new int[HOLES * DIRECTIONS];
    private static final int[] BEHIND = new int[HOLES * DIRECTIONS];

    static {
        Arrays.fill(NEIGHBOUR, -1);
        Arrays.fill(BEHIND, -1);
        for (int h = 0; h < HOLES; h++) {
            int k = 0;
            for (int n = 0; n < HOLES; n++) {
                if (StarProgress.distance(h, n) == 1) {
                    NEIGHBOUR[DIRECTIONS * h + k] = n;
                    BEHIND[DIRECTIONS * h + k] = StarProgress.behind(h, n);
                    k++;
                }
            }
        }
    }

    /** The same lines for the two-player race search. */
    static final RaceLines LINES = new RaceLines(DIRECTIONS, NEIGHBOUR, BEHIND);

    private StarWalls() {
    }

    /** Whether the piece on {@code hole} has neither a step nor a short jump. */
    static boolean walledIn(StarBoard board, int hole) {
        for (int k = DIRECTIONS * hole; k < DIRECTIONS * hole + DIRECTIONS && NEIGHBOUR[k] >= 0; k++) {
            if (board.seatOn(NEIGHBOUR[k]) == 0 || BEHIND[k] >= 0 && board.seatOn(BEHIND[k]) == 0) {
                return false;
            }
        }
        return true;
    }

    /**
     * Whether the piece on {@code hole} has neither a step nor a short jump that brings it nearer
     * its own target; it may still have moves backwards.
     */
    static boolean heldBack(StarBoard board, int hole, StarProgress progress) {
        int seat = board.seatOn(hole) - 1;
        int cost = progress.cost(seat, hole);
        for (int k = DIRECTIONS * hole; k < DIRECTIONS * hole + DIRECTIONS && NEIGHBOUR[k] >= 0; k++) {
            int next = NEIGHBOUR[k];
            int to = board.seatOn(next) == 0 ? next : BEHIND[k] >= 0 && board.seatOn(BEHIND[k]) == 0 ? BEHIND[k] : -1;
            if (to >= 0 && progress.cost(seat, to) < cost) {
                return false;
            }
        }
        return true;
    }

    /** Whether a piece of {@code seat} stands next to {@code hole}. */
    static boolean besideSeat(StarBoard board, int hole, int seat) {
        for (int k = DIRECTIONS * hole; k < DIRECTIONS * hole + DIRECTIONS && NEIGHBOUR[k] >= 0; k++) {
            if (board.seatOn(NEIGHBOUR[k]) == seat + 1) {
                return true;
            }
        }
        return false;
    }

}
