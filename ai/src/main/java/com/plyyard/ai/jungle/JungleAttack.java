package com.plyyard.ai.jungle;

/**
 * What breaks a defence in Dou Shou Qi (issue 21), for {@link JungleSearchBoard}'s evaluation:
 * pieces standing in the enemy's half ({@link #INVADER} each); an attacker that no enemy piece
 * left can take on open land (by rank, JU-6), worth {@link #FREE_STEP} more for every step it
 * has come towards the enemy den, as only the enemy's traps can stop it; and a rat in the river while the enemy has a lion or tiger,
 * whose jumps it blocks ({@link #RIVER_RAT}, JU-5). Animals are numbered rat 0 to elephant 7,
 * an alive set holds bit {@code 1 << animal} for each animal a side still has.
 */
final class JungleAttack {
    static final int INVADER = 12;
    static final int FREE_STEP = 25;
    static final int RIVER_RAT = 60;
    private static final int RAT = 0;
    private static final int TIGER = 5;
    private static final int LION = 6;
    private static final int ELEPHANT = 7;
    /** TAKERS[animal]: the alive set of the enemy animals that can take it on land (JU-6, JU-6b, JU-6c). */
    private static final int[] TAKERS = new int[8];

    static {
        for (int animal = 0; animal < 8; animal++) {
            for (int taker = 0; taker < 8; taker++) {
                TAKERS[animal] |= takesOnLand(taker, animal) ? 1 << taker : 0;
            }
        }
    }

    private JungleAttack() {
    }

    /** JU-6: by rank, the rat taking the elephant (JU-6b) and the elephant never the rat (JU-6c). */
    static boolean takesOnLand(int taker, int animal) {
        return taker == RAT ? animal == RAT || animal == ELEPHANT : taker == ELEPHANT ? animal != RAT : taker >= animal;
    }

    /** Whether none of the enemy's {@code enemyAlive} animals can take {@code animal} on open land. */
    static boolean unmeetable(int animal, int enemyAlive) {
        return (TAKERS[animal] & enemyAlive) == 0;
    }

    /** Whether {@code enemyAlive} holds a lion or a tiger, which a rat in the river stops jumping. */
    static boolean jumpers(int enemyAlive) {
        return (enemyAlive & (1 << TIGER | 1 << LION)) != 0;
    }

    /** Whether a piece of {@code side} on {@code square} stands in the enemy's half (its four ranks nearest its den). */
    static int invading(int side, int square) {
        int rank = square / 7;
        return (side == 0 ? rank >= 5 : rank <= 3) ? 1 : 0;
    }
}
