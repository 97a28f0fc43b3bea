package com.plyyard.server.browser;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;

/**
 * The scripts enhance the elements the server sent instead of drawing the page again. A hook
 * that Chromium runs in every page before the page's own scripts (Page.addScriptToEvaluateOnNewDocument)
 * keeps, when the document's readiness becomes "interactive", <main> and every element in it
 * with an id or a test id. The parser has then built the whole server HTML, and no script of the
 * page has run: the page has one module script, which HTML runs only after that moment, and the
 * security policy allows no inline script. Once the page is live the test asks whether each of
 * those nodes is still in the document and still the one its id finds: a <main> drawn again by
 * the script would be made of new nodes, however alike.
 */
class ServerMarkupEnhancedBrowserTest extends SharedServerBrowserTest {
    private static final String KEEP_SERVER_NODES = """
            document.addEventListener('readystatechange', () => {
              if (document.readyState !== 'interactive') return;
              const main = document.getElementById('main');
              window.serverNodes = [main, ...main.querySelectorAll('[id], [data-testid]')];
            });
            """;

    /**
     * The kept nodes no longer in the document or no longer the ones their id finds, named by id
     * or test id; but for the kept node of one id and what it held.
     */
    private static final String NODES_GONE = """
            const spared = window.serverNodes.find((node) => node.id && node.id === arguments[0]);
            return window.serverNodes
              .filter((node) => !(spared && (node === spared || spared.contains(node))))
              .filter((node) => !node.isConnected || (node.id && document.getElementById(node.id) !== node))
              .map((node) => node.id || node.dataset.testid);
            """;

    private static Browser withHook(Browser browser) {
        browser.driver.executeCdpCommand("Page.addScriptToEvaluateOnNewDocument", Map.of("source", KEEP_SERVER_NODES));
        return browser;
    }

    @SuppressWarnings("unchecked")
    private static List<String> gone(Browser browser, String spared) {
        return (List<String>) browser.script(NODES_GONE, spared);
    }

    private static long kept(Browser browser) {
        return (Long) browser.script("return window.serverNodes.length");
    }

    @Test
    void theHomePageKeepsTheServersFormAndItsPartsFollowTheChoices() {
        Browser browser = withHook(browser());
        browser.open(server.base() + "/en/");
        assertThat(kept(browser)).as("the server's elements, kept before any script ran").isGreaterThan(40);
        browser.click("game-halma");
        browser.waitUntil("Chinese checkers' player counts put aside", d -> d.findElement(
                By.cssSelector("fieldset[data-when-game='chinese-checkers']")).isDisplayed() ? null : Boolean.TRUE);
        assertThat(browser.present("players-2")).as("Halma has one player count").isFalse();
        assertThat(browser.driver.findElement(By.id("seat-halma-2")).isDisplayed()).isTrue();
        browser.click("mode-online");
        assertThat(browser.byTestId("time-control-choice").getAttribute("value")).as("the online default").isEqualTo("10+5");
        assertThat(browser.present("computer-level")).as("no level to choose online").isFalse();
        browser.click("game-chinese-checkers");
        browser.click("players-3");
        browser.driver.findElement(By.id("seat-chinese-checkers-3")).findElement(By.cssSelector("option[value='2']")).click();
        assertThat(browser.present("online-seat-0")).as("red is another seat").isTrue();
        assertThat(browser.present("online-seat-2")).as("purple is mine").isFalse();
        assertThat(gone(browser, null)).as("server elements the script replaced").isEmpty();
    }

    @Test
    void theGamePageKeepsTheServersFrameAndReplacesOnlyTheBoardPicture() {
        JsonNode created = server.create("{\"game\":\"chinese-checkers\",\"players\":3,\"mode\":\"local\",\"timeControl\":\"5+3\"}");
        String id = created.path("id").asText();
        Browser browser = withHook(browser());
        browser.open(server.base() + "/en/g/" + id + "#seat=" + created.path("token").asText());
        browser.waitConnected();
        browser.byTestId("clock-0");
        assertThat(kept(browser)).as("the server's elements, kept before any script ran").isGreaterThan(15);
        assertThat(gone(browser, null)).as("only the static board picture is replaced").containsExactly("board-picture");
        assertThat(gone(browser, "board-picture")).isEmpty();
        assertThat(browser.driver.findElements(By.cssSelector("#board-area > .board-frame [data-testid='board']")))
                .as("the live board in the picture's place").hasSize(1);

        String[] move = firstLegal(id);
        browser.play(move[0], move[1]);
        browser.waitMovesListed(1);
        assertThat(gone(browser, "board-picture")).as("after a move").isEmpty();
        assertThat(browser.text("status")).as("the server's status line, kept up to date").isEqualTo("Green to move");
    }
}
