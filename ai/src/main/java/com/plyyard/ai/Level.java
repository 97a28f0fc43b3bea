package com.plyyard.ai;

import com.plyyard.ai.search.SearchLimits;
import com.plyyard.engine.Game;
import com.plyyard.engine.Settings;
import com.plyyard.engine.chinesecheckers.ChineseCheckers;
import com.plyyard.engine.chinesecheckers.ChineseCheckersSettings;
import com.plyyard.engine.halma.Halma;
import com.plyyard.engine.jungle.Jungle;

/**
 * The eight strengths of the computer player. Each level searches a larger node budget with
 * no more evaluation noise and no more random moves than the one below; in two-player games
 * level 1 plays a random move one time in four, level 2 one time in ten. Level 8 thinks for the
 * full default second, unbounded in nodes (with 4 and 6 players in Chinese checkers it stops at
 * depth 3, below). Levels 1–7 are repeatable for a seed (their node budget ends the search well
 * inside the second that caps them all on slow machines).
 *
 * <p>The budgets are set by measurement (docs/ai-strength.md), aiming at a 65% score for each
 * level against the one below, and they follow where a game's search finds a stronger move
 * rather than a fixed ratio. Chinese checkers needs 3 to 4 times the nodes a level (with 2.5
 * times, level 7 scored 50% against level 6 over 32 games; with 4, 75%). With long jumps a node
 * costs about twice as much and level 8's second buys about half as many; with the same budgets
 * level 8 scored 50% against level 7 over 16 games, so levels 4–7 search 10 000 to 240 000 nodes,
 * about three times apart, keeping level 7 some five times below level 8's second.
 *
 * <p>Halma's search gains in steps: its third ply costs about 2 500 nodes, a fourth about
 * 60 000, a fifth about 180 000 and a sixth about 800 000. A level given a full fourth ply
 * (100 000 or 160 000 nodes) scored 50% against one that searched part of it (40 000), while
 * 250 000, which finishes the fifth, scored 78%: Halma's levels 3–6 share out the first four
 * plies, level 7 finishes the fifth and level 8's second (about 4 million nodes from the
 * start) the seventh and more.
 *
 * <p>Dou Shou Qi gains less from each extra node the more it searches, as more and more games
 * between levels end drawn by the 60-ply rule (JU-9). With 1 280 000 nodes level 7 scored 59%
 * against 320 000 and level 8's second 52% against it; with 320 000, level 8 scored 75%, and
 * 59% once the attack terms of issue 21 were in every level. Level 7 now searches 160 000
 * nodes: with circles (repetitions) scored as the draw, level 8 scored 74% against it over 64 games and
 * it 77% against level 6 (without them, 62.5% and 69%). Four times fewer than 320 000 scored
 * 62.5% against it over 64 games and more noise for level 6 did not widen the gap, so level 6
 * searches 40 000, and the levels below follow at 2.5 to 4 times, each with more noise than the
 * other games' (with the other games' noise, 5 vs 4 and 6 vs 5 scored 64%).
 *
 * <p>Chinese checkers with 3 to 6 players has a ladder of its own. Its searches stop gaining early:
 * with 4 and 6 players by the lookahead's third own move (deeper, it scored 36–51% against
 * depth-3 players), with 3 players BRS+ slowly (50 000 nodes scored 61% against 15 000). So its
 * levels differ mostly in how often they play a random move, with more noise and fewer nodes
 * lower down. With 4 and 6 players every level stops at depth 3, level 8 too, which spends its
 * time left on play-outs of its close candidates instead. Each step is measured by the score of one
 * level against copies of the one below, playing for places (docs/ai-strength.md).
 *
 * @param maxDepth the depth after which the search stops even with budget left
 * @param careless how often a random legal move is played instead of the search's choice
 */
public record Level(int number, long nodes, long millis, int maxDepth, int noise, double careless) {
    public static final long DEFAULT_MILLIS = 1_000;
    /** How often levels 1–8 play a random legal move. */
    private static final double[] CARELESS = {0.25, 0.10, 0, 0, 0, 0, 0, 0};
    /** Evaluation noise of levels 1–8, in the evaluation's hundredths. */
    private static final int[] NOISE = {250, 120, 60, 30, 15, 6, 0, 0};
    /** Dou Shou Qi's levels 2–6 carry more noise than the other games' (see above). */
    private static final int[] JUNGLE_NOISE = {250, 180, 120, 60, 30, 15, 0, 0};
    /** Chinese checkers with 3+ players: random moves are what separates its levels (see above). */
    private static final double[] MULTI_PLAYER_CARELESS = {0.5, 0.45, 0.35, 0.32, 0.25, 0.17, 0.08, 0};
    private static final int[] MULTI_PLAYER_NOISE = {250, 250, 180, 120, 60, 60, 60, 0};
    /** The depth (own moves) at which the lookahead of 4 and 6 players is strongest. */
    private static final int LOOKAHEAD_DEPTH = 3;
    private static final Level[] CHINESE_CHECKERS_LEVELS =
            ladder(NOISE, CARELESS, 300, 1_500, 5_000, 15_000, 50_000, 150_000, 600_000);
    /** Long jumps make each node about twice as dear, so level 8's second buys half the nodes (see above). */
    private static final Level[] LONG_JUMP_LEVELS =
            ladder(NOISE, CARELESS, 300, 1_500, 5_000, 10_000, 30_000, 80_000, 240_000);
    private static final Level[] MULTI_PLAYER_LEVELS =
            ladder(MULTI_PLAYER_NOISE, MULTI_PLAYER_CARELESS, 200, 300, 600, 1_500, 4_000, 5_000, 15_000);
    /** With 4 and 6 players: the same levels, searched by the lookahead to its depth 3 at most. */
    private static final Level[] LOOKAHEAD_LEVELS = atMostDepth(MULTI_PLAYER_LEVELS, LOOKAHEAD_DEPTH);
    private static final Level[] HALMA_LEVELS =
            ladder(NOISE, CARELESS, 300, 1_500, 2_000, 5_000, 15_000, 40_000, 250_000);
    private static final Level[] JUNGLE_LEVELS =
            ladder(JUNGLE_NOISE, CARELESS, 300, 600, 1_000, 3_000, 12_000, 40_000, 160_000);

    /** One game's levels: the noise and random moves of each and the node budgets of levels 1–7; level 8 thinks by time only. */
    private static Level[] ladder(int[] noise, double[] careless, long... nodes) {
        Level[] levels = new Level[noise.length];
        for (int i = 0; i < levels.length; i++) {
            long budget = i < nodes.length ? nodes[i] : SearchLimits.UNLIMITED_NODES;
            levels[i] = new Level(i + 1, budget, DEFAULT_MILLIS, SearchLimits.UNLIMITED_DEPTH, noise[i], careless[i]);
        }
        return levels;
    }

    private static Level[] atMostDepth(Level[] ladder, int depth) {
        Level[] levels = new Level[ladder.length];
        for (int i = 0; i < levels.length; i++) {
            Level level = ladder[i];
            levels[i] = new Level(level.number, level.nodes, level.millis, depth, level.noise, level.careless);
        }
        return levels;
    }

    /** @throws IllegalArgumentException outside 1–8 */
    public static Level of(Game game, Settings settings, int number) {
        if (number < ComputerPlayer.WEAKEST_LEVEL || number > ComputerPlayer.STRONGEST_LEVEL) {
            throw new IllegalArgumentException("the level must be from " + ComputerPlayer.WEAKEST_LEVEL + " to "
                    + ComputerPlayer.STRONGEST_LEVEL + ", not " + number);
        }
        Level[] ladder = switch (game) {
            case ChineseCheckers chineseCheckers -> switch (settings.players()) {
                case 2 -> settings.options().contains(ChineseCheckersSettings.LONG_JUMP) ? LONG_JUMP_LEVELS
                        : CHINESE_CHECKERS_LEVELS;
                case 3 -> MULTI_PLAYER_LEVELS;
                default -> LOOKAHEAD_LEVELS;
            };
            case Halma halma -> HALMA_LEVELS;
            case Jungle jungle -> JUNGLE_LEVELS;
        };
        return ladder[number - 1];
    }

    public SearchLimits limits(long seed) {
        return limits(seed, millis);
    }

    /** The limits with another time: level 8 thinks that long, the others are capped by it. */
    public SearchLimits limits(long seed, long moveMillis) {
        return new SearchLimits(nodes, moveMillis, noise, seed, maxDepth);
    }
}
