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
 * <p>From level 3 on, each level should search about a ply deeper than the one below, and what
 * a ply costs depends on the game (docs/ai-strength.md): in Halma 2.5 to 3 times the nodes; in
 * Chinese checkers 3 to 4 times (with 2.5 times, level 7 scored 50% against level 6 over 32
 * games; with 4, 75%); in Dou Shou Qi, with few moves a side, 4 times (with 2.5, level 4 scored
 * 53% against level 3; with 4, 78%). Level 8's second is still 4 to 6 times level 7's budget on
 * a quiet machine in each game.
 *
 * @param careless how often a random legal move is played instead of the search's choice
 */
public record Level(int number, long nodes, long millis, int noise, double careless) {
    public static final long DEFAULT_MILLIS = 1_000;
    private static final Level[] CHINESE_CHECKERS_LEVELS = ladder(15_000, 50_000, 150_000, 600_000);
    private static final Level[] HALMA_LEVELS = ladder(15_000, 40_000, 100_000, 250_000);
    private static final Level[] JUNGLE_LEVELS = ladder(20_000, 80_000, 320_000, 1_280_000);

    /** Levels 1–3 and 8 are the same in every game; levels 4–7 search these node budgets. */
    private static Level[] ladder(long level4, long level5, long level6, long level7) {
        return new Level[] {
            new Level(1, 300, DEFAULT_MILLIS, 250, 0.25),
            new Level(2, 1_500, DEFAULT_MILLIS, 120, 0.10),
            new Level(3, 5_000, DEFAULT_MILLIS, 60, 0),
            new Level(4, level4, DEFAULT_MILLIS, 30, 0),
            new Level(5, level5, DEFAULT_MILLIS, 15, 0),
            new Level(6, level6, DEFAULT_MILLIS, 6, 0),
            new Level(7, level7, DEFAULT_MILLIS, 0, 0),
            new Level(8, SearchLimits.UNLIMITED_NODES, DEFAULT_MILLIS, 0, 0),
        };
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
