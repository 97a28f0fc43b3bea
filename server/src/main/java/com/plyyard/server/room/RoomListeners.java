package com.plyyard.server.room;

import java.time.Clock;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Who follows one game: this node's listeners, and the seats the other nodes said are connected
 * to them. It sends to every listener here and counts each seat's connections everywhere. Its
 * room calls it under the room's lock.
 */
final class RoomListeners {
    private final Set<Listener> here = ConcurrentHashMap.newKeySet();
    private final RemotePresence elsewhere;

    RoomListeners(Clock clock) {
        this.elsewhere = new RemotePresence(clock);
    }

    void add(Listener listener) {
        here.add(listener);
    }

    /** @return whether it was listening */
    boolean remove(Listener listener) {
        return here.remove(listener);
    }

    boolean isEmpty() {
        return here.isEmpty();
    }

    /** How many connections hold each connected seat on this node. */
    Map<Integer, Integer> local() {
        Map<Integer, Integer> connections = new HashMap<>();
        here.forEach(l -> l.seats().forEach(seat -> connections.merge(seat, 1, Integer::sum)));
        return connections;
    }

    /** How many connections hold each connected seat, here and on the other nodes. */
    Map<Integer, Integer> everywhere() {
        Map<Integer, Integer> connections = local();
        elsewhere.addTo(connections);
        return connections;
    }

    Set<Integer> connectedSeats() {
        return new HashSet<>(everywhere().keySet());
    }

    /** Another node said how many connections hold each seat there; whether that changed anything. */
    boolean heard(String node, Map<Integer, Integer> connections) {
        return elsewhere.heard(node, connections);
    }

    /** Forgets what nodes silent for too long said; whether any was forgotten. */
    boolean forgetSilentNodes() {
        return elsewhere.forgetSilentNodes();
    }

    void broadcast(ServerMessage message) {
        if (here.isEmpty()) {
            return;
        }
        Outbound outbound = new Outbound(message);
        for (Listener listener : here) {
            listener.deliver(outbound);
        }
    }

    /** Sends each listener a {@code redirect} to the next game, with the token of the seat it holds there. */
    void redirect(String successorId, Map<Integer, String> tokensByOldSeat) {
        for (Listener listener : here) {
            String token = listener.seats().stream().map(tokensByOldSeat::get)
                    .filter(Objects::nonNull).findFirst().orElse(null);
            listener.deliver(new Outbound(new ServerMessage.Redirect(successorId, token)));
        }
    }
}
