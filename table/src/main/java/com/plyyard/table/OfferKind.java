package com.plyyard.table;

import java.util.Arrays;
import java.util.Locale;

/**
 * What a player may ask the others for besides a draw (which keeps its own events): to take the
 * asker's last move back while the game goes on, or to play again once it is over.
 */
public enum OfferKind {
    TAKEBACK, REMATCH;

    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** @throws IllegalArgumentException for a word that names no offer */
    public static OfferKind of(String id) {
        return Arrays.stream(values()).filter(kind -> kind.id().equals(id)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("an offer is a takeback or a rematch, not '" + id + "'"));
    }
}
