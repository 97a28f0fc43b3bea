package com.plyyard.engine;

import java.util.Collection;
import java.util.List;
import java.util.OptionalInt;
import java.util.SortedSet;
import java.util.TreeSet;

/** The settings of a game for red and blue with no options (Halma, Dou Shou Qi). */
public record RedBlueSettings() implements Settings {
    public static final RedBlueSettings INSTANCE = new RedBlueSettings();
    public static final List<Integer> PLAYER_COUNTS = List.of(2);

    /** Accepts only what such a game allows: two players and no option. */
    public static RedBlueSettings of(String gameId, OptionalInt players, Collection<String> options) {
        if (players.isPresent() && players.getAsInt() != 2) {
            throw new NotationException(gameId + " is played by 2 players, not " + players.getAsInt());
        }
        if (!options.isEmpty()) {
            throw new NotationException(gameId + " has no option '" + options.iterator().next() + "'");
        }
        return INSTANCE;
    }

    @Override
    public int players() {
        return 2;
    }

    @Override
    public SortedSet<String> options() {
        return new TreeSet<>();
    }

    @Override
    public boolean configurable() {
        return false;
    }

    @Override
    public List<Colour> colours() {
        return List.of(Colour.RED, Colour.BLUE);
    }
}
