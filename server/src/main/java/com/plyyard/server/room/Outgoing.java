package com.plyyard.server.room;

/** A server message {@code {"t": type, "d": data}}. */
public record Outgoing(String t, Object d) {
}
