package com.plyyard.server.observe;

import static org.assertj.core.api.Assertions.assertThat;

import com.plyyard.ai.SearchingPlayer;
import com.plyyard.server.room.ComputerSeats;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The parts of observability the running test server does not wire: registered health checks, computer seats. */
class HealthAndComputerMetricsTest {

    private static HealthCheck check(String name, java.util.function.Supplier<HealthCheck.Result> result) {
        return HealthCheck.of(name, result);
    }

    @Test
    void oneFailingThrowingOrHangingCheckMakesTheServerUnhealthyWithoutItsInternals() {
        Health health = new Health(List.of(
                check("database", () -> HealthCheck.Result.ok("3 ms")),
                check("redis", () -> {
                    throw new IllegalStateException("connection refused to redis://secret@10.0.0.3");
                }),
                check("slow", () -> {
                    try {
                        Thread.sleep(60_000);
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                    return HealthCheck.Result.ok("late");
                })));
        long start = System.nanoTime();
        Health.Report report = health.run();
        assertThat((System.nanoTime() - start) / 1e9).as("a hanging check costs the timeout only").isLessThan(5);
        assertThat(report.ok()).isFalse();
        assertThat(report.checks().keySet()).containsExactly("server", "database", "redis", "slow");
        assertThat(report.checks().get("server").ok()).isTrue();
        assertThat(report.checks().get("database").ok()).isTrue();
        assertThat(report.checks().get("redis").ok()).isFalse();
        assertThat(report.checks().get("redis").detail()).doesNotContain("secret", "Exception");
        assertThat(report.checks().get("slow").detail()).startsWith("no answer within");
    }

    @Test
    void watchedComputerSeatsReportTheirThreadsQueueAndMoves() {
        try (Metrics metrics = new Metrics(); ComputerSeats seats = new ComputerSeats(new SearchingPlayer(), 3, 0, 1_000)) {
            metrics.watch(seats);
            assertThat(metrics.scrape()).contains("plyyard_ai_threads 3.0\n", "plyyard_ai_waiting 0.0\n",
                    "plyyard_ai_busy_threads 0.0\n", "plyyard_moves_total{by=\"computer\"} 0.0\n");
        }
    }
}
