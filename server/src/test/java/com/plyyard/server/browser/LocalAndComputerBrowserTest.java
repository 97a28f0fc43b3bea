package com.plyyard.server.browser;

import com.plyyard.server.StateJson;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.plyyard.engine.Games;
import java.util.List;
import java.util.Locale;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.support.ui.Select;

/** Games created on the home page: one screen for both colours, and against the computer. */
class LocalAndComputerBrowserTest extends SharedServerBrowserTest {

    private static String gameId(Browser browser) {
        browser.waitUntil("the game page", d -> d.getCurrentUrl().contains("/g/") ? Boolean.TRUE : null);
        browser.waitConnected();
        return browser.driver.getCurrentUrl().replaceAll(".*/g/", "");
    }

    @Test
    void aOneScreenGameTakesMovesForBothColoursFromOneBrowserAndTheTurnIndicatorFollows() {
        Browser browser = browser();
        browser.open(server.base() + "/");
        browser.click("game-chinese-checkers");
        browser.click("players-2");
        browser.click("mode-local");
        browser.click("create-game");
        String id = gameId(browser);
        assertThat(state(server, id).path("mode").asText()).isEqualTo("local");
        browser.waitForText("status", "Red to move");
        assertThat(browser.toMoveColour()).isEqualTo("red");
        assertThat(browser.present("resign")).isTrue();

        String[] red = firstLegal(id);
        browser.play(red[0], red[1]);
        browser.waitForText("status", "Blue to move");
        assertThat(browser.toMoveColour()).isEqualTo("blue");

        String[] blue = firstLegal(id);
        browser.play(blue[0], blue[1]);
        browser.waitForText("status", "Red to move");
        assertThat(browser.toMoveColour()).isEqualTo("red");
        browser.waitMovesListed(2);

        JsonNode state = state(server, id);
        assertThat(StateJson.moves(state).size()).isEqualTo(2);
        assertThat(StateJson.moves(state).path(0).asText()).startsWith(red[0]).endsWith(red[1]);
        assertThat(StateJson.moves(state).path(1).asText()).startsWith(blue[0]).endsWith(blue[1]);
        assertThat(state.path("toMove").asText()).isEqualTo("red");
    }

    @Test
    void againstTheComputerAsBlueTheComputerMovesFirstByItselfThenTheHumanMovesByClicking() {
        Browser browser = browser();
        String id = createComputerGame(browser, 1, 1, "game-jungle");

        JsonNode created = state(server, id);
        assertThat(created.path("mode").asText()).isEqualTo("computer");
        assertThat(created.path("seats").path(0).path("kind").asText()).isEqualTo("computer");
        assertThat(created.path("seats").path(1).path("kind").asText()).isEqualTo("human");

        // red is the computer: it moves without anyone clicking
        browser.waitMovesListed(1);
        browser.waitForText("status", "Your move (Blue)");
        assertThat(browser.mySeatColours()).containsExactly("blue");
        assertThat(StateJson.moves(state(server, id)).size()).isEqualTo(1);

        String[] mine = firstLegal(id);
        browser.play(mine[0], mine[1]);
        // the computer answers by itself and it is the human's move again
        browser.waitMovesListed(3);
        browser.waitForText("status", "Your move (Blue)");
        JsonNode state = state(server, id);
        assertThat(StateJson.moves(state).size()).isEqualTo(3);
        assertThat(StateJson.moves(state).path(1).asText()).isEqualTo(mine[0] + "-" + mine[1]);
        assertThat(state.path("toMove").asText()).isEqualTo("blue");
    }

    /** AL-5: the computer answers a draw offer; at the start, standing no worse, it declines. */
    @Test
    void aDrawOfferedToTheComputerAtTheStartIsDeclinedAndTheOfferCanBeMadeAgain() {
        Browser browser = browser();
        String id = createComputerGame(browser, 0, 8, "game-halma");
        browser.waitMyTurn();
        browser.keepNotices();
        browser.click("offer-draw");
        browser.waitForNotice("declined");
        browser.byTestId("offer-draw");
        JsonNode state = state(server, id);
        assertThat(state.path("status").asText()).isEqualTo("playing");
        assertThat(state.path("drawOffer").isNull()).as("the offer is settled").isTrue();
        assertThat(state.path("v").asInt()).as("the offer and the computer's refusal").isEqualTo(2);
    }

    private static List<String> choices(Browser browser, String testId, boolean byValue) {
        return new Select(browser.byTestId(testId)).getOptions().stream()
                .map(option -> byValue ? option.getAttribute("value") : option.getText().toLowerCase(Locale.ROOT))
                .toList();
    }

    /** What the server can play (its catalog and each player count's colours) is what the page offers. */
    @Test
    void theNewGamePageOffersEveryPlayerCountOptionSeatAndLevelOfEachGameAgainstTheComputer() {
        Browser browser = browser();
        browser.open(server.base() + "/");
        browser.click("mode-computer");
        JsonNode catalog = server.get("/api/catalog").json();
        List<String> levels = catalog.path("levels").valueStream().map(JsonNode::asText).toList();
        assertThat(levels).containsExactly("1", "2", "3", "4", "5", "6", "7", "8");
        for (JsonNode game : catalog.path("games")) {
            String id = game.path("id").asText();
            browser.click("game-" + id);
            for (JsonNode option : game.path("options")) {
                assertThat(browser.present("option-" + option.asText())).as("%s option %s", id, option).isTrue();
            }
            for (JsonNode count : game.path("players")) {
                int players = count.asInt();
                if (game.path("players").size() > 1) {
                    browser.click("players-" + players);
                }
                List<String> colours = Games.byId(id).settings(OptionalInt.of(players), List.of()).colours().stream()
                        .map(colour -> colour.name().toLowerCase(Locale.ROOT)).toList();
                assertThat(choices(browser, "seat-choice", false)).as("%s, %d players: the seats", id, players)
                        .isEqualTo(colours);
                assertThat(choices(browser, "computer-level", true)).as("%s, %d players: the levels", id, players)
                        .isEqualTo(levels);
            }
        }
    }

    @Test
    void aComputerGameOfThreeWithAnOptionAtLevel8StartsAndTheComputerSeatsMoveByThemselves() {
        Browser browser = browser();
        String id = createComputerGame(browser, 1, 8, "game-chinese-checkers", "players-3", "option-long-jump");

        JsonNode created = state(server, id);
        assertThat(created.path("options").toString()).isEqualTo("[\"long-jump\"]");
        assertThat(created.path("seats").valueStream().map(seat -> seat.path("kind").asText() + " "
                + seat.path("level").asInt())).containsExactly("computer 8", "human 0", "computer 8");
        // red is the computer: it moves without anyone clicking
        browser.waitMovesListed(1);
        browser.waitForText("status", "Your move (Green)");

        String[] mine = firstLegal(id);
        browser.play(mine[0], mine[1]);
        // purple and red answer by themselves
        browser.waitMovesListed(4);
        browser.waitForText("status", "Your move (Green)");
        assertThat(StateJson.moves(state(server, id)).path(1).asText()).startsWith(mine[0]).endsWith(mine[1]);
        assertThat(browser.seatLabels()).as("each seat says once who plays it")
                .containsExactly("Computer / Red · level 8", "Green / human", "Computer / Purple · level 8");
        browser.assertBoardFitsWidth();
        browser.screenshot("computer-chinese-checkers-3-long-jump-level8");

        browser.emulatePhone(390, 844);
        browser.open(url(server, id));
        browser.waitConnected();
        browser.waitMovesListed(4);
        assertThat(browser.mySeatColours()).as("the browser kept its seat").containsExactly("green");
        browser.assertBoardFitsWidth();
        browser.screenshot("computer-chinese-checkers-3-long-jump-level8-phone-390x844");
    }

    /** Creates a game against the computer from the home page: the game's choices clicked, then the person's seat and the level. */
    private String createComputerGame(Browser browser, int seat, int level, String... choices) {
        browser.open(server.base() + "/");
        for (String choice : choices) {
            browser.click(choice);
        }
        browser.click("mode-computer");
        new Select(browser.byTestId("seat-choice")).selectByValue(String.valueOf(seat));
        new Select(browser.byTestId("computer-level")).selectByValue(String.valueOf(level));
        browser.click("create-game");
        return gameId(browser);
    }
}
