package com.plyyard.server.room;

import java.nio.charset.StandardCharsets;
import java.util.function.Function;

/**
 * A message on its way to one or many connections: written as text once, by the first
 * connection that needs it, however many listeners it goes to.
 */
public final class Outbound {
    private final ServerMessage message;
    private volatile Written written;

    /** The message's text and its size in UTF-8 bytes. */
    public record Written(String text, int bytes) {
    }

    public Outbound(ServerMessage message) {
        this.message = message;
    }

    public ServerMessage message() {
        return message;
    }

    public Written written(Function<ServerMessage, String> writer) {
        Written once = written;
        if (once == null) {
            String text = writer.apply(message);
            once = new Written(text, text.getBytes(StandardCharsets.UTF_8).length);
            written = once;
        }
        return once;
    }
}
