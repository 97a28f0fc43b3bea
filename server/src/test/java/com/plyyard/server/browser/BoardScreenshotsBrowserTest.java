package com.plyyard.server.browser;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;

/**
 * A screenshot of every game's board, kept as build artefacts in server/target/screenshots/
 * for a person to look at; each also checks what a screenshot cannot prove by itself.
 */
class BoardScreenshotsBrowserTest extends SharedServerBrowserTest {

    /** Opens the game as its seat holder and waits until it is drawn with {@code pieces} pieces. */
    private Browser show(Browser browser, String[] game, int pieces, int plies) {
        browser.open(url(server, game[0]) + "#seat=" + game[1]);
        browser.waitConnected();
        browser.waitMovesListed(plies);
        assertThat(browser.driver.findElements(By.cssSelector("[data-testid='board'] [data-piece]"))).hasSize(pieces);
        return browser;
    }

    private static void assertPng(Path file) throws Exception {
        byte[] bytes = Files.readAllBytes(file);
        assertThat(bytes.length).as(file + " size").isGreaterThan(10_000);
        assertThat(new String(bytes, 1, 3, java.nio.charset.StandardCharsets.US_ASCII)).isEqualTo("PNG");
    }

    /**
     * Opening a game with moves does not scroll the page (or the side panel) away to show the
     * last move in the move list: the board's top and the players are in view.
     */
    private static void assertBoardAndPlayersInView(Browser browser) {
        Number scrollY = (Number) browser.script("return window.scrollY;");
        assertThat(scrollY.doubleValue()).as("the page is not scrolled").isZero();
        Number boardTop = (Number) browser.script(
                "return document.querySelector('[data-testid=board]').getBoundingClientRect().top;");
        assertThat(boardTop.doubleValue()).as("board's top").isGreaterThanOrEqualTo(0);
        Number seatsTop = (Number) browser.script(
                "return document.querySelector('[data-testid=seats]').getBoundingClientRect().top;");
        Number seatsScroll = (Number) browser.script(
                "let e = document.querySelector('[data-testid=seats]'); let s = 0;"
                + " while (e) { s += e.scrollTop || 0; e = e.parentElement; } return s;");
        assertThat(seatsScroll.doubleValue()).as("nothing around the players is scrolled").isZero();
        assertThat(seatsTop.doubleValue()).as("players' top").isGreaterThanOrEqualTo(0);
    }

    @Test
    void chineseCheckersForTwoIsDrawnWithItsTwentyPieces() throws Exception {
        Browser browser = show(browser(), localGame("chinese-checkers", 2, 2), 20, 2);
        browser.assertBoardFitsWidth();
        assertPng(browser.screenshot("chinese-checkers-2"));
    }

    @Test
    void chineseCheckersForSixIsDrawnWithItsSixtyPiecesInSixColours() throws Exception {
        Browser browser = show(browser(), localGame("chinese-checkers", 6, 6), 60, 6);
        assertBoardAndPlayersInView(browser);
        for (String colour : new String[] {"red", "yellow", "green", "blue", "purple", "orange"}) {
            assertThat(browser.driver.findElements(By.cssSelector("[data-piece='" + colour + "']"))).as(colour).hasSize(10);
        }
        browser.assertBoardFitsWidth();
        assertPng(browser.screenshot("chinese-checkers-6"));
    }

    @Test
    void halmaIsDrawnWithNineteenPiecesASide() throws Exception {
        Browser browser = show(browser(), localGame("halma", 2, 2), 38, 2);
        assertThat(browser.driver.findElements(By.cssSelector("[data-piece='red']"))).hasSize(19);
        browser.assertBoardFitsWidth();
        assertPng(browser.screenshot("halma"));
    }

    @Test
    void douShouQiIsDrawnWithItsSixteenAnimals() throws Exception {
        Browser browser = show(browser(), localGame("jungle", 2, 2), 16, 2);
        assertThat(browser.driver.findElements(By.cssSelector("[data-animal='E']"))).hasSize(2);
        browser.assertBoardFitsWidth();
        assertPng(browser.screenshot("jungle"));
    }

    @Test
    void atPhoneSizeTheBoardFitsTheScreenAndShowsASelectedPiecesDestinations() throws Exception {
        Browser browser = browser();
        browser.emulatePhone(360, 740);
        show(browser, localGame("jungle", 2, 0), 16, 0);
        assertThat(browser.script("return [window.innerWidth, window.innerHeight];").toString()).isEqualTo("[360, 740]");
        browser.assertBoardFitsWidth();
        browser.square("a3").click();
        browser.waitUntil("a3 selected", d -> browser.hasClass(browser.square("a3"), "selected") ? Boolean.TRUE : null);
        assertThat(browser.hasClass(browser.square("a4"), "target")).isTrue();
        assertPng(browser.screenshot("jungle-phone-360x740"));

        show(browser, localGame("chinese-checkers", 6, 6), 60, 6);
        browser.assertBoardFitsWidth();
        assertBoardAndPlayersInView(browser);
        assertPng(browser.screenshot("chinese-checkers-6-phone-360x740"));
    }
}
