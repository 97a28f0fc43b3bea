package com.plyyard.server.browser;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.openqa.selenium.interactions.Actions;

/**
 * Moves are played by dragging a piece, with a mouse (Selenium's mouse actions at desktop size)
 * (1280 px wide) and with a finger (Chromium's touch events on emulated 360 and 390 px phones): the destinations
 * show during the drag, a jump chain grows hop by hop from the server's `hops` answers as the
 * piece passes over its landings, and the release plays the move with no confirmation asked.
 */
class DragAndDropBrowserTest extends SharedServerBrowserTest {
    /** Row i of the star: red on i1, blue on i2 and i4, so red may jump i1-i3-i5 (notation.md). */
    static final String CHAIN_ALONG_ROW_I = "1/2/3/4/13/12/11/10/RB1B5/10/11/12/13/4/3/2/1 r 1";

    /** Halma: red on c4 may jump over d4, f4 and h4 to i4, beyond a zoomed phone's window (HA-3, HA-4). */
    static final String HALMA_CHAIN_OFF_THE_WINDOW = "16/16/16/16/16/16/16/16/16/16/16/16/2RB1B1B8/16/16/15B r 1";

    /** Halma: red on c3 steps to c4, from where it may jump over d4 and f4: c4-e4-g4 (HA-3, HA-4). */
    static final String HALMA_CHAIN_FROM_C3 = "16/16/16/16/16/16/16/16/16/16/16/16/3B1B10/2R13/16/15B r 1";

    /** How the test holds the piece: one press, any moves, one release, over squares' centres. */
    /** Where each browser's pointer is held: moves slide on from there. */
    private static final Map<Browser, double[]> HELD_AT = new ConcurrentHashMap<>();
    private static final int SLIDE_STEPS = 6;

    enum Input {
        MOUSE(0), TOUCH_360(360), TOUCH_390(390);

        /** The emulated phone's width; 0 for the desktop's 1280 px window and its mouse. */
        private final int phoneWidth;

        Input(int phoneWidth) {
            this.phoneWidth = phoneWidth;
        }

        Browser open(DragAndDropBrowserTest test) {
            Browser browser = test.browser();
            if (this != MOUSE) {
                browser.emulatePhone(phoneWidth, 844);
            }
            return browser;
        }

        void press(Browser browser, String square) {
            double[] c = centre(browser, square);
            HELD_AT.put(browser, c);
            if (this == MOUSE) {
                new Actions(browser.driver).moveToLocation((int) c[0], (int) c[1]).clickAndHold().perform();
            } else {
                touch(browser, "touchStart", c);
            }
        }

        /**
         * Moves over the square in steps along the straight line from where the pointer is, as a
         * hand does: it passes over the squares between, such as a piece jumped over.
         */
        void moveTo(Browser browser, String square) {
            slideTo(browser, centre(browser, square));
        }

        void slideTo(Browser browser, double[] to) {
            double[] from = HELD_AT.getOrDefault(browser, to);
            for (int step = 1; step <= SLIDE_STEPS; step++) {
                double[] at = {from[0] + (to[0] - from[0]) * step / SLIDE_STEPS, from[1] + (to[1] - from[1]) * step / SLIDE_STEPS};
                if (this == MOUSE) {
                    new Actions(browser.driver).moveToLocation((int) at[0], (int) at[1]).perform();
                } else {
                    touch(browser, "touchMove", at);
                }
            }
            HELD_AT.put(browser, to);
        }

        void release(Browser browser) {
            HELD_AT.remove(browser);
            if (this == MOUSE) {
                new Actions(browser.driver).release().perform();
            } else {
                browser.driver.executeCdpCommand("Input.dispatchTouchEvent", Map.of("type", "touchEnd", "touchPoints", List.of()));
            }
        }

        private static void touch(Browser browser, String type, double[] at) {
            browser.driver.executeCdpCommand("Input.dispatchTouchEvent", Map.of("type", type,
                    "touchPoints", List.of(Map.of("x", at[0], "y", at[1]))));
        }

        private static double[] centre(Browser browser, String square) {
            List<?> xy = (List<?>) browser.script("const r = document.querySelector(\"[data-square='\" + arguments[0]"
                    + " + \"'] .cell\").getBoundingClientRect(); return [r.x + r.width / 2, r.y + r.height / 2];", square);
            return new double[] {((Number) xy.get(0)).doubleValue(), ((Number) xy.get(1)).doubleValue()};
        }
    }

    private Browser openGame(Input input, String body) {
        return openGame(input, server.create(body));
    }

    private Browser openGame(Input input, JsonNode created) {
        Browser browser = input.open(this);
        browser.open(url(server, created.path("id").asText()) + "#seat=" + created.path("token").asText());
        browser.waitConnected();
        browser.waitMyTurn();
        if (input != Input.MOUSE) {
            assertThat(browser.script("return document.querySelector('.board-frame').classList.contains('zoomed');"))
                    .as("on the phone the board is zoomed to touch size, and pieces are dragged through the zoom").isEqualTo(true);
        }
        return browser;
    }

    private static String lastPath(Browser browser) {
        String id = (String) browser.script("return location.pathname.split('/').pop();");
        JsonNode plies = state(server, id).path("plies");
        return plies.path(plies.size() - 1).path("path").asText();
    }

    private static void assertClass(Browser browser, String square, String cls, String why) {
        browser.waitUntil(square + " marked " + cls + ": " + why,
                d -> browser.hasClass(browser.square(square), cls) ? Boolean.TRUE : null);
    }

    @ParameterizedTest
    @EnumSource(Input.class)
    void aChineseCheckersStepIsDraggedWithItsDestinationsShownAndPlayedOnRelease(Input input) {
        Browser browser = openGame(input, "{\"game\":\"chinese-checkers\",\"players\":2,\"mode\":\"local\"}");
        input.press(browser, "d1");
        input.moveTo(browser, "e4");
        assertClass(browser, "d1", "selected", "the dragged piece is the chosen one");
        assertClass(browser, "e5", "target", "a destination shows during the drag");
        assertThat(browser.square("d1").findElement(org.openqa.selenium.By.cssSelector(".piece")).getCssValue("visibility"))
                .as("the piece has left its hole to follow the pointer").isEqualTo("hidden");
        input.moveTo(browser, "e5");
        input.release(browser);
        browser.waitPiece("e5", "red");
        browser.waitPiece("d1", null);
        browser.waitMovesListed(1);
        assertThat(browser.present("confirm-move")).as("nothing waits for a confirmation").isFalse();
        assertThat(lastPath(browser)).isEqualTo("d1-e5");
        browser.screenshot("drag-step-" + input.name().toLowerCase());
    }

    @ParameterizedTest
    @EnumSource(Input.class)
    void aChineseCheckersChainIsBuiltHopByHopByDraggingOn(Input input) {
        Browser browser = openGame(input, "{\"game\":\"chinese-checkers\",\"players\":2,\"mode\":\"local\",\"position\":\""
                + CHAIN_ALONG_ROW_I + "\"}");
        input.press(browser, "i1");
        input.moveTo(browser, "h1");
        input.moveTo(browser, "i3");
        assertClass(browser, "i5", "extend", "over the first landing, the server's next landing is offered");
        assertThat(browser.text("path-preview")).as("the chain so far").contains("i1").contains("i3");
        input.moveTo(browser, "i5");
        assertClass(browser, "i5", "on-path", "the chain has grown by the second hop");
        browser.screenshot("drag-chain-" + input.name().toLowerCase());
        input.release(browser);
        browser.waitPiece("i5", "red");
        browser.waitMovesListed(1);
        assertThat(lastPath(browser)).as("the path played is the one dragged, hop by hop").isEqualTo("i1-i3-i5");
    }

    @ParameterizedTest
    @EnumSource(Input.class)
    void aHalmaStepAndThenAChainAreDragged(Input input) {
        JsonNode created = server.create("{\"game\":\"halma\",\"mode\":\"local\",\"position\":\""
                + HALMA_CHAIN_FROM_C3 + "\"}");
        Browser browser = openGame(input, created);
        input.press(browser, "c3");
        input.moveTo(browser, "c4");
        assertClass(browser, "b4", "target", "a step's destination shows during the drag");
        input.release(browser);
        browser.waitPiece("c4", "red");
        assertThat(lastPath(browser)).isEqualTo("c3-c4");

        // blue's far corner lies outside a phone's zoomed view, and this test is about red's drags
        server.command(created.path("id").asText(), created.path("token").asText(), "{\"t\":\"move\",\"d\":{\"path\":\"p1-o1\"}}");
        browser.waitPiece("o1", "blue");

        input.press(browser, "c4");
        input.moveTo(browser, "c5");
        input.moveTo(browser, "e4");
        assertClass(browser, "g4", "extend", "over the first landing, the server's next landing is offered");
        input.moveTo(browser, "g4");
        assertClass(browser, "g4", "on-path", "the chain has grown by the second hop");
        browser.screenshot("drag-halma-chain-" + input.name().toLowerCase());
        input.release(browser);
        browser.waitPiece("g4", "red");
        browser.waitMovesListed(3);
        assertThat(lastPath(browser)).isEqualTo("c4-e4-g4");
    }

    @Test
    void onAZoomedPhoneAPieceHeldAtTheWindowsEdgeMovesTheWindowSoTheChainGoesOn() {
        Browser browser = openGame(Input.TOUCH_360, "{\"game\":\"halma\",\"mode\":\"local\",\"position\":\""
                + HALMA_CHAIN_OFF_THE_WINDOW + "\"}");
        assertThat(inWindow(browser, "i4")).as("i4 starts outside the zoomed window").isFalse();
        Input.TOUCH_360.press(browser, "c4");
        Input.TOUCH_360.moveTo(browser, "d5");
        Input.TOUCH_360.moveTo(browser, "e4");
        assertClass(browser, "g4", "extend", "the second landing is offered");
        Input.TOUCH_360.moveTo(browser, "g4");
        assertClass(browser, "g4", "on-path", "the chain has grown by the second hop");
        double[] edge = windowEdge(browser);
        Input.TOUCH_360.slideTo(browser, edge);
        // the board slides under the held piece until it comes over the next landing
        assertClass(browser, "i4", "on-path", "the third hop, beyond the first window");
        assertThat(inWindow(browser, "h4")).as("the window moved: the piece jumped over on the way is in it").isTrue();
        browser.screenshot("drag-halma-chain-edge-touch_360");
        Input.TOUCH_360.release(browser);
        browser.waitPiece("i4", "red");
        assertThat(lastPath(browser)).isEqualTo("c4-e4-g4-i4");
    }

    /** Whether a square's centre lies inside the board's window on screen. */
    private static boolean inWindow(Browser browser, String square) {
        return Boolean.TRUE.equals(browser.script("""
                const board = document.querySelector('svg.board[data-testid=board]').getBoundingClientRect();
                const r = document.querySelector(`[data-square="${arguments[0]}"] .cell`).getBoundingClientRect();
                const x = r.x + r.width / 2, y = r.y + r.height / 2;
                return x > board.left && x < board.right && y > board.top && y < board.bottom;""", square));
    }

    /** A point just inside the right edge of the board's window, level with row 4's pieces. */
    private static double[] windowEdge(Browser browser) {
        List<?> xy = (List<?>) browser.script("""
                const board = document.querySelector('svg.board[data-testid=board]').getBoundingClientRect();
                const r = document.querySelector('[data-square="g4"] .cell').getBoundingClientRect();
                return [board.right - 8, r.y + r.height / 2];""");
        return new double[] {((Number) xy.get(0)).doubleValue(), ((Number) xy.get(1)).doubleValue()};
    }

    @ParameterizedTest
    @EnumSource(Input.class)
    void aDouShouQiAnimalIsDraggedAndAMoveOffTheDestinationsIsNotPlayed(Input input) {
        Browser browser = openGame(input, "{\"game\":\"jungle\",\"mode\":\"local\"}");
        input.press(browser, "a3");
        input.moveTo(browser, "b4");
        assertClass(browser, "a4", "target", "the elephant's destinations show during the drag");
        input.release(browser);
        browser.waitUntil("a dropped piece off its destinations goes back",
                d -> "red".equals(browser.pieceOn("a3")) && !browser.hasClass(browser.square("a3"), "selected") ? Boolean.TRUE : null);
        assertThat(browser.movesListed()).as("no move played").isZero();

        input.press(browser, "a3");
        input.moveTo(browser, "b3");
        input.moveTo(browser, "a4");
        input.release(browser);
        browser.waitPiece("a4", "red");
        browser.waitMovesListed(1);
        assertThat(lastPath(browser)).isEqualTo("a3-a4");
        browser.screenshot("drag-jungle-" + input.name().toLowerCase());
    }

    @Test
    void onADesktopClickClickPlaysAtOnceAndConfirmationIsASettingThatIsRemembered() {
        Browser browser = openGame(Input.MOUSE, "{\"game\":\"jungle\",\"mode\":\"local\"}");
        assertThat(browser.byTestId("setting-confirm").isSelected()).as("confirmation is off by default on a desktop").isFalse();
        browser.square("a3").click();
        browser.square("a4").click();
        browser.waitPiece("a4", "red");
        assertThat(browser.present("confirm-move")).isFalse();

        browser.click("setting-confirm");
        browser.driver.navigate().refresh();
        browser.waitConnected();
        assertThat(browser.byTestId("setting-confirm").isSelected()).as("the setting is remembered").isTrue();
        browser.waitMyTurn();
        browser.square("a7").click();
        browser.square("a6").click();
        browser.click("confirm-move");
        browser.waitPiece("a6", "blue");
    }

    @Test
    void onATouchScreenConfirmationIsOnByDefaultYetADropPlaysAtOnce() {
        Browser browser = openGame(Input.TOUCH_390, "{\"game\":\"jungle\",\"mode\":\"local\"}");
        assertThat(browser.script("return matchMedia('(pointer: coarse)').matches;")).isEqualTo(Boolean.TRUE);
        assertThat(browser.driver.findElement(Browser.testId("setting-confirm")).isSelected())
                .as("confirmation is on by default on a touch screen").isTrue();
        Input.TOUCH_390.press(browser, "g3");
        Input.TOUCH_390.moveTo(browser, "g4");
        Input.TOUCH_390.release(browser);
        browser.waitPiece("g4", "red");
        assertThat(browser.present("confirm-move")).isFalse();
    }
}
