package com.plyyard.cli;

import com.plyyard.ai.Level;
import com.plyyard.ai.ThinkingTimes;
import com.plyyard.engine.Games;
import com.plyyard.engine.NotationException;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The computer's thinking time as {@code serve} takes it: entries {@code MS} (every game) and
 * {@code GAME=MS} (one game), from repeated {@code --computer-time} flags or the comma-separated
 * {@code PLYYARD_COMPUTER_TIME}. The bounds keep a typo from making the computer answer at once
 * at level 8 or leave a player waiting for minutes.
 */
final class ComputerTimeSetting {
    private static final int MIN_MILLIS = 50;
    private static final int MAX_MILLIS = 60_000;

    private ComputerTimeSetting() {
    }

    /**
     * @param source the flag or variable the entries come from, to name it in errors
     * @throws UsageException for an unknown game, a time out of bounds, or a game given twice
     */
    static ThinkingTimes parse(List<String> entries, String source) {
        Long everyGame = null;
        Map<String, Long> byGame = new HashMap<>();
        for (String entry : entries) {
            int equals = entry.indexOf('=');
            if (equals < 0) {
                long millis = millis(entry.strip(), source + " (milliseconds)");
                if (everyGame != null) {
                    throw new UsageException(source + " gives the time of every game twice");
                }
                everyGame = millis;
                continue;
            }
            String game = gameId(entry.substring(0, equals).strip(), source);
            long millis = millis(entry.substring(equals + 1).strip(), source + " (milliseconds for " + game + ")");
            if (byGame.put(game, millis) != null) {
                throw new UsageException(source + " gives the time of " + game + " twice");
            }
        }
        return new ThinkingTimes(everyGame == null ? Level.DEFAULT_MILLIS : everyGame, byGame);
    }

    private static long millis(String text, String what) {
        return WholeNumber.parse(text, what, MIN_MILLIS, MAX_MILLIS);
    }

    private static String gameId(String text, String source) {
        try {
            return Games.byId(text).id();
        } catch (NotationException e) {
            throw new UsageException(source + ": " + e.getMessage());
        }
    }
}
