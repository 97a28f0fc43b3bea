package com.plyyard.server.web;

/**
 * A token bucket: holds up to {@code burst} tokens, refilled at {@code rate} a second; each
 * request takes one or is refused. Unlike a fixed one-second window it allows no double burst
 * across a window's edge, and a client that keeps to the rate is never refused.
 */
final class TokenBucket {
    private final double perNano;
    private final int burst;
    private double tokens;
    private long refilledAt;

    TokenBucket(double rate, int burst, long now) {
        this.perNano = rate / 1e9;
        this.burst = burst;
        this.tokens = burst;
        this.refilledAt = now;
    }

    synchronized boolean tryTake(long now) {
        refill(now);
        if (tokens < 1) {
            return false;
        }
        tokens -= 1;
        return true;
    }

    /** Whether the bucket is full again, so forgetting it changes nothing for its client. */
    synchronized boolean isFull(long now) {
        refill(now);
        return tokens >= burst;
    }

    private void refill(long now) {
        tokens = Math.min(burst, tokens + (now - refilledAt) * perNano);
        refilledAt = now;
    }
}
