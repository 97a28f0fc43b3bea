package com.plyyard.server.web;

import com.plyyard.server.ServerOptions;
import com.plyyard.server.room.ApiError;
import com.plyyard.server.room.Rooms;
import com.plyyard.server.store.ReportStore;
import io.javalin.Javalin;
import io.javalin.http.Context;
import io.javalin.http.staticfiles.Location;
import io.javalin.json.JavalinJackson;
import java.io.IOException;
import java.io.InputStream;
import java.util.Map;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** Wires the front end, the API and the socket into one Javalin application. */
public final class WebApp {
    private static final Logger LOG = LoggerFactory.getLogger(WebApp.class);
    private static final long MAX_BODY_BYTES = 256 * 1024;
    /** Marks a request whose error was already written, so the 404 page does not replace it. */
    private static final String ANSWERED = "plyyard.answered";
    private static final String CONTENT_SECURITY_POLICY = "default-src 'self'; script-src 'self'; "
            + "style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self' ws: wss:; "
            + "frame-ancestors 'none'; base-uri 'none'; form-action 'self'";

    private WebApp() {
    }

    public static Javalin create(Rooms rooms, ReportStore reports, ServerOptions options) {
        HttpApi api = new HttpApi(rooms);
        GameSocket socket = new GameSocket(rooms);
        LearnApi learn = new LearnApi(reports, BuildInfo.detect());
        return Javalin.create(config -> {
            config.concurrency.useVirtualThreads = true;
            config.http.maxRequestSize = MAX_BODY_BYTES;
            config.jsonMapper(new JavalinJackson(Json.MAPPER, true));
            config.staticFiles.add("/web", Location.CLASSPATH);
            config.jetty.modifyWebSocketServletFactory(factory ->
                    factory.setMaxTextMessageSize(GameSocket.MAX_MESSAGE_CHARS * 4L));
            config.routes.before(ctx -> {
                ctx.header("Content-Security-Policy", CONTENT_SECURITY_POLICY);
                ctx.header("X-Content-Type-Options", "nosniff");
                ctx.header("Referrer-Policy", "no-referrer");
            });
            api.routes(config.routes);
            learn.routes(config.routes);
            config.routes.get("/g/{id}", WebApp::gamePage);
            config.routes.get("/learn", WebApp::gamePage);
            config.routes.get("/learn/{game}", WebApp::learnPage);
            config.routes.ws("/ws/games/{id}", socket::configure);
            config.routes.exception(ApiError.class, (e, ctx) -> {
                ctx.attribute(ANSWERED, Boolean.TRUE);
                ctx.status(e.httpStatus()).json(Map.of("error", Map.of("code", e.code(), "message", e.getMessage())));
            });
            config.routes.exception(Exception.class, (e, ctx) -> {
                LOG.error("{} {} failed", ctx.method(), ctx.path(), e);
                ctx.status(500).json(Map.of("error", Map.of("code", "internal", "message", "the server failed")));
            });
            config.routes.error(404, ctx -> {
                if (ctx.path().startsWith("/api/") && ctx.attribute(ANSWERED) == null) {
                    ctx.json(Map.of("error", Map.of("code", "not-found", "message", "no such API path")));
                }
            });
        });
    }

    /** {@code /learn/{game}} is a page; {@code /learn/{game}.json} the lesson data in web/learn/ that the page reads. */
    private static void learnPage(Context ctx) throws IOException {
        String name = ctx.pathParam("game");
        if (!name.endsWith(".json")) {
            gamePage(ctx);
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

    /** Game links and the Learn pages are served by the front end, which routes them itself. */
    private static void gamePage(Context ctx) throws IOException {
        String page = WebApp.class.getResource("/web/game.html") != null ? "/web/game.html" : "/web/index.html";
        try (InputStream in = WebApp.class.getResourceAsStream(page)) {
            if (in == null) {
                throw new ApiError("not-found", 404, "the front end is missing from this build");
            }
            ctx.contentType("text/html; charset=utf-8").result(in.readAllBytes());
        }
    }
}
