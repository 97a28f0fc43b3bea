package com.plyyard.server;

import static com.plyyard.server.HttpApiTest.move;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The rate limits, on a server whose limits are tiny and refill slowly (one token in a thousand
 * seconds), so that a test uses a bucket up and nothing refills it meanwhile, however busy the
 * machine. A refused request
 * changes nothing, and other clients, connections and games keep their own allowance.
 */
class RateLimitTest {
    private static final String SLOW = "0.001";

    @TempDir
    Path data;
    RunningServer server;

    @AfterEach
    void stopServer() {
        server.close();
    }

    private void start(Map<String, String> settings) {
        server = ServerWithSettings.start(data, settings);
    }

    private static String[] from(String address, String... more) {
        String[] headers = new String[more.length + 2];
        headers[0] = "X-Forwarded-For";
        headers[1] = address;
        System.arraycopy(more, 0, headers, 2, more.length);
        return headers;
    }

    @Test
    void aClientOverItsHttpLimitGets429AndChangesNothing() {
        start(Map.of("http.rate", SLOW, "http.burst", "10"));
        WebClient client = new WebClient(server);
        HttpResponse<String> made = client.send("POST", "/api/games", "{\"game\":\"halma\",\"mode\":\"local\"}",
                from("203.0.113.1"));
        String id = new RunningServer.Answer(made.statusCode(), made.body()).json().path("id").asText();
        String token = new RunningServer.Answer(made.statusCode(), made.body()).json().path("token").asText();
        int refusedAfter = 0;
        for (int sent = 2; sent <= 20; sent++) {
            if (client.send("GET", "/api/games/" + id, null, from("203.0.113.1")).statusCode() == 429) {
                refusedAfter = sent;
                break;
            }
        }
        assertThat(refusedAfter).as("the 11th request of a burst of 10 is refused").isEqualTo(11);
        HttpResponse<String> refused = client.send("POST", "/api/games/" + id + "/commands", move("b12-c11"),
                from("203.0.113.1", "X-Seat-Token", token));
        assertThat(refused.statusCode()).isEqualTo(429);
        assertThat(refused.headers().firstValue("Retry-After")).hasValue("1");
        assertThat(new RunningServer.Answer(429, refused.body()).errorCode()).isEqualTo("rate-limited");
        HttpResponse<String> report = client.send("POST", "/api/reports", "{\"game\":\"halma\",\"edition\":\"2026.1\","
                + "\"passage\":\"s.board\",\"language\":\"en\",\"message\":\"x\"}", from("203.0.113.1"));
        assertRateLimited(report);

        HttpResponse<String> other = client.send("GET", "/api/games/" + id, null, from("198.51.100.7"));
        assertThat(other.statusCode()).as("another client has its own allowance").isEqualTo(200);
        assertThat(StateJson.moves(new RunningServer.Answer(200, other.body()).json()).size())
                .as("the refused move was not played").isZero();
    }

    @Test
    void errorReportsHaveAStricterLimitOfTheirOwn() {
        start(Map.of("reports.rate", SLOW, "reports.burst", "2"));
        String report = "{\"game\":\"jungle\",\"edition\":\"2026.1\",\"passage\":\"s.den\",\"language\":\"en\","
                + "\"message\":\"typo\"}";
        assertThat(server.post("/api/reports", report).status()).isEqualTo(201);
        assertThat(server.post("/api/reports", report).status()).isEqualTo(201);
        HttpResponse<String> third = new WebClient(server).send("POST", "/api/reports", report);
        assertRateLimited(third);
        assertThat(server.get("/api/catalog").status()).as("other requests go on").isEqualTo(200);
    }

    @Test
    void aFloodingConnectionIsToldToSlowDownAndOthersAreNot() {
        start(Map.of("socket.rate", SLOW, "socket.burst", "5"));
        JsonNode created = server.create("{\"game\":\"jungle\",\"mode\":\"local\"}");
        String id = created.path("id").asText();
        try (var flood = server.connect(id); var calm = server.connect(id)) {
            for (int i = 0; i < 4; i++) {
                flood.send("{\"t\":\"ping\"}");
            }
            flood.send("{\"t\":\"hello\",\"d\":{\"token\":\"" + created.path("token").asText() + "\"}}");
            flood.send(move("a3-a4"));
            assertThat(flood.next("error").path("code").asText()).isEqualTo("rate-limited");
            calm.send("{\"t\":\"ping\"}");
            calm.next("pong");
        }
        assertThat(StateJson.moves(server.get("/api/games/" + id).json()).size()).as("the refused move").isZero();
    }

    @Test
    void aGameOverItsCommandLimitRefusesEvenLegalMovesAndOtherGamesPlayOn() {
        start(Map.of("game.rate", SLOW, "game.burst", "3"));
        JsonNode created = server.create("{\"game\":\"chinese-checkers\",\"mode\":\"local\"}");
        String id = created.path("id").asText();
        String token = created.path("token").asText();
        for (int i = 0; i < 3; i++) {
            assertThat(server.post("/api/games/" + id + "/commands", move("a1-b1"), token).errorCode())
                    .isEqualTo("illegal-move");
        }
        assertThat(server.post("/api/games/" + id + "/commands", move("c1-e5"), null).errorCode())
                .as("a watcher's command does not count").isEqualTo("not-a-player");
        assertRateLimited(new WebClient(server).send("POST", "/api/games/" + id + "/commands", move("c1-e5"),
                "X-Seat-Token", token));
        JsonNode state = server.get("/api/games/" + id).json();
        assertThat(state.path("v").asInt()).isEqualTo(created.path("state").path("v").asInt());
        assertThat(StateJson.moves(state).size()).isZero();

        JsonNode other = server.create("{\"game\":\"chinese-checkers\",\"mode\":\"local\"}");
        assertThat(StateJson.moves(server.command(other.path("id").asText(), other.path("token").asText(),
                move("c1-e5"))).size()).isEqualTo(1);
    }

    @Test
    void aWebSocketUpgradeOverTheHttpLimitGets429WithRetryAfter() {
        start(Map.of("http.rate", SLOW, "http.burst", "3"));
        WebClient client = new WebClient(server);
        String id = new RunningServer.Answer(200, client.send("POST", "/api/games",
                "{\"game\":\"halma\",\"mode\":\"local\"}", from("203.0.113.9")).body()).json().path("id").asText();
        assertThat(client.upgrade(id, from("203.0.113.9")).status()).as("the second request").isEqualTo(101);
        assertThat(client.upgrade(id, from("203.0.113.9")).status()).as("the third request").isEqualTo(101);
        WebClient.Upgrade refused = client.upgrade(id, from("203.0.113.9"));
        assertThat(refused.status()).isEqualTo(429);
        assertThat(refused.headers().firstValue("Retry-After")).as("Retry-After").hasValue("1");
    }

    /** docs/protocol.md: every 429 says when to try again. */
    private static void assertRateLimited(HttpResponse<String> answer) {
        assertThat(answer.statusCode()).as(answer.body()).isEqualTo(429);
        assertThat(answer.headers().firstValue("Retry-After")).as("Retry-After").hasValue("1");
        assertThat(new RunningServer.Answer(429, answer.body()).errorCode()).as(answer.body()).isEqualTo("rate-limited");
    }
}
