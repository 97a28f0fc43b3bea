package com.plyyard.server.observe;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/** What other server code registers on {@link Metrics} by name, help and source shows on the scrape. */
class MetricsTest {

    @Test
    void aCounterRegisteredByNameIsScrapedUnderThatNameWithItsHelpAndLiveValue() {
        AtomicLong closed = new AtomicLong();
        try (Metrics metrics = new Metrics()) {
            metrics.counter("plyyard_things_closed_total", "Things closed for falling behind.", closed::get);
            closed.addAndGet(7);
            // The registry holds a counter's source weakly: the façade must keep it, lambda or not.
            System.gc();
            assertThat(metrics.scrape()).contains("# HELP plyyard_things_closed_total Things closed for falling behind.\n",
                    "# TYPE plyyard_things_closed_total counter\n", "plyyard_things_closed_total 7.0\n");
        }
    }

    @Test
    void aGaugeRegisteredByNameIsScrapedUnderThatNameWithItsHelpAndLiveValue() {
        AtomicLong waiting = new AtomicLong(3);
        try (Metrics metrics = new Metrics()) {
            metrics.gauge("plyyard_things_waiting", "Things waiting now.", waiting::get);
            waiting.decrementAndGet();
            System.gc();
            assertThat(metrics.scrape()).contains("# HELP plyyard_things_waiting Things waiting now.\n",
                    "# TYPE plyyard_things_waiting gauge\n", "plyyard_things_waiting 2.0\n");
        }
    }
}
