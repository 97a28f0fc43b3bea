package com.plyyard.server.browser;

import com.plyyard.server.StateJson;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WindowType;

/** Online play between real browsers: the whole game, a spectator, resigning, draws, seats kept. */
class OnlineGameBrowserTest extends SharedServerBrowserTest {

    /** An online Jungle game (from {@code position}, or the start when null) with both players seated. */
    private Seated seated(String position) {
        return seatTwo(server, "{\"game\":\"jungle\",\"mode\":\"online\",\"name\":\"Ada\""
                + (position == null ? "" : ",\"position\":\"" + position + "\"") + "}");
    }

    @Test
    void aJungleGameIsPlayedToTheDenAndBothPlayersAndASpectatorSeeEveryMoveAndTheResult() {
        Seated game = seated(JUNGLE_DEN_IN_TWO);
        Browser watcher = browser();
        watcher.open(url(server, game.id()));
        watcher.waitConnected();
        assertThat(watcher.text("spectator")).isEqualTo("You are watching this game.");
        assertThat(watcher.mySeatColours()).isEmpty();
        assertThat(watcher.present("resign")).as("a spectator has no resign button").isFalse();
        assertThat(game.red().text("status")).isEqualTo("Your move (Red)");
        assertThat(game.blue().text("status")).isEqualTo("Waiting for Red");
        assertThat(watcher.text("status")).isEqualTo("Waiting for Red");

        game.red().play("d7", "d8");
        for (Browser each : List.of(game.red(), game.blue(), watcher)) {
            each.waitPiece("d8", "red");
            each.waitPiece("d7", null);
            each.waitMovesListed(1);
        }
        game.blue().waitForText("status", "Your move (Blue)");
        watcher.waitForText("status", "Waiting for Blue");

        game.blue().play("g1", "g2");
        for (Browser each : List.of(game.red(), game.blue(), watcher)) {
            each.waitPiece("g2", "blue");
            each.waitMovesListed(2);
        }

        game.red().play("d8", "d9");
        for (Browser each : List.of(game.red(), game.blue(), watcher)) {
            each.waitPiece("d9", "red");
            each.waitMovesListed(3);
            each.waitForText("status", "Red wins — by entering the den");
        }
        assertThat(game.blue().present("resign")).as("nothing to resign once the game is over").isFalse();
        assertThat(game.blue().present("rematch")).as("a player may ask for a rematch").isTrue();

        JsonNode state = state(server, game.id());
        assertThat(StateJson.moves(state).toString()).isEqualTo("[\"d7-d8\",\"g1-g2\",\"d8-d9\"]");
        assertThat(state.path("status").asText()).isEqualTo("finished");
        assertThat(state.path("ending").asText()).isEqualTo("rules");
        assertThat(state.path("ranking").path(0).asText()).isEqualTo("red");
    }

    @Test
    void resigningTwiceOnTheButtonEndsTheGameEvenIfThePageRedrawsBetweenThePressesAndBothShowTheWinner() {
        Seated game = seated(null);
        game.red().play("a3", "a4");
        game.blue().waitMovesListed(1);

        game.blue().click("resign");
        assertThat(game.blue().text("resign")).as("resign asks to be sure first").isEqualTo("Sure? Tap again");
        assertThat(state(server, game.id()).path("status").asText()).isEqualTo("playing");
        // the page redraws between the two presses (red offers a draw): the first press still counts
        game.red().click("offer-draw");
        game.blue().waitForText("draw-offer", "Ada (Red) offers a draw.");
        assertThat(game.blue().text("resign")).as("still armed after a redraw").isEqualTo("Sure? Tap again");
        game.blue().click("resign");

        game.blue().waitForText("status", "Red wins — by resignation");
        game.red().waitForText("status", "Red wins — by resignation");
        JsonNode state = state(server, game.id());
        assertThat(state.path("status").asText()).isEqualTo("finished");
        assertThat(state.path("ending").asText()).isEqualTo("resigned");
        assertThat(state.path("ranking").path(0).asText()).isEqualTo("red");
    }

    @Test
    void aDrawOfferIsDeclinedThenOfferedAgainAndAcceptedAndBothBrowsersShowTheDraw() {
        Seated game = seated(null);
        game.red().play("a3", "a4");
        game.blue().waitMovesListed(1);

        game.red().click("offer-draw");
        game.blue().waitForText("draw-offer", "Ada (Red) offers a draw.");
        game.red().waitForText("offer-waiting", "You offered a draw; waiting for an answer.");
        assertThat(game.red().present("withdraw-offer")).as("red may withdraw the open offer").isTrue();
        assertThat(state(server, game.id()).path("drawOffer").path("seat").asInt()).isZero();

        game.blue().click("decline-draw");
        game.red().waitUntil("red may offer again",
                d -> game.red().present("offer-draw") ? Boolean.TRUE : null);
        assertThat(game.red().text("offer-draw")).isEqualTo("Offer a draw");
        game.blue().waitUntil("the offer is gone on blue's page", d -> !game.blue().present("draw-offer") ? Boolean.TRUE : null);
        JsonNode declined = state(server, game.id());
        assertThat(declined.path("status").asText()).isEqualTo("playing");
        assertThat(declined.path("drawOffer").isNull()).isTrue();

        game.red().click("offer-draw");
        game.blue().waitForText("draw-offer", "Ada (Red) offers a draw.");
        game.blue().click("accept-draw");

        game.blue().waitForText("status", "Draw — by agreement");
        game.red().waitForText("status", "Draw — by agreement");
        JsonNode state = state(server, game.id());
        assertThat(state.path("status").asText()).isEqualTo("drawn");
        assertThat(state.path("ending").asText()).isEqualTo("draw-agreed");
        assertThat(state.path("result").asText()).isEqualTo("1/2-1/2");
    }

    @Test
    void aTakebackIsDeclinedThenAskedAgainAndAcceptedAndBothBrowsersShowTheMoveGone() {
        Seated game = seated(null);
        game.red().play("a3", "a4");
        game.blue().waitMovesListed(1);
        assertThat(game.blue().present("takeback")).as("only the player who moved last may ask").isFalse();

        game.red().keepNotices();
        game.red().click("takeback");
        game.blue().waitForText("takeback-offer", "Ada (Red) asks to take back their last move.");
        game.red().waitForText("offer-waiting", "You asked to take back your move; waiting for an answer.");
        game.blue().click("decline-takeback");
        game.red().waitForNotice("Blue declined the offer");
        game.red().waitUntil("red may ask again", d -> game.red().present("takeback") ? Boolean.TRUE : null);
        assertThat(StateJson.moves(state(server, game.id())).toString()).isEqualTo("[\"a3-a4\"]");

        game.red().click("takeback");
        game.blue().waitForText("takeback-offer", "Ada (Red) asks to take back their last move.");
        game.blue().click("accept-takeback");
        for (Browser each : List.of(game.red(), game.blue())) {
            each.waitMovesListed(0);
            each.waitPiece("a4", null);
            each.waitPiece("a3", "red");
        }
        game.red().waitForText("status", "Your move (Red)");
    }

    @Test
    void aRematchAskedByOnePlayerKeepsTheFinishedGameUntilTheOtherAcceptsThenBothPlayTheNewGameSwapped() {
        Seated game = seated(null);
        game.red().play("a3", "a4");
        game.blue().waitMovesListed(1);
        game.blue().click("resign");
        game.blue().click("resign");
        game.red().waitForText("status", "Red wins — by resignation");

        game.blue().click("end-rematch");
        game.red().waitForText("rematch-offer", "Blue asks for a rematch.");
        game.blue().waitForText("offer-waiting", "You asked for a rematch; waiting for an answer.");
        assertThat(game.red().driver.getCurrentUrl()).as("the finished game stays on screen").isEqualTo(englishPage(server, game.id()));
        assertThat(state(server, game.id()).path("rematch").isNull()).as("no game before red accepts").isTrue();

        game.red().driver.switchTo().activeElement().sendKeys(Keys.ESCAPE);
        game.red().click("accept-rematch");
        String next = state(server, game.id()).path("rematch").asText();
        for (Browser each : List.of(game.red(), game.blue())) {
            each.waitUntil("the rematch's page", d -> d.getCurrentUrl().equals(englishPage(server, next)) ? Boolean.TRUE : null);
            each.waitConnected();
        }
        game.red().waitUntil("Ada now holds blue", d -> game.red().mySeatColours().equals(List.of("blue")) ? Boolean.TRUE : null);
        game.blue().waitUntil("the other player now holds red",
                d -> game.blue().mySeatColours().equals(List.of("red")) ? Boolean.TRUE : null);
    }

    @Test
    void aClosedTabReopensOnItsSeatAndTheResumeLinkTakesTheSeatInAFreshBrowser() {
        // red creates the game on the home page, so its token lives only in this browser's localStorage
        Browser red = browser();
        red.open(server.base() + "/");
        red.click("game-jungle");
        red.click("mode-online");
        red.byTestId("player-name").sendKeys("Ada");
        red.click("create-game");
        red.waitUntil("the game page", d -> d.getCurrentUrl().contains("/g/") ? Boolean.TRUE : null);
        red.waitConnected();
        String id = red.driver.getCurrentUrl().replaceAll(".*/g/", "");
        Browser blue = browser();
        blue.open(url(server, id));
        blue.waitConnected();
        red.play("a3", "a4");
        blue.play("a7", "a6");

        // close red's tab and open the game again in a new tab of the same browser
        String oldTab = red.driver.getWindowHandle();
        red.driver.switchTo().newWindow(WindowType.TAB);
        String newTab = red.driver.getWindowHandle();
        red.driver.switchTo().window(oldTab).close();
        red.driver.switchTo().window(newTab);
        red.open(url(server, id));
        red.waitConnected();
        red.waitUntil("still red's seat", d -> red.mySeatColours().equals(List.of("red")) ? Boolean.TRUE : null);
        red.waitForText("status", "Your move (Red)");
        red.waitMovesListed(2);
        red.play("g3", "g4");
        blue.waitPiece("g4", "red");

        // the same browser profile, quit and started again, still holds the seat
        Path profile = red.profile;
        quit(red);
        Browser redAgain = browser(profile, 1280, 900);
        redAgain.open(url(server, id));
        redAgain.waitConnected();
        redAgain.waitUntil("red's seat after a browser restart",
                d -> redAgain.mySeatColours().equals(List.of("red")) ? Boolean.TRUE : null);

        // blue's private resume link, opened in a browser that never saw the game, takes blue's seat
        blue.click("resume-summary");
        String resume = blue.byTestId("resume-link").getAttribute("value");
        assertThat(resume).isEqualTo(url(server, id) + "#seat=" + storedToken(blue, id));
        Browser phone = browser();
        phone.open(resume);
        phone.waitConnected();
        // the link names no language: it leads to the page in the reader's (/en/g/…), without the fragment
        phone.waitUntil("the fragment is cleared",
                d -> d.getCurrentUrl().equals(englishPage(server, id)) ? Boolean.TRUE : null);
        phone.waitUntil("the fresh browser holds blue",
                d -> phone.mySeatColours().equals(List.of("blue")) ? Boolean.TRUE : null);
        phone.waitForText("status", "Your move (Blue)");
        phone.play("g7", "g6");
        redAgain.waitPiece("g6", "blue");
        blue.waitPiece("g6", "blue");

        JsonNode state = state(server, id);
        assertThat(StateJson.moves(state).toString()).isEqualTo("[\"a3-a4\",\"a7-a6\",\"g3-g4\",\"g7-g6\"]");
        assertThat(state.path("seats").path(0).path("name").asText()).isEqualTo("Ada");
        assertThat(state.path("seats").path(1).path("kind").asText()).isEqualTo("human");
    }

    @Test
    void anUnknownGameLinkShowsTheFriendlyPageWithAWayHome() {
        Browser browser = browser();
        browser.open(url(server, "nosuchgame"));
        assertThat(browser.text("unknown-game")).contains("No such game").contains("“nosuchgame”");
        browser.driver.findElement(By.cssSelector("[data-testid='unknown-game'] a")).click();
        browser.byTestId("create-form");
        assertThat(browser.driver.getCurrentUrl()).isEqualTo(server.base() + "/en/");
    }

    @Test
    void switchingToFrenchShowsFrenchTextOnTheHomeAndGamePagesAndIsRemembered() {
        Browser browser = browser();
        browser.open(server.base() + "/");
        assertThat(browser.text("create-game")).isEqualTo("Start the game");
        browser.click("language-switch");
        browser.waitForText("create-game", "Lancer la partie");
        assertThat(browser.driver.findElement(By.cssSelector("h1")).getText())
                .isEqualTo("Des jeux de plateau à deux, trois, quatre ou six");
        assertThat(browser.driver.findElement(By.cssSelector("html")).getAttribute("lang")).isEqualTo("fr");

        JsonNode created = server.create("{\"game\":\"jungle\",\"mode\":\"online\"}");
        String id = created.path("id").asText();
        browser.open(url(server, id) + "#seat=" + created.path("token").asText());
        browser.waitConnected();
        assertThat(browser.text("status")).isEqualTo("À vous de jouer (Rouges)");
        assertThat(browser.text("resign")).isEqualTo("Abandonner");
        assertThat(browser.text("connection-status")).isEqualTo("Connecté");
        assertThat(browser.text("language-switch")).isEqualTo("English");
    }
}
