package com.plyyard.engine.jungle;

import com.plyyard.engine.Colour;

/** A piece on the Jungle board: whose it is and which animal. */
public record JunglePiece(Colour colour, Animal animal) {
    @Override
    public String toString() {
        return colour.name().toLowerCase(java.util.Locale.ROOT) + " " + animal.title();
    }
}
