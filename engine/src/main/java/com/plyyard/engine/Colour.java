package com.plyyard.engine;

import java.util.Locale;

/** The colours a seat can play, with the one-letter code used by every notation. */
public enum Colour {
    RED('r'), BLUE('b'), YELLOW('y'), GREEN('g'), PURPLE('p'), ORANGE('o');

    private final char letter;

    Colour(char letter) {
        this.letter = letter;
    }

    /** Lower-case letter, as in the side-to-move field of a position. */
    public char letter() {
        return letter;
    }

    /** Capitalised English name, as used for record headers ({@code Red}, {@code Blue} …). */
    public String title() {
        String lower = name().toLowerCase(Locale.ROOT);
        return Character.toUpperCase(lower.charAt(0)) + lower.substring(1);
    }

    /** The colour with this letter, in either case, or null. */
    public static Colour ofLetter(char c) {
        char lower = Character.toLowerCase(c);
        for (Colour colour : values()) {
            if (colour.letter == lower) {
                return colour;
            }
        }
        return null;
    }
}
