package com.plyyard.server.drill;

import com.plyyard.server.ServerClient;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Asks a node's {@code /health} ten times a second, as a load balancer would, on a thread of its
 * own, and keeps how long each answer took; a probe without a 200 within two seconds counts as
 * {@link #UNANSWERED}.
 */
final class HealthWatch implements AutoCloseable {
    static final double UNANSWERED = Double.POSITIVE_INFINITY;
    private static final Duration TIMEOUT = Duration.ofSeconds(2);

    private final HttpClient http = HttpClient.newBuilder().connectTimeout(TIMEOUT).build();
    private final HttpRequest request;
    private final ConcurrentLinkedQueue<Double> millis = new ConcurrentLinkedQueue<>();
    private final AtomicBoolean stop = new AtomicBoolean();
    private final Thread thread;

    HealthWatch(ServerClient node) {
        request = HttpRequest.newBuilder(URI.create(node.base() + "/health")).timeout(TIMEOUT).GET().build();
        thread = Thread.ofPlatform().name("health-watch").start(this::watch);
    }

    private void watch() {
        while (!stop.get()) {
            long start = System.nanoTime();
            double took = UNANSWERED;
            try {
                if (http.send(request, HttpResponse.BodyHandlers.ofString()).statusCode() == 200) {
                    took = (System.nanoTime() - start) / 1e6;
                }
            } catch (IOException e) {
                // no answer in time, or the node is gone
            } catch (InterruptedException e) {
                return;
            }
            millis.add(took);
            long rest = 100 - (System.nanoTime() - start) / 1_000_000;
            try {
                Thread.sleep(Math.max(0, rest));
            } catch (InterruptedException e) {
                return;
            }
        }
    }

    /** The probes since the last call, in ms, sorted ({@link #UNANSWERED} last); and starts a new window. */
    double[] takeMillis() {
        List<Double> taken = new ArrayList<>();
        Double each;
        while ((each = millis.poll()) != null) {
            taken.add(each);
        }
        return taken.stream().mapToDouble(Double::doubleValue).sorted().toArray();
    }

    static String describe(double[] sorted) {
        long unanswered = java.util.Arrays.stream(sorted).filter(m -> m == UNANSWERED).count();
        return String.format(Locale.ROOT, "%d probes, p50 %.1f ms, p99 %.1f ms, max %.1f ms, %d unanswered within 2 s",
                sorted.length, RelayWatch.percentile(sorted, 0.5), RelayWatch.percentile(sorted, 0.99),
                RelayWatch.percentile(sorted, 1.0), unanswered);
    }

    @Override
    public void close() {
        stop.set(true);
        thread.interrupt();
        try {
            thread.join(5_000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
