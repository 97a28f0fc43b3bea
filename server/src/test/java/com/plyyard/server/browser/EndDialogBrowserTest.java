package com.plyyard.server.browser;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.function.BiConsumer;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.Keys;

/**
 * The end-of-game dialog in a player's browser for each ending a test can reach: the games are
 * driven to their end through the API while red's page watches, and the dialog must name the
 * result and the reason in words, take the focus, and close on Escape. (Claims and aborts are
 * in AbsenceAndAbortBrowserTest, which has a short grace time; the clock's ending is not here.)
 */
class EndDialogBrowserTest extends SharedServerBrowserTest {
    private static String move(String path) {
        return "{\"t\":\"move\",\"d\":{\"path\":\"" + path + "\"}}";
    }

    /**
     * Creates an online Jungle or Halma game from {@code position} (null: the start), seats blue
     * over the API, opens red's page, then lets {@code end} finish the game with both tokens.
     */
    private Browser endedOnRedsPage(String game, String position, BiConsumer<String, String[]> end) {
        JsonNode created = server.create("{\"game\":\"" + game + "\",\"mode\":\"online\",\"name\":\"Ada\""
                + (position == null ? "" : ",\"position\":\"" + position + "\"") + "}");
        String id = created.path("id").asText();
        String red = created.path("token").asText();
        String blue = server.post("/api/games/" + id + "/seats", "{\"name\":\"Bob\"}").json().path("token").asText();
        Browser page = browser();
        page.open(url(server, id) + "#seat=" + red);
        page.waitConnected();
        end.accept(id, new String[] {red, blue});
        page.waitUntil("the end dialog opens", d -> page.present("end-dialog") ? Boolean.TRUE : null);
        return page;
    }

    private static void assertDialog(Browser page, String result, String reason) {
        assertThat(page.text("end-result")).isEqualTo(result);
        assertThat(page.text("end-reason")).isEqualTo(reason);
        String shown = (String) page.script("return document.querySelector('dialog[open]').innerText;");
        assertThat(shown.lines().map(String::strip)).as("the dialog's lines").doesNotContain("null", "undefined");
        assertThat(page.present("end-export")).as("the record can be exported from the dialog").isTrue();
        assertThat(page.present("end-replay")).isTrue();
        assertThat(page.present("end-new-game")).isTrue();
    }

    @Test
    void aDenEntryIsNamedTheDialogHoldsTheFocusAndEscapeClosesIt() {
        Browser page = endedOnRedsPage("jungle", JUNGLE_DEN_IN_TWO, (id, tokens) -> {
            server.command(id, tokens[0], move("d7-d8"));
            server.command(id, tokens[1], move("g1-g2"));
            server.command(id, tokens[0], move("d8-d9"));
        });
        assertDialog(page, "Red wins", "Red entered the enemy den (JU-7).");
        assertThat(page.present("end-rematch")).as("a player may ask for a rematch from the dialog").isTrue();
        assertThat(page.driver.switchTo().activeElement().getAttribute("data-testid"))
                .as("the focus moves into the dialog").isEqualTo("end-rematch");
        page.waitForText("status", "Red wins — by entering the den");

        page.driver.switchTo().activeElement().sendKeys(Keys.ESCAPE);
        page.waitUntil("Escape closes the dialog", d -> !page.present("end-dialog") ? Boolean.TRUE : null);
        assertThat(page.present("rematch")).as("the page behind is usable again").isTrue();
    }

    @Test
    void noLegalMoveLeftIsNamed() {
        // red's dog takes blue's last piece: blue, to move, has none (JU-8)
        Browser page = endedOnRedsPage("jungle", "7/7/7/7/7/7/7/D6/c6 r 0 1",
                (id, tokens) -> server.command(id, tokens[0], move("a2-a1")));
        assertDialog(page, "Red wins", "Blue had no legal move left and lost (JU-8).");
    }

    @Test
    void sixtyHalfMovesWithoutACaptureAreNamed() {
        Browser page = endedOnRedsPage("jungle", "7/7/7/7/7/7/7/D6/6c r 59 30",
                (id, tokens) -> server.command(id, tokens[0], move("a2-a3")));
        assertDialog(page, "Draw", "60 half-moves in a row without a capture draw the game (JU-9).");
    }

    @Test
    void everyPieceHomeIsNamed() {
        String lastStepHome = "B15/16/16/16/16/16/16/16/16/16/16/14RR/13RRR/12RRRR/11RRRRR/10R1RRRR r 40";
        Browser page = endedOnRedsPage("halma", lastStepHome, (id, tokens) -> server.command(id, tokens[0], move("k1-l1")));
        assertDialog(page, "Red wins", "Red brought all 19 pieces into the opposite camp (HA-5).");
    }

    @Test
    void aResignationIsNamedAndTheDialogClosesOnItsButton() {
        Browser page = endedOnRedsPage("jungle", null, (id, tokens) ->
                server.command(id, tokens[1], "{\"t\":\"resign\"}"));
        assertDialog(page, "Red wins", "Blue resigned.");
        page.click("end-close");
        page.waitUntil("Close closes the dialog", d -> !page.present("end-dialog") ? Boolean.TRUE : null);
    }

    @Test
    void anAgreedDrawIsNamed() {
        Browser page = endedOnRedsPage("jungle", null, (id, tokens) -> {
            server.command(id, tokens[0], "{\"t\":\"offer-draw\"}");
            server.command(id, tokens[1], "{\"t\":\"answer-draw\",\"d\":{\"accept\":true}}");
        });
        assertDialog(page, "Draw", "The players agreed to a draw.");
    }
}
