package com.plyyard.ai.chinesecheckers;

import static com.plyyard.engine.chinesecheckers.ChineseCheckersSettings.MAX_PLAYERS;

import com.plyyard.ai.search.Scores;
import com.plyyard.ai.search.SearchControl;
import com.plyyard.ai.search.SearchOutcome;
import com.plyyard.engine.chinesecheckers.ChineseCheckersPosition;
import com.plyyard.engine.chinesecheckers.ChineseCheckersSettings;
import com.plyyard.engine.chinesecheckers.StarBoard;
import java.util.List;
import java.util.function.Consumer;

/**
 * The search of Chinese checkers with 4 or 6 players given time: the lookahead ({@link
 * StarLookahead}) first, then up to {@value #CANDIDATES} of its best root moves, those within
 * {@value #MARGIN} of the best ({@value #LONG_JUMP_MARGIN} with long jumps), played out one
 * after the other to the mover's finish. In a
 * play-out the mover plays the lookahead's move and every other player its greedy one, as the
 * lookahead expects; the candidate after which the mover finishes in the fewest own moves is
 * played, the lookahead's order breaking ties. A play-out cut short by the budget does not
 * count, so the lookahead's move stands when none ends.
 *
 * <p>With 4 players, time left and others that have not moved greedily ({@link GreedyOthers}),
 * a second pass plays out up to {@value #WIDE_CANDIDATES} root moves within {@value #WIDE_FACTOR}
 * times the margin, each other player now moving by its own lookahead of {@value #OTHERS_DEPTH}
 * own moves, as the computer and people play; its choice stands only when every one of its
 * play-outs ended. Against players that search the first pass's greedy model misleads: they
 * build chains and block as the mover does.
 *
 * <p>Why: the lookahead plays best three own moves deep, and deeper it grew weaker, so more
 * time bought nothing. Its value, the pieces' remaining cost, stands in for what a race is
 * won by, the moves left to finish; a play-out counts those moves. Against five greedy players
 * level 8 finished first in all 72 six-player games at 500 ms a move, where the lookahead alone
 * finished first in 66; head to head against the lookahead alone it scored 54.4% and 54.6%
 * (48 six-player games each; docs/ai-strength.md, the seventh round).
 */
public final class StarPlayout {
    static final int CANDIDATES = 4;
    /**
     * How far below the lookahead's best a candidate's value may be. Where the lookahead sees a
     * clear best move it stands: without this bound the play-outs, which expect every other
     * player to move greedily, scored 45.0% and 37.7% head to head against the lookahead alone
     * (48 six-player games each); within 15, 54.4% on the second run's openings.
     */
    static final int MARGIN = 15;
    /**
     * Long jumps move pieces farther, and the lookahead's values of root moves lie farther
     * apart. With 15, level 8 lost 7 of 216 six-player games against five greedy players; within
     * 30 it finished its camp 0.47 own moves sooner (paired over 72 games, standard error 0.13),
     * and it scored 54.2% head to head against five level 8 players keeping to 15 (48 games).
     */
    static final int LONG_JUMP_MARGIN = 30;
    /** The others' lookahead depth in the play-outs of the first pass: their greedy move. */
    private static final int GREEDY_OTHERS = 0;
    /**
     * The others' lookahead depth in the second pass. With 2, one level 8 against three of the
     * level 8 before this pass took 18 first places in 48 four-player games (chance 12) and
     * scored 62.5%. Over the first pass's candidates only (4 within 15), depth 2 took 14 (57.6%)
     * and depth 3, slower so that fewer passes ended in time, 12; over 6 within 30, depth 1 took
     * 10 (docs/ai-strength.md, issue 21 item 3).
     */
    static final int OTHERS_DEPTH = 2;
    /** How many candidates the second pass plays out, at most. */
    static final int WIDE_CANDIDATES = 6;
    /** The second pass's margin, as a multiple of the first pass's: its others answer as players do. */
    static final int WIDE_FACTOR = 2;
    /**
     * The player count whose games get the second pass. With 6 players one new level 8 took 11
     * first places in 48 games against five of the level 8 before (chance 8, score 49.2%) and
     * finished first in 35 of 36 against five greedy players, where the first pass alone had
     * finished first in all 36.
     */
    private static final int SECOND_PASS_PLAYERS = 4;
    private static final int NONE = 0;
    /** Own moves after which a play-out stops unfinished. */
    private static final int MAX_OWN_MOVES = 60;
    /** Ranks a play-out that did not finish after every one that did, by the cost left. */
    private static final long UNFINISHED = 1_000_000;
    /** Ranks a play-out in which another player finished first after every other. */
    private static final long LOST = 2 * UNFINISHED;

    private final StarBoard board;
    private final StarProgress progress;
    private final SearchControl control;
    private final int me;
    private final int margin;
    private final boolean secondPass;
    private final ChineseCheckersPosition position;
    private final List<ChineseCheckersPosition> earlier;
    private final int[] scratch = new int[StarBoard.MAX_MOVES];
    private final int[] played = new int[(MAX_OWN_MOVES + 1) * MAX_PLAYERS];

    /** @param earlier the game's positions before {@code position}, oldest first */
    public StarPlayout(ChineseCheckersPosition position, List<ChineseCheckersPosition> earlier, StarBoard board,
            StarProgress progress, SearchControl control) {
        ChineseCheckersSettings settings = position.settings();
        this.board = board;
        this.progress = progress;
        this.control = control;
        this.me = board.side();
        this.margin = settings.longJump() ? LONG_JUMP_MARGIN : MARGIN;
        this.secondPass = settings.players() == SECOND_PASS_PLAYERS;
        this.position = position;
        this.earlier = earlier;
    }

    /** The lookahead to {@code maxDepth}, then the play-outs while the budget lasts. */
    public SearchOutcome search(int maxDepth, Consumer<SearchOutcome> onDepth) {
        StarLookahead lookahead = new StarLookahead(board, progress, control);
        SearchOutcome chosen = lookahead.search(maxDepth, onDepth);
        if (control.stopped() || Scores.isDecisive(chosen.score())) {
            return chosen;
        }
        int best = chosen.move();
        int[] candidates = new int[Math.max(CANDIDATES, WIDE_CANDIDATES)];
        int count = lookahead.bestRootMoves(candidates, CANDIDATES, margin);
        if (count >= 2) {
            int greedyModel = fewestOwnMoves(candidates, count, maxDepth, GREEDY_OTHERS);
            if (greedyModel == NONE) {
                return chosen;
            }
            best = greedyModel;
        }
        count = secondPass && !GreedyOthers.seenIn(earlier, position, progress, control)
                ? lookahead.bestRootMoves(candidates, WIDE_CANDIDATES, margin * WIDE_FACTOR) : 0;
        if (count >= 2) {
            int modelled = fewestOwnMoves(candidates, count, maxDepth, OTHERS_DEPTH);
            if (modelled != NONE && !control.stopped()) {
                best = modelled;
            }
        }
        return new SearchOutcome(best, chosen.score(), chosen.depth(), control.nodes(), control.elapsedMillis());
    }

    /**
     * The candidate whose play-out finishes in the fewest own moves, the others moving by a
     * lookahead of {@code othersDepth} own moves (greedily at {@link #GREEDY_OTHERS}); {@link
     * #NONE} when the budget stopped the first play-out.
     */
    private int fewestOwnMoves(int[] candidates, int count, int depth, int othersDepth) {
        long fewest = Long.MAX_VALUE;
        int best = NONE;
        for (int i = 0; i < count; i++) {
            long ownMoves = playOut(candidates[i], depth, othersDepth);
            if (control.stopped()) {
                break;
            }
            if (ownMoves < fewest) {
                fewest = ownMoves;
                best = candidates[i];
            }
        }
        return best;
    }

    /**
     * Plays {@code first} and the game on until the mover finishes; the mover's moves it took,
     * or more than any finish when another player finished first or it did not end.
     */
    private long playOut(int first, int depth, int othersDepth) {
        int made = 0;
        board.make(first);
        played[made++] = first;
        int ownMoves = 1;
        long result;
        while (true) {
            if ((board.finishedSeats() & 1 << me) != 0) {
                result = ownMoves;
                break;
            }
            if (board.isOver()) {
                result = LOST + progress.remainingCost(board, me);
                break;
            }
            int move;
            if (board.side() != me) {
                move = othersDepth == GREEDY_OTHERS ? progress.greedyMove(board, scratch)
                        : new StarLookahead(board, progress, control).search(othersDepth, found -> { }).move();
                if (control.stopped()) {
                    result = Long.MAX_VALUE;
                    break;
                }
            } else if (ownMoves == MAX_OWN_MOVES) {
                result = UNFINISHED + progress.remainingCost(board, me);
                break;
            } else {
                move = new StarLookahead(board, progress, control).search(depth, found -> { }).move();
                if (control.stopped()) {
                    result = Long.MAX_VALUE;
                    break;
                }
                ownMoves++;
            }
            board.make(move);
            played[made++] = move;
        }
        for (int i = made - 1; i >= 0; i--) {
            board.unmake(played[i]);
        }
        return result;
    }
}
