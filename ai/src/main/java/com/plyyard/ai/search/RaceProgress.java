package com.plyyard.ai.search;

import java.util.function.IntPredicate;
import java.util.function.IntUnaryOperator;

/**
 * What makes a race between searches end: from a late move number on, the side to move plays
 * a move that brings its pieces closer to their target whenever it has one (with 3+ players,
 * {@code StarProgress.rootMoves}). Without it
 * self-play found 600-ply stalemates: each side shuffled pieces inside its target camp rather
 * than step its last runners into the other's reach (the first to step lets the other jump over
 * it). Waiting stays allowed when nothing progresses, as when an opponent holds a hole of the
 * target camp (CC-11, HA-5). Once the rule holds, every own move lowers the side's remaining
 * cost, which is bounded below, so the race finishes or blocks.
 *
 * <p>It blocks when an opponent's piece is walled in inside the mover's target camp by the
 * mover's own pieces (a straggler of a weaker player, found by matches at the cap): waiting keeps
 * it walled in for ever. So the mover first keeps the moves that let such a piece move, forwards
 * if possible ({@link #keepReleasing}), and only then those that progress: progress first opened
 * a way out and closed it again with the next move, for 200 plies against a random player, whose
 * straggler leaves only when it happens to be free. Among releasing moves that do not progress it
 * keeps those that leave the most ways out ({@link #keepMostWaysOut}). A player who keeps a piece
 * there by choice is waited for, as before.
 */
public final class RaceProgress {
    /** How well a move frees an opponent's piece in the mover's target camp ({@link #keepReleasing}). */
    private static final int NOT_RELEASED = 0;
    private static final int RELEASED = 1;
    private static final int RELEASED_FORWARDS = 2;

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
     * Keeps, in place from {@code offset}, the moves that best release an opponent's piece
     * standing in the mover's target camp: first those after which such a piece can move nearer
     * its own target, else those after which it can move at all; returns their count, or
     * {@code count} unchanged when no move does either (no such piece, or none can be freed).
     * A piece that can only move backwards is held as surely as a walled-in one against an
     * opponent who only ever plays forwards (a greedy player's straggler held games at the cap so).
     *
     * @param scratch room for the opponent's moves ({@link SearchBoard#maxMoves} entries)
     * @param inMoverTarget whether a square belongs to the mover's target camp
     * @param gain how much nearer its target a move brings the moving side's pieces
     */
    public static int keepReleasing(SearchBoard board, int[] moves, int offset, int count, int[] scratch,
            IntPredicate inMoverTarget, IntUnaryOperator gain) {
        int best = NOT_RELEASED;
        for (int i = offset; i < offset + count; i++) {
            best = Math.max(best, release(board, moves[i], scratch, inMoverTarget, gain));
        }
        if (best == NOT_RELEASED) {
            return count;
        }
        int kept = 0;
        for (int i = offset; i < offset + count; i++) {
            if (release(board, moves[i], scratch, inMoverTarget, gain) == best) {
                moves[offset + kept++] = moves[i];
            }
        }
        return kept;
    }

    /**
     * Keeps, in place from {@code offset}, the moves after which the opponent's pieces in the
     * mover's target camp have the most moves nearer their own target; returns their count. For
     * a mover that cannot progress and waits for such a piece: the more ways out, the sooner an
     * opponent who moves at random takes one (with one way kept open, red won 4 of 6 games from
     * issue 21's walled-in Halma position against random blues within 400 plies).
     *
     * @param scratch room for the opponent's moves ({@link SearchBoard#maxMoves} entries)
     */
    public static int keepMostWaysOut(SearchBoard board, int[] moves, int offset, int count, int[] scratch,
            IntPredicate inMoverTarget, IntUnaryOperator gain) {
        int most = 0;
        for (int i = offset; i < offset + count; i++) {
            most = Math.max(most, waysOut(board, moves[i], scratch, inMoverTarget, gain));
        }
        int kept = 0;
        for (int i = offset; i < offset + count; i++) {
            if (waysOut(board, moves[i], scratch, inMoverTarget, gain) == most) {
                moves[offset + kept++] = moves[i];
            }
        }
        return kept;
    }

    /** The opponent's moves, after this one, of a piece in the mover's target camp nearer its target. */
    private static int waysOut(SearchBoard board, int move, int[] scratch, IntPredicate inMoverTarget,
            IntUnaryOperator gain) {
        board.make(move);
        int ways = 0;
        int replies = board.generate(scratch, 0);
        for (int r = 0; r < replies; r++) {
            int from = board.from(scratch[r]);
            if (from >= 0 && inMoverTarget.test(from) && gain.applyAsInt(scratch[r]) > 0) {
                ways++;
            }
        }
        board.unmake(move);
        return ways;
    }

    /** How well the move frees an opponent's piece in the mover's target camp. */
    private static int release(SearchBoard board, int move, int[] scratch, IntPredicate inMoverTarget,
            IntUnaryOperator gain) {
        board.make(move);
        int release = NOT_RELEASED;
        int replies = board.generate(scratch, 0);
        for (int r = 0; r < replies && release < RELEASED_FORWARDS; r++) {
            int from = board.from(scratch[r]);
            if (from >= 0 && inMoverTarget.test(from)) {
                release = gain.applyAsInt(scratch[r]) > 0 ? RELEASED_FORWARDS : RELEASED;
            }
        }
        board.unmake(move);
        return release;
    }
}
