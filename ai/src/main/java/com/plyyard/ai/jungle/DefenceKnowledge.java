package com.plyyard.ai.jungle;

import static com.plyyard.ai.jungle.JungleKnowledge.DEN;

import com.plyyard.engine.jungle.JungleBoard;

/**
 * What the defender ({@link DefenderPlayer}) knows of holding its half, from its own view:
 * material; every enemy piece near its den, more the nearer ({@link #DANGER}); an enemy piece
 * in its half that none of its pieces able to take it stands next to ({@link #UNMET}: the
 * attacker is met by rank and terrain, JU-6); and its rat in the river while the enemy still
 * has a lion or tiger, as a rat in the water blocks their jumps (JU-5).
 */
final class DefenceKnowledge {
    private static final int RAT = 0;
    private static final int TIGER = 5;
    private static final int LION = 6;
    private static final int ELEPHANT = 7;
    /** DANGER[distance from the defender's den] of an enemy piece that close; den entries are found by the search. */
    private static final int[] DANGER = {0, 250, 100, 40};
    /**
     * UNMET[distance from the defender's den] of an enemy piece that no defender able to take it
     * stands next to; half as much when the nearest such defender is two steps away. In a trap
     * (distance 1) every defender can take it, which the search sees.
     */
    private static final int[] UNMET = {0, 0, 160, 100, 60, 30};
    /** The defender's rat in the river while an enemy lion or tiger may jump it. */
    static final int RIVER_RAT = 80;

    private DefenceKnowledge() {
    }

    /** The position's worth to {@code defender}. */
    static int evaluate(JungleBoard board, int defender) {
        int score = 0;
        boolean enemyJumpers = false;
        int ownRat = -1;
        for (int square = 0; square < JungleKnowledge.SQUARES; square++) {
            int code = board.pieceOn(square);
            if (code == 0) {
                continue;
            }
            int side = (code - 1) >>> 3;
            int animal = (code - 1) & 7;
            if (side == defender) {
                score += JungleKnowledge.WORTH[animal];
                ownRat = animal == RAT ? square : ownRat;
            } else {
                enemyJumpers |= animal == TIGER || animal == LION;
                score -= JungleKnowledge.WORTH[animal] + threat(board, defender, animal, square);
            }
        }
        return score + (enemyJumpers && ownRat >= 0 && JungleKnowledge.isWater(ownRat) ? RIVER_RAT : 0);
    }

    /** What an enemy {@code animal} on {@code square} costs the defender beyond its worth. */
    private static int threat(JungleBoard board, int defender, int animal, int square) {
        int distance = JungleKnowledge.distance(square, DEN[defender]);
        int danger = distance < DANGER.length ? DANGER[distance] : 0;
        if (distance >= UNMET.length || UNMET[distance] == 0) {
            return danger;
        }
        int nearest = nearestTaker(board, defender, animal, square);
        return danger + (nearest <= 1 ? 0 : nearest == 2 ? UNMET[distance] / 2 : UNMET[distance]);
    }

    /** The distance from {@code square} to the nearest defender that could take the enemy {@code animal} there. */
    private static int nearestTaker(JungleBoard board, int defender, int animal, int square) {
        int nearest = Integer.MAX_VALUE;
        for (int from = 0; from < JungleKnowledge.SQUARES; from++) {
            int code = board.pieceOn(from);
            if (code != 0 && (code - 1) >>> 3 == defender
                    && canTake((code - 1) & 7, JungleKnowledge.isWater(from), animal, square, defender)) {
                nearest = Math.min(nearest, JungleKnowledge.distance(from, square));
            }
        }
        return nearest;
    }

    /**
     * JU-6: whether the defender's {@code taker} could take the enemy {@code animal} on
     * {@code square} once next to it: in the defender's trap anything but the elephant takes it
     * (JU-6a, JU-6c); in the water only a rat in the water does (JU-6d); else rank decides
     * ({@link JungleAttack#takesOnLand}).
     */
    static boolean canTake(int taker, boolean takerInWater, int animal, int square, int defender) {
        if (JungleKnowledge.isWater(square) || takerInWater) {
            return taker == RAT && takerInWater && JungleKnowledge.isWater(square) && animal == RAT;
        }
        if (JungleKnowledge.isTrapOf(defender, square)) {
            return taker != ELEPHANT || animal != RAT;
        }
        return JungleAttack.takesOnLand(taker, animal);
    }
}
