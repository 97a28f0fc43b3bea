package com.plyyard.server.browser;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.WindowType;

/** Getting a player's attention (issue 18, item 6): the hidden tab's title and the sounds. */
class AttentionBrowserTest extends SharedServerBrowserTest {
    /** Red's lion steps to d8; blue's lion on g1 may then take red's rat on f1. */
    private static final String LION_TAKES_RAT = "7/7/3L3/7/7/7/7/E6/5Rl r 0 1";

    private Seated seated(String position, String timeControl) {
        return seatTwo(server, "{\"game\":\"jungle\",\"mode\":\"online\",\"name\":\"Ada\",\"position\":\"" + position + "\""
                + (timeControl == null ? "" : ",\"timeControl\":\"" + timeControl + "\"") + "}");
    }

    /** The title of each tab of the browser, read through the DevTools protocol (no tab is brought forward). */
    @SuppressWarnings("unchecked")
    private static List<String> tabTitles(Browser browser) {
        Map<String, Object> targets = browser.driver.executeCdpCommand("Target.getTargets", Map.of());
        return ((List<Map<String, Object>>) targets.get("targetInfos")).stream()
                .filter(target -> "page".equals(target.get("type")))
                .map(target -> (String) target.get("title"))
                .toList();
    }

    private static int soundsPlayed(Browser browser) {
        Object count = browser.script("return Number(document.documentElement.dataset.sounds || 0);");
        return ((Number) count).intValue();
    }

    private static String lastSound(Browser browser) {
        return (String) browser.script("return document.documentElement.dataset.lastSound || '';");
    }

    @Test
    void whileItsTabIsHiddenTheTitleSaysItIsThePlayersMoveWithTheMoveJustPlayedAndGoesBackWhenShown() {
        Seated game = seated(JUNGLE_DEN_IN_TWO, null);
        Browser red = game.red();
        assertThat(red.driver.getTitle()).isEqualTo("Jungle · Ply Yard");
        red.play("d7", "d8");
        String gameTab = red.driver.getWindowHandle();
        red.driver.switchTo().newWindow(WindowType.TAB);
        assertThat(tabTitles(red)).as("while it is blue's move the hidden tab keeps its title").contains("Jungle · Ply Yard");

        game.blue().play("g1", "g2");
        red.waitUntil("the hidden tab's title says it is red's move",
                d -> tabTitles(red).contains("Your move · Blue played g1-g2 · Jungle · Ply Yard") ? Boolean.TRUE : null);
        assertThat(red.script("return document.visibilityState;")).as("the tab looked at is the new one").isEqualTo("visible");

        red.driver.close();
        red.driver.switchTo().window(gameTab);
        red.waitUntil("the title is back once the tab is shown",
                d -> "Jungle · Ply Yard".equals(d.getTitle()) ? Boolean.TRUE : null);
        assertThat(game.blue().driver.getTitle()).as("blue's tab is visible and not to move").isEqualTo("Jungle · Ply Yard");
    }

    @Test
    void aCorrespondencePlayerWhoAskedForNotificationsIsNotifiedOfTheirMoveWhileTheTabIsHidden() {
        Seated game = seated(JUNGLE_DEN_IN_TWO, "1d");
        Browser red = game.red();
        assertThat(red.present("setting-notify")).as("offered in a correspondence game").isTrue();
        assertThat(red.byTestId("setting-notify").isSelected()).as("off by default").isFalse();
        // the permission a person would grant in the browser's prompt
        red.driver.executeCdpCommand("Browser.grantPermissions",
                Map.of("permissions", List.of("notifications"), "origin", server.base()));
        red.click("setting-notify");
        red.waitUntil("notifications on", d -> red.byTestId("setting-notify").isSelected() ? Boolean.TRUE : null);
        red.play("d7", "d8");
        String gameTab = red.driver.getWindowHandle();
        red.driver.switchTo().newWindow(WindowType.TAB);

        game.blue().play("g1", "g2");
        red.waitUntil("the hidden tab's title says it is red's move",
                d -> tabTitles(red).stream().anyMatch(title -> title.startsWith("Your move")) ? Boolean.TRUE : null);
        red.driver.close();
        red.driver.switchTo().window(gameTab);
        assertThat(red.script("return document.documentElement.dataset.notifications;")).isEqualTo("1");
        assertThat(game.blue().script("return document.documentElement.dataset.notifications || '0';"))
                .as("blue's tab was visible and blue asked for none").isEqualTo("0");

        red.driver.navigate().refresh();
        red.waitConnected();
        assertThat(red.byTestId("setting-notify").isSelected()).as("the choice is remembered").isTrue();
    }

    @Test
    void notificationsAreOfferedOnlyInCorrespondenceGames() {
        Seated game = seated(JUNGLE_DEN_IN_TWO, "5+3");
        game.red().byTestId("setting-sound");
        assertThat(game.red().present("setting-notify")).isFalse();
    }

    @Test
    void movesAndCapturesAndTheEndMakeASoundUnlessMutedAndTheMuteSwitchIsRemembered() {
        Seated game = seated(LION_TAKES_RAT, null);
        Browser red = game.red();
        Browser blue = game.blue();
        assertThat(soundsPlayed(red)).as("opening the page makes no sound").isZero();
        red.play("d7", "d8");
        blue.waitMovesListed(1);
        assertThat(soundsPlayed(blue)).isEqualTo(1);
        assertThat(lastSound(blue)).isEqualTo("move");
        assertThat(lastSound(red)).as("the mover hears their own move").isEqualTo("move");

        blue.play("g1", "f1");
        red.waitMovesListed(2);
        assertThat(lastSound(red)).as("blue's lion took red's rat").isEqualTo("capture");
        assertThat(soundsPlayed(red)).isEqualTo(2);

        blue.click("setting-sound");
        blue.driver.navigate().refresh();
        blue.waitConnected();
        assertThat(blue.byTestId("setting-sound").isSelected()).as("muted stays muted after a reload").isFalse();
        assertThat(red.byTestId("setting-sound").isSelected()).as("sounds are on by default").isTrue();
        int blueBefore = soundsPlayed(blue);

        red.play("d8", "d9");
        blue.waitForText("status", "Red wins");
        red.waitForText("status", "Red wins");
        assertThat(lastSound(red)).as("the end of the game").isEqualTo("end");
        assertThat(soundsPlayed(red)).isEqualTo(4);
        assertThat(soundsPlayed(blue)).as("a muted page plays nothing").isEqualTo(blueBefore);
    }

    @Test
    void thePlayersOwnClockSoundsOnceWhenItRunsUnderTenSeconds() {
        // 12 s each: blue's clock starts with red's first move and is under 10 s two seconds later
        Seated game = seated(JUNGLE_DEN_IN_TWO, "0.2+0");
        game.red().play("d7", "d8");
        Browser blue = game.blue();
        blue.waitUntil("blue's low-time sound", d -> "low-time".equals(lastSound(blue)) ? Boolean.TRUE : null);
        assertThat(soundsPlayed(blue)).as("red's move, then blue's low time").isEqualTo(2);
        blue.waitForText("status", "Red wins");
        assertThat(lastSound(blue)).as("blue's flag fell: the end").isEqualTo("end");
        assertThat(soundsPlayed(blue)).as("the low-time sound once").isEqualTo(3);
        assertThat(soundsPlayed(game.red())).as("red's own clock never ran low").isEqualTo(2);
    }
}
