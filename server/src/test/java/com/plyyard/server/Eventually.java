package com.plyyard.server;

import java.time.Duration;
import java.util.function.BooleanSupplier;

/** Waits for what another node or the relay brings a moment later. */
public final class Eventually {
    private Eventually() {
    }

    /** Polls {@code condition} every 50 ms; fails after 20 s. */
    public static void waitUntil(String what, BooleanSupplier condition) {
        long deadline = System.nanoTime() + Duration.ofSeconds(20).toNanos();
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError("not within 20 s: " + what);
            }
            try {
                Thread.sleep(50);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException(e);
            }
        }
    }
}
