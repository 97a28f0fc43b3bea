package com.plyyard.server.web;

import com.plyyard.server.room.GameRoom;
import com.plyyard.server.room.Listener;
import com.plyyard.server.room.Outgoing;
import io.javalin.websocket.WsContext;
import java.util.Set;

/** One browser connection to one game: the seats it proved it holds, and a rate limit. */
final class SocketSession implements Listener {
    /** Messages a connection may send in one second before it is told to slow down. */
    private static final int MESSAGES_PER_SECOND = 20;

    private final WsContext context;
    private final GameRoom room;
    private volatile Set<Integer> seats = Set.of();
    private long windowStart;
    private int inWindow;

    SocketSession(WsContext context, GameRoom room) {
        this.context = context;
        this.room = room;
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

    /** Whether one more message fits in this second's allowance. */
    synchronized boolean allowMessage() {
        long now = System.nanoTime();
        if (now - windowStart > 1_000_000_000L) {
            windowStart = now;
            inWindow = 0;
        }
        return ++inWindow <= MESSAGES_PER_SECOND;
    }
}
