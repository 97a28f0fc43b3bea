package com.plyyard.server.web;

import com.plyyard.server.room.GameRoom;
import com.plyyard.server.room.Listener;
import com.plyyard.server.room.Outgoing;
import io.javalin.websocket.WsContext;
import java.util.Set;

/** One browser connection to one game: the seats it proved it holds, and its message allowance. */
final class SocketSession implements Listener {
    private final WsContext context;
    private final GameRoom room;
    private final TokenBucket messageAllowance;
    private volatile Set<Integer> seats = Set.of();

    SocketSession(WsContext context, GameRoom room, TokenBucket messageAllowance) {
        this.context = context;
        this.room = room;
        this.messageAllowance = messageAllowance;
    }

    TokenBucket messageAllowance() {
        return messageAllowance;
    }

    GameRoom room() {
        return room;
    }

    @Override
    public Set<Integer> seats() {
        return seats;
    }

    void holdSeats(Set<Integer> held) {
        seats = Set.copyOf(held);
    }

    @Override
    public void deliver(Outgoing message) {
        String text = Json.write(message);
        // Jetty allows one blocking write at a time per session.
        synchronized (this) {
            if (context.session.isOpen()) {
                context.send(text);
            }
        }
    }
}
