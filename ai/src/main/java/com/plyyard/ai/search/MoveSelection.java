package com.plyyard.ai.search;

/**
 * Picks moves best first from a list with a key each, one at a time: a search that cuts off
 * after the first few moves never pays for sorting the rest.
 */
public final class MoveSelection {
    private MoveSelection() {
    }

    /**
     * Moves the remaining move with the highest key (the first of equals) to place {@code base + i},
     * with its key, and returns it.
     */
    public static int pickBest(int[] moves, int[] keys, int base, int i, int count) {
        int at = base + i;
        int best = at;
        for (int j = at + 1; j < base + count; j++) {
            if (keys[j] > keys[best]) {
                best = j;
            }
        }
        int move = moves[best];
        moves[best] = moves[at];
        keys[best] = keys[at];
        moves[at] = move;
        return move;
    }
}
