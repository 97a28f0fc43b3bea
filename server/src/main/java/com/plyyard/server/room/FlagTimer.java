package com.plyyard.server.room;

/** Wakes a room when its running clock's flag falls, so the game ends on time whoever is connected. */
interface FlagTimer {
    /** Checks {@code room}'s clocks at {@code flagAt} (epoch ms, by the rooms' clock); null: cancels the room's check. */
    void schedule(GameRoom room, Long flagAt);
}
