package com.plyyard.server;

import static com.plyyard.server.HttpApiTest.assertError;
import static com.plyyard.server.HttpApiTest.move;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;

/**
 * Take-back and rematch offers of online games over the wire (WebSocket and HTTP), against the
 * real server and its database: who may ask, who answers, what an answer does, and every refusal
 * with its code and words.
 */
class OffersTest extends ServerTest {
    private static final String TAKEBACK = "{\"t\":\"takeback\"}";
    private static final String ACCEPT_TAKEBACK = "{\"t\":\"answer-takeback\",\"d\":{\"accept\":true}}";
    private static final String DECLINE_TAKEBACK = "{\"t\":\"answer-takeback\",\"d\":{\"accept\":false}}";
    private static final String REMATCH = "{\"t\":\"rematch\"}";
    private static final String WITHDRAW = "{\"t\":\"withdraw-offer\"}";

    private static String hello(String token) {
        return "{\"t\":\"hello\",\"d\":{\"token\":\"" + token + "\"}}";
    }

    private String commands(OnlineGame game) {
        return "/api/games/" + game.id() + "/commands";
    }

    private JsonNode state(String id) {
        return server.get("/api/games/" + id).json();
    }

    private static String message(RunningServer.Answer answer) {
        return answer.json().path("error").path("message").asText();
    }

    @Test
    void aTakebackAskedByThePlayerWhoMovedLastIsShownToTheOpponentAndUndoneWhenAccepted() {
        OnlineGame game = OnlineGame.open(server, server, "jungle");
        try (var blue = server.connect(game.id())) {
            blue.send(hello(game.blue()));
            blue.next("state");
            server.command(game.id(), game.red(), move("a3-a4"));
            blue.next("event");

            JsonNode asked = server.command(game.id(), game.red(), TAKEBACK);
            assertThat(asked.path("offer").toString()).isEqualTo("{\"kind\":\"takeback\",\"seat\":0,\"accepted\":[]}");
            JsonNode offer = blue.next("event");
            assertThat(offer.path("kind").asText()).isEqualTo("offer");
            assertThat(offer.path("offer").path("kind").asText()).as("blue is told of red's request").isEqualTo("takeback");

            server.restart();
            assertThat(state(game.id()).path("offer").path("kind").asText()).as("the offer is stored").isEqualTo("takeback");
        }
        JsonNode back = server.command(game.id(), game.blue(), ACCEPT_TAKEBACK);
        assertThat(StateJson.moves(back).toString()).as("red's move is gone").isEqualTo("[]");
        assertThat(back.path("toMove").asText()).isEqualTo("red");
        assertThat(back.path("offer").isNull()).as("the offer is settled").isTrue();
        assertThat(server.command(game.id(), game.red(), move("a3-a4")).path("toMove").asText())
                .as("red moves again").isEqualTo("blue");
    }

    @Test
    void aDeclinedOrWithdrawnTakebackLeavesTheMoveOnTheBoard() {
        OnlineGame game = OnlineGame.open(server, server, "jungle");
        server.command(game.id(), game.red(), move("a3-a4"));
        server.command(game.id(), game.red(), TAKEBACK);
        try (var red = server.connect(game.id())) {
            red.send(hello(game.red()));
            red.next("state");
            JsonNode declined = server.command(game.id(), game.blue(), DECLINE_TAKEBACK);
            assertThat(red.next("event").path("kind").asText()).as("red sees the decline").isEqualTo("offer-declined");
            assertThat(declined.path("offer").isNull()).isTrue();
            assertThat(StateJson.moves(declined).toString()).isEqualTo("[\"a3-a4\"]");

            server.command(game.id(), game.red(), TAKEBACK);
            red.next("event");
            JsonNode withdrawn = server.command(game.id(), game.red(), WITHDRAW);
            JsonNode event = red.next("event");
            assertThat(event.path("kind").asText()).isEqualTo("offer-withdrawn");
            assertThat(event.path("seat").asInt()).isZero();
            assertThat(withdrawn.path("offer").isNull()).isTrue();
            assertThat(StateJson.moves(withdrawn).toString()).isEqualTo("[\"a3-a4\"]");
        }
    }

    @Test
    void aTakebackOfferLapsesWhenTheOpponentMovesInstead() {
        OnlineGame game = OnlineGame.open(server, server, "jungle");
        server.command(game.id(), game.red(), move("a3-a4"));
        server.command(game.id(), game.red(), TAKEBACK);
        JsonNode moved = server.command(game.id(), game.blue(), move("g7-g6"));
        assertThat(moved.path("offer").isNull()).as("the offer lapsed with blue's move").isTrue();
        RunningServer.Answer late = server.post(commands(game), ACCEPT_TAKEBACK, game.blue());
        assertError(late, 409, "not-allowed");
        assertThat(message(late)).isEqualTo("there is no take-back offer to answer");
        assertThat(StateJson.moves(state(game.id())).toString()).isEqualTo("[\"a3-a4\",\"g7-g6\"]");
    }

    @Test
    void takebacksOutOfTurnASecondOfferAndForgedSeatsAreRefusedAndChangeNothing() {
        OnlineGame game = OnlineGame.open(server, server, "jungle");
        String commands = commands(game);
        RunningServer.Answer none = server.post(commands, TAKEBACK, game.red());
        assertError(none, 409, "not-allowed");
        assertThat(message(none)).isEqualTo("there is no move to take back");
        server.command(game.id(), game.red(), move("a3-a4"));
        int version = state(game.id()).path("v").asInt();

        RunningServer.Answer notLast = server.post(commands, TAKEBACK, game.blue());
        assertError(notLast, 409, "not-allowed");
        assertThat(message(notLast)).isEqualTo("only Red, who moved last, may ask to take the move back");
        assertError(server.post(commands, TAKEBACK, "forged-token"), 403, "not-a-player");
        assertError(server.post(commands, TAKEBACK), 403, "not-a-player");
        assertError(server.post(commands, ACCEPT_TAKEBACK, game.blue()), 409, "not-allowed");
        assertThat(state(game.id()).path("v").asInt()).as("no refused command changed the game").isEqualTo(version);

        server.command(game.id(), game.red(), TAKEBACK);
        RunningServer.Answer second = server.post(commands, TAKEBACK, game.red());
        assertError(second, 409, "not-allowed");
        assertThat(message(second)).isEqualTo("a takeback offer is already open; one offer at a time");
        RunningServer.Answer draw = server.post(commands, "{\"t\":\"offer-draw\"}", game.blue());
        assertError(draw, 409, "not-allowed");
        assertThat(message(draw)).isEqualTo("a takeback offer is already open; one offer at a time");
        RunningServer.Answer own = server.post(commands, ACCEPT_TAKEBACK, game.red());
        assertError(own, 409, "not-allowed");
        assertThat(message(own)).isEqualTo("the others answer your take-back offer");
        RunningServer.Answer notHers = server.post(commands, WITHDRAW, game.blue());
        assertError(notHers, 409, "not-allowed");
        assertThat(message(notHers)).isEqualTo("only Red, who made the offer, may withdraw it");
        assertError(server.post(commands, ACCEPT_TAKEBACK, "forged-token"), 403, "not-a-player");
        assertThat(state(game.id()).path("v").asInt()).as("only the one offer was stored").isEqualTo(version + 1);

        server.command(game.id(), game.red(), WITHDRAW);
        server.command(game.id(), game.blue(), "{\"t\":\"offer-draw\"}");
        RunningServer.Answer afterDraw = server.post(commands, TAKEBACK, game.red());
        assertError(afterDraw, 409, "not-allowed");
        assertThat(message(afterDraw)).isEqualTo("a draw offer is already open; one offer at a time");
        assertThat(server.command(game.id(), game.blue(), WITHDRAW).path("drawOffer").isNull())
                .as("a draw offer is withdrawn the same way").isTrue();
    }

    @Test
    void withThreePlayersATakebackNeedsEveryOtherPlayer() {
        ThreePlayerGame game = ThreePlayerGame.open(server);
        String id = game.id();
        String red = game.red();
        String green = game.green();
        String purple = game.purple();
        server.command(id, red, move("c1-e5"));
        server.command(id, red, TAKEBACK);
        JsonNode once = server.command(id, green, ACCEPT_TAKEBACK);
        assertThat(once.path("offer").path("accepted").toString()).as("purple has not answered").isEqualTo("[1]");
        assertThat(StateJson.moves(once).size()).isEqualTo(1);
        assertError(server.post("/api/games/" + id + "/commands", ACCEPT_TAKEBACK, green), 409, "not-allowed");
        JsonNode back = server.command(id, purple, ACCEPT_TAKEBACK);
        assertThat(StateJson.moves(back).size()).as("every other player accepted").isZero();
        assertThat(back.path("toMove").asText()).isEqualTo("red");
    }

    @Test
    void aRematchIsARequestTheFinishedGameKeepsUntilTheOpponentAcceptsThenColoursSwap() {
        OnlineGame game = OnlineGame.open(server, server, "halma");
        try (var red = server.connect(game.id()); var blue = server.connect(game.id())) {
            red.send(hello(game.red()));
            red.next("state");
            blue.send(hello(game.blue()));
            blue.next("state");
            assertError(server.post(commands(game), REMATCH, game.red()), 409, "not-allowed");
            server.command(game.id(), game.red(), "{\"t\":\"resign\"}");
            assertThat(blue.next("event").path("kind").asText()).isEqualTo("resign");

            JsonNode asked = server.command(game.id(), game.red(), REMATCH);
            assertThat(asked.path("offer").toString()).isEqualTo("{\"kind\":\"rematch\",\"seat\":0,\"accepted\":[]}");
            assertThat(asked.path("rematch").isNull()).as("no game is created before blue accepts").isTrue();
            assertThat(blue.next("event").path("offer").path("kind").asText()).isEqualTo("rematch");
            assertError(server.post(commands(game), REMATCH, game.red()), 409, "not-allowed");

            JsonNode accepted = server.command(game.id(), game.blue(), REMATCH);
            String newId = accepted.path("id").asText();
            assertThat(red.next("redirect").path("id").asText()).as("red follows once blue accepted").isEqualTo(newId);
            JsonNode seats = accepted.path("state").path("seats");
            assertThat(seats.get(0).path("name").asText()).as("Bob now plays red").isEqualTo("Bob");
            assertThat(seats.get(1).path("name").asText()).as("Ada now plays blue").isEqualTo("Ada");
            assertThat(server.command(newId, accepted.path("token").asText(), move("b12-c11")).path("v").asInt())
                    .as("Bob's new token holds red").isEqualTo(1);
        }
        assertError(server.post(commands(game), REMATCH, game.blue()), 409, "not-allowed");
    }

    @Test
    void aDeclinedOrWithdrawnRematchCreatesNoGame() {
        OnlineGame game = OnlineGame.open(server, server, "jungle");
        server.command(game.id(), game.blue(), "{\"t\":\"resign\"}");
        server.command(game.id(), game.red(), REMATCH);
        assertError(server.post(commands(game), "{\"t\":\"decline-rematch\"}", game.red()), 409, "not-allowed");
        JsonNode declined = server.command(game.id(), game.blue(), "{\"t\":\"decline-rematch\"}");
        assertThat(declined.path("offer").isNull()).isTrue();
        assertThat(declined.path("rematch").isNull()).isTrue();

        server.command(game.id(), game.blue(), REMATCH);
        JsonNode withdrawn = server.command(game.id(), game.blue(), WITHDRAW);
        assertThat(withdrawn.path("offer").isNull()).isTrue();
        assertThat(withdrawn.path("rematch").isNull()).as("no game was created").isTrue();
        assertThat(withdrawn.path("ending").asText()).as("the finished game stays as it ended").isEqualTo("resigned");
    }
}
