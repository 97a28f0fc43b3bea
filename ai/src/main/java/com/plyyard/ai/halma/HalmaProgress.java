package com.plyyard.ai.halma;

import com.plyyard.ai.search.RaceCosts;
import com.plyyard.engine.Colour;
import com.plyyard.engine.Position;
import com.plyyard.engine.Square;
import com.plyyard.engine.halma.Halma;
import com.plyyard.engine.halma.HalmaPosition;

/**
 * How far each side's pieces still have to go in Halma: for every side and square, a cost that
 * grows with the Manhattan distance d to the far corner of the side's target camp, as
 * {@code 16d + d²/2} (the square term brings stragglers along), less a bonus inside the target
 * camp. The camp is not quite a Manhattan ball — a5 and e1 are as far from the corner as its
 * outermost squares — so the bonus makes every camp square cheaper than every square outside:
 * the least total cost is a filled camp, and lowering the cost always leads towards winning.
 *
 * <p>Built from the engine's public squares and start position: a square's name is its file
 * letter and rank number; each side's target camp is where the other side starts.
 */
public final class HalmaProgress {
    /** The same tables as a {@link RaceCosts}, for the race search. */
    public static final RaceCosts COSTS = new RaceCosts() {
        @Override
        public int cost(int seat, int square) {
            return HalmaProgress.cost(seat, square);
        }

        @Override
        public boolean inTarget(int seat, int square) {
            return HalmaProgress.inTarget(seat, square);
        }

        @Override
        public int steps(int seat, int square) {
            return STEPS[seat * SQUARES + square];
        }
    };

    private static final int SQUARES = 256;
    private static final int IN_TARGET_BONUS = 60;
    /** COST[side * 256 + square], side 0 red, 1 blue. */
    private static final int[] COST = new int[2 * SQUARES];
    /** STEPS[side * 256 + square]: king steps (HA-2) from the square to the far corner of the side's target. */
    private static final int[] STEPS = new int[2 * SQUARES];
    /** IN_TARGET[side * 256 + square]: the square belongs to the side's target camp. */
    private static final boolean[] IN_TARGET = new boolean[2 * SQUARES];

    static {
        Position start = Halma.GAME.start(Halma.GAME.defaultSettings());
        HalmaPosition halma = (HalmaPosition) start;
        boolean[][] target = new boolean[2][SQUARES];
        int[] cornerFile = new int[2];
        int[] cornerRank = new int[2];
        double[] farthest = new double[2];
        for (Square square : start.squares()) {
            if (halma.pieceOn(square).isEmpty()) {
                continue;
            }
            // A piece of one colour marks a square of the other side's target camp.
            int side = halma.pieceOn(square).get() == Colour.RED ? 1 : 0;
            target[side][square.index()] = true;
            IN_TARGET[side * SQUARES + square.index()] = true;
            double fromCentre = Math.abs(file(square) - 7.5) + Math.abs(rank(square) - 7.5);
            if (fromCentre > farthest[side]) {
                farthest[side] = fromCentre;
                cornerFile[side] = file(square);
                cornerRank[side] = rank(square);
            }
        }
        for (Square square : start.squares()) {
            for (int side = 0; side < 2; side++) {
                int files = Math.abs(file(square) - cornerFile[side]);
                int ranks = Math.abs(rank(square) - cornerRank[side]);
                int d = files + ranks;
                STEPS[side * SQUARES + square.index()] = Math.max(files, ranks);
                COST[side * SQUARES + square.index()] = 16 * d + d * d / 2
                        - (target[side][square.index()] ? IN_TARGET_BONUS : 0);
            }
        }
    }

    private HalmaProgress() {
    }

    /** What the piece of {@code side} (0 red, 1 blue) on {@code square} still costs its team. */
    public static int cost(int side, int square) {
        return COST[side * SQUARES + square];
    }

    /** Whether {@code square} belongs to the target camp of {@code side} (0 red, 1 blue). */
    public static boolean inTarget(int side, int square) {
        return IN_TARGET[side * SQUARES + square];
    }

    private static int file(Square square) {
        return square.name().charAt(0) - 'a';
    }

    private static int rank(Square square) {
        return Integer.parseInt(square.name().substring(1)) - 1;
    }
}
