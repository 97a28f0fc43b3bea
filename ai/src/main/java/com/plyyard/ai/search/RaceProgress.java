package com.plyyard.ai.search;

import java.util.function.IntUnaryOperator;

/**
 * What makes a race between two searches end: from a late move number on, the side to move
 * plays a move that brings its pieces closer to their target whenever it has one. Without it
 * self-play found 600-ply stalemates: each side shuffled pieces inside its target camp rather
 * than step its last runners into the other's reach (the first to step lets the other jump over
 * it). Waiting stays allowed when nothing progresses, as when an opponent holds a hole of the
 * target camp (CC-11, HA-5). Once the rule holds, every own move lowers the side's remaining
 * cost, which is bounded below, so the race finishes or blocks.
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
}
