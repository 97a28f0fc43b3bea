package com.plyyard.server.room;

import com.plyyard.engine.Position;
import com.plyyard.server.event.GameEvent;

/** An event the room's rules accepted, with the position it leads to, so nobody plays it again. */
record Judged(GameEvent event, Position position) {
}
