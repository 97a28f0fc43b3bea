package com.plyyard.ai.search;

import com.plyyard.engine.RaceBoard;
import java.util.stream.IntStream;

/**
 * Pieces walled in inside their own home camp, which is the other side's target camp (two
 * players), by the other side: a piece with neither a step nor a single jump that brings it nearer
 * its target, where a piece of the other side holds one of the squares such a move would need
 * (the neighbour it would step to, or the square it would jump to). Such a piece cannot leave, so
 * neither side can finish (CC-11, HA-5): a game of level 8 went to the 400-ply cap with the opponent's last piece
 * shut in by level 8's own pieces, and another with level 8's straggler shut in by the
 * opponent's. {@link RaceSearchBoard} counts them against the side it searches for.
 */
final class RaceWalls {
    private final RaceLines lines;
    private final RaceCosts costs;
    /** {@code home[seat]}: the squares of the seat's home camp, the other seat's target camp. */
    private final int[][] home = new int[2][];

    RaceWalls(RaceLines lines, RaceCosts costs, int squares) {
        this.lines = lines;
        this.costs = costs;
        for (int seat = 0; seat < 2; seat++) {
            int other = seat ^ 1;
            home[seat] = IntStream.range(0, squares).filter(square -> costs.inTarget(other, square)).toArray();
        }
    }

    /** The pieces of {@code seat} walled in inside its home camp (the caller knows the other seat has a piece there). */
    int walledIn(RaceBoard board, int seat) {
        if (lines.directions() == 0) {
            return 0;
        }
        int walled = 0;
        for (int square : home[seat]) {
            if (board.seatOn(square) - 1 == seat && walledInByOther(board, seat, square)) {
                walled++;
            }
        }
        return walled;
    }

    /**
     * Whether the piece of {@code seat} on {@code square} is walled in by the other seat: no step
     * or single jump brings it nearer its target, and a piece of the other seat stands where one would land.
     */
    private boolean walledInByOther(RaceBoard board, int seat, int square) {
        int cost = costs.cost(seat, square);
        int otherOn = (seat ^ 1) + 1;
        boolean heldByOther = false;
        int directions = lines.directions();
        for (int k = directions * square; k < directions * (square + 1); k++) {
            int next = lines.neighbour()[k];
            if (next < 0) {
                continue;
            }
            int onNext = board.seatOn(next);
            boolean stepForwards = costs.cost(seat, next) < cost;
            if (onNext == 0) {
                if (stepForwards) {
                    return false;
                }
                continue;
            }
            heldByOther |= stepForwards && onNext == otherOn;
            int landing = lines.behind()[k];
            if (landing >= 0 && costs.cost(seat, landing) < cost) {
                int onLanding = board.seatOn(landing);
                if (onLanding == 0) {
                    return false;
                }
                heldByOther |= onLanding == otherOn;
            }
        }
        return heldByOther;
    }
}
