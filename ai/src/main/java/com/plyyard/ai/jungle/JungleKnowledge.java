package com.plyyard.ai.jungle;

/**
 * What the Dou Shou Qi evaluation knows, as piece-square values: each piece's worth plus what
 * its square adds, from its own side's view. Squares are numbered as the engine's board does,
 * {@code rank × 7 + file} from a1 = 0 (JU-1); a piece code is {@code 1 + side × 8 + animal}.
 *
 * <p>Worth: the rat is worth more than its rank, as it alone threatens the elephant and hides in
 * the water. Squares: an advance towards the enemy den grows sharply over the last three steps
 * (a piece next to the den enters it on the next move); a square in an enemy trap costs, as any
 * enemy may take the piece there; the small animals earn a little for guarding their own den.
 *
 * <p>Den pressure: one piece near the enemy den is held off by one defender, several are not,
 * so the pieces of a side within {@value #PRESSURE_DISTANCE} steps of the enemy den earn a bonus
 * that grows faster than their number ({@link #pressure}).
 */
final class JungleKnowledge {
    static final int SQUARES = 63;
    static final int[] DEN = {3, 59};
    /** WORTH[animal], rat to elephant. */
    static final int[] WORTH = {450, 200, 250, 300, 400, 700, 800, 900};
    /** VALUE[code * 63 + square]; code 0 (empty) is all zero. */
    private static final int[] VALUE = new int[17 * SQUARES];
    private static final int[] ADVANCE = {0, 140, 70, 40, 28, 24, 20, 16, 12, 9, 6, 4, 2, 0, 0, 0};
    static final int PRESSURE_DISTANCE = 2;
    /** The farthest a square is from a den: a corner of the far rank. */
    private static final int FARTHEST = 11;
    /** PRESSURE[pieces near the enemy den]; a side has at most 8 pieces. */
    private static final int[] PRESSURE = {0, 0, 60, 150, 260, 380, 500, 620, 740};

    static {
        for (int side = 0; side < 2; side++) {
            for (int animal = 0; animal < 8; animal++) {
                int code = 1 + side * 8 + animal;
                for (int square = 0; square < SQUARES; square++) {
                    VALUE[code * SQUARES + square] = WORTH[animal] + placement(side, animal, square);
                }
            }
        }
    }

    private JungleKnowledge() {
    }

    static int value(int code, int square) {
        return VALUE[code * SQUARES + square];
    }

    /** Whether a piece of {@code side} on {@code square} presses on the enemy den. */
    static int pressing(int side, int square) {
        return distance(square, DEN[side ^ 1]) <= PRESSURE_DISTANCE ? 1 : 0;
    }

    /** How many steps a piece of {@code side} on {@code square} has come towards the enemy den. */
    static int approach(int side, int square) {
        return FARTHEST - distance(square, DEN[side ^ 1]);
    }

    static int pressure(int piecesNearEnemyDen) {
        return PRESSURE[piecesNearEnemyDen];
    }

    /** JU-1: the traps of {@code side} are the three squares next to its den. */
    static boolean isTrapOf(int side, int square) {
        return distance(square, DEN[side]) == 1;
    }

    /** JU-1: the river is files b, c, e and f of ranks 4 to 6. */
    static boolean isWater(int square) {
        int file = square % 7;
        int rank = square / 7;
        return rank >= 3 && rank <= 5 && file != 0 && file != 3 && file != 6;
    }

    static int distance(int a, int b) {
        return Math.abs(a % 7 - b % 7) + Math.abs(a / 7 - b / 7);
    }

    private static int placement(int side, int animal, int square) {
        int towardsDen = distance(square, DEN[side ^ 1]);
        int value = ADVANCE[towardsDen] * (animal >= 5 ? 3 : 2) / 2;
        if (isTrapOf(side ^ 1, square)) {
            value -= 60;
        }
        if (animal >= 1 && animal <= 3 && distance(square, DEN[side]) <= 2) {
            value += 20;
        }
        return value;
    }
}
