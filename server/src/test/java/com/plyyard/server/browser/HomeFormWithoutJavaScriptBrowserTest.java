package com.plyyard.server.browser;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.support.ui.Select;

/**
 * A reader without JavaScript starts a game from the home page: the form asks the server for the
 * chosen game's settings, posts the choice, and lands on the game's page, which shows the board
 * as a picture with the players and says that playing needs JavaScript.
 */
class HomeFormWithoutJavaScriptBrowserTest extends SharedServerBrowserTest {

    @Test
    void theHomeFormShowsTheChosenGamesSettingsAndCreatesTheGameWithoutJavaScript() {
        Browser browser = browserWithoutJavaScript();
        browser.open(server.base() + "/fr/");
        browser.click("game-chinese-checkers");
        browser.click("mode-online");
        browser.click("show-choices");
        browser.waitUntil("the online choices shown", d -> d.getCurrentUrl().contains("mode=online") ? Boolean.TRUE : null);
        browser.click("players-3");
        browser.click("show-choices");
        browser.waitUntil("the three players' seats shown", d -> d.findElement(By.id("seat-chinese-checkers-3")).isDisplayed()
                ? Boolean.TRUE : null);
        assertThat(browser.present("online-seat-0")).as("no other-seat choice for the seat drawn as mine").isFalse();
        // without the script the rows do not follow a new seat: the server ignores the one of the seat chosen
        new Select(browser.driver.findElement(By.id("seat-chinese-checkers-3"))).selectByValue("1");
        new Select(browser.byTestId("online-seat-1")).selectByValue("8");
        new Select(browser.byTestId("online-seat-2")).selectByValue("5");
        browser.byTestId("player-name").sendKeys("Noé");
        browser.click("create-game");

        browser.waitUntil("the game's page", d -> d.getCurrentUrl().contains("/fr/g/") ? d.getCurrentUrl() : null);
        String id = browser.driver.getCurrentUrl().replaceAll(".*/g/", "").replaceAll("#.*", "");
        JsonNode state = state(server, id);
        assertThat(state.path("mode").asText()).isEqualTo("online");
        assertThat(state.path("seats").path(1).path("kind").asText()).isEqualTo("human");
        assertThat(state.path("seats").path(1).path("name").asText()).isEqualTo("Noé");
        assertThat(state.path("seats").path(2).path("level").asInt()).isEqualTo(5);
        assertThat(browser.driver.findElements(By.cssSelector("#board-picture svg .piece"))).as("the board picture")
                .hasSize(30);
        assertThat(browser.text("seats")).contains("Noé", "Violet");
        assertThat(browser.driver.findElement(By.cssSelector("#game-side")).getText()).contains("Jouer sur cette page demande JavaScript");
        browser.screenshot("home-form-without-javascript-game");
    }
}
