package com.plyyard.server.browser;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.plyyard.engine.Colour;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;

/**
 * The board shows the positions the server sends, live and when looking back, where a copy of
 * the rules in the browser would disagree with the engine: a withdrawal (AL-2) and a record
 * whose result the moves alone do not give.
 */
class ServerPositionsBrowserTest extends SharedServerBrowserTest {

    /** Square → piece colour, as the page draws it. */
    private static Map<String, String> shownBoard(Browser browser) {
        Map<String, String> board = new HashMap<>();
        for (WebElement piece : browser.driver.findElements(By.cssSelector("[data-testid='board'] [data-square] [data-piece]"))) {
            String square = (String) browser.script("return arguments[0].closest('[data-square]').dataset.square;", piece);
            board.put(square, piece.getAttribute("data-piece"));
        }
        return board;
    }

    /** Square → piece colour of a position's board field, read with the catalog's rows. */
    private static Map<String, String> boardOf(String position, String game, int players) {
        JsonNode rows = null;
        for (JsonNode entry : server.get("/api/catalog").json().path("games")) {
            for (JsonNode setup : entry.path("setups")) {
                if (entry.path("id").asText().equals(game) && setup.path("players").asInt() == players) {
                    rows = setup.path("board").path("rows");
                }
            }
        }
        assertThat(rows).as("the catalog has %s for %d players", game, players).isNotNull();
        Map<String, String> board = new HashMap<>();
        String[] texts = position.split(" ")[0].split("/");
        for (int r = 0; r < texts.length; r++) {
            int column = 0;
            for (String token : texts[r].split("(?<=\\D)|(?=\\D)")) {
                if (token.chars().allMatch(Character::isDigit)) {
                    column += Integer.parseInt(token);
                } else {
                    Colour colour = Colour.ofLetter(token.charAt(0));
                    board.put(rows.get(r).get(column).path("name").asText(), colour.name().toLowerCase(Locale.ROOT));
                    column++;
                }
            }
        }
        return board;
    }

    private static long piecesOf(Map<String, String> board, String colour) {
        return board.values().stream().filter(colour::equals).count();
    }

    private static void play(String id, String token) {
        String path = state(server, id).path("legal").path(0).asText();
        server.command(id, token, "{\"t\":\"move\",\"d\":{\"path\":\"" + path + "\"}}");
    }

    @Test
    void AL2_aResigningPlayersPiecesLeaveTheBoardOfAThreePlayerGameAndLookingBackShowsTheServersPositions() {
        JsonNode created = server.create("{\"game\":\"chinese-checkers\",\"players\":3,\"mode\":\"local\"}");
        String id = created.path("id").asText();
        String token = created.path("token").asText();
        play(id, token);
        play(id, token);
        Browser browser = browser();
        browser.open(url(server, id) + "#seat=" + token);
        browser.waitConnected();
        browser.waitMovesListed(2);
        browser.waitForText("status", "Purple to move");
        assertThat(piecesOf(shownBoard(browser), "purple")).as("purple's pieces before resigning").isEqualTo(10);

        browser.click("resign");
        browser.click("resign"); // it asks twice
        browser.waitForText("status", "Red to move");
        browser.waitUntil("purple's pieces gone", d -> piecesOf(shownBoard(browser), "purple") == 0 ? Boolean.TRUE : null);
        JsonNode state = state(server, id);
        assertThat(state.path("withdrawn").toString()).isEqualTo("[\"purple\"]");
        assertThat(browser.driver.findElement(By.cssSelector("[data-testid='seats'] [data-colour='purple'] [data-testid='withdrawn']"))
                .getText()).as("the players panel says purple resigned").isEqualTo("resigned");
        assertThat(shownBoard(browser)).as("the live board is the server's position")
                .isEqualTo(boardOf(state.path("position").asText(), "chinese-checkers", 3));

        play(id, token); // red moves over the HTTP API: the page gets the move as an event
        browser.waitMovesListed(3);
        browser.waitForText("status", "Green to move");

        JsonNode plies = state(server, id).path("plies");
        assertThat(plies.size()).isEqualTo(3);
        browser.click("nav-first");
        browser.waitForText("status", "Looking back: the start position");
        assertThat(shownBoard(browser)).as("the start").isEqualTo(boardOf(state.path("start").asText(), "chinese-checkers", 3));
        for (int ply = 1; ply <= plies.size(); ply++) {
            browser.click("nav-next");
            Map<String, String> expected = boardOf(plies.get(ply - 1).path("position").asText(), "chinese-checkers", 3);
            if (ply < plies.size()) {
                browser.waitForText("status", "Looking back: position after move " + ply + " of 3");
            }
            int shownPly = ply;
            browser.waitUntil("the position after move " + ply, d -> shownBoard(browser).equals(expected) ? Boolean.TRUE : null);
            assertThat(piecesOf(expected, "purple")).as("purple's pieces after move %d", shownPly)
                    .isEqualTo(shownPly < 3 ? 10 : 0);
        }
    }

    /** A two-player record that ends by resignation: the board alone does not finish the game. */
    @Test
    void anImportedRecordWonByBlueByResignationShowsBlueAsTheWinner() {
        String record = "[Game \"halma\"]\n[Result \"0-1\"]\n\n1. a12-a11 p5-p6 2. b12-b11 0-1\n";
        JsonNode imported = server.post("/api/records", record).json();
        String id = imported.path("id").asText();
        Browser browser = browser();
        browser.open(url(server, id));
        browser.waitConnected();
        browser.waitMovesListed(3);
        String status = browser.waitForText("status", "Blue wins");
        assertThat(status).doesNotContain("Waiting", "to move");
        assertThat(browser.present("resign")).as("a finished game offers no resignation").isFalse();
        browser.click("nav-prev");
        browser.waitForText("status", "Looking back: position after move 2 of 3");
        browser.click("nav-last");
        browser.waitForText("status", "Blue wins");
    }
}
