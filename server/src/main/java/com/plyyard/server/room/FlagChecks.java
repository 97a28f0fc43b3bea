package com.plyyard.server.room;

import java.time.Clock;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The {@link FlagTimer} of every open room: one pending check per room, replaced by each change of
 * its clocks. A replaced check leaves the executor's queue at once ({@code removeOnCancel}): left
 * there, the check of every move made would wait out its whole clock, minutes, holding its room.
 */
final class FlagChecks implements FlagTimer {
    private static final Logger LOG = LoggerFactory.getLogger(FlagChecks.class);

    private final ScheduledThreadPoolExecutor executor;
    private final Clock clock;
    private final Map<GameRoom, ScheduledFuture<?>> pending = new ConcurrentHashMap<>();

    FlagChecks(ScheduledThreadPoolExecutor executor, Clock clock) {
        executor.setRemoveOnCancelPolicy(true);
        this.executor = executor;
        this.clock = clock;
    }

    @Override
    public void schedule(GameRoom room, Long flagAt) {
        ScheduledFuture<?> previous = flagAt == null ? pending.remove(room)
                : pending.put(room, executor.schedule(() -> check(room),
                        Math.max(0, flagAt - clock.millis()), TimeUnit.MILLISECONDS));
        if (previous != null) {
            previous.cancel(false);
        }
    }

    private void check(GameRoom room) {
        try {
            room.fallFlagIfDue();
        } catch (RuntimeException e) {
            LOG.warn("game {}: flag not checked: {}", room.id(), e.getMessage());
        }
    }
}
