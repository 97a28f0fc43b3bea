package com.plyyard.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.plyyard.server.store.FullDatabaseTest;
import com.plyyard.server.store.StoreConfig;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A full disk under the running server, produced by capping its SQLite file at its size
 * ({@code PRAGMA max_page_count}: SQLITE_FULL, as a full disk gives): writes answer 503
 * {@code unavailable} and change nothing, {@code /health} fails while they do, and play goes on
 * once there is room again.
 */
class FullDiskTest {
    @TempDir
    Path data;
    private RunningServer server;

    @BeforeEach
    void start() {
        // the game's command limit off: the moves that fill the database come faster than play
        server = ServerWithSettings.start(Map.of("game.rate", "0"), () -> new RunningServer(StoreConfig.embedded(data)));
    }

    @AfterEach
    void stop() {
        server.close();
    }

    @Test
    void writesIntoAFullDiskAnswerUnavailableAndHealthFailsUntilThereIsRoom() {
        JsonNode created = server.create("{\"game\":\"chinese-checkers\",\"mode\":\"local\"}");
        String id = created.path("id").asText();
        String token = created.path("token").asText();
        FullDatabaseTest.fill(server.database());

        RunningServer.Answer refused = null;
        JsonNode state = created.path("state");
        for (int moves = 0; moves < 500 && refused == null; moves++) {
            RunningServer.Answer answer = server.post("/api/games/" + id + "/commands", move(state), token);
            if (answer.status() == 200) {
                state = answer.json();
            } else {
                refused = answer;
            }
        }
        assertThat(refused).as("500 moves fitted in a full database").isNotNull();
        assertThat(refused.status()).as(refused.body()).isEqualTo(503);
        assertThat(refused.errorCode()).isEqualTo("unavailable");
        assertThat(server.get("/api/games/" + id).json().path("v").asInt()).as("the refused move changed nothing")
                .isEqualTo(state.path("v").asInt());

        RunningServer.Answer health = server.get("/health");
        assertThat(health.status()).as(health.body()).isEqualTo(503);
        assertThat(health.json().path("checks").path("database").path("status").asText()).isEqualTo("failing");
        assertThat(health.json().path("checks").path("database").path("detail").asText()).contains("full");

        try (var socket = server.connect(id)) {
            socket.send("{\"t\":\"hello\",\"d\":{\"token\":\"" + token + "\"}}");
            socket.next("state");
            socket.send(move(state));
            assertThat(socket.next("error").path("code").asText()).as("over the socket").isEqualTo("unavailable");
        }

        FullDatabaseTest.makeRoom(server.database());
        JsonNode after = server.command(id, token, move(state));
        assertThat(after.path("v").asInt()).isEqualTo(state.path("v").asInt() + 1);
        assertThat(server.get("/health").status()).as("healthy again once a write succeeded").isEqualTo(200);
    }

    private static String move(JsonNode state) {
        return "{\"t\":\"move\",\"d\":{\"path\":\"" + state.path("legal").get(0).asText() + "\"}}";
    }
}
