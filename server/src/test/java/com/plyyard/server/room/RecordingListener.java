package com.plyyard.server.room;

import java.util.List;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;

/** A connection holding some seats (none for a spectator), keeping what it is sent. */
final class RecordingListener implements Listener {
    private final Set<Integer> seats;
    final List<Outbound> received = new CopyOnWriteArrayList<>();

    RecordingListener(Integer... seats) {
        this.seats = Set.of(seats);
    }

    @Override
    public Set<Integer> seats() {
        return seats;
    }

    @Override
    public void deliver(Outbound message) {
        received.add(message);
    }

    List<ServerMessage> messages() {
        return received.stream().map(Outbound::message).toList();
    }
}
