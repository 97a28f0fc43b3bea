package com.plyyard.server.browser;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** Presence on the online game page (issue 18, item 8): an opponent leaving and coming back. */
class PresenceBrowserTest extends SharedServerBrowserTest {

    @Test
    void whenTheOpponentClosesTheirBrowserTheOtherPlayerIsToldAndToldAgainWhenTheyComeBack() {
        Seated game = seatTwo(server, "{\"game\":\"jungle\",\"mode\":\"online\",\"name\":\"Ada\"}");
        Browser red = game.red();
        assertThat(red.byTestId("presence-1").getAttribute("class")).contains("on");

        Path blueProfile = game.blue().profile;
        red.keepNotices();
        quit(game.blue());
        red.waitForNotice("Blue left the game");
        red.waitUntil("blue's dot is off", d -> red.hasClass(red.byTestId("presence-1"), "off") ? Boolean.TRUE : null);

        Browser blueAgain = browser(blueProfile, 1280, 900);
        blueAgain.open(url(server, game.id()));
        blueAgain.waitConnected();
        red.waitForNotice("Blue is back");
        red.waitUntil("blue's dot is on", d -> red.hasClass(red.byTestId("presence-1"), "on") ? Boolean.TRUE : null);
        assertThat(blueAgain.script("return document.querySelector(\"[data-testid='messages']\").textContent;"))
                .as("a player is not told of their own coming back").asString().doesNotContain("Blue is back");
    }
}
