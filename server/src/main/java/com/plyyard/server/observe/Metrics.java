package com.plyyard.server.observe;

import com.plyyard.server.room.ComputerSeats;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentSkipListMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.LongAdder;
import java.util.function.LongSupplier;

/**
 * The figures of {@code /metrics}, written in the Prometheus text format (version 0.0.4) by
 * {@link #scrape()}. Counters only grow; Prometheus derives rates (moves per second) from them.
 * The web layer counts what passes through it; gauges read live values (open sockets, the
 * computer seats' queue) when scraped. Every name starts with {@code plyyard_}; labels take only
 * values from fixed sets (error codes, limit names), so the number of series stays bounded.
 */
public final class Metrics {
    /** Bounds of the move latency buckets, in seconds: 1 ms to 5 s. */
    private static final double[] MOVE_BUCKETS = {0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5};

    private final LongAdder playerMoves = new LongAdder();
    private final LatencyHistogram moveLatency = new LatencyHistogram(MOVE_BUCKETS);
    private final Map<String, LongAdder> errorsByCode = new ConcurrentSkipListMap<>();
    private final Map<String, LongAdder> rateLimitedByLimit = new ConcurrentSkipListMap<>();
    private final List<Sampled> sampled = new CopyOnWriteArrayList<>();
    private volatile ComputerSeats computers;

    /** A value read when scraped: a gauge, or a counter kept elsewhere. */
    private record Sampled(String name, String type, String help, LongSupplier value) {
    }

    /** A move was accepted {@code nanos} after its command arrived (answer sent or returned). */
    public void moveAccepted(long nanos) {
        playerMoves.increment();
        moveLatency.record(nanos);
    }

    /** An error answer with this code (docs/protocol.md) was sent. */
    public void error(String code) {
        errorsByCode.computeIfAbsent(code, c -> new LongAdder()).increment();
    }

    /** A request or message was refused by the rate limit {@code limit} ({@code http}, {@code socket}, {@code game}). */
    public void rateLimited(String limit) {
        rateLimitedByLimit.computeIfAbsent(limit, l -> new LongAdder()).increment();
    }

    /** Adds a gauge read at every scrape, such as the open sockets. */
    public void gauge(String name, String help, LongSupplier value) {
        sampled.add(new Sampled(name, "gauge", help, value));
    }

    /** Reports the computer seats: their queue, busy threads, and the moves they play (in {@code plyyard_moves_total}). */
    public void watch(ComputerSeats seats) {
        computers = seats;
        gauge("plyyard_ai_waiting", "Games waiting for a computer move (pause not over, or no free thread).",
                seats::waiting);
        gauge("plyyard_ai_busy_threads", "Computer threads thinking right now.", seats::busyThreads);
        gauge("plyyard_ai_threads", "Computer threads in all.", seats::threads);
    }

    /** Every metric in the Prometheus text format. */
    public String scrape() {
        StringBuilder out = new StringBuilder(4096);
        header(out, "plyyard_moves_total", "counter", "Moves accepted, by who played them.");
        out.append("plyyard_moves_total{by=\"player\"} ").append(playerMoves.sum()).append('\n');
        ComputerSeats seats = computers;
        if (seats != null) {
            out.append("plyyard_moves_total{by=\"computer\"} ").append(seats.movesPlayed()).append('\n');
        }
        header(out, "plyyard_move_seconds", "histogram",
                "Time from a player's move command arriving to its answer, for accepted moves.");
        moveLatency.writeTo(out, "plyyard_move_seconds");
        labelled(out, "plyyard_errors_total", "Error answers sent, by code.", "code", errorsByCode);
        labelled(out, "plyyard_rate_limited_total", "Requests and messages refused by a rate limit, by limit.",
                "limit", rateLimitedByLimit);
        for (Sampled value : new ArrayList<>(sampled)) {
            header(out, value.name(), value.type(), value.help());
            out.append(value.name()).append(' ').append(value.value().getAsLong()).append('\n');
        }
        return out.toString();
    }

    private static void labelled(StringBuilder out, String name, String help, String label, Map<String, LongAdder> counts) {
        header(out, name, "counter", help);
        counts.forEach((value, count) -> out.append(name).append('{').append(label).append("=\"").append(value)
                .append("\"} ").append(count.sum()).append('\n'));
    }

    private static void header(StringBuilder out, String name, String type, String help) {
        out.append("# HELP ").append(name).append(' ').append(help).append('\n');
        out.append("# TYPE ").append(name).append(' ').append(type).append('\n');
    }
}
