package com.plyyard.server.observe;

import java.util.concurrent.atomic.LongAdder;

/**
 * Durations counted into fixed buckets, as a Prometheus histogram: each bucket counts the
 * observations at most its bound (cumulative), plus their count and sum. Lock-free: every
 * bucket is a {@link LongAdder}, so recording on many threads at once costs no contention.
 */
final class LatencyHistogram {
    private final double[] boundsSeconds;
    /** counts[i]: observations in (bounds[i-1], bounds[i]]; the last slot counts those above every bound. */
    private final LongAdder[] counts;
    private final LongAdder sumNanos = new LongAdder();

    LatencyHistogram(double... boundsSeconds) {
        this.boundsSeconds = boundsSeconds.clone();
        this.counts = new LongAdder[boundsSeconds.length + 1];
        for (int i = 0; i < counts.length; i++) {
            counts[i] = new LongAdder();
        }
    }

    void record(long nanos) {
        double seconds = nanos / 1e9;
        int bucket = 0;
        while (bucket < boundsSeconds.length && seconds > boundsSeconds[bucket]) {
            bucket++;
        }
        counts[bucket].increment();
        sumNanos.add(nanos);
    }

    /** Appends the {@code _bucket}, {@code _sum} and {@code _count} lines of the histogram {@code name}. */
    void writeTo(StringBuilder out, String name) {
        long cumulative = 0;
        for (int i = 0; i < boundsSeconds.length; i++) {
            cumulative += counts[i].sum();
            out.append(name).append("_bucket{le=\"").append(boundsSeconds[i]).append("\"} ").append(cumulative)
                    .append('\n');
        }
        cumulative += counts[boundsSeconds.length].sum();
        out.append(name).append("_bucket{le=\"+Inf\"} ").append(cumulative).append('\n');
        out.append(name).append("_sum ").append(sumNanos.sum() / 1e9).append('\n');
        out.append(name).append("_count ").append(cumulative).append('\n');
    }
}
