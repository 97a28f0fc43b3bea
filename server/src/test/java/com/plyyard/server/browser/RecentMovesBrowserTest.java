package com.plyyard.server.browser;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;

/**
 * With 3 to 6 players the board numbers every other player's move since the viewer's own last
 * one (on one screen, the viewer is the player to move), so each of them can be seen, not only
 * the last; with two players the last-move mark alone says it.
 */
class RecentMovesBrowserTest extends SharedServerBrowserTest {

    private Browser show(String[] game, int plies) {
        Browser browser = browser();
        browser.open(url(server, game[0]) + "#seat=" + game[1]);
        browser.waitConnected();
        browser.waitMovesListed(plies);
        return browser;
    }

    /** Each badge as "number@square", in the order drawn. */
    private static List<String> badges(Browser browser) {
        return browser.driver.findElements(By.cssSelector("[data-testid='board'] [data-recent]")).stream()
                .map((WebElement b) -> b.getAttribute("data-recent") + "@" + b.getAttribute("data-recent-square"))
                .toList();
    }

    /** The expected badges: plies {@code from} … {@code to - 1} numbered from 1, on their destinations. */
    private static List<String> destinations(String id, int from, int to) {
        JsonNode plies = state(server, id).path("plies");
        List<String> expected = new ArrayList<>();
        for (int i = from; i < to; i++) {
            String[] squares = plies.path(i).path("path").asText().split("-");
            expected.add((i - from + 1) + "@" + squares[squares.length - 1]);
        }
        return expected;
    }

    @Test
    void withThreePlayersTheTwoOthersMovesSinceTheViewersOwnAreNumbered() {
        String[] game = localGame("chinese-checkers", 3, 4);
        Browser browser = show(game, 4);
        // four plies with three players: the second player moves next and last moved at ply 2
        assertThat(badges(browser)).as("the moves of plies 3 and 4").isEqualTo(destinations(game[0], 2, 4));
    }

    @Test
    void withSixPlayersEveryMoveSinceTheStartIsNumberedForAPlayerWhoHasNotMovedYet() {
        String[] game = localGame("chinese-checkers", 6, 4);
        Browser browser = show(game, 4);
        assertThat(badges(browser)).isEqualTo(destinations(game[0], 0, 4));
        browser.screenshot("recent-moves-6");
    }

    @Test
    void withTwoPlayersOnlyTheLastMoveIsMarked() {
        String[] game = localGame("halma", 2, 3);
        Browser browser = show(game, 3);
        assertThat(badges(browser)).isEmpty();
        assertThat(browser.driver.findElements(By.cssSelector("[data-testid='board'] .sq.last"))).hasSize(2);
    }
}
