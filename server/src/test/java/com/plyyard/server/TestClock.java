package com.plyyard.server;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;

/** A clock that stands still until a test moves it on. */
public final class TestClock extends Clock {
    private volatile Instant now = Instant.parse("2026-12-01T12:00:00Z");

    public void advance(Duration by) {
        now = now.plus(by);
    }

    @Override
    public Instant instant() {
        return now;
    }

    @Override
    public ZoneId getZone() {
        return ZoneOffset.UTC;
    }

    /** The rooms read only the instant; a zone changes nothing of it. */
    @Override
    public Clock withZone(ZoneId zone) {
        return this;
    }
}
