package com.plyyard.ai.search;

import java.util.function.IntPredicate;
import java.util.function.IntUnaryOperator;

/**
 * What makes a race between two searches end: from a late move number on, the side to move
 * plays a move that brings its pieces closer to their target whenever it has one. Without it
 * self-play found 600-ply stalemates: each side shuffled pieces inside its target camp rather
 * than step its last runners into the other's reach (the first to step lets the other jump over
 * it). Waiting stays allowed when nothing progresses, as when an opponent holds a hole of the
 * target camp (CC-11, HA-5). Once the rule holds, every own move lowers the side's remaining
 * cost, which is bounded below, so the race finishes or blocks.
 *
 * <p>It blocks when an opponent's piece is walled in inside the mover's target camp by the
 * mover's own pieces (a straggler of a weaker player, found by matches at the cap): nothing
 * progresses, and waiting keeps it walled in for ever. Then the mover keeps the moves that let
 * such a piece move again ({@link #keepReleasing}); a player who keeps a piece there by choice
 * is waited for, as before.
 */
public final class RaceProgress {

    private RaceProgress() {
    }

    /**
     * Keeps, in place from {@code offset}, the moves whose gain is positive; returns their count,
     * or {@code count} unchanged (the list untouched) when none is.
     */
    public static int keepProgressing(int[] moves, int offset, int count, IntUnaryOperator gain) {
        int kept = 0;
        for (int i = offset; i < offset + count; i++) {
            if (gain.applyAsInt(moves[i]) > 0) {
                moves[offset + kept++] = moves[i];
            }
        }
        return kept == 0 ? count : kept;
    }

    /**
     * Keeps, in place from {@code offset}, the moves after which the opponent can move a piece
     * that stands in the mover's target camp; returns their count, or {@code count} unchanged
     * when no move does (no such piece, or none can be freed).
     *
     * @param scratch room for the opponent's moves ({@link SearchBoard#maxMoves} entries)
     * @param inMoverTarget whether a square belongs to the mover's target camp
     */
    public static int keepReleasing(SearchBoard board, int[] moves, int offset, int count, int[] scratch,
            IntPredicate inMoverTarget) {
        int kept = 0;
        for (int i = offset; i < offset + count; i++) {
            int move = moves[i];
            board.make(move);
            boolean released = false;
            int replies = board.generate(scratch, 0);
            for (int r = 0; r < replies && !released; r++) {
                int from = board.from(scratch[r]);
                released = from >= 0 && inMoverTarget.test(from);
            }
            board.unmake(move);
            if (released) {
                moves[offset + kept++] = move;
            }
        }
        return kept == 0 ? count : kept;
    }
}
