package com.plyyard.table;

import com.plyyard.engine.Colour;

/**
 * A seat of a game: who plays one colour. An open seat waits for a visitor of the share link.
 *
 * @param tokenHash the SHA-256 of the seat token, null for open and computer seats
 */
public record Seat(int index, Colour colour, Kind kind, Integer level, String name, String tokenHash) {

    public enum Kind {
        HUMAN, OPEN, COMPUTER;

        public String id() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }
    }

    public Seat taken(String name, String tokenHash) {
        return new Seat(index, colour, Kind.HUMAN, null, name, tokenHash);
    }

    public Seat computer(int level) {
        return new Seat(index, colour, Kind.COMPUTER, level, null, null);
    }
}
