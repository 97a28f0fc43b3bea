package com.plyyard.server.web;

import com.plyyard.server.room.GameRoom;
import com.plyyard.server.room.Listener;
import com.plyyard.server.room.Outbound;
import com.plyyard.server.room.ServerMessage;
import java.util.Set;

/**
 * One browser connection to one game: the seats it proved it holds, its message allowance, and
 * its bounded outbox.
 */
final class SocketSession implements Listener {
    private final String gameId;
    private final TokenBucket messageAllowance;
    private final Outbox outbox;
    private volatile GameRoom room;
    private volatile Set<Integer> seats = Set.of();

    SocketSession(String gameId, GameRoom room, TokenBucket messageAllowance, Outbox outbox) {
        this.gameId = gameId;
        this.room = room;
        this.messageAllowance = messageAllowance;
        this.outbox = outbox;
    }

    TokenBucket messageAllowance() {
        return messageAllowance;
    }

    String gameId() {
        return gameId;
    }

    GameRoom room() {
        return room;
    }

    /** The game's room was evicted and loaded again: this session follows the new one. */
    void moveTo(GameRoom loaded) {
        room = loaded;
    }

    @Override
    public Set<Integer> seats() {
        return seats;
    }

    void holdSeats(Set<Integer> held) {
        seats = Set.copyOf(held);
    }

    @Override
    public void deliver(Outbound message) {
        outbox.offer(message.written(ServerMessages::text));
    }

    void send(ServerMessage message) {
        deliver(new Outbound(message));
    }
}
