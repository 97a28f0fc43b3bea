package com.plyyard.server;

import static com.plyyard.server.HttpApiTest.assertError;
import static com.plyyard.server.HttpApiTest.move;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Claims against a player away and aborts over the wire (WebSocket and HTTP), against the real
 * server and database: a grace time of a fifth of a second stands for the 30 s of a real server
 * (the rules of the grace time itself are proved on a test clock in AbsenceAndAbortTest).
 */
class ClaimAndAbortTest {
    private static final double GRACE_SECONDS = 0.2;

    @TempDir
    Path data;
    private RunningServer server;

    @BeforeEach
    void start() {
        server = ServerWithSettings.start(data, Map.of("claims.grace-seconds", String.valueOf(GRACE_SECONDS)));
    }

    @AfterEach
    void stop() {
        server.close();
    }

    private static String hello(String token) {
        return "{\"t\":\"hello\",\"d\":{\"token\":\"" + token + "\"}}";
    }

    private static String claim(String outcome) {
        return "{\"t\":\"claim\",\"d\":{\"outcome\":\"" + outcome + "\"}}";
    }

    private JsonNode state(String id) {
        return server.get("/api/games/" + id).json();
    }

    @Test
    void whenTheOpponentClosesTheirPageTheOtherIsToldWhenTheyMayClaimAndThenWins() {
        OnlineGame game = OnlineGame.open(server, server, "jungle");
        try (var red = server.connect(game.id()); var blue = server.connect(game.id())) {
            red.send(hello(game.red()));
            red.next("state");
            blue.send(hello(game.blue()));
            blue.next("state");
            red.send(move("a3-a4"));
            assertThat(red.next("event").path("absent").isNull()).as("blue, to move, is connected").isTrue();

            blue.close();
            JsonNode absent = red.next("presence").path("absent");
            assertThat(absent.path("seat").asInt()).as("presence after blue left: " + absent).isEqualTo(1);
            assertThat(absent.path("claimableAt").asLong() - absent.path("since").asLong()).isEqualTo(200);

            Eventually.waitUntil("the grace time to pass", () -> System.currentTimeMillis() >= absent.path("claimableAt").asLong());
            red.send(claim("win"));
            JsonNode event = red.next("event");
            assertThat(event.path("kind").asText()).isEqualTo("claim");
            assertThat(event.path("status").asText()).isEqualTo("finished");
            assertThat(event.path("ending").asText()).isEqualTo("claimed-absence");
            assertThat(event.path("result").asText()).isEqualTo("1-0");
        }
        String record = server.get("/api/games/" + game.id() + "/record").body();
        assertThat(record).contains("[Termination \"claimed-absence\"]", "[Result \"1-0\"]");

        JsonNode imported = server.post("/api/records", record).json().path("state");
        assertThat(imported.path("ending").asText()).as("the record imports to the same ending").isEqualTo("claimed-absence");
        assertThat(imported.path("result").asText()).isEqualTo("1-0");
        assertThat(imported.path("ranking").toString()).isEqualTo("[\"red\"]");

        server.restart();
        JsonNode after = state(game.id());
        assertThat(after.path("ending").asText()).as("the claim is stored").isEqualTo("claimed-absence");
        assertThat(after.path("result").asText()).isEqualTo("1-0");
    }

    @Test
    void aDrawClaimedOverHttpIsStoredAndSurvivesARestart() {
        OnlineGame game = OnlineGame.open(server, server, "jungle");
        server.command(game.id(), game.red(), move("a3-a4"));
        long claimableAt = state(game.id()).path("absent").path("claimableAt").asLong();
        Eventually.waitUntil("the grace time to pass", () -> System.currentTimeMillis() >= claimableAt);
        JsonNode drawn = server.command(game.id(), game.red(), claim("draw"));
        assertThat(drawn.path("status").asText()).isEqualTo("drawn");
        assertThat(drawn.path("ending").asText()).isEqualTo("claimed-absence");

        server.restart();
        JsonNode after = state(game.id());
        assertThat(after.path("status").asText()).isEqualTo("drawn");
        assertThat(after.path("result").asText()).isEqualTo("1/2-1/2");
        String record = server.get("/api/games/" + game.id() + "/record").body();
        JsonNode imported = server.post("/api/records", record).json().path("state");
        assertThat(imported.path("status").asText()).isEqualTo("drawn");
        assertThat(imported.path("ending").asText()).isEqualTo("claimed-absence");
    }

    @Test
    void claimsAreRefusedWithTheirCodes() {
        OnlineGame game = OnlineGame.open(server, server, "jungle");
        server.command(game.id(), game.red(), move("a3-a4"));
        long claimableAt = state(game.id()).path("absent").path("claimableAt").asLong();
        Eventually.waitUntil("the grace time to pass", () -> System.currentTimeMillis() >= claimableAt);
        String commands = "/api/games/" + game.id() + "/commands";
        int version = state(game.id()).path("v").asInt();

        assertError(server.post(commands, claim("win")), 403, "not-a-player");
        assertError(server.post(commands, claim("win"), game.blue()), 409, "not-allowed");
        assertError(server.post(commands, claim("withdrawal"), game.red()), 409, "not-allowed");
        assertError(server.post(commands, claim("lose"), game.red()), 400, "bad-request");
        assertThat(server.post(commands, claim("lose"), game.red()).json().path("error").path("message").asText())
                .isEqualTo("a claim is for win, draw or withdrawal, not 'lose'");
        try (var blue = server.connect(game.id())) {
            blue.send(hello(game.blue()));
            blue.next("state");
            assertError(server.post(commands, claim("win"), game.red()), 409, "not-allowed");
        }
        assertThat(state(game.id()).path("v").asInt()).as("no refused claim changed the game").isEqualTo(version);
    }

    @Test
    void AL5_aDrawByRepetitionIsOfferedInTheStreamAndClaimedOverTheSocket() {
        OnlineGame game = OnlineGame.open(server, server, "halma");
        List<String> shuffle = List.of("a12-a11", "l1-k1", "a11-a12", "k1-l1");
        try (var red = server.connect(game.id())) {
            red.send(hello(game.red()));
            JsonNode seen = red.next("state");
            for (int ply = 0; ply < 2 * shuffle.size(); ply++) {
                server.command(game.id(), ply % 2 == 0 ? game.red() : game.blue(), move(shuffle.get(ply % 4)));
                seen = StateJson.apply(seen, red.next("event"));
                assertThat(seen.path("repetition").asBoolean()).as("after ply %d", ply + 1).isEqualTo(ply == 7);
            }
            for (String reason : List.of("stalemate", "time")) {
                red.send("{\"t\":\"claim\",\"d\":{\"reason\":\"" + reason + "\"}}");
                assertThat(red.next("error").path("code").asText()).as("a player cannot claim on %s", reason)
                        .isEqualTo("bad-request");
            }
            red.send("{\"t\":\"claim\",\"d\":{\"reason\":\"repetition\"}}");
            JsonNode claimed = red.next("event");
            assertThat(claimed.path("kind").asText()).isEqualTo("claim");
            assertThat(claimed.path("status").asText()).isEqualTo("drawn");
            assertThat(claimed.path("ending").asText()).isEqualTo("claimed-repetition");
        }
        assertThat(state(game.id()).path("result").asText()).isEqualTo("1/2-1/2");
    }

    @Test
    void anAbortedGameHasNoResultSaysSoAndKeepsItThroughARestartAndItsRecord() {
        OnlineGame game = OnlineGame.open(server, server, "halma");
        String commands = "/api/games/" + game.id() + "/commands";
        assertThat(state(game.id()).path("abortable").asBoolean()).isTrue();
        assertError(server.post(commands, "{\"t\":\"abort\"}"), 403, "not-a-player");

        JsonNode aborted = server.command(game.id(), game.blue(), "{\"t\":\"abort\"}");
        assertThat(aborted.path("status").asText()).isEqualTo("aborted");
        assertThat(aborted.path("ending").asText()).isEqualTo("aborted");
        assertThat(aborted.path("result").asText()).isEqualTo("*");
        assertThat(aborted.path("abortable").asBoolean()).isFalse();
        assertError(server.post(commands, "{\"t\":\"abort\"}", game.red()), 409, "game-over");

        server.restart();
        assertThat(state(game.id()).path("status").asText()).as("the abort is stored").isEqualTo("aborted");
        String record = server.get("/api/games/" + game.id() + "/record").body();
        assertThat(record).contains("[Termination \"aborted\"]", "[Result \"*\"]");
        JsonNode imported = server.post("/api/records", record).json().path("state");
        assertThat(imported.path("status").asText()).isEqualTo("aborted");
    }

    @Test
    void onceEveryPlayerHasMovedTheGameCanNoLongerBeAborted() {
        OnlineGame game = OnlineGame.open(server, server, "jungle");
        server.command(game.id(), game.red(), move("a3-a4"));
        JsonNode afterBoth = server.command(game.id(), game.blue(), move("g7-g6"));
        assertThat(afterBoth.path("abortable").asBoolean()).isFalse();
        assertError(server.post("/api/games/" + game.id() + "/commands", "{\"t\":\"abort\"}", game.red()), 409,
                "not-allowed");
    }
}
