package com.plyyard.server.room;

import java.util.Set;

/** A connection watching a game: it receives every event, in order. */
public interface Listener {
    /** The seats this connection holds (empty for a spectator). */
    Set<Integer> seats();

    /** Queues a message for the connection; never blocks, whatever the connection does. */
    void deliver(Outbound message);
}
