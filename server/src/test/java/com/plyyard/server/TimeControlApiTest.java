package com.plyyard.server;

import static com.plyyard.server.HttpApiTest.assertError;
import static com.plyyard.server.HttpApiTest.move;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The time control through the HTTP API: chosen at creation, shown in the state, refused when malformed. */
class TimeControlApiTest {
    @TempDir
    Path data;
    private RunningServer server;

    @BeforeEach
    void start() {
        server = new RunningServer(data);
    }

    @AfterEach
    void stop() {
        server.close();
    }

    @Test
    void aBadTimeControlIsRefusedWithA400ThatSaysWhatIsAllowed() {
        RunningServer.Answer answer = server.post("/api/games",
                "{\"game\":\"halma\",\"mode\":\"online\",\"timeControl\":\"4d\"}");
        assertError(answer, 400, "bad-time-control");
        assertThat(answer.json().path("error").path("message").asText())
                .isEqualTo("a correspondence game has 1, 2, 3 or 7 days per move, not 4");
        assertError(server.post("/api/games", "{\"game\":\"halma\",\"timeControl\":\"ten minutes\"}"), 400,
                "bad-time-control");
        assertError(server.post("/api/games", "{\"game\":\"halma\",\"timeControl\":5}"), 400, "bad-request");
    }

    @Test
    void theChosenTimeControlAndTheClocksAreInTheStateAndEachDelta() {
        JsonNode created = server.create("{\"game\":\"jungle\",\"mode\":\"online\",\"timeControl\":\"3+2\"}");
        String id = created.path("id").asText();
        String blue = server.post("/api/games/" + id + "/seats", "{}").json().path("token").asText();
        JsonNode state = created.path("state");
        assertThat(state.path("timeControl").asText()).isEqualTo("3+2");
        assertThat(state.path("clocks").path("remaining").toString()).isEqualTo("[180000,180000]");
        JsonNode moved = server.command(id, created.path("token").asText(), move("a3-a4"));
        assertThat(moved.path("clocks").path("remaining").get(0).asLong()).as("red earned its increment")
                .isEqualTo(182_000L);
        assertThat(moved.path("clocks").path("running").asInt()).isEqualTo(1);
        assertThat(blue).isNotEmpty();
    }
}
