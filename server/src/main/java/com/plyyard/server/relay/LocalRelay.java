package com.plyyard.server.relay;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;

/** The relay of a server that runs alone: notices go straight back to this node's receivers. */
public final class LocalRelay implements GameRelay {
    private final String node = NodeNames.next();
    private final List<Consumer<Notice>> receivers = new CopyOnWriteArrayList<>();

    @Override
    public String node() {
        return node;
    }

    @Override
    public void publish(Notice notice) {
        receivers.forEach(receiver -> receiver.accept(notice));
    }

    @Override
    public void subscribe(Consumer<Notice> receiver, Runnable onReconnect) {
        receivers.add(receiver);
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
        receivers.clear();
    }
}
