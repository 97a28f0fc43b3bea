package com.plyyard.server.web;

import com.plyyard.server.observe.Health;
import com.plyyard.server.observe.Metrics;
import com.plyyard.server.pages.Pages;
import com.plyyard.server.pages.Texts;
import com.plyyard.server.room.Rooms;
import com.plyyard.server.store.Database;
import com.plyyard.server.store.ReportStore;
import com.plyyard.table.ApiError;
import io.javalin.Javalin;
import io.javalin.http.Context;
import io.javalin.http.HttpResponseException;
import io.javalin.http.staticfiles.Location;
import io.javalin.json.JavalinJackson;
import java.io.IOException;
import java.io.InputStream;
import java.util.LinkedHashMap;
import java.util.Map;
import org.eclipse.jetty.server.Connector;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import org.eclipse.jetty.util.component.LifeCycle;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** Wires the front end, the API, the socket and the operators' endpoints into one Javalin application. */
public final class WebApp {
    private static final Logger LOG = LoggerFactory.getLogger(WebApp.class);

    private WebApp() {
    }

    /**
     * @param metrics counted into by the web layer and served on {@code /metrics}; register
     *        further sources on it first (such as {@link Metrics#watch})
     * @param health the checks of {@code /health}
     */
    public static Javalin create(Rooms rooms, ReportStore reports, WebOptions options, Metrics metrics, Health health) {
        GameCommands commands = new GameCommands(rooms,
                new RateLimit("game", "commands for this game", options.gameRate(), options.gameBurst(), metrics),
                metrics);
        HttpApi api = new HttpApi(rooms, commands);
        GameSocket socket = new GameSocket(commands, options, metrics);
        RequestGuard guard = new RequestGuard(options, metrics);
        BuildInfo build = BuildInfo.detect();
        Pages pages = new Pages(rooms, api, Texts.load(), build.version(), build.commit());
        LearnApi learn = new LearnApi(reports, build, new RateLimit("reports", "reports from this address",
                options.reportRate(), options.reportBurst(), metrics), guard);
        metrics.gauge("plyyard_games_open", "Games held in memory on this node.", rooms::openCount);
        metrics.gauge("plyyard_sockets_open", "Open WebSocket connections.", socket::openSockets);
        metrics.counter("plyyard_rooms_evicted_total", "Idle games evicted from memory since the start.",
                rooms::evictedCount);
        metrics.counter("plyyard_sockets_closed_slow_total",
                "WebSocket connections closed because their outbox overflowed (a client reading too slowly).",
                socket::closedTooSlow);
        metrics.counter("plyyard_socket_send_failures_total", "WebSocket messages the server failed to write.",
                socket::failedSends);
        return Javalin.create(config -> {
            config.concurrency.useVirtualThreads = true;
            config.events.serverStopped(socket::close);
            config.http.maxRequestSize = options.maxBodyBytes();
            config.jsonMapper(new JavalinJackson(Json.MAPPER, true));
            config.staticFiles.add("/web", Location.CLASSPATH);
            config.jetty.modifyServer(server -> {
                server.setErrorHandler(new ErrorPage());
                metrics.instrument(server);
                server.addEventListener(new LifeCycle.Listener() {
                    @Override
                    public void lifeCycleStarting(LifeCycle event) {
                        capSendBuffers(server);
                    }
                });
            });
            // Javalin keeps each WebSocket's upgrade request, and with it the connection's HTTP parser,
            // for the socket's life; the parser's header cache (a trie of up to 96 kB, kept for the next
            // request of a connection, which an upgraded one never sends) held most of the heap under
            // load: 390 MB for 10 000 sockets (docs/benchmarks.md, Bounded rooms).
            config.jetty.modifyHttpConfiguration(http -> http.setHeaderCacheSize(0));
            config.jetty.modifyServletContextHandler(context -> context.setErrorHandler(new ErrorPage()));
            config.jetty.modifyWebSocketServletFactory(factory ->
                    factory.setMaxTextMessageSize(options.maxMessageChars() * 4L));
            config.routes.before(guard::beforeRequest);
            config.routes.wsBeforeUpgrade(guard::beforeUpgrade);
            api.routes(config.routes);
            learn.routes(config.routes);
            pages.routes(config.routes);
            config.routes.get("/learn/{game}", ctx -> learnPage(ctx, pages));
            config.routes.ws("/ws/games/{id}", socket::configure);
            config.routes.get("/metrics", ctx -> ctx.contentType("text/plain; version=0.0.4; charset=utf-8")
                    .result(metrics.scrape()));
            config.routes.get("/health", ctx -> health(ctx, health));
            config.routes.exception(ApiError.class, (e, ctx) -> answerError(ctx, metrics, e));
            config.routes.exception(HttpResponseException.class, (e, ctx) -> {
                if (e.getStatus() == 404 && !isApi(ctx.path())) {
                    metrics.error("not-found");
                    pages.notFound(ctx);
                } else {
                    answerError(ctx, metrics, ErrorPage.forStatus(e.getStatus()));
                }
            });
            config.routes.exception(Exception.class, (e, ctx) -> {
                if (Database.isUnavailable(e)) {
                    LOG.atWarn().addKeyValue("method", ctx.method()).addKeyValue("path", ctx.path())
                            .log("database unreachable: " + e.getMessage());
                    answerError(ctx, metrics, ApiError.databaseUnavailable());
                    return;
                }
                LOG.atError().addKeyValue("method", ctx.method()).addKeyValue("path", ctx.path()).setCause(e)
                        .log("request failed");
                answerError(ctx, metrics, new ApiError("internal", 500, "the server failed"));
            });
        });
    }

    /**
     * The kernel's send buffer of each accepted connection. Left to itself, Linux lets it grow to
     * megabytes (tcp_wmem), where a client that stopped reading piles up the server's data unseen;
     * capped, the backlog reaches the connection's outbox within seconds, which counts it and
     * closes the connection (docs/protocol.md, Slow readers).
     */
    private static final int SEND_BUFFER_BYTES = 64 * 1024;

    private static void capSendBuffers(Server server) {
        for (Connector connector : server.getConnectors()) {
            if (connector instanceof ServerConnector accepting) {
                accepting.setAcceptedSendBufferSize(SEND_BUFFER_BYTES);
            }
        }
    }

    /** Every error answer of the HTTP API: {@code {"error": {"code", "message"}}}, never a stack trace. */
    private static void answerError(Context ctx, Metrics metrics, ApiError e) {
        metrics.error(e.code());
        if (e.httpStatus() == 429) {
            ctx.header("Retry-After", "1");
        }
        ctx.status(e.httpStatus()).json(Map.of("error", e.body()));
    }

    private static void health(Context ctx, Health health) {
        Health.Report report = health.run();
        Map<String, Object> checks = new LinkedHashMap<>();
        report.checks().forEach((name, result) -> checks.put(name,
                Map.of("status", result.ok() ? "ok" : "failing", "detail", result.detail())));
        ctx.status(report.ok() ? 200 : 503).json(Map.of("status", report.ok() ? "ok" : "failing", "checks", checks));
    }

    /** The paths of programs rather than readers, which answer errors in JSON. */
    private static boolean isApi(String path) {
        return path.startsWith("/api/") || path.startsWith("/ws/") || path.endsWith(".json");
    }

    /** {@code /learn/{game}} is the old address of a page; {@code /learn/{game}.json} the lesson data that the page reads. */
    private static void learnPage(Context ctx, Pages pages) throws IOException {
        String name = ctx.pathParam("game");
        if (!name.endsWith(".json")) {
            pages.redirectLearnGame(ctx, name);
            return;
        }
        InputStream in = name.matches("[a-z-]{1,40}\\.json") ? WebApp.class.getResourceAsStream("/web/learn/" + name) : null;
        if (in == null) {
            throw new ApiError("not-found", 404, "no such lesson");
        }
        try (in) {
            ctx.contentType("application/json; charset=utf-8").result(in.readAllBytes());
        }
    }
}
