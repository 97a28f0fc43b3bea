package com.plyyard.server;

import static com.plyyard.server.HttpApiTest.move;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.plyyard.server.store.StoreConfig;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.ServerSocket;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Notices lost: Redis goes away and comes back, as a dead node's last notice never comes. Nodes
 * then rely on the database: the relay's return makes them catch up, a command they would refuse
 * is judged again on the stored game, and a player connecting starts from the stored game. Uses
 * a Redis server of its own, which it stops.
 */
class RelayBreakTest {
    @TempDir
    Path folder;
    private Process redis;
    private int port;
    private RunningServer first;
    private RunningServer second;
    private String id;
    private String red;
    private String blue;

    private void startRedis() {
        try {
            redis = new ProcessBuilder("redis-server", "--bind", "127.0.0.1", "--port", String.valueOf(port),
                    "--save", "", "--appendonly", "no", "--dir", folder.toString())
                    .redirectErrorStream(true).redirectOutput(folder.resolve("redis.log").toFile()).start();
            for (int i = 0; i < 100; i++) {
                try (var socket = new java.net.Socket("127.0.0.1", port)) {
                    return;
                } catch (IOException notYet) {
                    Thread.sleep(50);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("redis-server could not start (is it installed?)", e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        throw new IllegalStateException("redis-server did not listen within 5 s");
    }

    private void stopRedis() throws InterruptedException {
        redis.destroyForcibly();
        redis.waitFor(10, TimeUnit.SECONDS);
    }

    /** Two nodes relaying through a Redis of this test's own, and a Halma game: Ada on the first, Bob on the second. */
    @BeforeEach
    void startTwoNodesAndAGame() throws IOException {
        try (ServerSocket free = new ServerSocket(0)) {
            port = free.getLocalPort();
        }
        startRedis();
        StoreConfig shared = TestStores.freshPostgres();
        String url = "redis://127.0.0.1:" + port;
        first = new RunningServer(shared, url);
        second = new RunningServer(shared, url);
        OnlineGame game = OnlineGame.open(first, second, "halma");
        id = game.id();
        red = game.red();
        blue = game.blue();
        Eventually.waitUntil("the first node hears of the join",
                () -> first.get("/api/games/" + id).json().path("v").asInt() == 1);
    }

    @AfterEach
    void stop() throws InterruptedException {
        first.close();
        second.close();
        if (redis.isAlive()) {
            stopRedis();
        }
    }

    /** Red plays its first legal move through the first node; returns its path. */
    private String redMoves() {
        String path = first.get("/api/games/" + id).json().path("legal").get(0).asText();
        first.command(id, red, move(path));
        return path;
    }

    @Test
    void aMoveMadeWhileRedisIsAwayReachesTheOtherNodeOnceItIsBack() throws Exception {
        try (var bob = second.connect(id)) {
            bob.send("{\"t\":\"hello\",\"d\":{\"token\":\"" + blue + "\"}}");
            int v = bob.next("state").path("v").asInt();

            stopRedis();
            Eventually.waitUntil("the cut-off node says so", () -> second.get("/health").status() == 503);
            String path = redMoves();

            startRedis();
            JsonNode event = bob.next("event", 40);
            assertThat(event.path("v").asInt()).isEqualTo(v + 1);
            assertThat(event.path("path").asText()).isEqualTo(path);
            Eventually.waitUntil("the node says it is back", () -> second.get("/health").status() == 200);
        }
        assertThat(List.of(StateJson.moves(first.get("/api/games/" + id).json()),
                StateJson.moves(second.get("/api/games/" + id).json()))).allMatch(moves -> moves.size() == 1);
    }

    @Test
    void aReplyToAMoveItsNodeHasNotHeardOfIsJudgedOnTheStoredGame() throws Exception {
        stopRedis();
        redMoves();

        // Bob saw red's move (through another page, say) and replies through his own node,
        // which has not heard of it: the node reads the stored game and accepts the reply.
        JsonNode seenByBob = first.get("/api/games/" + id).json();
        String answer = "{\"t\":\"move\",\"d\":{\"path\":\"" + seenByBob.path("legal").get(0).asText()
                + "\",\"v\":" + seenByBob.path("v").asInt() + "}}";
        RunningServer.Answer accepted = second.post("/api/games/" + id + "/commands", answer, blue);
        assertThat(accepted.status()).as(accepted.body()).isEqualTo(200);
        assertThat(accepted.json().path("v").asInt()).isEqualTo(seenByBob.path("v").asInt() + 1);
        assertThat(StateJson.moves(accepted.json())).hasSize(2);
    }

    @Test
    void aPlayerConnectingToANodeThatMissedAMoveStartsFromTheStoredGame() throws Exception {
        stopRedis();
        // as if the first node had died right after storing the move, before telling anyone
        String path = redMoves();

        try (var bob = second.connect(id)) {
            bob.send("{\"t\":\"hello\",\"d\":{\"token\":\"" + blue + "\"}}");
            JsonNode state = bob.next("state");
            assertThat(StateJson.moves(state)).extracting(JsonNode::asText).containsExactly(path);
            assertThat(state.path("toMove").asText()).isEqualTo("blue");
        }
    }
}
