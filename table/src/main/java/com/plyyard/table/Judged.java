package com.plyyard.table;

import com.plyyard.engine.Position;

/** An event the room's rules accepted, with the position it leads to, so nobody plays it again. */
public record Judged(GameEvent event, Position position) {
}
