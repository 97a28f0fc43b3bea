package com.plyyard.server;

import static com.plyyard.server.Eventually.waitUntil;
import static com.plyyard.server.HttpApiTest.assertError;
import static com.plyyard.server.HttpApiTest.move;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.plyyard.server.store.StoreConfig;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * A timed game's clocks on two nodes sharing one PostgreSQL schema and the test Redis: both nodes
 * read the same time left and the same flag time, and a game whose node stopped keeps its clocks
 * on the other node.
 */
class ClockClusterTest {
    private RunningServer first;
    private RunningServer second;

    @BeforeEach
    void startTwoNodes() {
        StoreConfig shared = TestStores.freshPostgres();
        first = new RunningServer(shared, TestStores.redisUrl());
        second = new RunningServer(shared, TestStores.redisUrl());
    }

    @AfterEach
    void stopNodes() {
        first.close();
        second.close();
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
