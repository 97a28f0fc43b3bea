package com.plyyard.server.browser;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.Keys;
import org.openqa.selenium.interactions.Actions;

/**
 * Issue 19 item 8: a move played with the keyboard alone (Tab onto the board, the arrow keys,
 * Enter on the piece and on its destination; with confirmation on, Enter on each landing of a
 * chain and once more on its end), and what the screen reader is told after it: the animal and
 * its capture in Dou Shou Qi, the hops of a chain in Chinese checkers and Halma, in English and
 * in French.
 */
class KeyboardPlayBrowserTest extends SharedServerBrowserTest {
    /** Red's tiger on a2 may take blue's wolf on a3; blue's rat on g9 keeps the game going. */
    private static final String TIGER_BEFORE_WOLF = "6r/7/7/7/7/7/w6/T6/7 r 0 1";

    private static String[] localGameFrom(String game, String position) {
        JsonNode created = server.create("{\"game\":\"" + game + "\",\"mode\":\"local\",\"position\":\"" + position + "\"}");
        return new String[] {created.path("id").asText(), created.path("token").asText()};
    }

    /**
     * A one-screen game played on (the first legal move each time) until the side to move has a
     * chain of at least two hops whose first hop is a move of its own.
     * @return the game and that chain's squares
     */
    private static GameWithChain gameWithChain(String game) {
        String[] ids = localGame(game, 2, 0);
        for (int ply = 0; ply < 80; ply++) {
            JsonNode legal = state(server, ids[0]).path("legal");
            List<String> paths = new ArrayList<>();
            legal.forEach(p -> paths.add(p.asText()));
            for (String path : paths) {
                String[] squares = path.split("-");
                if (squares.length >= 3 && paths.contains(squares[0] + "-" + squares[1])) {
                    return new GameWithChain(ids, squares);
                }
            }
            server.command(ids[0], ids[1], "{\"t\":\"move\",\"d\":{\"path\":\"" + paths.get(0) + "\"}}");
        }
        throw new AssertionError("no chain of two hops came up in 80 plies of " + game);
    }

    record GameWithChain(String[] ids, String[] chain) {
    }

    private Browser open(String lang, String[] ids, boolean confirm) {
        Browser browser = browser();
        browser.open(server.base() + "/" + lang + "/g/" + ids[0] + "#seat=" + ids[1]);
        browser.waitConnected();
        if (confirm) {
            browser.script("localStorage.setItem('plyyard.flag.confirm', '1');");
            browser.driver.navigate().refresh();
            browser.waitConnected();
        }
        return browser;
    }

    private static void press(Browser browser, CharSequence key) {
        new Actions(browser.driver).sendKeys(key).perform();
    }

    /** Tabs from the top of the page until the keyboard is on the board. */
    private static void tabOntoTheBoard(Browser browser) {
        for (int i = 0; i < 80 && !focusedOnBoard(browser); i++) {
            press(browser, Keys.TAB);
        }
        assertThat(focusedOnBoard(browser)).as("Tab reaches the board").isTrue();
    }

    private static boolean focusedOnBoard(Browser browser) {
        return Boolean.TRUE.equals(browser.script(
                "return !!document.activeElement?.closest?.('[data-testid=board]') && document.activeElement.hasAttribute('data-square');"));
    }

    private static String focusedSquare(Browser browser) {
        return (String) browser.script("return document.activeElement.getAttribute('data-square');");
    }

    /** Moves the keyboard's square to {@code square} with the arrow keys, the way that brings it nearer on screen. */
    private static void arrowTo(Browser browser, String square) {
        for (int i = 0; i < 60 && !square.equals(focusedSquare(browser)); i++) {
            @SuppressWarnings("unchecked")
            List<Number> d = (List<Number>) browser.script("""
                    const centre = (el) => { const r = el.getBoundingClientRect(); return [r.x + r.width / 2, r.y + r.height / 2]; };
                    const [fx, fy] = centre(document.activeElement);
                    const [tx, ty] = centre(document.querySelector(`[data-square="${arguments[0]}"]`));
                    return [tx - fx, ty - fy];""", square);
            double dx = d.get(0).doubleValue();
            double dy = d.get(1).doubleValue();
            press(browser, Math.abs(dx) > Math.abs(dy) ? (dx > 0 ? Keys.ARROW_RIGHT : Keys.ARROW_LEFT)
                    : (dy > 0 ? Keys.ARROW_DOWN : Keys.ARROW_UP));
        }
        assertThat(focusedSquare(browser)).as("the arrow keys reach " + square).isEqualTo(square);
    }

    private static void enterOn(Browser browser, String square) {
        arrowTo(browser, square);
        press(browser, Keys.ENTER);
    }

    private static String announced(Browser browser, String expected) {
        return browser.waitForText("announcer", expected);
    }

    @Test
    void aDouShouQiCaptureByKeyboardIsAnnouncedWithBothAnimalsInEnglishAndFrench() {
        String[] english = localGameFrom("jungle", TIGER_BEFORE_WOLF);
        Browser browser = open("en", english, false);
        tabOntoTheBoard(browser);
        enterOn(browser, "a2");
        browser.waitUntil("a2 selected", d -> browser.hasClass(browser.square("a2"), "selected") ? Boolean.TRUE : null);
        enterOn(browser, "a3");
        browser.waitPiece("a3", "red");
        assertThat(announced(browser, "Red tiger a2–a3 takes blue wolf")).isEqualTo("Red tiger a2–a3 takes blue wolf");

        String[] french = localGameFrom("jungle", TIGER_BEFORE_WOLF);
        Browser francais = open("fr", french, false);
        tabOntoTheBoard(francais);
        enterOn(francais, "a2");
        enterOn(francais, "a3");
        francais.waitPiece("a3", "red");
        String expected = Catalogues.text("fr", "announce.animalTakes", Map.of("team", "Rouges", "animal", "tigre",
                "path", "a2–a3", "theTarget", "le loup", "targetColour", "bleu"));
        assertThat(expected.replace('\u00a0', ' ')).isEqualTo("Rouges : tigre a2–a3, prend le loup bleu");
        announced(francais, "Rouges");
        assertThat(francais.driver.findElement(Browser.testId("announcer")).getAttribute("textContent")).isEqualTo(expected);
    }

    @Test
    void aHalmaChainPlayedByKeyboardWithoutConfirmationIsAnnouncedWithItsHops() {
        GameWithChain game = gameWithChain("halma");
        String[] chain = game.chain();
        Browser browser = open("en", game.ids(), false);
        String colour = state(server, game.ids()[0]).path("toMove").asText();
        tabOntoTheBoard(browser);
        enterOn(browser, chain[0]);
        enterOn(browser, chain[chain.length - 1]);
        browser.waitPiece(chain[chain.length - 1], colour);
        String expected = Catalogues.text("en", "announce.chain", Map.of("colour", Catalogues.texts("en").get("colour." + colour),
                "path", String.join("–", chain), "hops", String.valueOf(chain.length - 1)));
        assertThat(expected).matches("(Red|Blue) [a-p]\\d+(–[a-p]\\d+){2,}, \\d+ hops");
        assertThat(announced(browser, expected)).isEqualTo(expected);
    }

    @Test
    void aChineseCheckersChainBuiltLandingByLandingWithConfirmationIsAnnouncedInFrench() {
        GameWithChain game = gameWithChain("chinese-checkers");
        String[] chain = game.chain();
        Browser browser = open("fr", game.ids(), true);
        String colour = state(server, game.ids()[0]).path("toMove").asText();
        tabOntoTheBoard(browser);
        enterOn(browser, chain[0]);
        for (int i = 1; i < chain.length; i++) {
            String landing = chain[i];
            enterOn(browser, landing);
            // the preview reaches the landing and the server's `hops` answer comes back before the next Enter
            browser.waitUntil("the chain previewed to " + landing, d -> browser.present("path-preview")
                    && browser.text("path-preview").endsWith(landing) ? Boolean.TRUE : null);
            if (i + 1 < chain.length) {
                String next = chain[i + 1];
                browser.waitUntil(next + " offered as the next landing", d -> browser.hasClass(browser.square(next), "extend") ? Boolean.TRUE : null);
            } else {
                browser.waitUntil("Play enabled", d -> browser.enabled("confirm-move") ? Boolean.TRUE : null);
            }
        }
        assertThat(browser.pieceOn(chain[0])).as("nothing played before the last Enter").isEqualTo(colour);
        press(browser, Keys.ENTER);
        browser.waitPiece(chain[chain.length - 1], colour);
        String expected = Catalogues.text("fr", "announce.chain", Map.of("colour", Catalogues.texts("fr").get("colour." + colour),
                "path", String.join("–", chain), "hops", String.valueOf(chain.length - 1)));
        announced(browser, String.join("–", chain));
        assertThat(browser.driver.findElement(Browser.testId("announcer")).getAttribute("textContent")).isEqualTo(expected);
    }

    /** A path of two holes is a step or one jump (CC-3, CC-4): the server's event tells which. */
    @Test
    void aSingleJumpIsAnnouncedAsOneHopAndAStepAsAMove() {
        String[] ids = localGame("chinese-checkers", 2, 0);
        Browser browser = open("en", ids, false);
        tabOntoTheBoard(browser);
        enterOn(browser, "c1");
        enterOn(browser, "e5");
        browser.waitPiece("e5", "red");
        assertThat(announced(browser, "Red c1–e5")).isEqualTo("Red c1–e5, one hop");
        enterOn(browser, "n1");
        enterOn(browser, "m5");
        browser.waitPiece("m5", "blue");
        assertThat(announced(browser, "Blue: n1–m5")).isEqualTo("Blue: n1–m5");
    }
}
