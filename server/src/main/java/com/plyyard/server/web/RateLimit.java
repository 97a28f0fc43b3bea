package com.plyyard.server.web;

import com.plyyard.server.observe.Metrics;
import com.plyyard.table.ApiError;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;

/**
 * One rate limit (HTTP requests per address, commands per game …): a token bucket per key.
 * Buckets that have filled up again are forgotten once a minute, so the map holds only the
 * keys active in the last minute or so, whatever a hostile client invents.
 */
final class RateLimit {
    private static final long SWEEP_NANOS = 60_000_000_000L;

    private final String name;
    private final String what;
    private final double rate;
    private final int burst;
    private final Metrics metrics;
    private final Map<String, TokenBucket> buckets = new ConcurrentHashMap<>();
    private final AtomicLong lastSweep = new AtomicLong(System.nanoTime());

    /**
     * @param name the limit's label in {@code plyyard_rate_limited_total}
     * @param what what is counted, for the error message ("requests from this address")
     */
    RateLimit(String name, String what, double rate, int burst, Metrics metrics) {
        this.name = name;
        this.what = what;
        this.rate = rate;
        this.burst = burst;
        this.metrics = metrics;
    }

    /** A bucket on its own, for a key that lives elsewhere (one WebSocket connection). */
    TokenBucket newBucket() {
        return new TokenBucket(rate, burst, System.nanoTime());
    }

    /** @throws ApiError {@code rate-limited} (HTTP 429) when {@code key} has used up its allowance; nothing was done */
    void take(String key) {
        if (rate == 0) {
            return;
        }
        long now = System.nanoTime();
        sweepIfDue(now);
        take(buckets.computeIfAbsent(key, k -> new TokenBucket(rate, burst, now)), now);
    }

    /** As {@link #take(String)}, for a bucket of {@link #newBucket()}. */
    void take(TokenBucket bucket) {
        if (rate != 0) {
            take(bucket, System.nanoTime());
        }
    }

    private void take(TokenBucket bucket, long now) {
        if (!bucket.tryTake(now)) {
            metrics.rateLimited(name);
            throw new ApiError("rate-limited", 429, "too many " + what + "; wait a moment");
        }
    }

    private void sweepIfDue(long now) {
        long last = lastSweep.get();
        if (now - last > SWEEP_NANOS && lastSweep.compareAndSet(last, now)) {
            buckets.values().removeIf(bucket -> bucket.isFull(now));
        }
    }
}
