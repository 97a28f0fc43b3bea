package com.plyyard.server.room;

import com.plyyard.engine.Colour;
import com.plyyard.server.store.GameStore;

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

    /** A stored seat of a game played with {@code colours}. */
    static Seat of(GameStore.SeatRow row, java.util.List<Colour> colours) {
        return new Seat(row.seat(), colours.get(row.seat()), Kind.valueOf(row.kind().toUpperCase(java.util.Locale.ROOT)),
                row.level(), row.name(), row.tokenHash());
    }

    Seat taken(String name, String tokenHash) {
        return new Seat(index, colour, Kind.HUMAN, null, name, tokenHash);
    }

    Seat computer(int level) {
        return new Seat(index, colour, Kind.COMPUTER, level, null, null);
    }
}
