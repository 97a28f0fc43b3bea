package com.plyyard.engine.chinesecheckers;

import com.plyyard.engine.Colour;
import com.plyyard.engine.NotationException;
import com.plyyard.engine.Settings;
import java.util.Collection;
import java.util.List;
import java.util.OptionalInt;
import java.util.SortedSet;
import java.util.TreeSet;

/**
 * Chinese checkers settings: 2, 3, 4 or 6 players (CC-2) and three independent options.
 *
 * @param longJump CC-14, option {@code long-jump}
 * @param fillBlockedTarget CC-15, option {@code fill-blocked-target}
 * @param playForPlaces CC-12/CC-16, option {@code play-for-places}
 */
public record ChineseCheckersSettings(int players, boolean longJump, boolean fillBlockedTarget,
        boolean playForPlaces) implements Settings {

    /** The most players a star seats: one on each of its six points. */
    public static final int MAX_PLAYERS = 6;
    /** CC-2: the player counts the star is played by. */
    public static final List<Integer> PLAYER_COUNTS = List.of(2, 3, 4, 6);
    public static final String LONG_JUMP = "long-jump";
    public static final String FILL_BLOCKED_TARGET = "fill-blocked-target";
    public static final String PLAY_FOR_PLACES = "play-for-places";
    public static final List<String> OPTION_NAMES = List.of(LONG_JUMP, FILL_BLOCKED_TARGET, PLAY_FOR_PLACES);

    public ChineseCheckersSettings {
        if (!PLAYER_COUNTS.contains(players)) {
            throw new NotationException("Chinese checkers is played by 2, 3, 4 or 6 players, not " + players);
        }
    }

    public static ChineseCheckersSettings of(OptionalInt players, Collection<String> options) {
        for (String option : options) {
            if (!OPTION_NAMES.contains(option)) {
                throw new NotationException("unknown Chinese checkers option '" + option + "' (known: "
                        + String.join(", ", OPTION_NAMES) + ")");
            }
        }
        return new ChineseCheckersSettings(players.orElse(2), options.contains(LONG_JUMP),
                options.contains(FILL_BLOCKED_TARGET), options.contains(PLAY_FOR_PLACES));
    }

    /** The camps in play, in turn order (CC-2). */
    public List<Camp> camps() {
        return switch (players) {
            case 2 -> List.of(Camp.SOUTH, Camp.NORTH);
            case 3 -> List.of(Camp.SOUTH, Camp.NORTH_WEST, Camp.NORTH_EAST);
            case 4 -> List.of(Camp.SOUTH, Camp.NORTH_WEST, Camp.NORTH, Camp.SOUTH_EAST);
            default -> List.of(Camp.values());
        };
    }

    @Override
    public List<Colour> colours() {
        return camps().stream().map(Camp::colour).toList();
    }

    @Override
    public SortedSet<String> options() {
        SortedSet<String> on = new TreeSet<>();
        if (longJump) {
            on.add(LONG_JUMP);
        }
        if (fillBlockedTarget) {
            on.add(FILL_BLOCKED_TARGET);
        }
        if (playForPlaces) {
            on.add(PLAY_FOR_PLACES);
        }
        return on;
    }
}
