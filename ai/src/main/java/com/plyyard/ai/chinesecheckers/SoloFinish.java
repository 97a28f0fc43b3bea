package com.plyyard.ai.chinesecheckers;

import com.plyyard.engine.chinesecheckers.ChineseCheckersPosition;
import com.plyyard.engine.chinesecheckers.StarBoard;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;

/**
 * An estimate of how many own moves each seat of a Chinese checkers game still needs: the seat
 * plays alone, always its greedy move ({@link StarProgress#greedyMove}), while the other seats
 * pass, until its target camp is filled or its greedy moves gain nothing more; then each piece
 * still outside the camp counts one move more (greedy alone stalls short of the end, where the
 * last pieces need moves that gain nothing at once). It is what the analysis board shows for 3–6 players,
 * where no search sees to the end: a yardstick of who is ahead, blind to blocking and to the
 * hops the others' pieces will lend.
 */
public final class SoloFinish {
    /** Beyond this many moves the estimate says nothing useful. */
    private static final int MAX_MOVES = 150;

    private SoloFinish() {
    }

    /**
     * For each seat in turn order: 0 when it has finished, its estimated own moves, or empty when
     * it cannot finish alone (every piece in its camp, which others' pieces still hold) or it has
     * left the game.
     */
    public static List<OptionalInt> estimate(ChineseCheckersPosition position) {
        StarProgress progress = new StarProgress(position.settings());
        int seats = position.settings().players();
        int[] scratch = new int[StarBoard.MAX_MOVES];
        List<OptionalInt> estimates = new ArrayList<>(seats);
        for (int seat = 0; seat < seats; seat++) {
            estimates.add(movesAlone(position.searchBoard(), progress, seat, seats, scratch, position.squares().size()));
        }
        return estimates;
    }

    private static OptionalInt movesAlone(StarBoard board, StarProgress progress, int seat, int seats,
            int[] scratch, int holes) {
        for (int moves = 0; moves <= MAX_MOVES; moves++) {
            if ((board.finishedSeats() & 1 << seat) != 0) {
                return OptionalInt.of(moves);
            }
            if (board.isOver() || !passUntil(board, seat, seats)) {
                return OptionalInt.empty();
            }
            int move = progress.greedyMove(board, scratch);
            if (progress.gain(seat, move) <= 0) {
                int outside = outsideTarget(board, progress, seat, holes);
                return outside == 0 ? OptionalInt.empty() : OptionalInt.of(moves + outside);
            }
            board.play(move);
        }
        return OptionalInt.empty();
    }

    private static int outsideTarget(StarBoard board, StarProgress progress, int seat, int holes) {
        int outside = 0;
        for (int hole = 0; hole < holes; hole++) {
            if (board.seatOn(hole) - 1 == seat && !progress.inTarget(seat, hole)) {
                outside++;
            }
        }
        return outside;
    }

    /** Passes for the other seats until {@code seat} is to move; false when the turn never comes to it. */
    private static boolean passUntil(StarBoard board, int seat, int seats) {
        for (int passes = 0; passes < seats && board.side() != seat; passes++) {
            board.play(StarBoard.PASS);
        }
        return board.side() == seat;
    }
}
