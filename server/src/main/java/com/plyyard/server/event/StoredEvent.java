package com.plyyard.server.event;

import com.plyyard.table.GameEvent;
/** An event at its place in a game's log: the version it made, and when it was accepted. */
public record StoredEvent(int version, GameEvent event, long createdAt) {
}
