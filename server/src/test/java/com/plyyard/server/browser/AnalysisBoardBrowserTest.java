package com.plyyard.server.browser;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;

/**
 * The analysis board in real Chromium, its engine the WebAssembly build in a Web Worker: a
 * position loaded, its evaluation and best line, moves played, taken back, branched, promoted
 * and deleted; the "Analyse" link of a finished game opening its record, and none for a player
 * seated in a game under way.
 */
class AnalysisBoardBrowserTest extends SharedServerBrowserTest {
    private static final String JUNGLE_START = "l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L r 0 1";

    @Test
    void JU10_aPositionLoadedShowsItsForcedWinAndBestLine() {
        Browser browser = browser();
        browser.open(server.base() + "/en/analysis?game=jungle&position=" + encoded(JUNGLE_DEN_IN_TWO));

        assertThat(browser.waitForText("eval-score", "wins in")).isEqualTo("Red wins in 2");
        assertThat(browser.text("best-line")).isNotBlank();
        assertThat(browser.driver.findElements(Browser.testId("best-move"))).isNotEmpty();
        assertThat(browser.byTestId("analysis-position").getDomProperty("value")).isEqualTo(JUNGLE_DEN_IN_TWO);
    }

    @Test
    void movesPlayedFromAnEarlierPointBranchAndTheBranchIsPromotedThenDeleted() {
        Browser browser = browser();
        browser.open(server.base() + "/en/analysis?game=jungle");
        browser.waitForText("analysis-state", "Depth 4");
        List<String> best = bestMoves(browser);
        assertThat(best).as("the best moves at the start").hasSizeGreaterThanOrEqualTo(2);

        playBest(browser, best.get(0));
        assertThat(treeMoves(browser)).containsExactly(best.get(0));
        browser.click("tree-back");
        browser.waitUntil("back at the start", d -> JUNGLE_START.equals(position(browser)) ? Boolean.TRUE : null);
        browser.waitForText("analysis-state", "Depth 4");
        playBest(browser, best.get(1));

        assertThat(treeMoves(browser)).as("main line, then the branch").containsExactly(best.get(0), best.get(1));
        assertThat(browser.driver.findElements(Browser.testId("variation"))).hasSize(1);
        // a click on a button still disabled from before the branch was drawn would do nothing
        browser.waitUntil("promote offered", d -> browser.enabled("tree-promote") ? Boolean.TRUE : null);
        browser.click("tree-promote");
        browser.waitUntil("the branch promoted", d -> treeMoves(browser).equals(List.of(best.get(1), best.get(0)))
                ? Boolean.TRUE : null);
        browser.waitUntil("the old main line's move shown", d -> {
            WebElement move = d.findElements(Browser.testId("tree-move")).get(1);
            if ("true".equals(move.getDomAttribute("aria-current"))) {
                return Boolean.TRUE;
            }
            move.click();
            return null;
        });
        browser.waitUntil("delete offered", d -> browser.enabled("tree-delete") ? Boolean.TRUE : null);
        browser.click("tree-delete");
        browser.waitUntil("the variation deleted", d -> treeMoves(browser).equals(List.of(best.get(1))) ? Boolean.TRUE : null);
        assertThat(position(browser)).isEqualTo(JUNGLE_START);
    }

    @Test
    void aFinishedGamesAnalyseLinkOpensItsRecord() {
        String[] game = localGame("jungle", 2, 3);
        server.command(game[0], game[1], "{\"t\":\"resign\"}");
        Browser browser = browser();
        browser.open(englishPage(server, game[0]));
        browser.waitConnected();

        browser.click("analyse-link");

        browser.waitUntil("three moves listed", d -> treeMoves(browser).size() == 3 ? Boolean.TRUE : null);
        assertThat(position(browser)).isEqualTo(state(server, game[0]).path("position").asText());
    }

    @Test
    void aSeatedPlayerOfAGameUnderWayGetsNoAnalyseLinkAndASpectatorDoes() {
        Seated game = seatTwo(server, "{\"game\":\"halma\",\"mode\":\"online\",\"name\":\"Ada\"}");
        Browser spectator = browser();
        spectator.open(englishPage(server, game.id()));
        spectator.waitConnected();

        spectator.click("analyse-link");

        spectator.waitForText("analysis-state", "Depth");
        assertThat(game.red().present("analyse-link")).as("an Analyse link for red, seated").isFalse();
        assertThat(game.blue().present("analyse-link")).as("an Analyse link for blue, seated").isFalse();
    }

    @Test
    void aSpectatorOfAGameAgainstTheComputerGetsAnAnalyseLinkToo() {
        String id = server.create("{\"game\":\"jungle\",\"mode\":\"computer\",\"seat\":0,\"level\":1}").path("id").asText();
        Browser spectator = browser();
        spectator.open(englishPage(server, id));
        spectator.waitConnected();

        spectator.click("analyse-link");

        spectator.waitForText("analysis-state", "Depth");
    }

    /** A two-player race whose armies are apart is solved exactly: each side's own moves to finish, not a score. */
    @Test
    void aSolvedRaceShowsEachSidesMovesToFinish() {
        Browser browser = browser();
        browser.open(server.base() + "/en/analysis?game=chinese-checkers&players=2&position="
                + encoded("R/RR/RRR/3R/5R1R5/8R3/11/10/9/3B6/11/8B3/7B5/3B/BBB/BB/B r 48"));

        assertThat(browser.waitForText("eval-extra", "finishes in")).isEqualTo("Red finishes in 4, Blue in 7");
    }

    /** The setup form offers each game's own player counts and options, as the engine gives them, and loads what is chosen. */
    @Test
    void theSetupOffersEachGamesPlayerCountsAndOptionsAndLoadsTheChoice() {
        Browser browser = browser();
        browser.emulatePhone(390, 844);
        browser.open(server.base() + "/en/analysis?game=chinese-checkers&players=4&options=fill-blocked-target");
        browser.waitForText("analysis-state", "Depth");
        assertThat(new Select(browser.byTestId("analysis-players-chinese-checkers")).getFirstSelectedOption().getDomAttribute("value"))
                .isEqualTo("4");
        assertThat(browser.byTestId("analysis-option-fill-blocked-target").isSelected()).isTrue();
        assertThat(browser.byTestId("analysis-option-long-jump").isSelected()).isFalse();

        new Select(browser.byTestId("analysis-game")).selectByValue("jungle");
        assertThat(browser.driver.findElement(Browser.testId("analysis-players-chinese-checkers")).isDisplayed()).as("no player count for a two-player game").isFalse();
        new Select(browser.byTestId("analysis-game")).selectByValue("chinese-checkers");
        new Select(browser.byTestId("analysis-players-chinese-checkers")).selectByValue("2");
        browser.byTestId("analysis-option-long-jump").click();
        browser.script("arguments[0].scrollIntoView()", browser.byTestId("analysis-setup"));
        browser.screenshot("analysis-setup-390x844");
        browser.click("analysis-load");

        browser.waitUntil("a two-player board with long jumps", d -> "2".equals(String.valueOf(browser.script(
                "return document.querySelector('[data-testid=analysis-position]').value.split(' ')[0].split('/').join('').replace(/[0-9]/g, '').split('').filter(c => c !== 'R' && c !== 'B').length === 0 ? '2' : 'more';")))
                ? Boolean.TRUE : null);
        assertThat(browser.byTestId("analysis-option-long-jump").isSelected()).as("the choice kept in the form").isTrue();
    }

    /** A record given in the fragment alone (a link to the same page) opens without a reload. */
    @Test
    void anotherRecordInTheFragmentOpensWithoutAReload() {
        Browser browser = browser();
        browser.open(server.base() + "/en/analysis#record=" + encoded("[Game \"jungle\"]\n[Result \"*\"]\n\n1. a3-a4 *\n"));
        browser.waitUntil("the first record", d -> treeMoves(browser).equals(List.of("a3-a4")) ? Boolean.TRUE : null);
        browser.script("window.keptAcrossLoads = true;");

        browser.script("location.hash = arguments[0];", "record=" + encoded("[Game \"jungle\"]\n[Result \"*\"]\n\n1. g3-g4 a7-a6 *\n"));

        browser.waitUntil("the second record", d -> treeMoves(browser).equals(List.of("g3-g4", "a7-a6")) ? Boolean.TRUE : null);
        assertThat(browser.script("return window.keptAcrossLoads === true;")).as("the same page, not reloaded").isEqualTo(true);
    }

    @Test
    void theBoardAnswersAClickWhileALongSearchRuns() {
        Browser browser = browser();
        browser.open(server.base() + "/en/");
        browser.click("analysis-link");
        browser.waitForText("analysis-state", "Depth");
        String[] first = bestMoves(browser).get(0).split("-");
        new Select(browser.byTestId("analysis-budget")).selectByValue("t10");
        browser.waitForText("analysis-state", "Thinking");

        browser.square(first[0]).click();

        browser.waitUntil("the piece's destinations shown", d -> d.findElements(By.cssSelector(".target")).isEmpty() ? null : Boolean.TRUE);
        assertThat(browser.text("analysis-state")).as("the search still running").startsWith("Thinking");
    }

    @Test
    void theBoardFitsAPhoneAndADesktopWindowWithItsEvaluation() {
        Browser desktop = browser();
        desktop.open(server.base() + "/en/analysis?game=halma");
        desktop.waitForText("analysis-state", "Depth 4");
        desktop.screenshot("analysis-1280x800");
        Browser phone = browser();
        phone.emulatePhone(390, 844);
        phone.open(server.base() + "/fr/analysis?game=chinese-checkers&players=4");
        phone.waitForText("analysis-state", "Profondeur 4");

        phone.assertBoardFitsWidth();
        assertThat(phone.text("eval-extra")).contains("Rouge").contains("coups pour finir");
        assertThat(desktop.text("eval-score")).as("Halma's score in moves of the race").matches("[+−]\\d+\\.\\d\\d moves? for Red, to move");
        phone.screenshot("analysis-390x844");
    }

    private static List<String> bestMoves(Browser browser) {
        return browser.driver.findElements(Browser.testId("best-move")).stream()
                .map(button -> button.getDomAttribute("data-move")).toList();
    }

    private static void playBest(Browser browser, String move) {
        browser.waitUntil("best move " + move, d -> d.findElements(Browser.testId("best-move")).stream()
                .filter(button -> move.equals(button.getDomAttribute("data-move"))).findFirst().orElse(null)).click();
        browser.waitUntil(move + " played", d -> treeMoves(browser).contains(move) ? Boolean.TRUE : null);
        browser.waitForText("analysis-state", "Depth 4");
    }

    private static List<String> treeMoves(Browser browser) {
        return browser.driver.findElements(Browser.testId("tree-move")).stream()
                .map(button -> button.getDomAttribute("data-move")).toList();
    }

    private static String position(Browser browser) {
        WebElement field = browser.byTestId("analysis-position");
        return field.getDomProperty("value");
    }

    private static String encoded(String text) {
        return java.net.URLEncoder.encode(text, java.nio.charset.StandardCharsets.UTF_8);
    }
}
