package com.plyyard.server.browser;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** The links of an online game (issue 18, item 7): share link and QR code, the private resume link, a seat on two devices. */
class LinksBrowserTest extends SharedServerBrowserTest {
    private static final Pattern MODULE = Pattern.compile("M(\\d+) (\\d+)h1v1h-1z");
    private static final int QUIET = 4;

    /** The dark modules of the shown QR code, as "x,y" without the quiet zone. */
    private static Set<String> darkModules(Browser browser) {
        String d = (String) browser.script("return document.querySelector(\"[data-testid='share-qr'] path\").getAttribute('d');");
        Set<String> dark = new HashSet<>();
        Matcher m = MODULE.matcher(d);
        while (m.find()) {
            dark.add((Integer.parseInt(m.group(1)) - QUIET) + "," + (Integer.parseInt(m.group(2)) - QUIET));
        }
        return dark;
    }

    /** A finder pattern with its top-left module at (x, y): a dark 7 × 7 ring, a light ring, a dark 3 × 3 centre. */
    private static boolean finderAt(Set<String> dark, int x, int y) {
        for (int dy = 0; dy < 7; dy++) {
            for (int dx = 0; dx < 7; dx++) {
                int ring = Math.min(Math.min(dx, dy), Math.min(6 - dx, 6 - dy));
                boolean shouldBeDark = ring != 1;
                if (dark.contains((x + dx) + "," + (y + dy)) != shouldBeDark) {
                    return false;
                }
            }
        }
        return true;
    }

    @Test
    void theShareLinkWithItsQrCodeIsShownUntilEverySeatIsTakenAndTheResumeLinkIsFoldedAwayWithAWarning() {
        JsonNode created = server.create("{\"game\":\"jungle\",\"mode\":\"online\",\"name\":\"Ada\"}");
        String id = created.path("id").asText();
        String token = created.path("token").asText();
        Browser red = browser();
        red.open(url(server, id) + "#seat=" + token);
        red.waitConnected();

        assertThat(red.byTestId("share-link").getAttribute("value")).isEqualTo(url(server, id));
        assertThat(red.byTestId("share-qr").getAttribute("data-text")).isEqualTo(url(server, id));
        int modules = Integer.parseInt(red.byTestId("share-qr").getAttribute("data-modules"));
        assertThat((modules - 17) % 4).as("a QR symbol is 4 × version + 17 modules wide").isZero();
        Set<String> dark = darkModules(red);
        assertThat(finderAt(dark, 0, 0) && finderAt(dark, modules - 7, 0) && finderAt(dark, 0, modules - 7))
                .as("finder patterns in three corners").isTrue();
        assertThat(finderAt(dark, modules - 7, modules - 7)).as("none in the fourth").isFalse();

        assertThat(red.present("resume-link")).as("the resume link is folded away").isFalse();
        assertThat(red.text("resume-summary")).isEqualTo("Continue on another device");
        red.click("resume-summary");
        assertThat(red.text("resume-warning")).contains("whoever opens it plays in your place");
        assertThat(red.byTestId("resume-link").getAttribute("value")).isEqualTo(url(server, id) + "#seat=" + token);
        assertThat(red.text("copy-resume-link")).isEqualTo("Copy private link");
        assertThat(red.text("copy-share-link")).isEqualTo("Copy");

        Browser blue = browser();
        blue.open(url(server, id));
        blue.waitConnected();
        red.waitUntil("the invite panel goes once blue took the last seat",
                d -> !red.present("invite-panel") ? Boolean.TRUE : null);
        assertThat(blue.present("invite-panel")).as("nobody left to invite").isFalse();
        assertThat(red.present("resume-details")).as("the resume link stays").isTrue();
        assertThat(blue.present("resume-details")).isTrue();
    }

    @Test
    void aSeatOpenOnASecondDeviceIsShownOnBothUntilOneCloses() {
        Seated game = seatTwo(server, "{\"game\":\"jungle\",\"mode\":\"online\",\"name\":\"Ada\"}");
        assertThat(game.red().present("seat-elsewhere")).isFalse();
        Browser phone = browser();
        phone.open(url(server, game.id()) + "#seat=" + game.redToken());
        phone.waitConnected();
        for (Browser each : List.of(game.red(), phone)) {
            assertThat(each.waitForText("seat-elsewhere", "Also open on another device or tab")).isNotEmpty();
        }
        assertThat(game.blue().present("seat-elsewhere")).as("blue's own seat is open once").isFalse();
        assertThat(state(server, game.id()).path("seats").get(0).path("connections").asInt()).isEqualTo(2);

        quit(phone);
        game.red().waitUntil("red's page sees the phone gone",
                d -> !game.red().present("seat-elsewhere") ? Boolean.TRUE : null);
        assertThat(state(server, game.id()).path("seats").get(0).path("connected").asBoolean()).isTrue();
    }
}
