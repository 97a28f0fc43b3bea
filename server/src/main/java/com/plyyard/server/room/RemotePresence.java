package com.plyyard.server.room;

import java.time.Clock;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The seats of one game connected to other nodes, as each node last said, forgotten once a node
 * has been silent too long (stopped, or cut off).
 */
final class RemotePresence {
    /** How often a node repeats who is connected to it, and after how long silence it is forgotten. */
    static final long REPEAT_MILLIS = 5_000;
    static final long EXPIRY_MILLIS = 3 * REPEAT_MILLIS;

    private record Said(Set<Integer> seats, long at) {
    }

    private final Clock clock;
    private final Map<String, Said> byNode = new ConcurrentHashMap<>();

    RemotePresence(Clock clock) {
        this.clock = clock;
    }

    /** @return whether the node said something else than before */
    boolean heard(String node, Set<Integer> seats) {
        Said before = byNode.put(node, new Said(Set.copyOf(seats), clock.millis()));
        return before == null || !before.seats().equals(seats);
    }

    /** @return whether any node was forgotten */
    boolean forgetSilentNodes() {
        long now = clock.millis();
        return byNode.values().removeIf(said -> now - said.at() >= EXPIRY_MILLIS);
    }

    /** Adds to {@code connected} the seats that nodes heard from lately say are connected. */
    void addTo(Set<Integer> connected) {
        long now = clock.millis();
        byNode.values().stream().filter(said -> now - said.at() < EXPIRY_MILLIS)
                .forEach(said -> connected.addAll(said.seats()));
    }
}
