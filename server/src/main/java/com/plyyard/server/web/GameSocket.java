package com.plyyard.server.web;

import com.plyyard.server.observe.Metrics;
import com.plyyard.server.room.GameRoom;
import com.plyyard.server.room.ServerMessage;
import com.plyyard.server.store.Database;
import com.plyyard.table.ApiError;
import io.javalin.websocket.WsConfig;
import io.javalin.websocket.WsContext;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.LongAdder;
import org.eclipse.jetty.websocket.api.Callback;
import org.eclipse.jetty.websocket.api.Session;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** The WebSocket channel {@code /ws/games/{id}} of docs/protocol.md. */
final class GameSocket implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(GameSocket.class);
    /** The close code of a socket whose outbox overflowed: the client reconnects and resyncs. */
    static final int TOO_SLOW = 4008;
    /** How long a closing slow socket may take to read its close frame before it is cut off. */
    private static final long CLOSE_GRACE_MILLIS = 2_000;

    private final GameCommands commands;
    private final RateLimit perConnection;
    private final WebOptions options;
    private final Metrics metrics;
    private final Map<String, SocketSession> sessions = new ConcurrentHashMap<>();
    private final LongAdder tooSlow = new LongAdder();
    private final LongAdder sendFailures = new LongAdder();
    private final ScheduledExecutorService cutter = Executors.newSingleThreadScheduledExecutor(
            Thread.ofPlatform().name("socket-cutter").daemon().factory());

    GameSocket(GameCommands commands, WebOptions options, Metrics metrics) {
        this.commands = commands;
        this.perConnection = new RateLimit("socket", "messages on this connection", options.socketRate(),
                options.socketBurst(), metrics);
        this.options = options;
        this.metrics = metrics;
    }

    void configure(WsConfig ws) {
        ws.onConnect(this::connect);
        ws.onMessage(ctx -> receive(ctx, ctx.message()));
        ws.onBinaryMessage(ctx -> {
            SocketSession session = sessions.get(ctx.sessionId());
            if (session != null) {
                session.send(error(ApiError.badRequest("messages are JSON text frames; binary frames are not read")));
            }
        });
        ws.onClose(ctx -> close(ctx.sessionId()));
        ws.onError(ctx -> close(ctx.sessionId()));
    }

    int openSockets() {
        return sessions.size();
    }

    /** Sockets closed because they did not read their messages fast enough. */
    long closedTooSlow() {
        return tooSlow.sum();
    }

    /** Messages Jetty failed to write (the socket is then closed). */
    long failedSends() {
        return sendFailures.sum();
    }

    @Override
    public void close() {
        cutter.shutdownNow();
    }

    private void connect(WsContext ctx) {
        try {
            String gameId = ctx.pathParam("id");
            GameRoom room = commands.room(gameId);
            String sessionId = ctx.sessionId();
            Session jetty = ctx.session;
            Outbox outbox = new Outbox(jetty, options.outboxMessages(), options.outboxBytes(), new Outbox.Failure() {
                @Override
                public void tooSlow() {
                    tooSlow.increment();
                    closeAndCut(sessionId, jetty, TOO_SLOW, "too-slow");
                }

                @Override
                public void sendFailed(Throwable cause) {
                    sendFailures.increment();
                    LOG.atDebug().addKeyValue("game", gameId).log("send failed: " + cause);
                    closeAndCut(sessionId, jetty, 1011, "send-failed");
                }
            });
            sessions.put(sessionId, new SocketSession(gameId, room, perConnection.newBucket(), outbox));
        } catch (ApiError e) {
            ctx.send(ServerMessages.text(error(e)));
            ctx.closeSession(4404, e.code());
        } catch (RuntimeException e) {
            if (!Database.isUnavailable(e)) {
                throw e;
            }
            // 1013, "try again later": the page reconnects by itself once the database is back
            ctx.send(ServerMessages.text(error(ApiError.databaseUnavailable())));
            ctx.closeSession(1013, "unavailable");
        }
    }

    /**
     * Stops listening for the session, sends it a close frame and, if it has not read it within
     * the grace time (a client that stopped reading never will), cuts the connection.
     */
    private void closeAndCut(String sessionId, Session jetty, int code, String reason) {
        close(sessionId);
        jetty.close(code, reason, Callback.NOOP);
        try {
            cutter.schedule(() -> {
                if (jetty.isOpen()) {
                    jetty.disconnect();
                }
            }, CLOSE_GRACE_MILLIS, TimeUnit.MILLISECONDS);
        } catch (RejectedExecutionException stopping) {
            // the server is stopping: it closes every connection itself
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
            if (text.length() > options.maxMessageChars()) {
                throw new ApiError("too-large", 413, "a message may have at most " + options.maxMessageChars()
                        + " characters");
            }
            handle(session, ClientMessage.parse(text), receivedAt);
        } catch (ApiError e) {
            session.send(error(e));
        } catch (RuntimeException e) {
            if (Database.isUnavailable(e)) {
                LOG.atWarn().addKeyValue("game", session.gameId()).log("database unreachable: " + e.getMessage());
                session.send(error(ApiError.databaseUnavailable()));
                return;
            }
            // The message itself stays out of the log: it is the client's text, which could forge log lines.
            LOG.atError().addKeyValue("game", session.gameId()).setCause(e).log("message failed");
            session.send(error(new ApiError("internal", 500, "the server failed")));
        }
    }

    private void handle(SocketSession session, ClientMessage message, long receivedAt) {
        switch (message) {
            case ClientMessage.Hello hello -> hello(session, hello);
            case ClientMessage.Sync sync -> session.send(new ServerMessage.State(session.room().state()));
            case ClientMessage.Hops hops -> session.send(new ServerMessage.Hops(session.room().hops(hops.path())));
            case ClientMessage.Next next -> commands.successor(session.room(), session.seats());
            case ClientMessage.Ping ping -> session.send(new ServerMessage.Pong());
            case ClientMessage.Order order -> commands.apply(session.room(), order.command(), session.seats(), receivedAt);
        }
    }

    private void hello(SocketSession session, ClientMessage.Hello hello) {
        GameRoom room = session.room();
        var held = room.seatsHeldBy(hello.token());
        session.holdSeats(held);
        while (!room.attach(session, state -> {
            session.send(new ServerMessage.Welcome(held, held.isEmpty()));
            session.send(new ServerMessage.State(state));
        })) {
            // evicted while this socket said nothing yet: follow the game into its reloaded room
            room = commands.room(session.gameId());
            session.moveTo(room);
        }
        if (hello.token() != null && !hello.token().isEmpty() && held.isEmpty()) {
            session.send(error(new ApiError("not-a-player", 403,
                    "this token holds no seat of this game; you are watching")));
        }
    }

    /** An error message, counted by its code. */
    private ServerMessage.Error error(ApiError e) {
        metrics.error(e.code());
        return ServerMessage.Error.of(e);
    }
}
