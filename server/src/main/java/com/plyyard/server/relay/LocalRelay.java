package com.plyyard.server.relay;

import java.util.function.Consumer;

/** The relay of a server that runs alone: there is no other node to tell or to hear from. */
public final class LocalRelay implements GameRelay {
    private final String node = NodeNames.next();

    @Override
    public String node() {
        return node;
    }

    @Override
    public void publish(Notice notice) {
        // nobody else serves these games
    }

    @Override
    public void subscribe(Consumer<Notice> receiver, Runnable onReconnect) {
        // no other node will send anything
    }

    @Override
    public boolean connected() {
        return true;
    }

    @Override
    public boolean shared() {
        return false;
    }

    @Override
    public void close() {
        // holds nothing
    }
}
