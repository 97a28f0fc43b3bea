package com.plyyard.ai;

import com.plyyard.engine.Game;
import com.plyyard.engine.Games;
import java.util.Map;

/**
 * How long the computer thinks a move, per game: level 8 thinks that long, levels 1–7 stop at
 * their node budget or at that time, whichever comes first (so a slow machine still answers).
 *
 * @param everyGame milliseconds for the games without a time of their own
 * @param byGame milliseconds by game id, for the games that think longer or shorter
 */
public record ThinkingTimes(long everyGame, Map<String, Long> byGame) {

    /** @throws IllegalArgumentException for a time that is not positive or a key that is not a game's id */
    public ThinkingTimes {
        if (everyGame <= 0 || byGame.values().stream().anyMatch(millis -> millis <= 0)) {
            throw new IllegalArgumentException("thinking times must be positive: " + everyGame + " " + byGame);
        }
        for (String id : byGame.keySet()) {
            if (!Games.byId(id).id().equals(id)) {
                throw new IllegalArgumentException("thinking times are kept by game id: " + Games.byId(id).id()
                        + ", not " + id);
            }
        }
        byGame = Map.copyOf(byGame);
    }

    /** {@link Level#DEFAULT_MILLIS} for every game. */
    public static ThinkingTimes defaults() {
        return everyGame(Level.DEFAULT_MILLIS);
    }

    public static ThinkingTimes everyGame(long millis) {
        return new ThinkingTimes(millis, Map.of());
    }

    public long millis(Game game) {
        return byGame.getOrDefault(game.id(), everyGame);
    }

    /** The longest time of any game. */
    public long longest() {
        return Math.max(everyGame, byGame.values().stream().mapToLong(Long::longValue).max().orElse(everyGame));
    }
}
