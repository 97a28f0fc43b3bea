package com.plyyard.server;

import static com.plyyard.server.HttpApiTest.move;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import org.junit.jupiter.api.Test;

/** Live play over the WebSocket channel, persistence across restarts, and racing moves. */
class GameSocketTest extends ServerTest {

    private OnlineGame onlineGame(String game) {
        return OnlineGame.open(server, server, game);
    }

    private static String hello(String token) {
        return token == null ? "{\"t\":\"hello\",\"d\":{}}" : "{\"t\":\"hello\",\"d\":{\"token\":\"" + token + "\"}}";
    }

    @Test
    void movesReachBothPlayersAndSpectatorsInOrderWithoutAnyToken() {
        OnlineGame game = onlineGame("chinese-checkers");
        try (var red = server.connect(game.id()); var blue = server.connect(game.id());
                var watcher = server.connect(game.id())) {
            red.send(hello(game.red()));
            assertThat(red.next("welcome").path("seats").toString()).isEqualTo("[0]");
            blue.send(hello(game.blue()));
            assertThat(blue.next("welcome").path("seats").toString()).isEqualTo("[1]");
            watcher.send(hello(null));
            assertThat(watcher.next("welcome").path("spectator").asBoolean()).isTrue();
            int v = watcher.next("state").path("v").asInt();

            red.send(move("c1-e5"));
            JsonNode seen = watcher.next("event");
            assertThat(seen.path("v").asInt()).isEqualTo(v + 1);
            assertThat(seen.path("path").asText()).isEqualTo("c1-e5");
            assertThat(blue.next("event").path("toMove").asText()).isEqualTo("blue");
            blue.send(move("n1-m5"));
            assertThat(red.next("event").path("v").asInt()).as("red's own move").isEqualTo(v + 1);
            assertThat(red.next("event").path("v").asInt()).as("blue's reply").isEqualTo(v + 2);

            watcher.send(move("c2-e6"));
            assertThat(watcher.next("error").path("code").asText()).isEqualTo("not-a-player");
            assertThat(watcher.drained() + red.drained() + blue.drained())
                    .doesNotContain(game.red(), game.blue());
        }
    }

    @Test
    void aSecondConnectionHoldingTheSameSeatIsCountedAndTheSeatStaysConnectedUntilTheLastCloses() {
        OnlineGame game = onlineGame("jungle");
        try (var blue = server.connect(game.id()); var watcher = server.connect(game.id())) {
            blue.send(hello(game.blue()));
            blue.next("welcome");
            assertThat(blue.next("state").path("seats").get(1).path("connections").asInt()).isEqualTo(1);
            watcher.send(hello(null));
            watcher.next("state");
            try (var phone = server.connect(game.id())) {
                phone.send(hello(game.blue()));
                phone.next("welcome");
                JsonNode seats = phone.next("state").path("seats");
                assertThat(seats.get(1).path("connections").asInt()).as("blue on two devices").isEqualTo(2);
                assertThat(seats.get(0).path("connections").asInt()).as("red is not connected").isZero();
                assertThat(blue.next("presence").path("seats").get(1).path("connections").asInt())
                        .as("the first device is told of the second").isEqualTo(2);
                assertThat(watcher.next("presence").path("seats").get(1).path("connections").asInt()).isEqualTo(2);
            }
            JsonNode after = blue.next("presence").path("seats").get(1);
            assertThat(after.path("connections").asInt()).as("the second device closed").isEqualTo(1);
            assertThat(after.path("connected").asBoolean()).isTrue();
        }
        JsonNode seats = server.get("/api/games/" + game.id()).json().path("seats");
        assertThat(seats.get(1).path("connections").asInt()).isZero();
        assertThat(seats.get(1).path("connected").asBoolean()).isFalse();
    }

    @Test
    void aForgedTokenWatchesAndCannotMove() {
        OnlineGame game = onlineGame("jungle");
        try (var intruder = server.connect(game.id())) {
            intruder.send(hello("AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"));
            assertThat(intruder.next("welcome").path("spectator").asBoolean()).isTrue();
            assertThat(intruder.next("error").path("code").asText()).isEqualTo("not-a-player");
            intruder.send(move("a3-a4"));
            assertThat(intruder.next("error").path("code").asText()).isEqualTo("not-a-player");
        }
        assertThat(StateJson.moves(server.get("/api/games/" + game.id()).json()).size()).isZero();
    }

    @Test
    void hopsTellWhereAChainMayGoNext() {
        JsonNode created = server.create("{\"game\":\"chinese-checkers\",\"mode\":\"local\","
                + "\"position\":\"1/2/3/4/13/12/11/10/RB1R5/10/11/12/13/4/3/2/B r 1\"}");
        try (var socket = server.connect(created.path("id").asText())) {
            socket.send(hello(created.path("token").asText()));
            socket.send("{\"t\":\"hops\",\"d\":{\"path\":\"i1-i3\"}}");
            JsonNode hops = socket.next("hops");
            assertThat(hops.path("next").toString()).isEqualTo("[\"i5\"]");
            assertThat(hops.path("stop").asBoolean()).isTrue();
            socket.send("{\"t\":\"hops\",\"d\":{\"path\":\"i1\"}}");
            assertThat(socket.next("hops").path("next").toString()).contains("i3", "j2", "h1")
                    .doesNotContain("i5");
            socket.send("{\"t\":\"hops\",\"d\":{\"path\":\"i1-x9\"}}");
            assertThat(socket.next("error").path("code").asText()).isEqualTo("bad-notation");
        }
    }

    /** Item 4 of issue 20: the client words the refusal from its rule, kind and parameters. */
    @Test
    void anIllegalMoveIsRefusedWithItsRuleKindAndParameters() {
        JsonNode created = server.create("{\"game\":\"chinese-checkers\",\"mode\":\"local\","
                + "\"position\":\"1/2/3/4/13/12/11/10/RB1R5/10/11/12/13/4/3/2/B r 1\"}");
        try (var socket = server.connect(created.path("id").asText())) {
            socket.send(hello(created.path("token").asText()));
            socket.send(move("i1-i6"));
            JsonNode refused = socket.next("error");
            assertThat(refused.path("code").asText()).isEqualTo("illegal-move");
            assertThat(refused.path("message").asText()).startsWith("CC-4: ");
            assertThat(refused.path("rule").asText()).isEqualTo("CC-4");
            assertThat(refused.path("kind").asText()).isEqualTo("jump-too-long");
            assertThat(refused.path("params").toString()).isEqualTo("{\"from\":\"i1\",\"to\":\"i6\",\"distance\":5}");
        }
    }

    @Test
    void malformedAndOversizedMessagesGetAnErrorAndTheConnectionLives() {
        OnlineGame game = onlineGame("halma");
        try (var socket = server.connect(game.id())) {
            socket.send("{]");
            assertThat(socket.next("error").path("code").asText()).isEqualTo("bad-request");
            socket.send("{\"t\":\"move\",\"d\":{\"path\":\"" + "a".repeat(5000) + "\"}}");
            assertThat(socket.next("error").path("code").asText()).isEqualTo("too-large");
            socket.send("{\"t\":\"ping\"}");
            socket.next("pong");
        }
    }

    @Test
    void twoMovesRacingForTheSameTurnApplyExactlyOnce() throws Exception {
        JsonNode created = server.create("{\"game\":\"chinese-checkers\",\"mode\":\"local\"}");
        String id = created.path("id").asText();
        String token = created.path("token").asText();
        List<CompletableFuture<RunningServer.Answer>> racing = new ArrayList<>();
        CountDownLatch go = new CountDownLatch(1);
        for (String path : List.of("c1-e5", "d4-e9", "c3-e7", "d2-e6")) {
            racing.add(CompletableFuture.supplyAsync(() -> {
                try {
                    go.await();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
                return server.post("/api/games/" + id + "/commands",
                        "{\"t\":\"move\",\"d\":{\"path\":\"" + path + "\",\"v\":0}}", token);
            }));
        }
        go.countDown();
        List<RunningServer.Answer> answers = racing.stream().map(CompletableFuture::join).toList();
        assertThat(answers).filteredOn(a -> a.status() == 200).hasSize(1);
        assertThat(answers).filteredOn(a -> a.status() != 200)
                .allSatisfy(a -> assertThat(a.errorCode()).isEqualTo("stale"));
        assertThat(StateJson.moves(server.get("/api/games/" + id).json()).size()).isEqualTo(1);
    }

    @Test
    void aRestartedServerHasEveryAcknowledgedMoveAndPlayContinues() {
        OnlineGame game = onlineGame("jungle");
        server.command(game.id(), game.red(), move("a3-a4"));
        server.command(game.id(), game.blue(), move("g7-g6"));
        JsonNode before = server.get("/api/games/" + game.id()).json();
        int versionBefore = before.path("v").asInt();
        server.restart();
        JsonNode after = server.get("/api/games/" + game.id()).json();
        assertThat(after.path("absent").path("since").asLong())
                .as("red, away, gets the whole grace time again after the restart")
                .isGreaterThan(before.path("absent").path("since").asLong());
        ((com.fasterxml.jackson.databind.node.ObjectNode) before).remove("absent");
        ((com.fasterxml.jackson.databind.node.ObjectNode) after).remove("absent");
        // the running clock's reading is taken later; TimedGameTest checks the clocks across restarts
        ((com.fasterxml.jackson.databind.node.ObjectNode) before).remove("clocks");
        ((com.fasterxml.jackson.databind.node.ObjectNode) after).remove("clocks");
        assertThat(after).as("the game after the restart, but for the absence that starts again").isEqualTo(before);
        try (var red = server.connect(game.id())) {
            red.send(hello(game.red()));
            assertThat(red.next("welcome").path("seats").toString()).isEqualTo("[0]");
            red.send(move("a4-a5"));
            JsonNode event = red.next("event");
            assertThat(event.path("v").asInt()).as("the version after the restart goes on")
                    .isEqualTo(versionBefore + 1);
            assertThat(event.path("path").asText()).isEqualTo("a4-a5");
        }
    }

    @Test
    void theComputerHoldingRedMovesFirst() {
        JsonNode created = server.create("{\"game\":\"jungle\",\"mode\":\"computer\",\"seat\":1,\"level\":2}");
        String id = created.path("id").asText();
        try (var blue = server.connect(id)) {
            blue.send(hello(created.path("token").asText()));
            JsonNode state = blue.next("state");
            JsonNode now = StateJson.moves(state).isEmpty() ? blue.next("event") : state;
            assertThat(now.path("v").asInt()).as("one move played").isEqualTo(1);
            assertThat(now.path("toMove").asText()).isEqualTo("blue");
            assertThat(now.path("legal").size()).isPositive();
        }
    }

    @Test
    void takeBackAgainstTheComputerUndoesTheHumanMoveAndTheReply() throws Exception {
        JsonNode created = server.create("{\"game\":\"halma\",\"mode\":\"computer\",\"seat\":0}");
        String id = created.path("id").asText();
        String token = created.path("token").asText();
        server.command(id, token, move("b12-c11"));
        JsonNode state = server.get("/api/games/" + id).json();
        for (int tries = 0; tries < 100 && StateJson.moves(state).size() < 2; tries++) {
            Thread.sleep(50);
            state = server.get("/api/games/" + id).json();
        }
        assertThat(StateJson.moves(state).size()).as("the computer replied").isEqualTo(2);
        JsonNode back = server.command(id, token, "{\"t\":\"takeback\"}");
        assertThat(StateJson.moves(back).size()).isZero();
        assertThat(back.path("toMove").asText()).isEqualTo("red");
    }

    @Test
    void aRematchSwapsColoursAndGivesEachPresentPlayerANewSeat() {
        OnlineGame game = onlineGame("halma");
        try (var blue = server.connect(game.id())) {
            blue.send(hello(game.blue()));
            blue.next("state");
            server.command(game.id(), game.red(), "{\"t\":\"resign\"}");
            server.command(game.id(), game.blue(), "{\"t\":\"rematch\"}");
            JsonNode rematch = server.command(game.id(), game.red(), "{\"t\":\"rematch\"}");
            String newId = rematch.path("id").asText();
            JsonNode redirect = blue.next("redirect");
            assertThat(redirect.path("id").asText()).as("blue asked, red accepted").isEqualTo(newId);
            JsonNode seats = rematch.path("state").path("seats");
            assertThat(seats.get(1).path("name").asText()).as("Ada now plays blue").isEqualTo("Ada");
            assertThat(seats.get(0).path("name").asText()).as("Bob now plays red").isEqualTo("Bob");
            assertThat(server.command(newId, redirect.path("token").asText(), move("b12-c11")).path("v").asInt())
                    .isEqualTo(1);
            assertThat(server.get("/api/games/" + game.id()).json().path("rematch").asText()).isEqualTo(newId);
        }
    }

    @Test
    void aResigningPlayerOfThreeLeavesTheBoardAndPlayGoesOn() {
        JsonNode created = server.create("{\"game\":\"chinese-checkers\",\"players\":3,\"mode\":\"local\"}");
        String id = created.path("id").asText();
        String token = created.path("token").asText();
        server.command(id, token, move("c1-e5"));
        JsonNode resigned = server.command(id, token, "{\"t\":\"resign\",\"d\":{\"seat\":1}}");
        assertThat(resigned.path("status").asText()).isEqualTo("playing");
        assertThat(resigned.path("toMove").asText()).as("green left; purple moves").isEqualTo("purple");
        assertThat(resigned.path("position").asText()).doesNotContain("G");
        assertThat(resigned.path("withdrawn").toString()).isEqualTo("[\"green\"]");
        assertThat(resigned.path("plies").path(0).path("position").asText())
                .as("the first ply's position is as the move left it, green still there").contains("G");
        assertThat(server.post("/api/games/" + id + "/commands", "{\"t\":\"resign\",\"d\":{\"seat\":1}}", token)
                .errorCode()).isEqualTo("not-allowed");
        assertThat(server.get("/api/games/" + id + "/record").body()).contains("[Withdrawn \"G@1\"]");
        JsonNode ended = server.command(id, token, "{\"t\":\"resign\",\"d\":{\"seat\":2}}");
        assertThat(ended.path("status").asText()).isEqualTo("finished");
        assertThat(ended.path("ranking").toString()).isEqualTo("[\"red\"]");
        assertThat(ended.path("result").asText()).isEqualTo("R");
        String record = server.get("/api/games/" + id + "/record").body();
        assertThat(server.post("/api/records", record).json().path("state").path("result").asText()).isEqualTo("R");
    }

    @Test
    void aBinaryFrameIsAnsweredWithAnErrorAndChangesNothing() {
        OnlineGame game = onlineGame("jungle");
        try (var red = server.connect(game.id())) {
            red.send(hello(game.red()));
            red.next("state");
            red.sendBinary(new byte[] {0x7b, 0x7d});
            JsonNode error = red.next("error");
            assertThat(error.path("code").asText()).isEqualTo("bad-request");
            assertThat(error.path("message").asText()).contains("text");
            red.send(move("a3-a4"));
            assertThat(red.next("event").path("v").asInt()).as("the connection still plays").isPositive();
        }
    }
}
