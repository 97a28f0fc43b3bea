package com.plyyard.server.relay;

import java.util.function.Consumer;

/**
 * Carries {@link Notice}s between the nodes that serve the same games. A shared relay may hand
 * a node its own notices back; receivers skip those by {@link Notice#node()}.
 */
public interface GameRelay extends AutoCloseable {
    /** This node's name, unique among the running nodes. */
    String node();

    /** Sends without waiting; a notice that cannot be sent now is sent when the link is back. */
    void publish(Notice notice);

    /**
     * {@code receiver} gets every notice, one at a time in arrival order, and is told by
     * {@code onReconnect} when the link came back after a break (notices may have been missed).
     */
    void subscribe(Consumer<Notice> receiver, Runnable onReconnect);

    /** Whether the link to the other nodes works now (for {@code /health}). */
    boolean connected();

    /** Whether other nodes may exist (false for the single-node relay). */
    boolean shared();

    @Override
    void close();
}
