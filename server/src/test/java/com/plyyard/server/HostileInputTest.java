package com.plyyard.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.http.HttpResponse;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.List;
import java.util.concurrent.CompletionException;
import org.junit.jupiter.api.Test;

/** The server's defences with their default settings: sizes, origins, headers, and no internals in any answer. */
class HostileInputTest extends ServerTest {
    private static final List<String> INTERNALS = List.of("Exception", "at com.", "at java.", "org.eclipse", "jetty",
            "javalin", "sqlite", "SQL", "\tat ", "$", "java.", "com.fasterxml", "Coercion", "StreamRead");

    @Test
    void everyAnswerCarriesTheStrictContentSecurityPolicy() {
        WebClient client = new WebClient(server);
        String id = server.create("{\"game\":\"halma\",\"mode\":\"local\"}").path("id").asText();
        for (String path : List.of("/", "/g/" + id, "/learn", "/learn/halma", "/js/app.js", "/css/app.css",
                "/api/catalog", "/api/games/" + id, "/api/nothing", "/no-such-page", "/health", "/metrics")) {
            HttpResponse<String> answer = client.send("GET", path, null);
            assertThat(answer.headers().firstValue("Content-Security-Policy")).as(path)
                    .hasValue("default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; "
                            + "connect-src 'self'; manifest-src 'self'; frame-ancestors 'none'; base-uri 'none'; "
                            + "form-action 'self'");
            assertThat(answer.headers().firstValue("X-Content-Type-Options")).as(path).hasValue("nosniff");
            assertThat(answer.headers().firstValue("X-Frame-Options")).as(path).hasValue("DENY");
            assertThat(answer.headers().firstValue("Referrer-Policy")).as(path).hasValue("no-referrer");
        }
    }

    @Test
    void onlyTheServersOwnPagesMayOpenTheGameChannel() {
        WebClient client = new WebClient(server);
        String id = server.create("{\"game\":\"jungle\",\"mode\":\"local\"}").path("id").asText();
        String own = server.base();
        assertThat(client.upgradeStatus(id, "https://evil.example")).as("a foreign page").isEqualTo(403);
        assertThat(client.upgradeStatus(id, own.replace("127.0.0.1", "127.0.0.2"))).as("another host").isEqualTo(403);
        assertThat(client.upgradeStatus(id, "null")).as("an opaque origin").isEqualTo(403);
        assertThat(client.upgradeStatus(id, own)).as("the server's own page").isEqualTo(101);
        assertThat(client.upgradeStatus(id, null)).as("a program, which sends no Origin").isEqualTo(101);
    }

    @Test
    void oversizedBodiesAndMessagesAreRefused() {
        String record = "[Game \"halma\"]\n[Result \"*\"]\n\n" + "1. b12-c11 ".repeat(30_000);
        RunningServer.Answer body = server.post("/api/records", record);
        assertThat(body.status()).isEqualTo(413);
        assertThat(body.errorCode()).isEqualTo("too-large");

        JsonNode created = server.create("{\"game\":\"halma\",\"mode\":\"local\"}");
        String id = created.path("id").asText();
        try (var socket = server.connect(id)) {
            socket.send("{\"t\":\"hops\",\"d\":{\"path\":\"" + "b12-".repeat(1200) + "b12\"}}");
            assertThat(socket.next("error").path("code").asText()).isEqualTo("too-large");
            socket.send("{\"t\":\"ping\"}");
            socket.next("pong");
        }
        try (var socket = server.connect(id)) {
            try {
                // Just over four times the limit (4 096 characters by default): a client still writing a far
                // larger message when the server closes may see the connection reset before the close frame
                // arrives (5 times in 800 with 100 000 characters, never in 800 with this size).
                socket.send("{\"t\":\"hello\",\"d\":{\"token\":\"" + "x".repeat(17_000) + "\"}}");
            } catch (CompletionException closedWhileSending) {
                // the server may close the connection before the whole message is out
            }
            assertThat(socket.closeCode()).as("a message beyond four times the limit closes the connection")
                    .isEqualTo(1009);
        }
        assertThat(server.get("/api/games/" + id).json().path("v").asInt()).isEqualTo(created.path("state").path("v").asInt());
    }

    @Test
    void aRecordWithAHeaderLineOverTheLimitIsRefusedNamingTheHeader() {
        RunningServer.Answer answer = server.post("/api/records",
                "[Game \"halma\"]\n[Red \"" + "a".repeat(3_000) + "\"]\n[Result \"*\"]\n");
        assertThat(answer.status()).as(answer.body()).isEqualTo(400);
        assertThat(answer.errorCode()).isEqualTo("bad-notation");
        assertThat(answer.json().path("error").path("message").asText())
                .isEqualTo("line 2: the header Red is 3008 characters long; a header line has at most 1000");
    }

    @Test
    void malformedRequestsGetTheJsonErrorFormAndNoInternals() {
        WebClient client = new WebClient(server);
        String id = server.create("{\"game\":\"chinese-checkers\",\"mode\":\"local\"}").path("id").asText();
        List<HttpResponse<String>> answers = List.of(
                client.sendAlone("GET", "/api/games/%ff%fe", null),
                client.sendAlone("GET", "/%2e%2e/%2e%2e/etc/passwd", null),
                client.sendAlone("DELETE", "/api/games/" + id, null),
                client.sendAlone("POST", "/api/games", "[".repeat(5000)),
                client.sendAlone("POST", "/api/games", "{\"game\":\"halma\",\"players\":99999999999999999999}"),
                client.sendAlone("POST", "/api/games/" + id + "/seats", "\"a string\""),
                client.sendAlone("POST", "/api/games/" + id + "/commands", "{\"t\":\"move\",\"d\":{\"path\":[1,2]}}",
                        "X-Seat-Token", "\u00e9"),
                client.sendAlone("POST", "/api/records", "[Game \"halma\"]\n[Players \"-7\"]\n\n1. a1-a2"),
                client.sendAlone("POST", "/api/judge", "{\"game\":\"jungle\",\"position\":\"" + "7/".repeat(100) + "\"}"));
        for (HttpResponse<String> answer : answers) {
            assertThat(answer.statusCode()).as(answer.uri() + " " + answer.body()).isBetween(400, 499);
            assertThat(new RunningServer.Answer(answer.statusCode(), answer.body()).errorCode()).as(answer.body())
                    .isNotEmpty();
            assertThat(answer.body()).as(answer.uri().toString()).doesNotContain(INTERNALS);
        }
    }

    @Test
    void aFailingDatabaseGivesAnInternalErrorWithoutItsStackTrace() throws Exception {
        // Break the real database under the running server, as an operator's mistake would.
        try (Connection sqlite = DriverManager.getConnection("jdbc:sqlite:" + data.resolve("plyyard.db"));
                Statement sql = sqlite.createStatement()) {
            sql.execute("ALTER TABLE reports RENAME TO reports_moved_away");
        }
        RunningServer.Answer answer = server.post("/api/reports", "{\"game\":\"halma\",\"edition\":\"2026.1\","
                + "\"passage\":\"s.board\",\"language\":\"en\",\"message\":\"the board is wrong\"}");
        assertThat(answer.status()).as(answer.body()).isEqualTo(500);
        assertThat(answer.errorCode()).isEqualTo("internal");
        assertThat(answer.json().path("error").path("message").asText()).isEqualTo("the server failed");
        assertThat(answer.body()).doesNotContain(INTERNALS).doesNotContain("reports");
        assertThat(server.get("/api/version").status()).as("the server goes on").isEqualTo(200);
    }
}
