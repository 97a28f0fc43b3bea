package com.plyyard.ai;

import com.plyyard.ai.search.SearchLimits;

/**
 * The eight strengths of the computer player. Each level searches a larger node budget with
 * less evaluation noise than the one below; level 1 also plays a random move one time in four,
 * level 2 one time in ten. Level 8 thinks for the full default second, unbounded in nodes.
 * Levels 1–7 are repeatable for a seed (their node budget ends the search well inside the
 * second that caps them all on slow machines).
 *
 * @param careless how often a random legal move is played instead of the search's choice
 */
public record Level(int number, long nodes, long millis, int noise, double careless) {
    public static final long DEFAULT_MILLIS = 1_000;
    private static final Level[] LEVELS = {
        new Level(1, 300, DEFAULT_MILLIS, 250, 0.25),
        new Level(2, 1_500, DEFAULT_MILLIS, 120, 0.10),
        new Level(3, 5_000, DEFAULT_MILLIS, 60, 0),
        new Level(4, 15_000, DEFAULT_MILLIS, 30, 0),
        new Level(5, 40_000, DEFAULT_MILLIS, 15, 0),
        new Level(6, 100_000, DEFAULT_MILLIS, 6, 0),
        new Level(7, 250_000, DEFAULT_MILLIS, 0, 0),
        new Level(8, SearchLimits.UNLIMITED_NODES, DEFAULT_MILLIS, 0, 0),
    };

    /** @throws IllegalArgumentException outside 1–8 */
    public static Level of(int number) {
        if (number < 1 || number > LEVELS.length) {
            throw new IllegalArgumentException("the level must be from 1 to 8, not " + number);
        }
        return LEVELS[number - 1];
    }

    public SearchLimits limits(long seed) {
        return new SearchLimits(nodes, millis, noise, seed);
    }

    /** The limits with another time: level 8 thinks that long, the others are capped by it. */
    public SearchLimits limits(long seed, long moveMillis) {
        return new SearchLimits(nodes, moveMillis, noise, seed);
    }
}
