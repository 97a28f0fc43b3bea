package com.plyyard.ai.chinesecheckers;

import static com.plyyard.engine.chinesecheckers.ChineseCheckersSettings.MAX_PLAYERS;

import com.plyyard.ai.search.Scores;
import com.plyyard.ai.search.SearchControl;
import com.plyyard.ai.search.SearchOutcome;
import com.plyyard.engine.chinesecheckers.StarBoard;
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
    private final int[] scratch = new int[StarBoard.MAX_MOVES];
    private final int[] played = new int[(MAX_OWN_MOVES + 1) * MAX_PLAYERS];

    public StarPlayout(StarBoard board, StarProgress progress, SearchControl control, boolean longJump) {
        this.board = board;
        this.progress = progress;
        this.control = control;
        this.me = board.side();
        this.margin = longJump ? LONG_JUMP_MARGIN : MARGIN;
    }

    /** The lookahead to {@code maxDepth}, then the play-outs while the budget lasts. */
    public SearchOutcome search(int maxDepth, Consumer<SearchOutcome> onDepth) {
        StarLookahead lookahead = new StarLookahead(board, progress, control);
        SearchOutcome chosen = lookahead.search(maxDepth, onDepth);
        int[] candidates = new int[CANDIDATES];
        int count = lookahead.bestRootMoves(candidates, CANDIDATES, margin);
        if (control.stopped() || Scores.isDecisive(chosen.score()) || count < 2) {
            return chosen;
        }
        long fewest = Long.MAX_VALUE;
        int best = chosen.move();
        for (int i = 0; i < count; i++) {
            long ownMoves = playOut(candidates[i], maxDepth);
            if (control.stopped()) {
                break;
            }
            if (ownMoves < fewest) {
                fewest = ownMoves;
                best = candidates[i];
            }
        }
        return new SearchOutcome(best, chosen.score(), chosen.depth(), control.nodes(), control.elapsedMillis());
    }

    /**
     * Plays {@code first} and the game on until the mover finishes; the mover's moves it took,
     * or more than any finish when another player finished first or it did not end.
     */
    private long playOut(int first, int depth) {
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
                move = progress.greedyMove(board, scratch);
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
