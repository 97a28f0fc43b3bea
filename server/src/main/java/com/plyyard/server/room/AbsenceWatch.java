package com.plyyard.server.room;

import java.util.HashMap;
import java.util.Map;
import java.util.Set;

/**
 * Since when each seat of a game has had no connection on any node, as this node has seen it.
 * A seat not connected since the room opened here (the game was created, or loaded after a
 * restart or an eviction) counts from that opening, so a server restart never makes a player
 * look long gone. Not thread-safe: its room guards it.
 */
final class AbsenceWatch {
    private final Map<Integer, Long> awaySince = new HashMap<>();

    AbsenceWatch(int seats, long openedAt) {
        for (int seat = 0; seat < seats; seat++) {
            awaySince.put(seat, openedAt);
        }
    }

    /** Takes note of who is connected {@code now}: a seat that has just gone counts from now. */
    void seen(Set<Integer> connected, long now) {
        for (Map.Entry<Integer, Long> entry : awaySince.entrySet()) {
            if (connected.contains(entry.getKey())) {
                entry.setValue(null);
            } else if (entry.getValue() == null) {
                entry.setValue(now);
            }
        }
    }

    /** Since when {@code seat} has been away; null while it is connected. Call {@link #seen} first. */
    Long awaySince(int seat) {
        return awaySince.get(seat);
    }
}
