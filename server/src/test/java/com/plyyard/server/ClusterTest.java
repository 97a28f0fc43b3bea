package com.plyyard.server;

import static com.plyyard.server.HttpApiTest.assertError;
import static com.plyyard.server.HttpApiTest.move;
import static com.plyyard.server.Eventually.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.plyyard.server.store.StoreConfig;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Two nodes in this JVM sharing one PostgreSQL schema and relaying through the test Redis: players
 * connected to different nodes play one game live, the database decides between racing writers,
 * a stopped node's players carry on from the other, and a timed game's clocks (time left, flag
 * time) read the same on both.
 */
class ClusterTest {
    private RunningServer first;
    private RunningServer second;

    @BeforeEach
    void startTwoNodes() {
        StoreConfig shared = TestStores.freshPostgres();
        first = new RunningServer(shared, TestStores.redisUrl());
        second = new RunningServer(shared, TestStores.redisUrl());
    }

    @Test
    void connectionsToBothNodesWhileTheComputerIsToMoveStartOneSearchInAll() {
        // the computer holds red and moves first, after its pause (20 ms here): connecting on both
        // nodes at once asks both to search the same version; the store lets one of them
        JsonNode created = first.create("{\"game\":\"jungle\",\"mode\":\"computer\",\"seat\":1,\"level\":1}");
        String id = created.path("id").asText();
        List<ServerClient.Socket> sockets = new ArrayList<>();
        try {
            for (int i = 0; i < 20; i++) {
                ServerClient.Socket socket = (i % 2 == 0 ? first : second).connect(id);
                socket.send("{\"t\":\"hello\"}");
                sockets.add(socket);
            }
            waitUntil("the computer moved on both nodes", () -> List.of(first, second).stream().allMatch(
                    node -> node.get("/api/games/" + id).json().path("plies").size() == 1));
        } finally {
            sockets.forEach(ServerClient.Socket::close);
        }
        assertThat(first.metric("plyyard_ai_searches_total") + second.metric("plyyard_ai_searches_total"))
                .as("searches on both nodes together").isEqualTo(1);
    }

    @AfterEach
    void stopNodes() {
        first.close();
        second.close();
    }

    /** Ada creates the game on the first node; Bob joins through the second. */
    private OnlineGame onlineGame(String game) {
        OnlineGame online = OnlineGame.open(first, second, game);
        // the relay is asynchronous: the first node learns of Bob's seat a moment later
        waitUntil("the first node hears of the join", () -> first.get("/api/games/" + online.id()).json()
                .path("seats").get(1).path("kind").asText().equals("human"));
        return online;
    }

    private static String hello(String token) {
        return "{\"t\":\"hello\",\"d\":{\"token\":\"" + token + "\"}}";
    }

    @Test
    void playersOnDifferentNodesSeeEachOthersMovesLive() {
        OnlineGame game = onlineGame("chinese-checkers");
        try (var red = first.connect(game.id()); var blue = second.connect(game.id());
                var watcher = second.connect(game.id())) {
            red.send(hello(game.red()));
            red.next("welcome");
            blue.send(hello(game.blue()));
            blue.next("welcome");
            watcher.send("{\"t\":\"hello\",\"d\":{}}");
            int v = watcher.next("state").path("v").asInt();

            red.send(move("c1-e5"));
            JsonNode seenOnTheOtherNode = blue.next("event");
            assertThat(seenOnTheOtherNode.path("v").asInt()).isEqualTo(v + 1);
            assertThat(seenOnTheOtherNode.path("path").asText()).isEqualTo("c1-e5");
            assertThat(watcher.next("event").path("toMove").asText()).isEqualTo("blue");

            blue.send(move("n1-m5"));
            assertThat(red.next("event").path("v").asInt()).as("red's own move").isEqualTo(v + 1);
            JsonNode reply = red.next("event");
            assertThat(reply.path("v").asInt()).as("blue's reply, from the other node").isEqualTo(v + 2);
            assertThat(reply.path("path").asText()).isEqualTo("n1-m5");
        }
        assertThat(StateJson.moves(first.get("/api/games/" + game.id()).json()))
                .isEqualTo(StateJson.moves(second.get("/api/games/" + game.id()).json()));
    }

    @Test
    void eachNodeReportsItsDatabaseAndRelayHealthy() {
        for (RunningServer node : List.of(first, second)) {
            JsonNode health = node.get("/health").json();
            assertThat(health.path("status").asText()).isEqualTo("ok");
            assertThat(health.path("checks").path("database").path("detail").asText()).startsWith("PostgreSQL at");
            assertThat(health.path("checks").path("relay").path("detail").asText()).endsWith("connected to Redis");
        }
    }

    @Test
    void theSameTurnPlayedOnBothNodesAtOnceIsAppliedExactlyOnce() throws Exception {
        OnlineGame game = onlineGame("halma");
        for (int round = 0; round < 10; round++) {
            JsonNode state = first.get("/api/games/" + game.id()).json();
            String token = state.path("toMove").asText().equals("red") ? game.red() : game.blue();
            List<String> legal = new ArrayList<>();
            state.path("legal").forEach(move -> legal.add(move.asText()));
            CountDownLatch go = new CountDownLatch(1);
            var onFirst = CompletableFuture.supplyAsync(() -> {
                await(go);
                return first.post("/api/games/" + game.id() + "/commands", move(legal.get(0)), token);
            });
            var onSecond = CompletableFuture.supplyAsync(() -> {
                await(go);
                return second.post("/api/games/" + game.id() + "/commands", move(legal.get(1)), token);
            });
            go.countDown();
            List<Integer> statuses = List.of(onFirst.get().status(), onSecond.get().status());
            assertThat(statuses).as(onFirst.get().body() + " / " + onSecond.get().body()).containsOnlyOnce(200);
            assertThat(first.get("/api/games/" + game.id()).json().path("v").asInt()).isEqualTo(round + 2);
        }
        waitUntil("the other node caught up", () -> second.get("/api/games/" + game.id()).json().path("v").asInt() == 11);
        assertThat(StateJson.moves(second.get("/api/games/" + game.id()).json()))
                .isEqualTo(StateJson.moves(first.get("/api/games/" + game.id()).json())).hasSize(10);
    }

    @Test
    void aPlayerConnectedToOneNodeIsShownConnectedOnTheOther() {
        OnlineGame game = onlineGame("jungle");
        try (var blue = second.connect(game.id()); var red = first.connect(game.id())) {
            blue.send(hello(game.blue()));
            blue.next("welcome");
            red.send(hello(game.red()));
            red.next("welcome");
            waitUntil("the other node caught up", () -> first.get("/api/games/" + game.id()).json().path("seats").get(1)
                    .path("connected").asBoolean());
        }
        waitUntil("the other node caught up", () -> !first.get("/api/games/" + game.id()).json().path("seats").get(1)
                .path("connected").asBoolean());
    }

    @Test
    void aSeatHeldOnBothNodesCountsBothConnectionsOnEachNode() {
        OnlineGame game = onlineGame("jungle");
        try (var laptop = first.connect(game.id()); var phone = second.connect(game.id())) {
            laptop.send(hello(game.blue()));
            laptop.next("welcome");
            phone.send(hello(game.blue()));
            phone.next("welcome");
            for (RunningServer node : List.of(first, second)) {
                waitUntil("both of blue's connections counted on " + node.base(), () -> node.get("/api/games/" + game.id())
                        .json().path("seats").get(1).path("connections").asInt() == 2);
            }
        }
        waitUntil("both closed, as the first node hears it", () -> first.get("/api/games/" + game.id()).json()
                .path("seats").get(1).path("connections").asInt() == 0);
    }

    @Test
    void aRematchAskedOnOneNodeAndAcceptedOnTheOtherRedirectsThePlayerWhoAsked() {
        OnlineGame game = onlineGame("halma");
        try (var blue = second.connect(game.id())) {
            blue.send(hello(game.blue()));
            blue.next("state");
            waitUntil("the other node caught up", () -> first.get("/api/games/" + game.id()).json().path("seats").get(1)
                    .path("connected").asBoolean());
            first.command(game.id(), game.red(), "{\"t\":\"resign\"}");
            second.command(game.id(), game.blue(), "{\"t\":\"rematch\"}");
            String newId = first.command(game.id(), game.red(), "{\"t\":\"rematch\"}").path("id").asText();
            JsonNode redirect = blue.next("redirect");
            assertThat(redirect.path("id").asText()).isEqualTo(newId);
            assertThat(second.command(newId, redirect.path("token").asText(), move("b12-c11")).path("v").asInt())
                    .as("Bob, now red, opens the rematch through his node").isEqualTo(1);
        }
        RunningServer.Answer again = second.post("/api/games/" + game.id() + "/commands", "{\"t\":\"rematch\"}",
                game.blue());
        assertThat(again.status()).as(again.body()).isEqualTo(409);
    }

    @Test
    void whenANodeStopsItsPlayersReconnectToTheOtherAndEveryMoveIsThere() {
        OnlineGame game = onlineGame("jungle");
        List<String> played = new ArrayList<>();
        try (var red = first.connect(game.id()); var blue = second.connect(game.id())) {
            red.send(hello(game.red()));
            red.next("welcome");
            blue.send(hello(game.blue()));
            blue.next("welcome");
            for (int ply = 0; ply < 4; ply++) {
                var mover = ply % 2 == 0 ? red : blue;
                String path = firstLegal(ply % 2 == 0 ? first : second, game.id());
                mover.send(move(path));
                played.add(path);
                assertThat(red.next("event").path("path").asText()).isEqualTo(path);
                assertThat(blue.next("event").path("path").asText()).isEqualTo(path);
            }
            first.stop();
        }
        try (var red = second.connect(game.id())) {
            red.send(hello(game.red()));
            JsonNode state = red.next("state");
            assertThat(StateJson.moves(state)).extracting(JsonNode::asText).containsExactlyElementsOf(played);
            red.send(move(state.path("legal").get(0).asText()));
            assertThat(red.next("event").path("v").asInt()).isEqualTo(state.path("v").asInt() + 1);
        }
    }

    private static String firstLegal(ServerClient node, String id) {
        return node.get("/api/games/" + id).json().path("legal").get(0).asText();
    }

    private static void await(CountDownLatch latch) {
        try {
            latch.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /** When the running clock's flag falls, as a reading gives it: the same on every node. */
    private static long flagAt(JsonNode clocks) {
        return clocks.path("at").asLong() + clocks.path("remaining").get(clocks.path("running").asInt()).asLong();
    }

    /** Red (Ada, on the first node) and blue (Bob, on the second) have each moved; red is to move. */
    private OnlineGame playedOnBothNodes() {
        OnlineGame game = OnlineGame.open(first, second, "jungle");
        waitUntil("the first node hears of the join", () -> first.get("/api/games/" + game.id()).json()
                .path("seats").get(1).path("kind").asText().equals("human"));
        first.command(game.id(), game.red(), move("a3-a4"));
        second.command(game.id(), game.blue(), move("g7-g6"));
        waitUntil("the first node hears of blue's move", () -> first.get("/api/games/" + game.id()).json()
                .path("plies").size() == 2);
        return game;
    }

    @Test
    void bothNodesReadTheSameTimeLeftAndTheSameFlagTime() {
        OnlineGame game = playedOnBothNodes();
        JsonNode onFirst = first.get("/api/games/" + game.id()).json().path("clocks");
        JsonNode onSecond = second.get("/api/games/" + game.id()).json().path("clocks");
        assertThat(onSecond.path("running").asInt()).isEqualTo(onFirst.path("running").asInt()).isZero();
        assertThat(onSecond.path("remaining").get(1)).as("blue's stopped clock").isEqualTo(onFirst.path("remaining").get(1));
        assertThat(flagAt(onSecond)).as("red's flag time on the second node").isEqualTo(flagAt(onFirst));
    }

    @Test
    void aGameWhoseNodeStoppedKeepsItsClocksOnTheOtherNode() {
        OnlineGame game = playedOnBothNodes();
        JsonNode before = first.get("/api/games/" + game.id()).json().path("clocks");
        first.stop();
        JsonNode after = second.get("/api/games/" + game.id()).json().path("clocks");
        assertThat(after.path("remaining").get(1)).isEqualTo(before.path("remaining").get(1));
        assertThat(flagAt(after)).as("red's flag time, read on the node that stayed").isEqualTo(flagAt(before));
        second.command(game.id(), game.red(), move("a4-a5"));
        assertError(second.post("/api/games/" + game.id() + "/commands", move("a5-a6"), game.red()), 409,
                "not-your-turn");
    }
}
