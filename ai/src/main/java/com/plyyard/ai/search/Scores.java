package com.plyyard.ai.search;

/**
 * Score conventions shared by the searches: evaluations stay well inside ±{@link #WIN_BOUND};
 * a won game scores {@code WIN − ply}, so a shorter win scores higher.
 */
public final class Scores {
    public static final int WIN = 1_000_000;
    /** Any score beyond this is a forced win or loss. */
    public static final int WIN_BOUND = WIN - 1_000;
    public static final int INFINITY = WIN + 1;
    /** No result: the game goes on. */
    public static final int NONE = Integer.MIN_VALUE;

    private Scores() {
    }

    public static int won(int ply) {
        return WIN - ply;
    }

    public static int lost(int ply) {
        return -WIN + ply;
    }

    public static boolean isDecisive(int score) {
        return Math.abs(score) > WIN_BOUND;
    }

    /**
     * A forced result in the side's own moves, as people count them: positive when the side the
     * score is for wins, negative when it loses (a win in 3 plies is a win in 2 moves).
     *
     * @throws IllegalArgumentException when the score is no forced result
     */
    public static int movesToResult(int score) {
        if (!isDecisive(score)) {
            throw new IllegalArgumentException("the score " + score + " is no forced result");
        }
        int moves = (WIN - Math.abs(score) + 1) / 2;
        return score > 0 ? moves : -moves;
    }

    /** The score as people read it: {@code +1.25}, or {@code win in 3} / {@code loss in 2} (in plies). */
    public static String text(int score) {
        if (score > WIN_BOUND) {
            return "win in " + (WIN - score) + " plies";
        }
        if (score < -WIN_BOUND) {
            return "loss in " + (WIN + score) + " plies";
        }
        return String.format(java.util.Locale.ROOT, "%+.2f", score / 100.0);
    }
}
