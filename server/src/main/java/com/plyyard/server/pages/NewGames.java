package com.plyyard.server.pages;

import com.plyyard.server.room.GameSetup;
import com.plyyard.server.room.Rooms;

/**
 * How the home page's forms start a game when posted without JavaScript: the same calls the
 * HTTP API makes for {@code POST /api/games} and {@code POST /api/records}.
 */
public interface NewGames {
    Rooms.Taken create(GameSetup setup);

    Rooms.Taken importRecord(String record);
}
