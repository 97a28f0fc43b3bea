package com.plyyard.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.plyyard.engine.Game;
import com.plyyard.engine.Games;
import com.plyyard.engine.Move;
import com.plyyard.engine.Position;
import java.io.IOException;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Stream;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.ShrinkingMode;
import net.jqwik.api.Tuple;
import net.jqwik.api.lifecycle.AfterContainer;
import net.jqwik.api.lifecycle.BeforeContainer;

/**
 * The protocol fuzz test: well over 100 000 random and mutated WebSocket messages and HTTP
 * requests (forged and foreign seat tokens, wrong types, huge and negative numbers, broken
 * JSON, malformed records and bodies) against one real server with its rate limits off. Every
 * message must get an answer of the protocol (an error with a documented code, never
 * {@code internal}), and every game must end exactly as its accepted events made it: refused
 * messages change nothing. {@code -Dplyyard.slow=true} sends ten times as many.
 */
class ProtocolFuzzProperties {
    private static final int SCALE = Boolean.getBoolean("plyyard.slow") ? 10 : 1;
    /** Games fuzzed at once in one try, each on its own connection, and messages pipelined to each. */
    private static final int GAMES_AT_ONCE = 4;
    private static final int BATCH = 250 * SCALE;
    private static final int HTTP_BATCH = 40 * SCALE;
    private static final Set<String> CODES = Set.of("bad-request", "unknown-game", "bad-settings", "bad-notation",
            "illegal-move", "not-your-turn", "not-a-player", "stale", "game-over", "seats-full", "not-allowed",
            "too-large", "not-found");
    /** What a message would show of the server's insides: Java and Jackson class names and settings. */
    private static final List<String> INTERNALS = List.of("$", "java.", "com.fasterxml", "Coercion", "StreamRead");
    private static final Set<String> SERVER_TYPES = Set.of("welcome", "state", "event", "hops", "redirect",
            "presence", "error", "pong");
    private static final List<String> SETUPS = List.of(
            "{\"game\":\"chinese-checkers\",\"mode\":\"local\"}", "{\"game\":\"halma\",\"mode\":\"local\"}",
            "{\"game\":\"jungle\",\"mode\":\"local\"}", "{\"game\":\"chinese-checkers\",\"players\":3,\"mode\":\"local\"}",
            "{\"game\":\"jungle\",\"mode\":\"online\"}", "{\"game\":\"chinese-checkers\",\"mode\":\"online\","
                    + "\"options\":[\"long-jump\"]}");

    private static Path data;
    private static RunningServer server;
    private static ExecutorService threads;
    private static long startedAt;
    private static final AtomicLong SOCKET_MESSAGES = new AtomicLong();
    private static final AtomicLong HTTP_REQUESTS = new AtomicLong();
    private static final AtomicLong ACCEPTED = new AtomicLong();
    /** Sockets the server closed for falling behind (their answers piled up). */
    private static final AtomicLong SHED = new AtomicLong();

    @BeforeContainer
    static void startServer() throws IOException {
        data = Files.createTempDirectory("plyyard-fuzz");
        server = ServerWithSettings.start(data,
                Map.of("http.rate", "0", "socket.rate", "0", "game.rate", "0", "reports.rate", "0"));
        threads = Executors.newVirtualThreadPerTaskExecutor();
        startedAt = System.nanoTime();
    }

    @AfterContainer
    static void stopServer() throws IOException {
        System.out.printf(Locale.ROOT, "protocol fuzz: %d WebSocket messages and %d HTTP requests (each "
                        + "followed by a state check), %d accepted changes, %d sockets shed for falling behind, in %.1f s%n",
                SOCKET_MESSAGES.get(), HTTP_REQUESTS.get(), ACCEPTED.get(), SHED.get(),
                (System.nanoTime() - startedAt) / 1e9);
        threads.close();
        server.close();
        try (Stream<Path> files = Files.walk(data)) {
            for (Path file : files.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(file);
            }
        }
    }

    @Provide
    Arbitrary<List<List<FuzzMessages.Recipe>>> batches() {
        return FuzzMessages.recipes().list().ofSize(BATCH).list().ofSize(GAMES_AT_ONCE);
    }

    @Property(tries = 100, shrinking = ShrinkingMode.OFF)
    void socketMessagesChangeAGameOnlyThroughTheEventsTheyCause(@ForAll("batches") List<List<FuzzMessages.Recipe>> batches) {
        String foreign = server.create(SETUPS.get(0)).path("token").asText();
        List<CompletableFuture<Void>> games = new ArrayList<>();
        for (int i = 0; i < batches.size(); i++) {
            List<FuzzMessages.Recipe> batch = batches.get(i);
            String setup = SETUPS.get(Math.floorMod(batch.get(0).pick() + i, SETUPS.size()));
            games.add(CompletableFuture.runAsync(() -> fuzzOverSocket(setup, foreign, batch), threads));
        }
        games.forEach(CompletableFuture::join);
        assertThat(server.get("/api/version").status()).as("the server is up").isEqualTo(200);
    }

    private static void fuzzOverSocket(String setup, String foreign, List<FuzzMessages.Recipe> batch) {
        JsonNode created = server.create(setup);
        FuzzMessages.Target game = target(created, foreign);
        try (var socket = server.connect(game.id())) {
            socket.send("{\"t\":\"hello\",\"d\":{\"token\":\"" + game.token() + "\"}}");
            JsonNode before = socket.next("state");
            List<String> sent = new ArrayList<>();
            for (FuzzMessages.Recipe recipe : batch) {
                String text = FuzzMessages.render(recipe, game);
                sent.add(text);
                socket.send(text);
            }
            socket.send("{\"t\":\"ping\"}");
            SOCKET_MESSAGES.addAndGet(batch.size() + 2);

            int answers = 0;
            JsonNode expected = before;
            int events = 0;
            String rematch = null;
            JsonNode message;
            while ((message = socket.nextUnlessClosed()) != null && !message.path("t").asText().equals("pong")) {
                String t = message.path("t").asText();
                assertThat(SERVER_TYPES).as("a message type of the protocol: %s", message).contains(t);
                assertThat(message.path("d").isObject()).as("d is an object: %s", message).isTrue();
                if (t.equals("error")) {
                    assertThat(CODES).as("a documented error code, after one of %s", sent).contains(
                            message.path("d").path("code").asText());
                    assertNoInternals(message.path("d").path("message").asText(), String.join("\n", sent));
                } else if (t.equals("event")) {
                    events++;
                    expected = StateJson.apply(expected, message.path("d"));
                } else if (t.equals("redirect")) {
                    rematch = message.path("d").path("id").asText();
                }
                if (!t.equals("presence")) {
                    answers++;
                }
            }
            ACCEPTED.addAndGet(events);
            if (message == null) {
                // a burst of commands whose answers (each hello answers a whole state) piled up
                // faster than this client read them: the server sheds such a socket, which changes
                // nothing for the game
                assertThat(socket.closeCode()).as("closed only as a socket that fell behind, after %s", sent)
                        .isEqualTo(4008);
                SHED.incrementAndGet();
                return;
            }
            assertThat(answers).as("every message was answered").isGreaterThanOrEqualTo(batch.size());
            JsonNode after = server.get("/api/games/" + game.id()).json();
            assertThat(after.path("v").asInt()).as("one version per accepted event").isEqualTo(before.path("v").asInt() + events);
            assertThat(comparable(after)).as("the game is as its first state and the deltas since made it, after %s",
                    sent)
                    .isEqualTo(comparable(expected));
            assertThat(after.path("rematch").asText(null)).as("the next game is the one announced").isEqualTo(rematch);
        }
    }

    /** The state without its clocks, which a state reads afresh each time (a running clock moves on). */
    private static JsonNode withoutClockReading(JsonNode state) {
        ObjectNode copy = state.deepCopy();
        copy.remove("clocks");
        return copy;
    }

    /**
     * The state without what changes outside versioned events: who is connected and by how many
     * connections (and so whether the player to move is away), and the next game's id (redirect).
     */
    private static JsonNode comparable(JsonNode state) {
        ObjectNode copy = state.deepCopy();
        copy.withArray("seats").forEach(seat -> ((ObjectNode) seat).remove(List.of("connected", "connections")));
        copy.remove("absent");
        // a state reads the running clock when it is asked, a delta when its event was accepted
        copy.remove("clocks");
        copy.remove("rematch");
        return copy;
    }

    /** Paths worth trying in a game: the first player's moves, and the replies to a few of them. */
    private static FuzzMessages.Target target(JsonNode created, String foreign) {
        JsonNode state = created.path("state");
        Game game = Games.byId(state.path("game").asText());
        List<String> options = new ArrayList<>();
        state.path("options").forEach(option -> options.add(option.asText()));
        Position start = game.parsePosition(game.settings(java.util.OptionalInt.of(state.path("players").asInt()), options),
                state.path("position").asText());
        List<String> paths = new ArrayList<>();
        List<Move> first = start.legalMoves();
        first.forEach(move -> paths.add(move.toString()));
        for (int i = 0; i < first.size(); i += Math.max(1, first.size() / 4)) {
            start.play(first.get(i)).legalMoves().forEach(move -> paths.add(move.toString()));
        }
        return new FuzzMessages.Target(created.path("id").asText(), created.path("token").asText(), foreign, paths);
    }

    // ---- HTTP ---------------------------------------------------------------------------------

    enum Endpoint { COMMAND, JOIN, CREATE, RECORD, JUDGE, LEGAL, STATE }

    record Request(Endpoint endpoint, FuzzMessages.Recipe recipe, int token) {
    }

    @Provide
    Arbitrary<List<Request>> requests() {
        return Combinators.combine(Arbitraries.frequency(
                                Tuple.of(50, Endpoint.COMMAND), Tuple.of(8, Endpoint.JOIN),
                                Tuple.of(10, Endpoint.CREATE), Tuple.of(12, Endpoint.RECORD),
                                Tuple.of(8, Endpoint.JUDGE), Tuple.of(8, Endpoint.LEGAL),
                                Tuple.of(4, Endpoint.STATE)),
                        FuzzMessages.recipes(), Arbitraries.integers().between(0, 5))
                .as(Request::new).list().ofSize(HTTP_BATCH);
    }

    @Property(tries = 60, shrinking = ShrinkingMode.OFF)
    void httpRequestsChangeAGameOnlyWhenAccepted(@ForAll("requests") List<Request> requests) {
        String setup = SETUPS.get(Math.floorMod(requests.get(0).recipe().pick(), SETUPS.size()));
        String foreign = server.create(SETUPS.get(1)).path("token").asText();
        JsonNode created = server.create(setup);
        FuzzMessages.Target game = target(created, foreign);
        WebClient client = new WebClient(server);
        String gamePath = "/api/games/" + game.id();
        JsonNode expected = server.get(gamePath).json();
        for (Request request : requests) {
            String token = switch (request.token()) {
                case 0, 1, 2 -> game.token();
                case 3 -> foreign;
                case 4 -> game.token().substring(1);
                default -> null;
            };
            HttpResponse<String> answer = send(client, request, game, gamePath, token, expected);
            HTTP_REQUESTS.incrementAndGet();
            assertThat(answer.statusCode()).as("%s %s: %s", request.endpoint(), request.recipe(), answer.body())
                    .isLessThan(500);
            if (answer.statusCode() >= 400) {
                String code = new RunningServer.Answer(answer.statusCode(), answer.body()).errorCode();
                assertThat(CODES).as("%s: %s", request.endpoint(), answer.body()).contains(code);
                assertNoInternals(answer.body(), request.recipe().toString());
            } else if (request.endpoint() != Endpoint.RECORD || answer.statusCode() == 201) {
                assertThat(new RunningServer.Answer(answer.statusCode(), answer.body()).json().isObject()).isTrue();
            }
            JsonNode now = server.get(gamePath).json();
            boolean changes = answer.statusCode() < 300
                    && (request.endpoint() == Endpoint.COMMAND || request.endpoint() == Endpoint.JOIN);
            if (changes) {
                ACCEPTED.incrementAndGet();
            } else {
                assertThat(withoutClockReading(now)).as("%s refused or elsewhere (%s) changed nothing",
                        request.endpoint(), answer.body()).isEqualTo(withoutClockReading(expected));
            }
            expected = now;
        }
    }

    /**
     * No class name or library setting in an answer (docs/protocol.md, "no internals"), unless
     * the client wrote it itself and the answer quotes it.
     */
    private static void assertNoInternals(String answer, String sent) {
        for (String internal : INTERNALS) {
            if (!sent.contains(internal)) {
                assertThat(answer).as("an answer to %s", sent).doesNotContain(internal);
            }
        }
    }

    private static HttpResponse<String> send(WebClient client, Request request, FuzzMessages.Target game,
            String gamePath, String token, JsonNode state) {
        FuzzMessages.Recipe recipe = request.recipe();
        String[] headers = token == null ? new String[0] : new String[] {"X-Seat-Token", token};
        String position = state.path("position").asText();
        String kind = state.path("game").asText();
        String path = game.paths().get(recipe.pick() % game.paths().size());
        return switch (request.endpoint()) {
            case COMMAND -> client.send("POST", gamePath + "/commands", FuzzMessages.render(recipe, game), headers);
            case JOIN -> client.send("POST", gamePath + "/seats",
                    FuzzMessages.render(recipe, game, "{\"name\":\"Fuzz\"}"));
            case CREATE -> client.send("POST", "/api/games", FuzzMessages.render(recipe, game,
                    SETUPS.get(recipe.pick() % SETUPS.size())));
            case RECORD -> client.send("POST", "/api/records", FuzzMessages.render(recipe, game,
                    server.get(gamePath + "/record").body()));
            case JUDGE -> client.send("POST", "/api/judge", FuzzMessages.render(recipe, game,
                    "{\"game\":\"" + kind + "\",\"players\":" + state.path("players") + ",\"options\":"
                            + state.path("options") + ",\"position\":\"" + position + "\",\"move\":\"" + path + "\"}"));
            case LEGAL -> client.send("POST", "/api/legal", FuzzMessages.render(recipe, game,
                    "{\"game\":\"" + kind + "\",\"players\":" + state.path("players") + ",\"position\":\"" + position
                            + "\"}"));
            case STATE -> client.send("GET", gamePath.substring(0, Math.max(11, gamePath.length() - recipe.pick() % 3)),
                    null, headers);
        };
    }

}
