package com.plyyard.server.browser;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;

/**
 * A reader without JavaScript: the Learn page still shows its rules, the analysed position as a
 * board picture with the answer behind "show the answer", the exercises' statements and the FAQ,
 * and the language switch leads to the French page.
 */
class PagesWithoutJavaScriptBrowserTest extends SharedServerBrowserTest {

    @Test
    void aLearnPageShowsItsRulesBoardsAnswersExercisesAndFaqWithoutJavaScript() {
        Browser browser = browserWithoutJavaScript();
        browser.open(server.base() + "/learn/jungle");
        assertThat(browser.driver.getCurrentUrl()).isEqualTo(server.base() + "/en/learn/jungle");
        assertThat(browser.driver.getTitle()).isEqualTo("Jungle: the rules, exercises and questions — Ply Yard");
        assertThat(browser.text("edition")).startsWith("Rules edition 2026.1");
        String rules = browser.driver.findElement(By.id("rules")).getText();
        assertThat(rules).as("the rule sections").contains("JU-5");

        List<WebElement> boards = browser.driver.findElements(By.cssSelector("figure.diagram svg.board"));
        assertThat(boards).as("static board pictures").hasSizeGreaterThan(4);
        assertThat(boards.get(0).getSize().getWidth()).as("a picture drawn at page width").isGreaterThan(200);
        assertThat(boards.get(0).findElements(By.cssSelector(".piece"))).as("pieces on the first board").isNotEmpty();

        WebElement analysis = browser.byTestId("analysis-rat-blocks");
        assertThat(analysis.findElement(By.cssSelector("[data-testid='analysis-board'] svg"))).isNotNull();
        WebElement answer = analysis.findElement(By.cssSelector(".answer"));
        assertThat(answer.isDisplayed()).as("the answer waits behind its summary").isFalse();
        analysis.findElement(By.cssSelector("summary")).click();
        assertThat(answer.isDisplayed()).as("the answer, once asked for").isTrue();
        assertThat(answer.getText()).isNotBlank();

        WebElement exercise = browser.byTestId("exercise-lion-rat");
        assertThat(exercise.findElements(By.cssSelector(".ex-task"))).as("every step's statement").hasSizeGreaterThan(1)
                .allSatisfy(task -> assertThat(task.getText()).isNotBlank());
        assertThat(browser.driver.findElements(By.cssSelector("#faq details"))).as("the FAQ").isNotEmpty();
        assertThat(browser.driver.findElements(By.cssSelector("[data-testid='exercise-board']")))
                .as("no live board without the script").isEmpty();

        browser.click("language-switch");
        assertThat(browser.driver.getCurrentUrl()).isEqualTo(server.base() + "/fr/learn/jungle");
        assertThat(browser.text("edition")).startsWith("Édition des règles 2026.1");
        assertThat(browser.driver.findElement(By.cssSelector("html")).getAttribute("lang")).isEqualTo("fr");
    }
}
