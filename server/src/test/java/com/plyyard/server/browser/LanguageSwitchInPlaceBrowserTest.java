package com.plyyard.server.browser;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.plyyard.server.pages.Language;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;

/**
 * Issue 19 item 7: the header's language switch changes the page's language in place, without
 * loading it again: every text the page shows or gives to assistive technology (the board's
 * square names and pieces, buttons, the move list, notices, the tab title, a Learn board's engine
 * refusal) is in the new language, and no fragment of the old language's catalogue is left.
 */
class LanguageSwitchInPlaceBrowserTest extends SharedServerBrowserTest {

    /** Every text of the page: the tab title, each text node of the body, each worded attribute. */
    private static List<String> pageTexts(Browser browser) {
        Object texts = browser.script("""
                const out = [document.title];
                const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
                while (walker.nextNode()) out.push(walker.currentNode.nodeValue);
                for (const el of document.body.querySelectorAll('*')) {
                  for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
                    if (el.hasAttribute(name)) out.push(el.getAttribute(name));
                  }
                }
                return out;""");
        return ((List<?>) texts).stream().map(String::valueOf).toList();
    }

    /**
     * Follows the language switch and checks the page stayed (no reload) and speaks only {@code to}.
     */
    private static void switchTo(Browser browser, String from, String to) {
        browser.script("window.stayedSinceSwitch = true;");
        browser.click("language-switch");
        browser.waitUntil("the page in " + to, d -> to.equals(browser.script("return document.documentElement.lang;"))
                ? Boolean.TRUE : null);
        assertThat(browser.script("return window.stayedSinceSwitch === true;")).as("the page was not loaded again").isEqualTo(true);
        assertThat(browser.driver.getCurrentUrl()).as("the address names the new language").contains("/" + to + "/");
        assertThat(browser.text("language-switch")).as("the switch offers the language left")
                .isEqualTo(Language.valueOf(from.toUpperCase(Locale.ROOT)).ownName());
        assertThat(Catalogues.leftovers(pageTexts(browser), Catalogues.onlyIn(from, to)))
                .as("texts of the " + from + " catalogue left on the page in " + to).isEmpty();
    }

    /** A text as WebDriver reads what is shown: no-break spaces become spaces. */
    private static String shown(String text) {
        return text.replace('\u00a0', ' ').replace('\u202f', ' ');
    }

    private static String squareLabel(Browser browser, String square) {
        return browser.square(square).getAttribute("aria-label");
    }

    @ParameterizedTest
    @ValueSource(strings = {"chinese-checkers", "halma", "jungle"})
    void aGamePageSwitchesFromEnglishToFrenchAndBackInPlace(String gameId) {
        String[] game = localGame(gameId, 2, 2);
        JsonNode state = state(server, game[0]);
        String from = state.path("legal").path(0).asText().split("-")[0];
        Browser browser = browser();
        browser.open(url(server, game[0]) + "#seat=" + game[1]);
        browser.waitConnected();
        browser.waitMovesListed(2);
        // a notice: a square chosen while looking back at the start
        browser.click("nav-first");
        browser.square(from).click();
        browser.waitForText("messages", Catalogues.texts("en").get("notice.viewingHistory"));
        browser.click("nav-last");
        browser.square(from).click();
        browser.waitUntil(from + " selected", d -> browser.hasClass(browser.square(from), "selected") ? Boolean.TRUE : null);

        switchTo(browser, "en", "fr");
        String gameName = Catalogues.texts("fr").get("game." + gameId);
        assertThat(browser.driver.getTitle()).isEqualTo(gameName + " · Ply Yard");
        assertThat(shown(browser.text("messages"))).contains(shown(Catalogues.texts("fr").get("notice.viewingHistory")));
        assertThat(squareLabel(browser, from)).endsWith(", " + Catalogues.texts("fr").get("a11y.selected"));
        assertThat(browser.driver.findElement(Browser.testId("board")).getAttribute("aria-label"))
                .isEqualTo(Catalogues.texts("fr").get("board.label"));
        String firstMove = state.path("plies").path(0).path("path").asText();
        WebElement listed = browser.driver.findElement(By.cssSelector("[data-testid='move-list'] [data-ply='1']"));
        assertThat(listed.getAttribute("aria-label"))
                .isEqualTo(Catalogues.text("fr", "announce.move", Map.of("colour", Catalogues.texts("fr").get("colour.red"),
                        "path", firstMove.replace("-", "–"))));

        switchTo(browser, "fr", "en");
        assertThat(browser.driver.getTitle()).isEqualTo(Catalogues.texts("en").get("game." + gameId) + " · Ply Yard");
        assertThat(squareLabel(browser, from)).endsWith(", " + Catalogues.texts("en").get("a11y.selected"));
    }

    @Test
    void aLearnPageSwitchesWithItsBoardsRefusalFromEnglishToFrenchAndBack() {
        Browser browser = browser();
        browser.open(server.base() + "/en/learn/jungle");
        browser.waitForText("exercise-progress", "0 of");
        WebElement board = browser.byTestId("diagram-board");
        board.findElement(Browser.testId("try-a7-a6")).click();
        browser.waitUntil("the try refused", d -> "refused".equals(board.getAttribute("data-judged")) ? Boolean.TRUE : null);
        String englishRefusal = board.findElement(Browser.testId("learn-feedback")).getText();

        switchTo(browser, "en", "fr");
        String frenchRefusal = board.findElement(Browser.testId("learn-feedback")).getText();
        assertThat(frenchRefusal).isNotEqualTo(englishRefusal).contains("JU-");
        assertThat(browser.driver.getTitle()).isEqualTo(Catalogues.text("fr", "page.learnGame.title",
                Map.of("game", Catalogues.texts("fr").get("game.jungle"))));
        assertThat(shown(browser.text("exercise-progress")))
                .isEqualTo(shown(Catalogues.text("fr", "learn.ex.progress", Map.of("done", "0", "total", "3"))));

        switchTo(browser, "fr", "en");
        assertThat(board.findElement(Browser.testId("learn-feedback")).getText()).isEqualTo(englishRefusal);
    }
}
