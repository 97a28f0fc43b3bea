package com.plyyard.server.web;

import com.plyyard.server.room.ApiError;
import com.plyyard.server.room.Command;
import com.plyyard.server.room.GameRoom;
import com.plyyard.server.room.Outgoing;
import com.plyyard.server.room.Rooms;
import io.javalin.websocket.WsConfig;
import io.javalin.websocket.WsContext;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** The WebSocket channel {@code /ws/games/{id}} of docs/protocol.md. */
final class GameSocket {
    private static final Logger LOG = LoggerFactory.getLogger(GameSocket.class);
    static final int MAX_MESSAGE_CHARS = 4096;

    private final Rooms rooms;
    private final Map<String, SocketSession> sessions = new ConcurrentHashMap<>();

    GameSocket(Rooms rooms) {
        this.rooms = rooms;
    }

    void configure(WsConfig ws) {
        ws.onConnect(this::connect);
        ws.onMessage(ctx -> receive(ctx, ctx.message()));
        ws.onClose(ctx -> close(ctx.sessionId()));
        ws.onError(ctx -> close(ctx.sessionId()));
    }

    private void connect(WsContext ctx) {
        try {
            GameRoom room = rooms.get(ctx.pathParam("id"));
            sessions.put(ctx.sessionId(), new SocketSession(ctx, room));
        } catch (ApiError e) {
            ctx.send(Json.write(error(e)));
            ctx.closeSession(4404, e.code());
        }
    }

    private void close(String sessionId) {
        SocketSession session = sessions.remove(sessionId);
        if (session != null) {
            session.room().detach(session);
        }
    }

    private void receive(WsContext ctx, String text) {
        SocketSession session = sessions.get(ctx.sessionId());
        if (session == null) {
            return;
        }
        try {
            if (text.length() > MAX_MESSAGE_CHARS) {
                throw new ApiError("too-large", 413, "a message may have at most " + MAX_MESSAGE_CHARS + " characters");
            }
            if (!session.allowMessage()) {
                throw new ApiError("rate-limited", 429, "too many messages; wait a moment");
            }
            handle(session, ClientMessage.parse(text));
        } catch (ApiError e) {
            session.deliver(error(e));
        } catch (RuntimeException e) {
            LOG.error("game {}: message failed: {}", session.room().id(), text, e);
            session.deliver(new Outgoing("error", Map.of("code", "internal", "message", "the server failed")));
        }
    }

    private void handle(SocketSession session, ClientMessage message) {
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
            case "new-game", "rematch" -> rooms.successor(room, session.seats());
            case "ping" -> session.deliver(new Outgoing("pong", Map.of()));
            default -> {
                Command command = message.command();
                room.handle(command, session.seats());
            }
        }
    }

    static Outgoing error(ApiError e) {
        return new Outgoing("error", Map.of("code", e.code(), "message", e.getMessage()));
    }
}
