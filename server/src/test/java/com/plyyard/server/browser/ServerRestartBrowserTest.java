package com.plyyard.server.browser;

import com.plyyard.server.StateJson;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;

/**
 * The server stops and starts again mid-game: the open page greys its presence dots while it has no
 * connection, then reconnects and catches up by itself.
 */
class ServerRestartBrowserTest extends OwnServerBrowserTest {

    @Test
    void afterARestartMidGameThePageGreysItsDotsThenReconnectsResynchronisesWithoutReloadingAndAMoveWorks() {
        JsonNode created = server.create("{\"game\":\"jungle\",\"mode\":\"online\",\"name\":\"Ada\"}");
        String id = created.path("id").asText();
        String blueToken = server.post("/api/games/" + id + "/seats", "{\"name\":\"Bob\"}").json().path("token").asText();
        Browser red = browser();
        red.open(url(server, id) + "#seat=" + created.path("token").asText());
        red.waitConnected();
        red.play("a3", "a4");
        red.script("window.plyyardSamePage = true;");

        server.stop();
        red.waitForText("connection-status", "Connection lost");
        // the page no longer knows who is there: every presence dot and its own link dot turn grey
        for (String seat : new String[] {"presence-0", "presence-1"}) {
            red.waitUntil(seat + " grey", d -> red.hasClass(red.byTestId(seat), "unknown") ? Boolean.TRUE : null);
            assertThat(red.byTestId(seat).getAttribute("title")).isEqualTo("not known while this page is disconnected");
        }
        assertThat(red.script("return getComputedStyle(document.querySelector(\"[data-testid='connection-status']\"),"
                + " '::before').backgroundColor;")).isEqualTo("rgb(138, 138, 138)");

        server.startOnSamePort();
        // blue moves while red's page is still away: red can only learn it by resynchronising
        server.command(id, blueToken, "{\"t\":\"move\",\"d\":{\"path\":\"a7-a6\"}}");
        red.waitForText("connection-status", "Connected");
        red.waitUntil("red's own dot known again", d -> red.hasClass(red.byTestId("presence-0"), "on") ? Boolean.TRUE : null);
        red.waitPiece("a6", "blue");
        red.waitMovesListed(2);
        red.waitForText("status", "Your move (Red)");
        assertThat(red.script("return window.plyyardSamePage === true;"))
                .as("the page was not reloaded").isEqualTo(Boolean.TRUE);

        red.play("g3", "g4");
        JsonNode state = state(server, id);
        assertThat(StateJson.moves(state).toString()).isEqualTo("[\"a3-a4\",\"a7-a6\",\"g3-g4\"]");
        assertThat(state.path("toMove").asText()).isEqualTo("blue");
    }
}
