package com.plyyard.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;

/** An online game of two players: Ada created it (red), Bob took the other seat (blue); their seat tokens. */
public record OnlineGame(String id, String red, String blue) {

    /** Ada creates the game through {@code creator}; Bob joins through {@code joiner} (another node, perhaps). */
    public static OnlineGame open(ServerClient creator, ServerClient joiner, String game) {
        JsonNode created = creator.create("{\"game\":\"" + game + "\",\"mode\":\"online\",\"name\":\"Ada\"}");
        String id = created.path("id").asText();
        ServerClient.Answer joined = joiner.post("/api/games/" + id + "/seats", "{\"name\":\"Bob\"}");
        assertThat(joined.status()).as(joined.body()).isEqualTo(200);
        return new OnlineGame(id, created.path("token").asText(), joined.json().path("token").asText());
    }
}
