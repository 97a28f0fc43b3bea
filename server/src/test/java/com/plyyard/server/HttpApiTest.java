package com.plyyard.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.plyyard.engine.BoardLayout;
import com.plyyard.engine.Colour;
import com.plyyard.engine.Game;
import com.plyyard.engine.Games;
import com.plyyard.engine.Move;
import com.plyyard.engine.Position;
import com.plyyard.engine.Settings;
import java.util.List;
import java.util.Locale;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The HTTP API against the real server and its embedded database (AL-4: the server judges). */
class HttpApiTest extends ServerTest {

    @Test
    void catalogListsTheThreeGamesWithTheirPlayerCountsAndOptions() {
        JsonNode catalog = server.get("/api/catalog").json();
        assertThat(catalog.path("games").findValuesAsText("id")).containsExactly("chinese-checkers", "halma", "jungle");
        assertThat(catalog.path("games").get(0).path("players").toString()).isEqualTo("[2,3,4,6]");
        assertThat(catalog.path("games").get(0).path("options").toString())
                .isEqualTo("[\"long-jump\",\"fill-blocked-target\",\"play-for-places\"]");
        assertThat(catalog.path("games").get(1).path("players").toString()).isEqualTo("[2]");
        assertThat(catalog.path("games").get(2).path("options").toString()).isEqualTo("[]");
        assertThat(catalog.path("levels").toString()).isEqualTo("[1,2,3,4,5,6,7,8]");
    }

    /** The catalog is the engine's: each player count's colours in turn order and its board as Game.layout gives it. */
    @Test
    void catalogGivesEachPlayerCountItsColoursAndTheEnginesBoardLayout() {
        JsonNode catalog = server.get("/api/catalog").json();
        for (JsonNode entry : catalog.path("games")) {
            Game game = Games.byId(entry.path("id").asText());
            assertThat(entry.path("setups").findValuesAsText("players").stream().map(Integer::valueOf).toList())
                    .as("%s: one setup per player count", game.id()).isEqualTo(game.playerCounts());
            for (JsonNode setup : entry.path("setups")) {
                Settings settings = game.settings(OptionalInt.of(setup.path("players").asInt()), List.of());
                BoardLayout layout = game.layout(settings);
                String what = game.id() + ", " + settings.players() + " players";
                assertThat(setup.path("colours").valueStream().map(JsonNode::asText).toList()).as(what)
                        .isEqualTo(settings.colours().stream().map(c -> c.name().toLowerCase(Locale.ROOT)).toList());
                JsonNode rows = setup.path("board").path("rows");
                assertThat(rows.valueStream().map(row -> row.findValuesAsText("name")).toList()).as(what + ": rows")
                        .isEqualTo(layout.rows().stream().map(row -> row.stream().map(BoardLayout.SquareLayout::name).toList()).toList());
                assertThat(setup.path("board").path("facing").size()).as(what + ": facing").isEqualTo(settings.players());
            }
        }
        JsonNode threePlayers = catalog.path("games").get(0).path("setups").get(1);
        JsonNode southTip = threePlayers.path("board").path("rows").get(16).get(0);
        assertThat(southTip.path("name").asText()).isEqualTo("a1");
        assertThat(southTip.path("zones").get(0)).as("a1, in red's camp").isEqualTo(json("{\"kind\":\"camp\",\"colour\":\"red\",\"inPlay\":true}"));
        JsonNode northTip = threePlayers.path("board").path("rows").get(0).get(0);
        assertThat(northTip.path("zones").get(0).path("inPlay").asBoolean()).as("q1: blue's camp is idle with 3 players").isFalse();
        assertThat(threePlayers.path("board").path("facing")).isEqualTo(json("{\"red\":0,\"green\":240,\"purple\":120}"));
        JsonNode jungle = catalog.path("games").get(2).path("setups").get(0).path("board").path("rows");
        assertThat(jungle.get(8).get(3).path("name").asText()).isEqualTo("d1");
        assertThat(jungle.get(8).get(3).path("zones")).as("d1").isEqualTo(json("[{\"kind\":\"den\",\"side\":\"red\"}]"));
        assertThat(jungle.get(4).get(1).path("zones")).as("b5").isEqualTo(json("[{\"kind\":\"water\"}]"));
        assertThat(jungle.get(1).get(3).path("zones")).as("d8").isEqualTo(json("[{\"kind\":\"trap\",\"side\":\"blue\"}]"));
    }

    private static JsonNode json(String text) {
        try {
            return ServerClient.JSON.readTree(text);
        } catch (java.io.IOException e) {
            throw new AssertionError(e);
        }
    }

    @Test
    void anOnlineGameGetsASeatForTheCreatorAndOneForTheFirstVisitor() {
        JsonNode created = server.create("{\"game\":\"halma\",\"mode\":\"online\",\"name\":\"Ada\"}");
        String id = created.path("id").asText();
        assertThat(created.path("token").asText()).hasSizeGreaterThanOrEqualTo(43);
        assertThat(created.path("state").path("seats").get(1).path("kind").asText()).isEqualTo("open");
        JsonNode joined = server.post("/api/games/" + id + "/seats", "{\"name\":\"Bob\"}").json();
        assertThat(joined.path("seat").asInt()).isEqualTo(1);
        assertThat(joined.path("token").asText()).isNotEqualTo(created.path("token").asText());
        RunningServer.Answer full = server.post("/api/games/" + id + "/seats", "{}");
        assertThat(full.status()).isEqualTo(409);
        assertThat(full.errorCode()).isEqualTo("seats-full");
        String state = server.get("/api/games/" + id).body();
        assertThat(state).doesNotContain(created.path("token").asText(), joined.path("token").asText())
                .contains("\"name\":\"Bob\"");
    }

    @Test
    void onlyTheSeatToMoveMayMoveAndIllegalMovesChangeNothing() {
        JsonNode created = server.create("{\"game\":\"chinese-checkers\",\"mode\":\"online\"}");
        String id = created.path("id").asText();
        String red = created.path("token").asText();
        JsonNode joined = server.post("/api/games/" + id + "/seats", "{}").json();
        String blue = joined.path("token").asText();
        int version = joined.path("state").path("v").asInt();

        assertError(server.post("/api/games/" + id + "/commands", move("n1-m5"), blue), 409, "not-your-turn");
        assertError(server.post("/api/games/" + id + "/commands", move("c1-e5"), "forged-token"), 403, "not-a-player");
        assertError(server.post("/api/games/" + id + "/commands", move("c1-e5"), null), 403, "not-a-player");
        RunningServer.Answer illegal = server.post("/api/games/" + id + "/commands", move("a1-b1"), red);
        assertError(illegal, 422, "illegal-move");
        JsonNode refusal = illegal.json().path("error");
        assertThat(refusal.path("message").asText()).startsWith("CC-3:");
        assertThat(refusal.path("rule").asText()).isEqualTo("CC-3");
        assertThat(refusal.path("kind").asText()).isEqualTo("step-onto-piece");
        assertThat(refusal.path("params").toString()).isEqualTo("{\"to\":\"b1\"}");
        assertError(server.post("/api/games/" + id + "/commands", move("c1-z9"), red), 400, "bad-notation");
        assertThat(server.get("/api/games/" + id).json().path("v").asInt()).as("nothing changed").isEqualTo(version);

        JsonNode after = server.command(id, red, move("c1-e5"));
        assertThat(after.path("v").asInt()).isEqualTo(version + 1);
        assertThat(StateJson.moves(after).toString()).isEqualTo("[\"c1-e5\"]");
        assertThat(after.path("toMove").asText()).isEqualTo("blue");
        assertError(server.post("/api/games/" + id + "/commands",
                "{\"t\":\"move\",\"d\":{\"path\":\"n1-m5\",\"v\":" + version + "}}", blue), 409, "stale");
        assertThat(server.command(id, blue, "{\"t\":\"move\",\"d\":{\"path\":\"n1-m5\",\"v\":" + (version + 1) + "}}")
                .path("v").asInt()).isEqualTo(version + 2);
    }

    @Test
    void startEndMovesArePlayedAlongOneShortestPath() {
        JsonNode created = server.create("{\"game\":\"chinese-checkers\",\"mode\":\"local\","
                + "\"position\":\"1/2/3/4/13/12/11/10/RB1R5/10/11/12/13/4/3/2/B r 1\"}");
        JsonNode after = server.command(created.path("id").asText(), created.path("token").asText(), move("i1-i5"));
        assertThat(StateJson.moves(after).get(0).asText()).isEqualTo("i1-i3-i5");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "{bad                                              | bad-request",
        "{\"game\":\"go\"}                                  | bad-settings",
        "{\"game\":\"chinese-checkers\",\"players\":5}      | bad-settings",
        "{\"game\":\"chinese-checkers\",\"options\":[\"x\"]} | bad-settings",
        "{\"game\":\"halma\",\"mode\":\"space\"}             | bad-request",
        "{\"game\":\"halma\",\"colour\":\"red\"}             | bad-request",
        "{\"game\":\"halma\",\"seat\":2}                     | bad-settings",
        "{\"game\":\"jungle\",\"mode\":\"computer\",\"level\":9} | bad-settings",
        "{\"game\":\"jungle\",\"position\":\"7/7 r 0 1\"}    | bad-settings",
        "{\"game\":\"jungle\",\"computer\":{\"7\":3}}          | bad-settings",
        "{\"game\":\"jungle\",\"computer\":{\"0\":3}}          | bad-settings",
        "{\"game\":\"jungle\",\"computer\":{\"blue\":3}}       | bad-settings",
        "{\"game\":\"jungle\",\"mode\":\"local\",\"computer\":{\"1\":3}} | bad-settings",
    })
    void malformedGameRequestsAreRefused(String body, String code) {
        RunningServer.Answer answer = server.post("/api/games", body);
        assertThat(answer.status()).as(answer.body()).isEqualTo(400);
        assertThat(answer.errorCode()).isEqualTo(code);
        assertThat(answer.body()).doesNotContain("Exception", "at com.");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "not json                                  | bad-request",
        "[]                                        | bad-request",
        "{\"t\":\"fly\"}                            | bad-request",
        "{\"t\":\"move\"}                           | bad-request",
        "{\"t\":\"move\",\"d\":{\"path\":3.5}}       | bad-request",
        "{\"t\":\"move\",\"d\":{\"path\":\"c1-e5\",\"speed\":1}} | bad-request",
        "{\"t\":\"answer-draw\",\"d\":{}}            | bad-request",
        "{\"t\":\"hello\",\"d\":{}}                  | bad-request",
    })
    void malformedCommandsAreRefused(String body, String code) {
        JsonNode created = server.create("{\"game\":\"chinese-checkers\",\"mode\":\"local\"}");
        RunningServer.Answer answer = server.post("/api/games/" + created.path("id").asText() + "/commands", body,
                created.path("token").asText());
        assertThat(answer.status()).as(answer.body()).isEqualTo(400);
        assertThat(answer.errorCode()).isEqualTo(code);
    }

    @Test
    void unknownGamesAndPathsAnswer404WithAReason() {
        RunningServer.Answer unknown = server.get("/api/games/NoSuchGame1");
        assertThat(unknown.status()).isEqualTo(404);
        assertThat(unknown.errorCode()).isEqualTo("unknown-game");
        assertThat(server.get("/api/games/../../etc").status()).isEqualTo(404);
        assertThat(server.get("/api/nothing").errorCode()).isEqualTo("not-found");
    }

    @Test
    void resignationEndsATwoPlayerGameAndTheRecordSaysSo() {
        JsonNode created = server.create("{\"game\":\"jungle\",\"mode\":\"online\",\"name\":\"Ada\",\"timeControl\":\"untimed\"}");
        String id = created.path("id").asText();
        String red = created.path("token").asText();
        server.post("/api/games/" + id + "/seats", "{\"name\":\"Bob\"}");
        server.command(id, red, move("a3-a4"));
        JsonNode resigned = server.command(id, red, "{\"t\":\"resign\"}");
        assertThat(resigned.path("status").asText()).isEqualTo("finished");
        assertThat(resigned.path("ending").asText()).isEqualTo("resigned");
        assertThat(resigned.path("result").asText()).isEqualTo("0-1");
        assertThat(resigned.path("legal").size()).isZero();
        assertError(server.post("/api/games/" + id + "/commands", move("g9-g8"), red), 409, "game-over");
        String record = server.get("/api/games/" + id + "/record").body();
        assertThat(record).contains("[Game \"jungle\"]", "[Red \"Ada\"]", "[Blue \"Bob\"]", "[Result \"0-1\"]",
                "1. a3-a4 0-1");
        JsonNode imported = server.post("/api/records", record).json();
        assertThat(StateJson.moves(imported.path("state")).toString()).isEqualTo("[\"a3-a4\"]");
        assertThat(imported.path("state").path("mode").asText()).isEqualTo("review");
        assertThat(imported.path("state").path("result").asText()).as("the record's result, not the board's")
                .isEqualTo("0-1");
        assertThat(imported.path("state").path("status").asText()).isEqualTo("finished");
        assertThat(imported.path("state").path("ranking").toString()).isEqualTo("[\"blue\"]");
        assertThat(imported.path("state").path("ending").asText()).isEqualTo("resigned");
    }

    @Test
    void anImportedRecordOfAnAgreedDrawIsDrawn() {
        JsonNode imported = server.post("/api/records",
                "[Game \"jungle\"]\n[Result \"1/2-1/2\"]\n\n1. a3-a4 g7-g6 1/2-1/2\n").json();
        assertThat(imported.path("state").path("status").asText()).isEqualTo("drawn");
        assertThat(imported.path("state").path("ending").asText()).isEqualTo("draw-agreed");
        assertThat(imported.path("state").path("result").asText()).isEqualTo("1/2-1/2");
    }

    @Test
    void aSeatNameOfAnImportedRecordIsKeptToTheLimitOfEveryOtherName() {
        String longName = "N".repeat(300);
        RunningServer.Answer answer = server.post("/api/records",
                "[Game \"jungle\"]\n[Red \"" + longName + "\"]\n[Result \"*\"]\n\n1. a3-a4 *\n");
        assertThat(answer.status()).as(answer.body()).isEqualTo(201);
        assertThat(answer.json().path("state").path("seats").path(0).path("name").asText()).isEqualTo("N".repeat(40));
        String joined = server.post("/api/games/" + server.create("{\"game\":\"jungle\"}").path("id").asText()
                + "/seats", "{\"name\":\"" + longName + "\"}").json().path("state").path("seats").path(1)
                .path("name").asText();
        assertThat(joined).as("the same limit when joining").isEqualTo("N".repeat(40));
    }

    @Test
    void aDrawOfferIsAcceptedOrDeclinedByTheOtherSide() {
        JsonNode created = server.create("{\"game\":\"halma\",\"mode\":\"online\"}");
        String id = created.path("id").asText();
        String red = created.path("token").asText();
        String blue = server.post("/api/games/" + id + "/seats", "{}").json().path("token").asText();
        assertThat(server.command(id, red, "{\"t\":\"offer-draw\"}").path("drawOffer").path("seat").asInt()).isZero();
        assertError(server.post("/api/games/" + id + "/commands", "{\"t\":\"answer-draw\",\"d\":{\"accept\":true}}",
                red), 409, "not-allowed");
        assertThat(server.command(id, blue, "{\"t\":\"answer-draw\",\"d\":{\"accept\":false}}").path("drawOffer")
                .isNull()).isTrue();
        server.command(id, blue, "{\"t\":\"offer-draw\"}");
        JsonNode drawn = server.command(id, red, "{\"t\":\"answer-draw\",\"d\":{\"accept\":true}}");
        assertThat(drawn.path("status").asText()).isEqualTo("drawn");
        assertThat(drawn.path("result").asText()).isEqualTo("1/2-1/2");
        assertThat(drawn.path("ending").asText()).isEqualTo("draw-agreed");
    }

    @Test
    void withThreePlayersADrawNeedsEveryOtherPlayer() {
        ThreePlayerGame game = ThreePlayerGame.open(server);
        String id = game.id();
        String red = game.red();
        String green = game.green();
        String purple = game.purple();
        server.command(id, red, "{\"t\":\"offer-draw\"}");
        JsonNode once = server.command(id, green, "{\"t\":\"answer-draw\",\"d\":{\"accept\":true}}");
        assertThat(once.path("status").asText()).as("purple has not answered").isEqualTo("playing");
        assertThat(once.path("drawOffer").path("accepted").toString()).isEqualTo("[1]");
        assertError(server.post("/api/games/" + id + "/commands", "{\"t\":\"answer-draw\",\"d\":{\"accept\":true}}",
                green), 409, "not-allowed");
        JsonNode drawn = server.command(id, purple, "{\"t\":\"answer-draw\",\"d\":{\"accept\":true}}");
        assertThat(drawn.path("status").asText()).isEqualTo("drawn");
        assertThat(drawn.path("result").asText()).isEqualTo("1/2-1/2");
    }

    @Test
    void importingAMalformedRecordIsRefusedWithTheMoveNumber() {
        RunningServer.Answer answer = server.post("/api/records",
                "[Game \"halma\"]\n[Result \"*\"]\n\n1. a1-a2 *\n");
        assertThat(answer.status()).isEqualTo(400);
        assertThat(answer.errorCode()).isEqualTo("bad-notation");
        assertThat(answer.json().path("error").path("message").asText()).contains("move 1 (red) 'a1-a2'");
    }

    /** Issue 23: a game continued from the browser keeps its whole history, judged again here. */
    @Test
    void aGameCreatedWithMovesHasThemInItsStateAndRecordAndTakesTheLastBack() {
        JsonNode created = server.create("{\"game\":\"jungle\",\"mode\":\"local\","
                + "\"moves\":[\"a3-a4\",\"g7-g6\",\"a4-a5\"]}");
        JsonNode state = created.path("state");
        assertThat(StateJson.moves(state).toString()).isEqualTo("[\"a3-a4\",\"g7-g6\",\"a4-a5\"]");
        assertThat(state.path("toMove").asText()).isEqualTo("blue");
        assertThat(state.path("status").asText()).isEqualTo("playing");
        String id = created.path("id").asText();
        assertThat(server.get("/api/games/" + id + "/record").body()).contains("1. a3-a4 g7-g6 2. a4-a5 *");
        JsonNode back = server.command(id, created.path("token").asText(), "{\"t\":\"takeback\"}");
        assertThat(StateJson.moves(back).toString()).isEqualTo("[\"a3-a4\",\"g7-g6\"]");
    }

    @Test
    void againstTheComputerTheComputerAnswersTheLastOfTheMovesGiven() throws InterruptedException {
        JsonNode created = server.create("{\"game\":\"jungle\",\"mode\":\"computer\",\"seat\":0,\"level\":1,"
                + "\"moves\":[\"a3-a4\",\"g7-g6\",\"a4-a5\"]}");
        String id = created.path("id").asText();
        JsonNode state = created.path("state");
        for (int tries = 0; StateJson.moves(state).size() < 4 && tries < 100; tries++) {
            Thread.sleep(100);
            state = server.get("/api/games/" + id).json();
        }
        assertThat(StateJson.moves(state)).as("blue, the computer, has moved").hasSize(4);
        assertThat(state.path("toMove").asText()).isEqualTo("red");
    }

    @Test
    void anIllegalMoveAmongTheMovesIsRefusedByItsIndexAndNoGameIsCreated() {
        int games = storedGames();
        RunningServer.Answer illegal = server.post("/api/games",
                "{\"game\":\"jungle\",\"mode\":\"local\",\"moves\":[\"a3-a4\",\"g7-g6\",\"a4-a6\"]}");
        assertError(illegal, 400, "illegal-move");
        assertThat(illegal.json().path("error").path("message").asText()).startsWith("moves[2] 'a4-a6': JU-3");
        assertError(server.post("/api/games", "{\"game\":\"jungle\",\"moves\":[\"a3-z9\"]}"), 400, "bad-notation");
        assertError(server.post("/api/games", "{\"game\":\"jungle\",\"moves\":[\"a3-a4\",null]}"), 400,
                "bad-request");
        assertThat(storedGames()).as("nothing stored").isEqualTo(games);
    }

    @Test
    void movesThatEndTheGameAreRefused() {
        int games = storedGames();
        RunningServer.Answer over = server.post("/api/games", "{\"game\":\"jungle\",\"mode\":\"local\","
                + "\"position\":\"6t/3E3/7/7/7/7/7/7/7 r 0 1\",\"moves\":[\"d8-d9\"]}");
        assertError(over, 400, "game-over");
        assertThat(storedGames()).isEqualTo(games);
    }

    /** Issue 23 and AL-2: a three-player game continued from the browser keeps who resigned, and when. */
    @Test
    void AL2_aGameCreatedWithMovesAndAWithdrawalKeepsBoth() {
        Settings settings = Games.byId("chinese-checkers").settings(OptionalInt.of(3), List.of());
        Position position = Games.byId("chinese-checkers").start(settings);
        Colour leaving = settings.colours().get(1);
        List<String> moves = new java.util.ArrayList<>();
        for (int ply = 0; ply < 5; ply++) {
            if (ply == 2) {
                position = position.withoutPlayer(leaving);
            }
            Move move = position.legalMoves().get(0);
            moves.add("\"" + move + "\"");
            position = position.play(move);
        }
        String withdrawn = Character.toUpperCase(leaving.letter()) + "@2";

        JsonNode created = server.create("{\"game\":\"chinese-checkers\",\"players\":3,\"mode\":\"local\",\"moves\":"
                + moves + ",\"withdrawn\":\"" + withdrawn + "\"}");

        JsonNode state = created.path("state");
        assertThat(StateJson.moves(state)).hasSize(5);
        assertThat(state.path("withdrawn").toString()).isEqualTo("[\"" + leaving.name().toLowerCase(Locale.ROOT) + "\"]");
        assertThat(state.path("position").asText()).isEqualTo(position.notation());
        assertThat(server.get("/api/games/" + created.path("id").asText() + "/record").body())
                .contains("[Withdrawn \"" + withdrawn + "\"]");
    }

    @Test
    void aMalformedOrLateWithdrawalIsRefusedAndNoGameIsCreated() {
        int games = storedGames();
        String start = "{\"game\":\"chinese-checkers\",\"players\":3,\"mode\":\"local\",";
        RunningServer.Answer malformed = server.post("/api/games", start + "\"moves\":[],\"withdrawn\":\"G7\"}");
        RunningServer.Answer late = server.post("/api/games", start + "\"moves\":[],\"withdrawn\":\"G@3\"}");
        RunningServer.Answer notPlaying = server.post("/api/games", start + "\"moves\":[],\"withdrawn\":\"Y@0\"}");

        assertError(malformed, 400, "bad-notation");
        assertThat(malformed.json().path("error").path("message").asText()).startsWith("withdrawn: ");
        assertError(late, 400, "bad-notation");
        assertError(notPlaying, 400, "bad-notation");
        assertThat(storedGames()).as("nothing stored").isEqualTo(games);
    }

    @Test
    void moreMovesThanTheLimitAreRefused() {
        String moves = String.join(",", java.util.Collections.nCopies(2_001, "\"a3-a4\""));
        RunningServer.Answer answer = server.post("/api/games", "{\"game\":\"jungle\",\"moves\":[" + moves + "]}");
        assertError(answer, 400, "bad-settings");
        assertThat(answer.json().path("error").path("message").asText()).contains("at most 2000 moves");
    }

    private int storedGames() {
        return server.database().withHandle(handle -> handle.createQuery("SELECT count(*) FROM games")
                .mapTo(Integer.class).one());
    }

    static String move(String path) {
        return "{\"t\":\"move\",\"d\":{\"path\":\"" + path + "\"}}";
    }

    static void assertError(RunningServer.Answer answer, int status, String code) {
        assertThat(answer.status()).as(answer.body()).isEqualTo(status);
        assertThat(answer.errorCode()).as(answer.body()).isEqualTo(code);
    }
}
