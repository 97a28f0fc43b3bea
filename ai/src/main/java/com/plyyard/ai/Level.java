package com.plyyard.ai;

import com.plyyard.ai.search.SearchLimits;
import com.plyyard.engine.Game;
import com.plyyard.engine.chinesecheckers.ChineseCheckers;
import com.plyyard.engine.halma.Halma;
import com.plyyard.engine.jungle.Jungle;

/**
 * The eight strengths of the computer player. Each level searches a larger node budget with
 * less evaluation noise than the one below; level 1 also plays a random move one time in four,
 * level 2 one time in ten. Level 8 thinks for the full default second, unbounded in nodes.
 * Levels 1–7 are repeatable for a seed (their node budget ends the search well inside the
 * second that caps them all on slow machines).
 *
 * <p>The budgets are set by measurement (docs/ai-strength.md), aiming at a 65% score for each
 * level against the one below, and they follow where a game's search finds a stronger move
 * rather than a fixed ratio. Chinese checkers needs 3 to 4 times the nodes a level (with 2.5
 * times, level 7 scored 50% against level 6 over 32 games; with 4, 75%); Dou Shou Qi, with few
 * moves a side, 4 times (with 2.5, level 4 scored 53% against level 3; with 4, 78%). Halma's
 * search gains in steps: its third ply costs about 2 500 nodes, a fourth about 60 000 and a
 * fifth about 180 000, and a sixth is out of reach within a second. A level given a full fourth
 * ply (100 000 or 160 000 nodes) scored 50% against one that searched part of it (40 000),
 * while 250 000, which finishes the fifth, scored 78%: Halma's levels 3–6 share out the first
 * four plies and level 7 finishes the fifth.
 *
 * @param careless how often a random legal move is played instead of the search's choice
 */
public record Level(int number, long nodes, long millis, int noise, double careless) {
    public static final long DEFAULT_MILLIS = 1_000;
    /** Evaluation noise of levels 1–8, in the evaluation's hundredths. */
    private static final int[] NOISE = {250, 120, 60, 30, 15, 6, 0, 0};
    private static final double[] CARELESS = {0.25, 0.10, 0, 0, 0, 0, 0, 0};
    private static final Level[] CHINESE_CHECKERS_LEVELS = ladder(300, 1_500, 5_000, 15_000, 50_000, 150_000, 600_000);
    private static final Level[] HALMA_LEVELS = ladder(300, 1_500, 2_000, 5_000, 15_000, 40_000, 250_000);
    private static final Level[] JUNGLE_LEVELS = ladder(300, 1_500, 5_000, 20_000, 80_000, 320_000, 1_280_000);

    /** The node budgets of levels 1–7 in one game; level 8 is bounded by time only. */
    private static Level[] ladder(long... nodes) {
        Level[] levels = new Level[NOISE.length];
        for (int i = 0; i < levels.length; i++) {
            long budget = i < nodes.length ? nodes[i] : SearchLimits.UNLIMITED_NODES;
            levels[i] = new Level(i + 1, budget, DEFAULT_MILLIS, NOISE[i], CARELESS[i]);
        }
        return levels;
    }

    /** @throws IllegalArgumentException outside 1–8 */
    public static Level of(Game game, int number) {
        if (number < 1 || number > HALMA_LEVELS.length) {
            throw new IllegalArgumentException("the level must be from 1 to 8, not " + number);
        }
        Level[] ladder = switch (game) {
            case ChineseCheckers chineseCheckers -> CHINESE_CHECKERS_LEVELS;
            case Halma halma -> HALMA_LEVELS;
            case Jungle jungle -> JUNGLE_LEVELS;
        };
        return ladder[number - 1];
    }

    public SearchLimits limits(long seed) {
        return new SearchLimits(nodes, millis, noise, seed);
    }

    /** The limits with another time: level 8 thinks that long, the others are capped by it. */
    public SearchLimits limits(long seed, long moveMillis) {
        return new SearchLimits(nodes, moveMillis, noise, seed);
    }
}
