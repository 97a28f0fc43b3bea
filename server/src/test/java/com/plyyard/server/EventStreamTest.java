package com.plyyard.server;

import static com.plyyard.server.HttpApiTest.move;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.plyyard.engine.Game;
import com.plyyard.engine.Games;
import com.plyyard.engine.Move;
import com.plyyard.engine.Position;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The stream of a game (docs/protocol.md): a first state, then deltas that do not grow with the
 * game; one computer search per version however many connect; a connection that stops reading is
 * closed instead of piling up the server's memory.
 */
class EventStreamTest {
    /** Limits that would slow the tests' many moves are off; the outbox is small, to fill fast. */
    private static final Map<String, String> FAST = Map.of("socket.rate", "0", "game.rate", "0",
            "socket.outbox-messages", "16");

    @TempDir
    Path data;

    @Test
    void eventsAreDeltasWhoseSizeDoesNotGrowWithTheLengthOfTheGame() {
        List<String> cycle = shuffle(Games.byId("halma"));
        try (RunningServer server = ServerWithSettings.start(data, FAST)) {
            JsonNode created = server.create("{\"game\":\"halma\",\"mode\":\"local\"}");
            String id = created.path("id").asText();
            List<JsonNode> events = new ArrayList<>();
            try (var socket = server.connect(id)) {
                socket.send("{\"t\":\"hello\",\"d\":{\"token\":\"" + created.path("token").asText() + "\"}}");
                socket.next("state");
                for (int ply = 0; ply < 400; ply++) {
                    socket.send(move(cycle.get(ply % cycle.size())));
                    events.add(socket.next("event"));
                }
            }
            // ply 12 is the first after the opening's plies with the board of ply 400 (the cycle has 4)
            JsonNode tenth = events.get(11);
            JsonNode last = events.get(399);
            assertThat(last.path("position").asText()).as("the same board at plies 12 and 400")
                    .startsWith(tenth.path("position").asText().split(" ")[0]);
            int numberDigits = digits(last.path("v").asInt()) - digits(tenth.path("v").asInt())
                    + 2 * (digits(last.path("moveNumber").asInt()) - digits(tenth.path("moveNumber").asInt()));
            assertThat(last.toString().length()).as("the 400th event against the 12th: only the version and move"
                    + " numbers have more digits\n12th: %s\n400th: %s", tenth, last)
                    .isEqualTo(tenth.toString().length() + numberDigits);
            JsonNode state = server.get("/api/games/" + id).json();
            assertThat(state.path("plies")).hasSize(400);
            assertThat(state.path("plies").path(399).path("position").asText()).isEqualTo(last.path("position").asText());
        }
    }

    /** CC-3, CC-4: a path of two holes may be a step or a jump; the event says which, for the announcement. */
    @Test
    void aMoveEventCountsTheHopsOfItsPath() {
        try (RunningServer server = ServerWithSettings.start(data, FAST)) {
            JsonNode created = server.create("{\"game\":\"chinese-checkers\",\"mode\":\"local\"}");
            try (var socket = server.connect(created.path("id").asText())) {
                socket.send("{\"t\":\"hello\",\"d\":{\"token\":\"" + created.path("token").asText() + "\"}}");
                socket.next("state");
                socket.send(move("c1-e5"));
                assertThat(socket.next("event").path("hops").asInt(-1)).as("c1 jumps over d1").isEqualTo(1);
                socket.send(move("n1-m5"));
                assertThat(socket.next("event").path("hops").asInt(-1)).as("n1 steps to m5").isZero();
            }
        }
    }

    private static int digits(int number) {
        return String.valueOf(number).length();
    }

    /**
     * Four plies that bring the start back: red steps out, blue steps out, each steps back. Found
     * through the engine, so the test does not depend on which steps the rules allow.
     */
    private static List<String> shuffle(Game game) {
        Position start = game.start(game.defaultSettings());
        for (Move red : steps(start)) {
            Position one = start.play(red);
            for (Move blue : steps(one)) {
                Position two = one.play(blue);
                Move redBack = Move.of(red.to(), red.from());
                if (!two.legalMoves().contains(redBack)) {
                    continue;
                }
                Position three = two.play(redBack);
                Move blueBack = Move.of(blue.to(), blue.from());
                if (three.legalMoves().contains(blueBack)) {
                    return List.of(red.toString(), blue.toString(), redBack.toString(), blueBack.toString());
                }
            }
        }
        throw new AssertionError("no four plies bring the start back");
    }

    private static List<Move> steps(Position position) {
        return position.legalMoves().stream().filter(m -> m.path().size() == 2).toList();
    }

    @Test
    void fiftyConnectionsWhileTheComputerIsToMoveStartOneSearch() {
        try (RunningServer server = RunningServer.withComputerPause(data, 4_000)) {
            JsonNode created = server.create("{\"game\":\"jungle\",\"mode\":\"computer\",\"seat\":1,\"level\":1}");
            String id = created.path("id").asText();
            List<ServerClient.Socket> sockets = new ArrayList<>();
            try {
                for (int i = 0; i < 50; i++) {
                    ServerClient.Socket socket = server.connect(id);
                    socket.send("{\"t\":\"hello\"}");
                    assertThat(socket.next("state").path("plies")).as("connected while the computer thinks").isEmpty();
                    sockets.add(socket);
                }
                for (ServerClient.Socket socket : sockets) {
                    assertThat(socket.next("event").path("kind").asText()).isEqualTo("move");
                }
            } finally {
                sockets.forEach(ServerClient.Socket::close);
            }
            assertThat(server.metric("plyyard_ai_searches_total")).as("one search for version 0").isEqualTo(1);
        }
    }

    /** The pause before a computer move overlaps its thinking: the search starts at once, its move lands after the pause. */
    @Test
    void theComputerThinksDuringItsPauseAndPlaysOnlyAfterIt() {
        try (RunningServer server = RunningServer.withComputerPause(data, 4_000)) {
            JsonNode created = server.create("{\"game\":\"jungle\",\"mode\":\"computer\",\"seat\":1,\"level\":1}");
            String id = created.path("id").asText();
            try (ServerClient.Socket socket = server.connect(id)) {
                socket.send("{\"t\":\"hello\"}");
                socket.next("state");
                Eventually.waitUntil("the search started and its move waits for the pause",
                        () -> server.metric("plyyard_ai_searches_total") == 1 && server.metric("plyyard_ai_waiting") == 1
                                && server.metric("plyyard_ai_busy_threads") == 0);
                assertThat(server.get("/api/games/" + id).json().path("plies")).as("nothing played before the pause ends").isEmpty();
                assertThat(socket.next("event").path("kind").asText()).isEqualTo("move");
            }
        }
    }

    @Test
    void aConnectionThatStopsReadingIsClosedAsTooSlowAndTheOthersPlayOn() throws IOException {
        try (RunningServer server = ServerWithSettings.start(data, FAST)) {
            JsonNode created = server.create("{\"game\":\"halma\",\"mode\":\"local\"}");
            String id = created.path("id").asText();
            String token = created.path("token").asText();
            List<String> cycle = shuffle(Games.byId("halma"));
            for (int ply = 0; ply < 240; ply++) {
                server.command(id, token, move(cycle.get(ply % 4)));
            }
            try (var player = server.connect(id); var slow = new SlowReader(server.port(), id)) {
                player.send("{\"t\":\"hello\",\"d\":{\"token\":\"" + token + "\"}}");
                player.next("state");
                // every answer is the whole game (about 24 kB): far more, in all, than the sockets'
                // buffers (the kernel's may hold tens of megabytes)
                try {
                    for (int asked = 0; asked < 6_000; asked++) {
                        slow.send("{\"t\":\"sync\"}");
                    }
                } catch (IOException cut) {
                    // the server cut the connection while it was still asking
                }
                player.send("{\"t\":\"ping\"}");
                player.next("pong", 2);
                player.send(move(cycle.get(0)));
                assertThat(player.next("event").path("v").asInt()).isEqualTo(241);

                assertThat(slow.howClosed(10_000, System.nanoTime() + TimeUnit.SECONDS.toNanos(60)).how())
                        .as("closed as too slow (4008) or cut after the grace time")
                        .isIn("close 4008", "end of stream", "reset");
                assertThat(server.metric("plyyard_sockets_closed_slow_total")).isEqualTo(1);
            }
        }
    }
}
