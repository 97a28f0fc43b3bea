package com.plyyard.server.browser;

import static org.assertj.core.api.Assertions.assertThat;

import com.plyyard.server.store.Database;
import com.plyyard.server.store.ReportStore;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;

/** The Learn pages: one exercise solved per game by clicking, the server's feedback in both languages. */
class LearnPagesBrowserTest extends SharedServerBrowserTest {

    private static WebElement exercise(Browser browser, String id) {
        return browser.byTestId("exercise-" + id);
    }

    /** Clicks a piece and then a destination on the exercise's board. */
    private static void tryOn(Browser browser, String exercise, String from, String to) {
        for (String square : new String[] {from, to}) {
            browser.waitUntil("square " + square + " of " + exercise, d -> {
                exercise(browser, exercise).findElement(By.cssSelector("[data-testid='exercise-board'] [data-square='" + square + "']")).click();
                return Boolean.TRUE;
            });
        }
    }

    private static String feedback(Browser browser, String exercise, String part) {
        return browser.waitUntil("exercise " + exercise + " feedback contains \"" + part + "\"", d -> {
            String text = exercise(browser, exercise).findElement(By.cssSelector("[data-testid='exercise-feedback']")).getText();
            return text.contains(part) ? text : null;
        });
    }

    /** Waits for the exercise's heading to show it solved, as after the page is loaded again. */
    private static void shownSolved(Browser browser, String exercise, String badge) {
        browser.waitUntil("exercise " + exercise + " shows \"" + badge + "\"",
                d -> exercise(browser, exercise).findElement(By.cssSelector("h3")).getText().contains(badge) ? Boolean.TRUE : null);
    }

    private static void next(Browser browser, String exercise) {
        browser.waitUntil("next step of " + exercise, d -> {
            exercise(browser, exercise).findElement(By.cssSelector("[data-testid='exercise-next']")).click();
            return Boolean.TRUE;
        });
    }

    /** Solves a two-step exercise whose two answers are the same move in two positions. */
    private static void solveTwoSteps(Browser browser, String exercise, String from, String to, String[] texts) {
        tryOn(browser, exercise, from, to);
        feedback(browser, exercise, texts[0]);
        next(browser, exercise);
        tryOn(browser, exercise, from, to);
        feedback(browser, exercise, texts[1]);
    }

    @Test
    void oneExercisePerGameIsSolvedWithTheEnginesFeedbackInEnglishThenFrench() {
        Browser browser = browser();
        browser.open(server.base() + "/learn");
        browser.click("learn-chinese-checkers");
        browser.waitForText("edition", "Rules edition 2026.1");
        // the server's page counts the exercises; the script, once it has made them live, counts the solved ones
        browser.waitForText("exercise-progress", "0 of 4 exercises solved");
        // Chinese checkers: the chain needs both supports; once one has moved the engine refuses (CC-4)
        solveTwoSteps(browser, "supports", "i1", "i5", new String[] {"Correct.", "Exercise solved."});
        browser.waitForText("exercise-progress", "1 of 4 exercises solved");
        // the switch opens the page in French, which remembers the exercise as solved
        browser.click("language-switch");
        shownSolved(browser, "supports", "Résolu");
        browser.waitForText("exercise-progress", "1 sur 4");

        // Halma, in French (remembered): a wrong try first, then the shared support
        browser.open(server.base() + "/learn/halma");
        browser.waitForText("edition", "Édition des règles 2026.1");
        browser.waitForText("exercise-progress", "Exercices résolus");
        tryOn(browser, "shared-support", "d12", "e11");
        feedback(browser, "shared-support", "n’est pas le coup demandé");
        solveTwoSteps(browser, "shared-support", "c13", "e11", new String[] {"Bonne réponse.", "Exercice résolu."});
        browser.click("language-switch");
        shownSolved(browser, "shared-support", "Solved");

        // Jungle, back in English: the rat in the river refuses the lion's leap (JU-5), then the leap is accepted
        browser.open(server.base() + "/learn/jungle");
        browser.waitForText("edition", "Rules edition");
        browser.waitForText("exercise-progress", "exercises solved");
        tryOn(browser, "lion-rat", "a5", "a6");
        feedback(browser, "lion-rat", "but the task asks for a move it refuses");
        solveTwoSteps(browser, "lion-rat", "a5", "d5", new String[] {"Correct.", "Exercise solved."});
        assertThat(exercise(browser, "lion-rat").getText()).contains("Solved");
        browser.click("language-switch");
        shownSolved(browser, "lion-rat", "Résolu");

        // progress is remembered: the Chinese checkers exercise is still solved after a reload
        browser.open(server.base() + "/learn/chinese-checkers");
        browser.waitForText("exercise-progress", "1 sur 4");
    }

    /** Issue 20 item 5: the strategic exercises, judged by the race solver and claimed by search. */
    @Test
    void theOrderOfArrivalIsJudgedMoveByMoveAndTheUnstoppableEntryIsFound() {
        Browser browser = browser();
        browser.open(server.base() + "/en/learn/chinese-checkers");
        // a piece already home shuffled deeper costs a move, and the solver says so at once
        tryOn(browser, "arrival-order", "n3", "o3");
        feedback(browser, "arrival-order", "n3-o3 costs a move: from here 4 more are needed, 5 in all, where 4 were enough.");
        browser.waitUntil("restart", d -> {
            exercise(browser, "arrival-order").findElement(By.xpath(".//button[normalize-space()='Start again']")).click();
            return Boolean.TRUE;
        });
        // the fewest: four own moves, blue standing still, each judged by the race solver
        tryOn(browser, "arrival-order", "l7", "n4");
        feedback(browser, "arrival-order", "l7-n4: on course. Still 3 to go.");
        tryOn(browser, "arrival-order", "m7", "q1");
        feedback(browser, "arrival-order", "m7-o3-q1: on course. Still 2 to go.");
        tryOn(browser, "arrival-order", "m8", "m7");
        feedback(browser, "arrival-order", "Still 1 to go.");
        tryOn(browser, "arrival-order", "m7", "o3");
        feedback(browser, "arrival-order", "Exercise solved.");

        // Dou Shou Qi: after the den entry and the trap, the one entry blue cannot stop
        browser.open(server.base() + "/en/learn/jungle");
        tryOn(browser, "den-attack", "c9", "d9");
        feedback(browser, "den-attack", "Correct.");
        next(browser, "den-attack");
        tryOn(browser, "den-attack", "d7", "d8");
        feedback(browser, "den-attack", "Correct.");
        next(browser, "den-attack");
        tryOn(browser, "den-attack", "b9", "c9");
        feedback(browser, "den-attack", "b9-c9 is legal, but it is not the move the task asks for.");
        tryOn(browser, "den-attack", "f9", "e9");
        feedback(browser, "den-attack", "Exercise solved.");
    }

    @Test
    void aDiagramShowsTheRuleOfARefusalTheFooterTheVersionAndAReportIsStored() {
        Browser browser = browser();
        browser.open(server.base() + "/learn/jungle");
        browser.waitUntil("the move to try on the analysed position", d -> {
            browser.byTestId("analysis-board").findElement(By.cssSelector("[data-testid='try-a5-d5']")).click();
            return Boolean.TRUE;
        });
        String text = browser.waitUntil("the refusal", d -> {
            String shown = browser.byTestId("analysis-board").findElement(By.cssSelector("[data-testid='learn-feedback']")).getText();
            return shown.contains("JU-5") ? shown : null;
        });
        assertThat(text).startsWith("Refused — rule JU-5");
        browser.waitForText("version", "Ply Yard ");

        // "report an error" stores the message with the game, edition, last board's position and passage
        new Select(browser.byTestId("report-passage")).selectByValue("an.rat-blocks");
        assertThat(browser.byTestId("report-position").getAttribute("value")).isEqualTo("6t/7/7/7/L1r4/7/7/7/6E r 0 1");
        browser.byTestId("report-message").sendKeys("The reasoning could mention the tiger too.");
        browser.click("report-send");
        browser.waitForText("report-status", "Thank you: report no. 1 was recorded.");
        List<ReportStore.Report> reports;
        try (Database database = Database.open(server.store())) {
            reports = new ReportStore(database).all();
        }
        assertThat(reports).hasSize(1);
        assertThat(reports.get(0).game()).isEqualTo("jungle");
        assertThat(reports.get(0).edition()).isEqualTo("2026.1");
        assertThat(reports.get(0).passage()).isEqualTo("an.rat-blocks");
        assertThat(reports.get(0).position()).isEqualTo("6t/7/7/7/L1r4/7/7/7/6E r 0 1");
        assertThat(reports.get(0).language()).isEqualTo("en");
        assertThat(reports.get(0).message()).isEqualTo("The reasoning could mention the tiger too.");

        // "continue from here": a computer game from the diagram's position, the reader to move
        browser.waitUntil("continue from the analysed position", d -> {
            browser.byTestId("analysis-board").findElement(By.cssSelector("[data-testid='continue-computer']")).click();
            return Boolean.TRUE;
        });
        browser.waitUntil("the game page", d -> d.getCurrentUrl().contains("/g/") ? Boolean.TRUE : null);
        browser.waitConnected();
        String id = browser.driver.getCurrentUrl().replaceAll(".*/g/", "");
        assertThat(state(server, id).path("start").asText()).isEqualTo("6t/7/7/7/L1r4/7/7/7/6E r 0 1");
        assertThat(state(server, id).path("mode").asText()).isEqualTo("computer");

        // "play this game" opens the home page with the game chosen
        browser.open(server.base() + "/learn/halma");
        browser.click("play-this-game");
        browser.waitUntil("halma chosen", d -> browser.byTestId("game-halma").isSelected() ? Boolean.TRUE : null);
    }

    /** Issue 23: every live board opens the analysis board at its position; an exercise's only once its answer is out. */
    @Test
    void everyBoardHasAnAnalyseLinkToItsPositionAndAnExercisesComesWithItsAnswer() {
        Browser browser = browser();
        browser.open(server.base() + "/en/learn/jungle");
        WebElement analysed = browser.waitUntil("the analysed position's live board", d -> {
            WebElement board = d.findElement(Browser.testId("analysis-board"));
            return board.getDomAttribute("data-position") != null ? board : null;
        });
        List<WebElement> boards = browser.driver.findElements(By.cssSelector(".live-board"));
        List<WebElement> exerciseBoards = browser.driver.findElements(By.cssSelector("[data-testid='exercise-board']"));
        List<WebElement> offered = browser.driver.findElements(By.cssSelector(".live-board [data-testid='analyse-link']:not([hidden])"));
        assertThat(offered).as("a link on every board but the exercises' (one in a closed answer)").hasSize(boards.size() - exerciseBoards.size());

        WebElement exercise = browser.driver.findElements(By.cssSelector("article.exercise")).get(0);
        WebElement exerciseLink = exercise.findElement(By.cssSelector("[data-testid='analyse-link']"));
        assertThat(exerciseLink.isDisplayed()).as("before the answer").isFalse();
        exercise.findElement(By.cssSelector("[data-testid='exercise-show']")).click();
        browser.waitUntil("the exercise's link with its answer", d -> exerciseLink.isDisplayed() ? Boolean.TRUE : null);

        String position = analysed.getDomAttribute("data-position");
        analysed.findElement(By.cssSelector("[data-testid='analyse-link']")).click();
        browser.waitUntil("the analysis board at the diagram's position", d -> position.equals(
                d.findElement(Browser.testId("analysis-position")).getDomProperty("value")) ? Boolean.TRUE : null);
        assertThat(browser.driver.getCurrentUrl()).contains("/en/analysis?game=jungle");
    }
}
