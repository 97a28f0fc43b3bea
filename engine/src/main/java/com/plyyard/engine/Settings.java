package com.plyyard.engine;

import java.util.SortedSet;

/** A game's settings: how many players and which named options are on. */
public interface Settings {
    int players();

    /**
     * The options that are on, by their public names (such as {@code long-jump}), sorted: a new set
     * on each call, which the caller may keep or change (not a read-only view: the browser build's
     * class library, TeaVM's, has no {@code Collections.unmodifiableSortedSet}).
     */
    SortedSet<String> options();

    /** The colours that play, in turn order (the first moves first). */
    java.util.List<Colour> colours();

    /** Whether the game has a choice of player count and options, written in records' headers. */
    default boolean configurable() {
        return true;
    }
}
