package com.plyyard.server.web;

import com.plyyard.server.room.ServerMessage;

/** The wire form of the server's messages: {@code {"t": type, "d": data}} (docs/protocol.md). */
final class ServerMessages {
    private ServerMessages() {
    }

    private record Envelope(String t, Object d) {
    }

    static String text(ServerMessage message) {
        return Json.write(switch (message) {
            case ServerMessage.Welcome welcome -> new Envelope("welcome", welcome);
            case ServerMessage.State state -> new Envelope("state", state.state());
            case ServerMessage.Event event -> new Envelope("event", event.delta());
            case ServerMessage.Hops hops -> new Envelope("hops", hops.hops());
            case ServerMessage.Redirect redirect -> new Envelope("redirect", redirect);
            case ServerMessage.Presence presence -> new Envelope("presence", presence);
            case ServerMessage.Error error -> new Envelope("error", error);
            case ServerMessage.Pong pong -> new Envelope("pong", pong);
        });
    }
}
