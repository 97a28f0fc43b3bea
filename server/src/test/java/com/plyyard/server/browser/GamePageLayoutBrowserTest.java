package com.plyyard.server.browser;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The game page's layout: at desktop width the page is its only scroll container (the side
 * column and the move list never scroll on their own, the list reaching down to the board's
 * bottom at least); on a phone the board comes first, then the clocks and the actions, then the
 * move list.
 */
class GamePageLayoutBrowserTest extends SharedServerBrowserTest {
    /** Every element but the document that scrolls: overflow auto or scroll, and more to show than it has room for. */
    static final String SCROLLING = "return Array.from(document.querySelectorAll('body *')).filter(e => {"
            + " const st = getComputedStyle(e);"
            + " const y = /(auto|scroll)/.test(st.overflowY) && e.scrollHeight > e.clientHeight + 1;"
            + " const x = /(auto|scroll)/.test(st.overflowX) && e.scrollWidth > e.clientWidth + 1;"
            + " return y || x; }).map(e => e.tagName.toLowerCase() + '.' + e.className);";

    @Test
    void atDesktopWidthOnlyThePageScrolls() {
        String[] created = localGame("chinese-checkers", 6, 36);
        Browser browser = browser();
        browser.open(url(server, created[0]) + "#seat=" + created[1]);
        browser.waitConnected();
        browser.waitMovesListed(36);
        assertThat(browser.script("return window.innerWidth;")).isEqualTo(1280L);

        assertThat((List<?>) browser.script(SCROLLING)).as("elements with their own scroll bar").isEmpty();
        assertThat((Boolean) browser.script("return document.documentElement.scrollHeight > document.documentElement.clientHeight;"))
                .as("the side column makes the page itself scroll").isTrue();
        double boardBottom = bottom(browser, "[data-testid=board]");
        assertThat(bottom(browser, "[data-testid=move-list]")).as("the move list reaches the board's bottom")
                .isGreaterThanOrEqualTo(boardBottom - 1);
        assertThat(left(browser, "[data-testid=move-list]")).as("the move list beside the board")
                .isGreaterThan(right(browser, "[data-testid=board]"));
    }

    @Test
    void onAPhoneTheBoardComesFirstThenClocksAndActionsThenTheMoveList() {
        JsonNode created = server.create("{\"game\":\"halma\",\"players\":2,\"mode\":\"local\",\"timeControl\":\"10+5\"}");
        Browser browser = browser();
        browser.emulatePhone(390, 844);
        browser.open(url(server, created.path("id").asText()) + "#seat=" + created.path("token").asText());
        browser.waitConnected();
        browser.byTestId("clocks");

        double board = bottom(browser, "[data-testid=board]");
        String clocks = "[data-testid=clocks]";
        String actions = "[data-testid=resign]";
        assertThat(top(browser, clocks)).as("clocks under the board").isGreaterThanOrEqualTo(board);
        assertThat(top(browser, actions)).as("actions under the clocks").isGreaterThanOrEqualTo(bottom(browser, clocks));
        assertThat(top(browser, "[data-testid=move-list]")).as("the move list under the actions")
                .isGreaterThanOrEqualTo(bottom(browser, actions));
        browser.assertBoardFitsWidth();
        browser.screenshot("layout-phone-390-halma-timed");
    }

    /** Each move button's round, left edge, top and height: {@code [round, left, top, height]}. */
    private static final String PLY_BOXES = "return Array.from(document.querySelectorAll('[data-testid=move-list] .ply'))"
            + ".map(b => { const r = b.getBoundingClientRect();"
            + " return [Array.from(b.parentNode.parentNode.children).indexOf(b.parentNode), r.left, r.top, r.height]; });";

    @Test
    void withThreeToSixPlayersEachMoveOfARoundHasALineOfItsOwnAndWithTwoARoundIsOneLine() {
        for (int players : new int[] {2, 3, 6}) {
            String[] created = localGame("chinese-checkers", players, 2 * players);
            Browser browser = browser();
            browser.emulatePhone(360, 780);
            browser.open(url(server, created[0]) + "#seat=" + created[1]);
            browser.waitConnected();
            browser.waitMovesListed(2 * players);
            List<List<Number>> boxes = ((List<?>) browser.script(PLY_BOXES)).stream()
                    .map(box -> ((List<?>) box).stream().map(Number.class::cast).toList()).toList();
            assertThat(boxes).hasSize(2 * players);
            double height = boxes.getFirst().get(3).doubleValue();
            assertThat(boxes).as("%d players: no move wraps onto a second line", players)
                    .allSatisfy(box -> assertThat(box.get(3).doubleValue()).isEqualTo(height));
            for (int round = 0; round < 2; round++) {
                int r = round;
                List<List<Number>> moves = boxes.stream().filter(box -> box.get(0).intValue() == r).toList();
                assertThat(moves).as("%d players, round %d", players, round + 1).hasSize(players);
                if (players == 2) {
                    assertThat(moves.get(1).get(2).doubleValue()).as("two moves side by side")
                            .isEqualTo(moves.get(0).get(2).doubleValue());
                } else {
                    assertThat(moves).as("%d players: one move a line, one under the other", players)
                            .allSatisfy(box -> assertThat(box.get(1).doubleValue()).isEqualTo(moves.getFirst().get(1).doubleValue()));
                    assertThat(moves.stream().map(box -> box.get(2).doubleValue()).distinct().count()).isEqualTo(players);
                }
            }
            browser.screenshot("move-list-" + players + "-players-phone-360");
        }
    }

    private static double top(Browser browser, String selector) {
        return edge(browser, selector, "top");
    }

    private static double bottom(Browser browser, String selector) {
        return edge(browser, selector, "bottom");
    }

    private static double left(Browser browser, String selector) {
        return edge(browser, selector, "left");
    }

    private static double right(Browser browser, String selector) {
        return edge(browser, selector, "right");
    }

    /** An edge of the panel holding the element (the element itself when it is no panel's), in page pixels. */
    private static double edge(Browser browser, String selector, String edge) {
        return ((Number) browser.script("const e = document.querySelector(arguments[0]);"
                + " const box = (e.closest('.panel') || e).getBoundingClientRect();"
                + " return box[arguments[1]] + (arguments[1] === 'top' || arguments[1] === 'bottom' ? window.scrollY : 0);",
                selector, edge)).doubleValue();
    }
}
