package com.plyyard.server.observe;

import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The checks behind {@code /health}: the server itself, then whatever the caller registers
 * (database, Redis …). The server is healthy when every check is; the checks run at once, each
 * on a virtual thread of its own, so one that hangs costs {@link #TIMEOUT}, not a blocked probe.
 */
public final class Health {
    private static final Logger LOG = LoggerFactory.getLogger(Health.class);
    static final Duration TIMEOUT = Duration.ofSeconds(2);

    private final List<HealthCheck> checks;
    private final Executor executor = Thread.ofVirtual().name("health-check")::start;

    public Health(List<HealthCheck> registered) {
        List<HealthCheck> all = new ArrayList<>();
        all.add(new ServerCheck());
        all.addAll(registered);
        this.checks = List.copyOf(all);
    }

    /** The answer of {@code /health}: whether all checks pass, and each check's result by name. */
    public record Report(boolean ok, Map<String, HealthCheck.Result> checks) {
    }

    public Report run() {
        Map<String, CompletableFuture<HealthCheck.Result>> running = new LinkedHashMap<>();
        for (HealthCheck check : checks) {
            running.put(check.name(), CompletableFuture.supplyAsync(check::check, executor));
        }
        Map<String, HealthCheck.Result> results = new LinkedHashMap<>();
        long deadline = System.nanoTime() + TIMEOUT.toNanos();
        running.forEach((name, future) -> results.put(name, await(name, future, deadline)));
        return new Report(results.values().stream().allMatch(HealthCheck.Result::ok), results);
    }

    private static HealthCheck.Result await(String name, CompletableFuture<HealthCheck.Result> future, long deadline) {
        try {
            HealthCheck.Result result = future.get(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
            return result == null ? HealthCheck.Result.failing("the check gave no result") : result;
        } catch (TimeoutException e) {
            future.cancel(true);
            return HealthCheck.Result.failing("no answer within " + TIMEOUT.toMillis() + " ms");
        } catch (ExecutionException e) {
            LOG.atWarn().addKeyValue("check", name).setCause(e.getCause()).log("health check failed");
            return HealthCheck.Result.failing("the check failed; see the server log");
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return HealthCheck.Result.failing("interrupted");
        }
    }

    /** The process answers HTTP, which is all this check can say; it is there so every report has one line. */
    private static final class ServerCheck implements HealthCheck {
        private final long startedAt = System.currentTimeMillis();

        @Override
        public String name() {
            return "server";
        }

        @Override
        public Result check() {
            return Result.ok("up for " + (System.currentTimeMillis() - startedAt) / 1000 + " s");
        }
    }
}
