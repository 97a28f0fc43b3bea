package com.plyyard.server.pages;

import com.plyyard.engine.Colour;
import com.plyyard.engine.Game;
import com.plyyard.engine.chinesecheckers.ChineseCheckers;
import com.plyyard.engine.halma.Halma;
import com.plyyard.engine.jungle.Animal;
import com.plyyard.engine.jungle.Jungle;
import java.util.Locale;
import java.util.Optional;

/**
 * How a piece letter of a position ({@code notation.md}) is drawn: its colour, and for a Jungle
 * animal its rank and which animal it is. The server-side twin of the front end's game modules'
 * {@code piece}: both only read the notation's letters.
 */
record PieceLook(Colour colour, Optional<Animal> animal) {

    /** The colour's CSS name, as the front end's classes use it ({@code piece-red}). */
    String colourName() {
        return colour.name().toLowerCase(Locale.ROOT);
    }

    static Optional<PieceLook> of(Game game, char letter) {
        return switch (game) {
            case ChineseCheckers c -> race(letter);
            case Halma h -> race(letter);
            case Jungle j -> {
                char upper = Character.toUpperCase(letter);
                Optional<Animal> animal = java.util.Arrays.stream(Animal.values())
                        .filter(a -> a.letter() == upper).findFirst();
                yield animal.map(a -> new PieceLook(letter == upper ? Colour.RED : Colour.BLUE, Optional.of(a)));
            }
        };
    }

    private static Optional<PieceLook> race(char letter) {
        return Optional.ofNullable(Colour.ofLetter(letter)).map(colour -> new PieceLook(colour, Optional.empty()));
    }
}
