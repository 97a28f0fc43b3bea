package com.plyyard.cli;

import java.io.PrintStream;
import java.util.Arrays;
import java.util.Locale;

/**
 * How long the moves of a player thinking by time took, against its budget: a search must
 * answer within the budget plus {@value #GRACE_MILLIS} ms (the clock is read every 1024 nodes,
 * and choosing the move's path, the collector and a loaded machine add their share).
 */
final class MatchTimes {
    static final long GRACE_MILLIS = 50;

    private final long budgetMillis;
    private long[] nanos = new long[256];
    private int count;

    MatchTimes(long budgetMillis) {
        this.budgetMillis = budgetMillis;
    }

    void add(long elapsedNanos) {
        if (count == nanos.length) {
            nanos = Arrays.copyOf(nanos, 2 * count);
        }
        nanos[count++] = elapsedNanos;
    }

    /** Prints nothing when no move was timed (no level 8 in the match). */
    void print(PrintStream out) {
        if (count == 0) {
            return;
        }
        long[] sorted = Arrays.copyOf(nanos, count);
        Arrays.sort(sorted);
        long limit = (budgetMillis + GRACE_MILLIS) * 1_000_000;
        int within = 0;
        while (within < count && sorted[within] <= limit) {
            within++;
        }
        out.printf(Locale.ROOT, "level8 move times against its %d ms budget, %d moves: median %.1f ms, 90%% %.1f ms,"
                + " 99%% %.1f ms, max %.1f ms; within budget + %d ms: %d (%.1f%%); worst overshoot %+.1f ms%n",
                budgetMillis, count, millis(sorted, 0.5), millis(sorted, 0.9), millis(sorted, 0.99),
                sorted[count - 1] / 1e6, GRACE_MILLIS, within, 100.0 * within / count,
                sorted[count - 1] / 1e6 - budgetMillis);
    }

    private static double millis(long[] sorted, double quantile) {
        return sorted[(int) Math.min(sorted.length - 1, Math.floor(quantile * sorted.length))] / 1e6;
    }
}
