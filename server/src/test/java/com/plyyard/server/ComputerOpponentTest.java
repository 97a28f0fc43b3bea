package com.plyyard.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.plyyard.ai.ThinkingTimes;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Issue 5, "every game and option can be played against each level": the real server's computer
 * seats answer a person's move with legal moves in every game configuration at every level, and
 * the configured thinking time is the one level 8 uses.
 */
class ComputerOpponentTest {
    /** Short enough for 136 games in seconds; levels 1–7 stop at it too, which changes nothing of their legality. */
    private static final long QUICK_MILLIS = 50;

    @TempDir
    static Path data;
    private static RunningServer server;

    /** A game configuration as {@code POST /api/games} takes it. */
    private record Setup(String game, int players, String option) {
        @Override
        public String toString() {
            return game + " " + players + " players" + (option == null ? "" : " " + option);
        }
    }

    /** A computer game and the seat its person holds. */
    private record ComputerGame(Setup setup, int level, String id, String token, String humanColour) {
        @Override
        public String toString() {
            return setup + " at level " + level + " (person " + humanColour + ", game " + id + ")";
        }
    }

    @BeforeAll
    static void startServer() {
        // one address sends every request of 17 games at once: the per-address rate limit is not under test
        server = ServerWithSettings.start(Map.of("http.rate", "0"),
                () -> new RunningServer(data, ThinkingTimes.everyGame(QUICK_MILLIS)));
    }

    @AfterAll
    static void stopServer() {
        server.close();
    }

    private static List<Setup> everyGameAndOption() {
        List<Setup> setups = new ArrayList<>();
        for (int players : List.of(2, 3, 4, 6)) {
            setups.add(new Setup("chinese-checkers", players, null));
            setups.add(new Setup("chinese-checkers", players, "long-jump"));
            setups.add(new Setup("chinese-checkers", players, "fill-blocked-target"));
            if (players > 2) {
                setups.add(new Setup("chinese-checkers", players, "play-for-places"));
            }
        }
        setups.add(new Setup("halma", 2, null));
        setups.add(new Setup("jungle", 2, null));
        return setups;
    }

    /**
     * The person holds seat {@code level mod players}, so at some levels the computer seats move
     * first; the computer holds every other seat. Games run side by side, as on a busy server.
     */
    @ParameterizedTest(name = "level {0}")
    @ValueSource(ints = {1, 2, 3, 4, 5, 6, 7, 8})
    void theComputerSeatsAnswerAPersonsMoveWithLegalMovesInEveryGameAndOption(int level) {
        List<ComputerGame> games = everyGameAndOption().stream().map(setup -> create(setup, level)).toList();
        // after the person's move: its version and the number of moves
        List<int[]> played = new ArrayList<>();
        for (ComputerGame game : games) {
            JsonNode before = whenPersonToMove(game);
            String path = before.path("legal").path(0).asText();
            int plies = StateJson.moves(before).size();
            JsonNode after = server.command(game.id(), game.token(),
                    "{\"t\":\"move\",\"d\":{\"path\":\"" + path + "\",\"v\":" + before.path("v").asInt() + "}}");
            // the computer thinks at once, so its answer may already be in the state the move returns
            assertThat(StateJson.moves(after).path(plies).asText()).as("%s", game).isEqualTo(path);
            played.add(new int[] {before.path("v").asInt() + 1, plies + 1});
        }
        List<JsonNode> answered = new ArrayList<>();
        for (int i = 0; i < games.size(); i++) {
            ComputerGame game = games.get(i);
            JsonNode state = whenPersonToMove(game);
            int computerMoves = game.setup().players() - 1;
            assertThat(state.path("v").asInt()).as("%s: one version a computer move", game)
                    .isEqualTo(played.get(i)[0] + computerMoves);
            assertThat(StateJson.moves(state).size()).as("%s", game).isEqualTo(played.get(i)[1] + computerMoves);
            answered.add(state);
        }
        server.restart();
        for (int i = 0; i < games.size(); i++) {
            JsonNode replayed = server.get("/api/games/" + games.get(i).id()).json();
            assertThat(StateJson.moves(replayed)).as("%s replayed from the store", games.get(i))
                    .isEqualTo(StateJson.moves(answered.get(i)));
            assertThat(replayed.path("position")).as("%s", games.get(i)).isEqualTo(answered.get(i).path("position"));
        }
    }

    @Test
    void level8ThinksTheTimeGivenToItsGameRatherThanTheServerWideOne(@TempDir Path ownData) {
        // if jungle's own 100 ms were ignored, the computer would think the server-wide minute
        try (RunningServer slowElsewhere = new RunningServer(ownData,
                new ThinkingTimes(60_000, Map.of("jungle", 100L)))) {
            JsonNode created = slowElsewhere.create("{\"game\":\"jungle\",\"mode\":\"computer\",\"seat\":1,\"level\":8}");
            AtomicReference<JsonNode> state = new AtomicReference<>();
            Eventually.waitUntil("level 8 moved red within 20 s", () -> {
                state.set(slowElsewhere.get("/api/games/" + created.path("id").asText()).json());
                return StateJson.moves(state.get()).size() == 1;
            });
            assertThat(state.get().path("toMove").asText()).isEqualTo("blue");
        }
    }

    @Test
    void JU9_theComputerSeatKnowsTheCircleTheGameHasAlreadyMade(@TempDir Path ownData) {
        // Both rats stepped out and back, so the start position is back with red to move. A
        // search told only the position plays g3-g4 again (PlaysForTheWinTest); the seat must
        // pass the game's positions so that its search sees g3-g4 come back to one of them.
        // Its own server gives level 7 time enough to end on its node budget, not on the 50 ms.
        try (RunningServer ownServer = new RunningServer(ownData, ThinkingTimes.everyGame(5_000))) {
            JsonNode created = ownServer.create("{\"game\":\"jungle\",\"mode\":\"computer\",\"seat\":1,\"level\":7,"
                    + "\"position\":\"l5t/1dp2c1/1r2w1e/7/7/7/E3P1R/2W2D1/TC4L r 4 3\","
                    + "\"moves\":[\"g3-g4\",\"b7-b6\",\"g4-g3\",\"b6-b7\"]}");
            AtomicReference<JsonNode> state = new AtomicReference<>();
            Eventually.waitUntil("the computer moved red", () -> {
                state.set(ownServer.get("/api/games/" + created.path("id").asText()).json());
                return StateJson.moves(state.get()).size() == 5;
            });
            assertThat(StateJson.moves(state.get()).path(4).asText()).isNotEqualTo("g3-g4");
        }
    }

    private static ComputerGame create(Setup setup, int level) {
        ObjectNode body = ServerClient.JSON.createObjectNode().put("game", setup.game()).put("players", setup.players())
                .put("mode", "computer").put("seat", level % setup.players()).put("level", level);
        if (setup.option() != null) {
            body.putArray("options").add(setup.option());
        }
        JsonNode created = server.create(body.toString());
        JsonNode seats = created.path("state").path("seats");
        for (JsonNode seat : seats) {
            boolean person = seat.path("seat").asInt() == level % setup.players();
            assertThat(seat.path("kind").asText()).as("%s seat %s", setup, seat).isEqualTo(person ? "human" : "computer");
        }
        return new ComputerGame(setup, level, created.path("id").asText(), created.path("token").asText(),
                seats.path(level % setup.players()).path("colour").asText());
    }

    /** The game's state once the computer seats have played up to the person's turn. */
    private static JsonNode whenPersonToMove(ComputerGame game) {
        AtomicReference<JsonNode> state = new AtomicReference<>();
        Eventually.waitUntil(game + ": the computer seats played up to the person's turn", () -> {
            state.set(server.get("/api/games/" + game.id()).json());
            return !state.get().path("status").asText().equals("playing")
                    || state.get().path("toMove").asText().equals(game.humanColour());
        });
        assertThat(state.get().path("status").asText()).as("%s", game).isEqualTo("playing");
        assertThat(state.get().path("legal").size()).as("%s: the person's legal moves", game).isPositive();
        return state.get();
    }
}
