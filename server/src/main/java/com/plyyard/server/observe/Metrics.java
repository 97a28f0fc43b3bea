package com.plyyard.server.observe;

import com.plyyard.server.room.ComputerSeats;
import com.plyyard.server.store.Database;
import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.FunctionCounter;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.Tags;
import io.micrometer.core.instrument.Timer;
import io.micrometer.core.instrument.binder.MeterBinder;
import io.micrometer.core.instrument.binder.jetty.JettyConnectionMetrics;
import io.micrometer.core.instrument.binder.jetty.JettyServerThreadPoolMetrics;
import io.micrometer.core.instrument.binder.jvm.ClassLoaderMetrics;
import io.micrometer.core.instrument.binder.jvm.JvmGcMetrics;
import io.micrometer.core.instrument.binder.jvm.JvmMemoryMetrics;
import io.micrometer.core.instrument.binder.jvm.JvmThreadMetrics;
import io.micrometer.core.instrument.binder.system.FileDescriptorMetrics;
import io.micrometer.core.instrument.binder.system.ProcessorMetrics;
import io.micrometer.core.instrument.binder.system.UptimeMetrics;
import io.micrometer.jetty12.server.TimedHandler;
import io.micrometer.prometheusmetrics.PrometheusConfig;
import io.micrometer.prometheusmetrics.PrometheusMeterRegistry;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.util.component.LifeCycle;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The server's one façade for {@code /metrics}: Micrometer meters on a Prometheus registry of
 * its own (one per server, so that several servers in one JVM keep apart), scraped in the
 * Prometheus text format (0.0.4). The web layer counts what passes through it; gauges and function
 * counters read live values (open sockets, the computer seats' queue) when scraped; the JVM, Jetty
 * and the connection pool report through Micrometer's binders. Every name of our own starts with
 * {@code plyyard_}; labels take only values from fixed sets (error codes, limit names), so the
 * number of series stays bounded.
 */
public final class Metrics implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(Metrics.class);
    private static final String MOVES = "plyyard_moves";
    private static final String MOVES_HELP = "Moves accepted, by who played them.";
    /** Bounds of the move latency buckets: 1 ms to 5 s. */
    private static final Duration[] MOVE_BUCKETS = seconds(0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5,
            1, 2.5, 5);

    private final PrometheusMeterRegistry registry = new PrometheusMeterRegistry(PrometheusConfig.DEFAULT);
    private final Counter playerMoves;
    private final Timer moveLatency;
    private final Map<String, Counter> errorsByCode = new ConcurrentHashMap<>();
    private final Map<String, Counter> rateLimitedByLimit = new ConcurrentHashMap<>();
    /** Micrometer holds a function counter's source weakly; these keep the sources alive as long as the registry. */
    private final List<LongSupplier> counterSources = new CopyOnWriteArrayList<>();
    private final List<AutoCloseable> binders = new CopyOnWriteArrayList<>();

    /** The registry with the server's own meters and the JVM's: memory, GC, threads, classes, CPU, uptime, files. */
    public Metrics() {
        playerMoves = Counter.builder(MOVES).description(MOVES_HELP).tag("by", "player").register(registry);
        moveLatency = Timer.builder("plyyard_move")
                .description("Time from a player's move command arriving to its answer, for accepted moves.")
                .serviceLevelObjectives(MOVE_BUCKETS)
                .register(registry);
        JvmGcMetrics gc = new JvmGcMetrics();
        binders.add(gc);
        for (MeterBinder binder : List.of(new JvmMemoryMetrics(), gc, new JvmThreadMetrics(), new ClassLoaderMetrics(),
                new ProcessorMetrics(), new UptimeMetrics(), new FileDescriptorMetrics())) {
            binder.bindTo(registry);
        }
    }

    /** A move was accepted {@code nanos} after its command arrived (answer sent or returned). */
    public void moveAccepted(long nanos) {
        playerMoves.increment();
        moveLatency.record(nanos, TimeUnit.NANOSECONDS);
    }

    /** An error answer with this code (docs/protocol.md) was sent. */
    public void error(String code) {
        errorsByCode.computeIfAbsent(code, c -> Counter.builder("plyyard_errors")
                .description("Error answers sent, by code.").tag("code", c).register(registry)).increment();
    }

    /** A request or message was refused by the rate limit {@code limit} ({@code http}, {@code socket}, {@code game}). */
    public void rateLimited(String limit) {
        rateLimitedByLimit.computeIfAbsent(limit, l -> Counter.builder("plyyard_rate_limited")
                .description("Requests and messages refused by a rate limit, by limit.").tag("limit", l)
                .register(registry)).increment();
    }

    /**
     * Adds a gauge read at every scrape, such as the open sockets. {@code name} is the name
     * {@code /metrics} shows ({@code plyyard_games_open}); a name already registered keeps its first source.
     */
    public void gauge(String name, String help, LongSupplier value) {
        Gauge.builder(name, value, LongSupplier::getAsLong).description(help).strongReference(true).register(registry);
    }

    /**
     * Adds a counter kept elsewhere and read at every scrape; {@code value} must only grow.
     * {@code name} is the name {@code /metrics} shows, ending in {@code _total}
     * ({@code plyyard_room_evictions_total}); a name already registered keeps its first source.
     */
    public void counter(String name, String help, LongSupplier value) {
        counter(name, help, Tags.empty(), value);
    }

    private void counter(String name, String help, Tags tags, LongSupplier value) {
        counterSources.add(value);
        FunctionCounter.builder(name, value, LongSupplier::getAsLong).description(help).tags(tags).register(registry);
    }

    /** Reports the computer seats: their queue, busy threads, and the moves they play (in {@code plyyard_moves_total}). */
    public void watch(ComputerSeats seats) {
        gauge("plyyard_ai_waiting", "Games waiting for a computer move (queued, thought about, or held until its pause is over).",
                seats::waiting);
        gauge("plyyard_ai_busy_threads", "Computer threads thinking right now.", seats::busyThreads);
        gauge("plyyard_ai_threads", "Computer threads in all.", seats::threads);
        counter(MOVES, MOVES_HELP, Tags.of("by", "computer"), seats::movesPlayed);
    }

    /** Reports the database's connection pool ({@code hikaricp_*}); the embedded database has none. */
    public void watch(Database database) {
        database.reportPoolTo(registry);
    }

    /**
     * Reports the Jetty {@code server} Javalin is about to start: its thread pool, its connections,
     * and the time and outcome of every HTTP request. Call it from Javalin's
     * {@code config.jetty.modifyServer}, before the server's handlers and connectors are set up:
     * the request timer becomes the outermost handler, which Javalin's own go inside.
     */
    public void instrument(Server server) {
        JettyServerThreadPoolMetrics threadPool = new JettyServerThreadPoolMetrics(server.getThreadPool(), Tags.empty());
        threadPool.bindTo(registry);
        binders.add(threadPool);
        TimedHandler requests = new TimedHandler(registry, Tags.empty());
        requests.setHandler(server.getHandler());
        server.setHandler(requests);
        // Javalin adds its connectors after modifyServer; they are there once the server starts.
        server.addEventListener(new LifeCycle.Listener() {
            @Override
            public void lifeCycleStarting(LifeCycle event) {
                JettyConnectionMetrics.addToAllConnectors(server, registry);
            }
        });
    }

    /** Every metric in the Prometheus text format. */
    public String scrape() {
        return registry.scrape();
    }

    /** Stops the binders that listen to the JVM and Jetty, then the registry. */
    @Override
    public void close() {
        for (AutoCloseable binder : binders) {
            try {
                binder.close();
            } catch (Exception e) {
                LOG.atWarn().setCause(e).log("a metrics binder failed to close");
            }
        }
        registry.close();
    }

    private static Duration[] seconds(double... bounds) {
        Duration[] durations = new Duration[bounds.length];
        for (int i = 0; i < bounds.length; i++) {
            durations[i] = Duration.ofNanos(Math.round(bounds[i] * 1e9));
        }
        return durations;
    }
}
