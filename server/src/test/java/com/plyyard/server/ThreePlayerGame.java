package com.plyyard.server;

import com.fasterxml.jackson.databind.JsonNode;

/** An online three-player Chinese checkers game with every seat taken: red, green and purple's seat tokens. */
public record ThreePlayerGame(String id, String red, String green, String purple) {

    public static ThreePlayerGame open(ServerClient server) {
        JsonNode created = server.create("{\"game\":\"chinese-checkers\",\"players\":3,\"mode\":\"online\"}");
        String id = created.path("id").asText();
        return new ThreePlayerGame(id, created.path("token").asText(), join(server, id), join(server, id));
    }

    private static String join(ServerClient server, String id) {
        return server.post("/api/games/" + id + "/seats", "{}").json().path("token").asText();
    }
}
