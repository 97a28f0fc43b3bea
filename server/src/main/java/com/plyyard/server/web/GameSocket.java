package com.plyyard.server.web;

import com.plyyard.server.observe.Metrics;
import com.plyyard.server.room.ApiError;
import com.plyyard.server.store.Database;
import com.plyyard.server.room.GameRoom;
import com.plyyard.server.room.Outgoing;
import io.javalin.websocket.WsConfig;
import io.javalin.websocket.WsContext;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** The WebSocket channel {@code /ws/games/{id}} of docs/protocol.md. */
final class GameSocket {
    private static final Logger LOG = LoggerFactory.getLogger(GameSocket.class);

    private final GameCommands commands;
    private final RateLimit perConnection;
    private final int maxMessageChars;
    private final Metrics metrics;
    private final Map<String, SocketSession> sessions = new ConcurrentHashMap<>();

    GameSocket(GameCommands commands, WebOptions options, Metrics metrics) {
        this.commands = commands;
        this.perConnection = new RateLimit("socket", "messages on this connection", options.socketRate(),
                options.socketBurst(), metrics);
        this.maxMessageChars = options.maxMessageChars();
        this.metrics = metrics;
    }

    void configure(WsConfig ws) {
        ws.onConnect(this::connect);
        ws.onMessage(ctx -> receive(ctx, ctx.message()));
        ws.onClose(ctx -> close(ctx.sessionId()));
        ws.onError(ctx -> close(ctx.sessionId()));
    }

    int openSockets() {
        return sessions.size();
    }

    private void connect(WsContext ctx) {
        try {
            GameRoom room = commands.room(ctx.pathParam("id"));
            sessions.put(ctx.sessionId(), new SocketSession(ctx, room, perConnection.newBucket()));
        } catch (ApiError e) {
            ctx.send(Json.write(error(e)));
            ctx.closeSession(4404, e.code());
        } catch (RuntimeException e) {
            if (!Database.isUnavailable(e)) {
                throw e;
            }
            // 1013, "try again later": the page reconnects by itself once the database is back
            ctx.send(Json.write(error(ApiError.databaseUnavailable())));
            ctx.closeSession(1013, "unavailable");
        }
    }

    private void close(String sessionId) {
        SocketSession session = sessions.remove(sessionId);
        if (session != null) {
            session.room().detach(session);
        }
    }

    private void receive(WsContext ctx, String text) {
        long receivedAt = System.nanoTime();
        SocketSession session = sessions.get(ctx.sessionId());
        if (session == null) {
            return;
        }
        try {
            perConnection.take(session.messageAllowance());
            if (text.length() > maxMessageChars) {
                throw new ApiError("too-large", 413, "a message may have at most " + maxMessageChars + " characters");
            }
            handle(session, ClientMessage.parse(text), receivedAt);
        } catch (ApiError e) {
            session.deliver(error(e));
        } catch (RuntimeException e) {
            if (Database.isUnavailable(e)) {
                LOG.atWarn().addKeyValue("game", session.room().id()).log("database unreachable: " + e.getMessage());
                session.deliver(error(ApiError.databaseUnavailable()));
                return;
            }
            // The message itself stays out of the log: it is the client's text, which could forge log lines.
            LOG.atError().addKeyValue("game", session.room().id()).setCause(e).log("message failed");
            session.deliver(error(new ApiError("internal", 500, "the server failed")));
        }
    }

    private void handle(SocketSession session, ClientMessage message, long receivedAt) {
        GameRoom room = session.room();
        switch (message.type()) {
            case "hello" -> {
                ClientMessage.Hello hello = message.data(ClientMessage.Hello.class);
                var held = room.seatsHeldBy(hello.token());
                session.holdSeats(held);
                room.attach(session);
                session.deliver(new Outgoing("welcome", Map.of("seats", held, "spectator", held.isEmpty())));
                session.deliver(new Outgoing("state", room.state()));
                if (hello.token() != null && !hello.token().isEmpty() && held.isEmpty()) {
                    session.deliver(error(new ApiError("not-a-player", 403,
                            "this token holds no seat of this game; you are watching")));
                }
            }
            case "sync" -> session.deliver(new Outgoing("state", room.state()));
            case "hops" -> {
                ClientMessage.PathData path = message.data(ClientMessage.PathData.class);
                session.deliver(new Outgoing("hops", room.hops(path.path())));
            }
            case "new-game", "rematch" -> commands.successor(room, session.seats());
            case "ping" -> session.deliver(new Outgoing("pong", Map.of()));
            default -> commands.apply(room, message.command(), session.seats(), receivedAt);
        }
    }

    /** An error message, counted by its code. */
    private Outgoing error(ApiError e) {
        metrics.error(e.code());
        return new Outgoing("error", Map.of("code", e.code(), "message", e.getMessage()));
    }
}
