package com.plyyard.server.room;

import java.time.Clock;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The seats of one game connected to other nodes, and by how many connections, as each node last said, forgotten once a node
 * has been silent too long (stopped, or cut off).
 */
final class RemotePresence {
    /** How often a node repeats who is connected to it, and after how long silence it is forgotten. */
    static final long REPEAT_MILLIS = 5_000;
    static final long EXPIRY_MILLIS = 3 * REPEAT_MILLIS;

    private record Said(Map<Integer, Integer> connections, long at) {
    }

    private final Clock clock;
    private final Map<String, Said> byNode = new ConcurrentHashMap<>();

    RemotePresence(Clock clock) {
        this.clock = clock;
    }

    /** @return whether the node said something else than before */
    boolean heard(String node, Map<Integer, Integer> connections) {
        Said before = byNode.put(node, new Said(Map.copyOf(connections), clock.millis()));
        return before == null || !before.connections().equals(connections);
    }

    /** @return whether any node was forgotten */
    boolean forgetSilentNodes() {
        long now = clock.millis();
        return byNode.values().removeIf(said -> now - said.at() >= EXPIRY_MILLIS);
    }

    /** Adds to {@code connections} (seat → connections) those that nodes heard from lately say they hold. */
    void addTo(Map<Integer, Integer> connections) {
        long now = clock.millis();
        byNode.values().stream().filter(said -> now - said.at() < EXPIRY_MILLIS)
                .forEach(said -> said.connections().forEach((seat, n) -> connections.merge(seat, n, Integer::sum)));
    }
}
