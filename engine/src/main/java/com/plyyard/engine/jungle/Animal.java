package com.plyyard.engine.jungle;

import java.util.Locale;

/**
 * The eight animals of Dou Shou Qi, weakest first (JU-2). The ordinal is the piece type used by
 * the search board; the rank is {@code ordinal() + 1}.
 */
public enum Animal {
    RAT('R'), CAT('C'), DOG('D'), WOLF('W'), LEOPARD('P'), TIGER('T'), LION('L'), ELEPHANT('E');

    /** Every animal, so the hot paths need not clone {@link #values()}. */
    static final Animal[] ALL = values();

    private final char letter;

    Animal(char letter) {
        this.letter = letter;
    }

    /** JU-2: rat 1 … elephant 8. */
    public int rank() {
        return ordinal() + 1;
    }

    /** The upper-case notation letter (red's); blue writes it in lower case. */
    public char letter() {
        return letter;
    }

    /** Whether this animal may jump across a river (JU-5). */
    public boolean jumpsRivers() {
        return this == TIGER || this == LION;
    }

    /** The English name in lower case, as in error messages. */
    public String title() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The animal with this notation letter, in either case, or null. */
    static Animal ofLetter(char c) {
        char upper = Character.toUpperCase(c);
        for (Animal animal : ALL) {
            if (animal.letter == upper) {
                return animal;
            }
        }
        return null;
    }
}
