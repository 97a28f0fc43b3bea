package com.plyyard.server.pages;

import com.plyyard.engine.Game;
import com.plyyard.engine.Games;
import com.plyyard.engine.Settings;
import com.plyyard.table.GameState;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.OptionalInt;

/**
 * The link-preview pictures of games: the current position as a PNG, drawn once per game and
 * version and kept for the most recently asked games (a shared link is fetched by every chat
 * that shows it, a game changes only when a move is played).
 */
final class GamePreviews {
    private static final int KEPT = 256;

    private record Drawn(int version, byte[] png) {
    }

    private final Map<String, Drawn> drawn = new LinkedHashMap<>(KEPT, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, Drawn> eldest) {
            return size() > KEPT;
        }
    };

    /** The picture of the game's position at this state's version. */
    byte[] png(GameState state) {
        synchronized (drawn) {
            Drawn kept = drawn.get(state.id());
            if (kept != null && kept.version() == state.v()) {
                return kept.png();
            }
        }
        Game game = Games.byId(state.game());
        Settings settings = game.settings(OptionalInt.of(state.players()), state.options());
        byte[] png = BoardPng.draw(game, game.layout(settings), game.parsePosition(settings, state.position()));
        synchronized (drawn) {
            drawn.put(state.id(), new Drawn(state.v(), png));
        }
        return png;
    }
}
