package com.plyyard.server.browser;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.openqa.selenium.By;

/**
 * On a phone (an emulated 360 or 390 px wide touch screen) the board is zoomed so that every
 * hole and square one can touch is at least 44 px on screen, and a move is played by tapping its
 * piece and its destination, which the zoomed window brings into view. The sizes measured go to
 * server/target/touch-targets.txt (recorded in web/README.md).
 */
class PhoneTouchTargetsBrowserTest extends SharedServerBrowserTest {
    static final double TOUCH_TARGET = 44;
    static final Path MEASURED = Path.of("target", "touch-targets.txt");

    @BeforeAll
    static void measureAfresh() throws IOException {
        Files.deleteIfExists(MEASURED);
    }

    @ParameterizedTest(name = "{0} for {1} at {2} px")
    @CsvSource({
        "chinese-checkers, 2, 360", "chinese-checkers, 2, 390",
        "chinese-checkers, 6, 360", "chinese-checkers, 6, 390",
        "halma, 2, 360", "halma, 2, 390",
        "jungle, 2, 360", "jungle, 2, 390",
    })
    void zoomedTouchTargetsAreAtLeast44PixelsAndATappedMoveIsPlayed(String game, int players, int width) throws IOException {
        String[] created = localGame(game, players, 0);
        Browser browser = phone(width);
        browser.open(url(server, created[0]) + "#seat=" + created[1]);
        browser.waitConnected();

        double smallest = smallestTarget(browser);
        record(String.format(Locale.ROOT, "%s, %d players, %d px wide: smallest touch target %.1f px, board zoomed: %s",
                game, players, width, smallest, browser.hasClass(browser.driver.findElement(
                        By.cssSelector(".board-frame")), "zoomed")));
        assertThat(smallest).as("the smallest hole or square on screen, in px").isGreaterThanOrEqualTo(TOUCH_TARGET);
        browser.assertBoardFitsWidth();

        playByTapping(browser, state(server, created[0]));
        browser.screenshot("phone-zoomed-" + game + "-" + players + "-" + width);
    }

    @Test
    void aDoubleTapShowsTheWholeBoardAPinchOrTheButtonZoomsBackInAndAFingerPansThenScrollsThePage() {
        String[] created = localGame("halma", 2, 0);
        Browser browser = phone(390);
        browser.open(url(server, created[0]) + "#seat=" + created[1]);
        browser.waitConnected();
        assertThat(zoomed(browser)).as("zoomed at first").isTrue();

        List<?> xy = (List<?>) browser.script("const r = document.querySelector('[data-testid=board]').getBoundingClientRect();"
                + " return [r.x + r.width / 2, r.y + r.height / 2];");
        double[] centre = {((Number) xy.get(0)).doubleValue(), ((Number) xy.get(1)).doubleValue()};
        tap(browser, centre);
        tap(browser, centre);
        browser.waitUntil("the whole board shown", d -> zoomed(browser) ? null : Boolean.TRUE);
        double whole = smallestTarget(browser);
        assertThat(whole).as("squares of the whole Halma board").isLessThan(TOUCH_TARGET);

        pinch(browser, centre, 20, 90);
        browser.waitUntil("zoomed by the pinch", d -> zoomed(browser) ? Boolean.TRUE : null);
        assertThat(smallestTarget(browser)).as("squares grown with the fingers' spread").isGreaterThan(whole * 3);

        tap(browser, centre);
        tap(browser, centre);
        browser.waitUntil("the whole board again", d -> zoomed(browser) ? null : Boolean.TRUE);
        browser.click("zoom-toggle");
        browser.waitUntil("zoomed in again", d -> zoomed(browser) ? Boolean.TRUE : null);
        assertThat(smallestTarget(browser)).isGreaterThanOrEqualTo(TOUCH_TARGET);

        String window = (String) browser.script("return document.querySelector('[data-testid=board]').getAttribute('viewBox');");
        swipe(browser, centre, -150);
        assertThat(browser.script("return document.querySelector('[data-testid=board]').getAttribute('viewBox');"))
                .as("a finger off the pieces pans the zoomed board").isNotEqualTo(window);
        assertThat(((Number) browser.script("return window.scrollY;")).doubleValue()).isZero();
        swipe(browser, centre, 600);
        assertThat(((Number) browser.script("return window.scrollY;")).doubleValue())
                .as("past the board's edge the same finger scrolls the page").isGreaterThan(0);
    }

    /** A finger put down and moved {@code by} px up (down when negative), in steps. */
    private static void swipe(Browser browser, double[] from, double by) {
        for (int step = 0; step <= 10; step++) {
            browser.driver.executeCdpCommand("Input.dispatchTouchEvent", Map.of("type", step == 0 ? "touchStart" : "touchMove",
                    "touchPoints", List.of(Map.of("x", from[0], "y", Math.max(1, from[1] - by * step / 10)))));
        }
        browser.driver.executeCdpCommand("Input.dispatchTouchEvent", Map.of("type", "touchEnd", "touchPoints", List.of()));
    }

    @Test
    void theFullScreenChoiceIsRememberedShowsTheWholeBoardAndTouchSizeInFullScreen() throws IOException {
        String[] created = localGame("halma", 2, 0);
        Browser browser = phone(390);
        browser.open(url(server, created[0]) + "#seat=" + created[1]);
        browser.waitConnected();
        browser.click("setting-small-screen-fullscreen");
        browser.waitUntil("the whole board shown", d -> zoomed(browser) ? null : Boolean.TRUE);
        assertThat(browser.present("board-fullscreen")).isTrue();

        browser.open(url(server, localGame("halma", 2, 0)[0]));
        browser.waitConnected();
        assertThat(zoomed(browser)).as("the choice kept for the next game").isFalse();
        assertThat(browser.byTestId("setting-small-screen-fullscreen").isSelected()).isTrue();
        browser.click("board-fullscreen");
        browser.waitUntil("the board area full screen", d -> browser.script(
                "return document.fullscreenElement?.classList.contains('board-area')"
                + " || document.querySelector('.board-area.filling') !== null;").equals(Boolean.TRUE) ? Boolean.TRUE : null);
        browser.waitUntil("zoomed to touch size in full screen", d -> smallestTarget(browser) >= TOUCH_TARGET ? Boolean.TRUE : null);
        record(String.format(Locale.ROOT, "halma, 2 players, 390 px wide, full screen: smallest touch target %.1f px",
                smallestTarget(browser)));
        browser.screenshot("phone-fullscreen-halma-390");
        browser.click("board-fullscreen");
        browser.waitUntil("the whole board out of full screen", d -> zoomed(browser) ? null : Boolean.TRUE);
    }

    private Browser phone(int width) {
        Browser browser = browser();
        browser.emulatePhone(width, 844);
        return browser;
    }

    /** Taps a piece of the side to move and one of its destinations, both in the zoomed window. */
    private static void playByTapping(Browser browser, JsonNode state) {
        browser.waitMyTurn();
        for (JsonNode legal : state.path("legal")) {
            String[] squares = legal.asText().split("-");
            String from = squares[0];
            String to = squares[squares.length - 1];
            if (!inWindow(browser, from)) {
                continue;
            }
            String colour = browser.pieceOn(from);
            tap(browser, centreOf(browser, from));
            browser.waitUntil(from + " selected", d -> browser.hasClass(browser.square(from), "selected") ? Boolean.TRUE : null);
            assertThat(zoomed(browser) || smallestTarget(browser) >= TOUCH_TARGET).isTrue();
            assertThat(inWindow(browser, to)).as(to + ", a destination of " + from + ", brought into the window").isTrue();
            tap(browser, centreOf(browser, to));
            browser.waitUntil("the move played, or waiting for its confirmation",
                    d -> browser.present("confirm-move") || colour.equals(browser.pieceOn(to)) ? Boolean.TRUE : null);
            if (browser.present("confirm-move")) {
                browser.click("confirm-move");
            }
            browser.waitPiece(to, colour);
            browser.waitMovesListed(1);
            return;
        }
        throw new AssertionError("no legal move starts in the zoomed window");
    }

    private static boolean zoomed(Browser browser) {
        return Boolean.TRUE.equals(browser.script("return document.querySelector('.board-frame').classList.contains('zoomed');"));
    }

    /** The smallest side, on screen, of any hole's or square's touch area. */
    private static double smallestTarget(Browser browser) {
        return ((Number) browser.script("return Math.min(...Array.from(document.querySelectorAll('[data-square]')).map(sq => {"
                + " const r = (sq.querySelector('.hit') || sq.querySelector('.cell')).getBoundingClientRect();"
                + " return Math.min(r.width, r.height); }));")).doubleValue();
    }

    /** Whether the whole touch area of the square lies inside the board's window on screen. */
    private static boolean inWindow(Browser browser, String square) {
        return Boolean.TRUE.equals(browser.script("const sq = document.querySelector(\"[data-square='\" + arguments[0] + \"']\");"
                + " const r = (sq.querySelector('.hit') || sq.querySelector('.cell')).getBoundingClientRect();"
                + " const b = document.querySelector('[data-testid=board]').getBoundingClientRect();"
                + " return r.left >= b.left - 0.5 && r.right <= b.right + 0.5 && r.top >= b.top - 0.5 && r.bottom <= b.bottom + 0.5"
                + " && r.bottom <= window.innerHeight;", square));
    }

    private static double[] centreOf(Browser browser, String square) {
        List<?> xy = (List<?>) browser.script("const r = document.querySelector(\"[data-square='\" + arguments[0]"
                + " + \"'] .cell\").getBoundingClientRect(); return [r.x + r.width / 2, r.y + r.height / 2];", square);
        return new double[] {((Number) xy.get(0)).doubleValue(), ((Number) xy.get(1)).doubleValue()};
    }

    /** A finger's tap: Chromium turns the touch into pointer events and a click, as on a phone. */
    private static void tap(Browser browser, double[] at) {
        browser.driver.executeCdpCommand("Input.dispatchTouchEvent", Map.of("type", "touchStart",
                "touchPoints", List.of(Map.of("x", at[0], "y", at[1]))));
        browser.driver.executeCdpCommand("Input.dispatchTouchEvent", Map.of("type", "touchEnd", "touchPoints", List.of()));
    }

    /** Two fingers put down {@code from} px either side of a point and spread to {@code to} px, in steps. */
    private static void pinch(Browser browser, double[] at, double from, double to) {
        for (int step = 0; step <= 5; step++) {
            double half = from + (to - from) * step / 5;
            browser.driver.executeCdpCommand("Input.dispatchTouchEvent", Map.of("type", step == 0 ? "touchStart" : "touchMove",
                    "touchPoints", List.of(Map.of("x", at[0] - half, "y", at[1], "id", 1), Map.of("x", at[0] + half, "y", at[1], "id", 2))));
        }
        browser.driver.executeCdpCommand("Input.dispatchTouchEvent", Map.of("type", "touchEnd", "touchPoints", List.of()));
    }

    private static synchronized void record(String line) throws IOException {
        Files.createDirectories(MEASURED.getParent());
        Files.writeString(MEASURED, line + System.lineSeparator(), StandardOpenOption.CREATE, StandardOpenOption.APPEND);
    }
}
