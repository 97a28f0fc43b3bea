package com.plyyard.server.room;

import com.plyyard.server.store.GameStore.Pause;
import java.util.List;

/**
 * The spans when no node of the service ran (from the last heartbeat before the stop to the
 * first start after it): the clocks do not count them, so nobody loses time to an outage. Every
 * span lies before the start of every node running now (the service was down), so each node
 * reads them once, at its start.
 */
final class ClockPauses {
    static final ClockPauses NONE = new ClockPauses(List.of());

    private final List<Pause> pauses;

    ClockPauses(List<Pause> pauses) {
        this.pauses = List.copyOf(pauses);
    }

    /** How much of the time from {@code from} to {@code to} the service was down. */
    long within(long from, long to) {
        long paused = 0;
        for (Pause pause : pauses) {
            paused += Math.max(0, Math.min(to, pause.resumedAt()) - Math.max(from, pause.pausedAt()));
        }
        return paused;
    }
}
