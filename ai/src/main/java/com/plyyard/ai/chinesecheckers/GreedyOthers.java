package com.plyyard.ai.chinesecheckers;

import com.plyyard.ai.search.SearchControl;
import com.plyyard.engine.chinesecheckers.ChineseCheckersPosition;
import com.plyyard.engine.chinesecheckers.StarBoard;
import com.plyyard.engine.chinesecheckers.StarGeometry;
import java.util.List;

/**
 * Whether the other players of a game have so far moved as greedy players do: each of their
 * latest moves the one a lookahead of one own move picks, as a greedy player's, or one it values
 * as well. The play-outs of {@link StarPlayout} model the others by what this finds.
 *
 * <p>Why: modelled as searching players in every game, the others cost level 8 3 of 96
 * four-player games against greedy players, where the greedy model lost none of 612; against
 * three level 8 players, which search, that model took 33 of 96 first places where the greedy
 * one takes 24 (docs/ai-strength.md, issue 21 item 3). Nine moves are the others' last three
 * rounds with 4 players.
 */
final class GreedyOthers {
    /** How many of the others' latest moves are compared with the greedy choice. */
    static final int MOVES_SEEN = 9;
    private static final int NO_MOVE = -1;

    private GreedyOthers() {
    }

    /**
     * @param earlier the game's positions before {@code now}, oldest first
     * @return true when every one of the others' last {@value #MOVES_SEEN} moves (fewer early
     *     in the game, none at its start) is the greedy choice
     */
    static boolean seenIn(List<ChineseCheckersPosition> earlier, ChineseCheckersPosition now, StarProgress progress,
            SearchControl control) {
        StarBoard after = now.searchBoard();
        int me = after.side();
        int[] equals = new int[StarBoard.MAX_MOVES];
        int seen = 0;
        for (int i = earlier.size() - 1; i >= 0 && seen < MOVES_SEEN; i--) {
            StarBoard before = earlier.get(i).searchBoard();
            int move = moveBetween(before, after);
            if (before.side() != me && move != NO_MOVE) {
                seen++;
                if (!isGreedy(before, move, progress, control, equals)) {
                    return false;
                }
            }
            after = before;
        }
        return true;
    }

    /** Whether {@code move} is a greedy choice: the lookahead's of one own move, or one valued as well. */
    private static boolean isGreedy(StarBoard before, int move, StarProgress progress, SearchControl control,
            int[] equals) {
        StarLookahead greedy = new StarLookahead(before, progress, control);
        if (greedy.search(1, found -> { }).move() == move) {
            return true;
        }
        // Another greedy player may break ties otherwise.
        int count = greedy.bestRootMoves(equals, equals.length, 0);
        for (int i = 0; i < count; i++) {
            if (equals[i] == move) {
                return true;
            }
        }
        return false;
    }

    /** The packed move that took {@code before} to {@code after}; {@link #NO_MOVE} when one move does not (a pass, a withdrawal). */
    private static int moveBetween(StarBoard before, StarBoard after) {
        int seat = before.side() + 1;
        int from = NO_MOVE;
        int to = NO_MOVE;
        for (int hole = 0; hole < StarGeometry.HOLES; hole++) {
            int was = before.seatOn(hole);
            int is = after.seatOn(hole);
            if (was == is) {
                continue;
            }
            if (was == seat && is == 0 && from == NO_MOVE) {
                from = hole;
            } else if (was == 0 && is == seat && to == NO_MOVE) {
                to = hole;
            } else {
                return NO_MOVE;
            }
        }
        return from == NO_MOVE || to == NO_MOVE ? NO_MOVE : from | to << StarBoard.PACKING.squareBits();
    }
}
