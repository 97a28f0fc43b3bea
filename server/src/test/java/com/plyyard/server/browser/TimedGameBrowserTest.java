package com.plyyard.server.browser;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Two browser profiles play an online game on a tiny clock (9 s + 1 s a move, which the API
 * accepts as 0.15+1) until red's flag falls: both pages show the clocks ticking, tenths and
 * low-time styling at the end, and the game ends on time on the server with nobody acting.
 */
class TimedGameBrowserTest extends SharedServerBrowserTest {

    @Test
    void twoPlayersSeeTheClocksTickAndTheGameEndsOnTimeWhenRedsFlagFalls() {
        Seated game = seatTwo(server,
                "{\"game\":\"jungle\",\"mode\":\"online\",\"name\":\"Ada\",\"timeControl\":\"0.15+1\"}");
        String id = game.id();
        Browser red = game.red();
        Browser blue = game.blue();
        assertThat(red.text("time-control")).isEqualTo("0.15 min + 1 s a move");
        assertThat(red.text("clock-0")).as("no clock runs before the first move").isEqualTo("9.0");

        red.play("a3", "a4");
        blue.waitMovesListed(1);
        blue.play("g7", "g6");
        red.waitMovesListed(2);

        String first = red.text("clock-0");
        red.waitUntil("red's clock ticks down on red's page", d -> red.text("clock-0").equals(first) ? null : Boolean.TRUE);
        assertThat(red.text("clock-0")).as("tenths under 10 s").matches("\\d\\.\\d");
        blue.waitUntil("red's clock shows low time on blue's page",
                d -> blue.script("return document.querySelector('.clock.low.running') !== null").equals(Boolean.TRUE)
                        ? Boolean.TRUE : null);

        for (Browser each : List.of(red, blue)) {
            each.waitForText("status", "Blue wins — on time");
            each.waitForText("clock-0", "0.0");
        }
        JsonNode state = state(server, id);
        assertThat(state.path("ending").asText()).isEqualTo("time");
        assertThat(state.path("result").asText()).isEqualTo("0-1");
        assertThat(state.path("clocks").path("remaining").get(0).asLong()).isZero();
        assertThat(server.get("/api/games/" + id + "/record").body()).contains("[TimeControl \"9+1\"]",
                "[Termination \"time\"]");
    }
}
