package com.plyyard.server.web;

import com.plyyard.server.room.GameRoom;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The games held in memory, for {@code plyyard_games_open}. Every game reaches memory through
 * the web layer (created, imported, joined or first fetched) and {@code Rooms} keeps it open from
 * then on, so the ids seen here are the games in memory. Should rooms ever be closed, this gauge
 * has to ask {@code Rooms} instead.
 */
final class OpenGames {
    private final Set<String> ids = ConcurrentHashMap.newKeySet();

    GameRoom seen(GameRoom room) {
        ids.add(room.id());
        return room;
    }

    int count() {
        return ids.size();
    }
}
