package com.plyyard.server.room;

import com.fasterxml.jackson.annotation.JsonValue;
import com.plyyard.table.Absent;
import com.plyyard.table.ChainHops;
import com.plyyard.table.ApiError;
import com.plyyard.table.GameState;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** Every message the server sends on a game's channel (docs/protocol.md); the wire codec names them. */
public sealed interface ServerMessage {
    /** The seats this connection holds. */
    record Welcome(Set<Integer> seats, boolean spectator) implements ServerMessage {
    }

    /** The whole game, sent first and after a gap. */
    record State(GameState state) implements ServerMessage {
    }

    /** One accepted event and what it changed. */
    record Event(EventDelta delta) implements ServerMessage {
    }

    record Hops(ChainHops.Hops hops) implements ServerMessage {
    }

    /** The next game; {@code token} holds this connection's seat there (null for a spectator). */
    record Redirect(String id, String token) implements ServerMessage {
    }

    /** Who is connected now, and whether the seat to move is away; not versioned. */
    record Presence(List<GameState.SeatView> seats, Absent absent) implements ServerMessage {
    }

    /** A refusal: {@code error} in the protocol, its fields those of {@link ApiError#body()}. */
    record Error(@JsonValue Map<String, Object> body) implements ServerMessage {
        public static Error of(ApiError e) {
            return new Error(e.body());
        }
    }

    record Pong() implements ServerMessage {
    }
}
