package com.plyyard.server.browser;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.plyyard.ai.ComputerPlayer;
import com.plyyard.ai.SearchingPlayer;
import com.plyyard.engine.Game;
import com.plyyard.engine.GameRecord;
import com.plyyard.engine.Games;
import com.plyyard.engine.Move;
import com.plyyard.engine.Position;
import com.plyyard.engine.RecordFormat;
import com.plyyard.engine.halma.Halma;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The game review in real Chromium, run by the WebAssembly engine in the page's worker: a short
 * finished Dou Shou Qi game in which red steps its elephant beside blue's rat, which takes it
 * (JU-6b), is reviewed from the game page's "Review" link; the blunder is marked in the move list
 * and the review's list, counted in red's summary, dotted on the graph, and its better move shown
 * on the board and tried as a variation; every move has a row with its evaluation before and after
 * it (the blunder's dropping), and a row or the graph's point goes to its move. The French page says it in French. (WebDriver reads a
 * no-break space as a space.)
 */
class GameReviewBrowserTest extends SharedServerBrowserTest {
    /** 1. a3-a4 b8-b7 2. a4-a5 b7-b8 3. a5-a6?? a7xa6, then red resigns. */
    private static final List<String> MOVES = List.of("a3-a4", "b8-b7", "a4-a5", "b7-b8", "a5-a6", "a7-a6");
    private static final String BLUNDER = "a5-a6";
    private static final String BEFORE_THE_BLUNDER = "l5t/1d3c1/r1p1w1e/7/E6/7/2W1P1R/1C3D1/T5L r 4 3";
    /** An evaluation as the analysis panel writes it, in English. */
    private static final String SCORE = "[+−]\\d+\\.\\d\\d";
    /** Six moves judged at depth 4 in WebAssembly on a busy machine: more than the usual wait. */
    /** Halma moves a review takes long enough to judge that it can be stopped half-way. */
    private static final int LONG_GAME = 120;
    private static final Duration REVIEW_WAIT = Duration.ofSeconds(90);

    @Test
    void JU6b_theReviewOfAFinishedGameMarksTheElephantGivenToTheRatAndShowsTheBetterMove() {
        String id = finishedGame();
        Browser browser = browser();
        browser.open(englishPage(server, id));
        browser.waitConnected();

        browser.click("review-link");
        waitReviewed(browser, "Review done: 6 moves judged.");

        WebElement marked = markedMove(browser, BLUNDER);
        assertThat(marked.getDomAttribute("data-mark")).isEqualTo("blunder");
        assertThat(marked.findElement(By.cssSelector(".review-symbol")).getText()).isEqualTo("??");
        assertThat(marked.getDomAttribute("aria-label")).isEqualTo("a5–a6, blunder");
        assertThat(browser.text("review-summary-red")).as("a5-a6?? and the a4-a5?! that let the rat come")
                .isEqualTo("Red: blunders 1, mistakes 0, inaccuracies 1");
        assertThat(browser.text("review-summary-blue")).isEqualTo("Blue: blunders 0, mistakes 0, inaccuracies 0");
        WebElement mark = reviewMark(browser, BLUNDER);
        assertThat(mark.getDomAttribute("data-kind")).isEqualTo("blunder");
        assertThat(mark.getText()).startsWith("?? a5–a6 by Red (blunder): lost ").contains("better was ");
        assertThat(browser.driver.findElements(By.cssSelector("[data-testid=review-dot]"))).hasSize(2);
        assertThat(browser.driver.findElements(By.cssSelector("[data-testid=review-dot].blunder"))).hasSize(1);
        assertThat(browser.byTestId("review-graph").getDomAttribute("aria-label"))
                .startsWith("The evaluation in points from Red’s view, the first player: higher is better for Red. ")
                .contains("1 to 6");
        assertThat(browser.driver.findElements(By.cssSelector("[data-testid=review-tick]")).stream().map(WebElement::getText))
                .as("every move numbered under the graph").containsExactly("1", "2", "3", "4", "5", "6");
        assertThat(browser.driver.findElements(Browser.testId("review-zero"))).as("the zero line").hasSize(1);
        assertThat(browser.text("review-legend")).contains("blunder: loses at least 4 points against the best move");

        List<WebElement> rows = browser.driver.findElements(Browser.testId("review-row"));
        assertThat(rows.stream().map(row -> row.getDomAttribute("data-move"))).as("one row a move, in order").isEqualTo(MOVES);
        for (WebElement row : rows) {
            assertThat(row.findElement(Browser.testId("review-before")).getText()).as("before " + row.getDomAttribute("data-move"))
                    .matches(SCORE);
            assertThat(row.findElement(Browser.testId("review-after")).getText()).as("after " + row.getDomAttribute("data-move"))
                    .matches(SCORE);
        }
        WebElement blunderRow = rows.get(MOVES.indexOf(BLUNDER));
        assertThat(cells(blunderRow)).startsWith("5", "Red", "a5–a6");
        assertThat(markCell(blunderRow)).as("the symbol, and its kind for assistive technology").isEqualTo("?? blunder");
        assertThat(blunderRow.getDomAttribute("data-kind")).isEqualTo("blunder");
        assertThat(value(blunderRow, "review-before") - value(blunderRow, "review-after"))
                .as("red's evaluation drops by about the elephant, at least a blunder's 4 points").isGreaterThanOrEqualTo(4);
        assertThat(cells(rows.get(1))).as("a move without a mark").startsWith("2", "Blue", "b8–b7");
        assertThat(markCell(rows.get(1))).isEmpty();

        blunderRow.click();
        browser.waitUntil("the board after the blunder, from its row",
                d -> "true".equals(markedMove(browser, BLUNDER).getDomAttribute("aria-current")) ? Boolean.TRUE : null);
        assertThat(browser.driver.findElements(Browser.testId("variation"))).as("the game's own move, no new branch").isEmpty();
        browser.driver.findElements(Browser.testId("review-point")).get(1).click();
        browser.waitUntil("the board after the second move, from the graph",
                d -> "true".equals(markedMove(browser, "b8-b7").getDomAttribute("aria-current")) ? Boolean.TRUE : null);
        browser.script("arguments[0].scrollIntoView()", browser.byTestId("review-graph"));
        browser.screenshot("review-graph-1280x800");
        browser.script("arguments[0].scrollIntoView()", browser.byTestId("review-moves"));
        browser.screenshot("review-moves-1280x800");


        mark.findElement(Browser.testId("review-show-better")).click();
        browser.waitUntil("the position before the blunder", d -> BEFORE_THE_BLUNDER.equals(position(browser)) ? Boolean.TRUE : null);
        WebElement from = browser.waitUntil("the better move's piece highlighted",
                d -> d.findElements(By.cssSelector("[data-square].selected")).stream().findFirst().orElse(null));
        assertThat(from.getDomAttribute("data-square")).as("the better move starts elsewhere than the elephant").isNotEqualTo("a5");
        assertThat(browser.driver.findElements(By.cssSelector("[data-square].target"))).hasSize(1);
        browser.script("arguments[0].scrollIntoView()", browser.byTestId("board"));
        browser.screenshot("review-1280x800");

        reviewMark(browser, BLUNDER).findElement(Browser.testId("review-try-better")).click();
        browser.waitUntil("the better move as a variation",
                d -> d.findElements(Browser.testId("variation")).size() == 1 ? Boolean.TRUE : null);
        assertThat(markedMove(browser, BLUNDER).getDomAttribute("data-mark")).as("the game's move keeps its mark")
                .isEqualTo("blunder");
    }

    @Test
    void theFrenchReviewFitsAPhone() {
        String id = finishedGame();
        Browser phone = browser();
        phone.emulatePhone(390, 844);
        phone.open(server.base() + "/fr/analysis?from=" + id + "&review=1");
        waitReviewed(phone, "Revue terminée : 6 coups jugés.");

        assertThat(reviewMark(phone, BLUNDER).getText()).startsWith("?? a5–a6 de Rouge (gaffe) : ");
        assertThat(phone.text("review-summary-red")).isEqualTo("Rouge : gaffes 1, erreurs 0, imprécisions 1");
        assertThat(phone.text("review-legend")).contains("imprécision : perd au moins 0,8 point ")
                .contains("gaffe : perd au moins 4 points");
        WebElement blunderRow = phone.driver.findElements(Browser.testId("review-row")).get(MOVES.indexOf(BLUNDER));
        assertThat(blunderRow.findElement(Browser.testId("review-after")).getText()).as("the page's decimal comma")
                .matches("[+−]\\d+,\\d\\d");
        assertThat(cells(blunderRow)).startsWith("5", "Rouge", "a5–a6");
        assertThat(markCell(blunderRow)).isEqualTo("?? gaffe");
        assertThat(phone.byTestId("review-moves").getSize().getWidth()).as("the table fits the phone")
                .isLessThanOrEqualTo(phone.byTestId("analysis-review").getSize().getWidth());
        phone.assertBoardFitsWidth();
        phone.script("arguments[0].scrollIntoView()", phone.byTestId("analysis-review"));
        phone.screenshot("review-390x844");
        phone.script("arguments[0].scrollIntoView()", phone.byTestId("review-moves"));
        phone.screenshot("review-moves-390x844");
    }

    @Test
    void aStoppedReviewShowsTheMovesJudgedSoFar() {
        Position position = Halma.GAME.start(Halma.GAME.defaultSettings());
        List<String> moves = new ArrayList<>();
        for (int ply = 0; ply < LONG_GAME; ply++) {
            Move move = position.legalMoves().get(0);
            moves.add("\"" + move + "\"");
            position = position.play(move);
        }
        JsonNode created = server.create("{\"game\":\"halma\",\"players\":2,\"mode\":\"local\",\"moves\":" + moves + "}");
        server.command(created.path("id").asText(), created.path("token").asText(), "{\"t\":\"resign\"}");
        Browser browser = browser();
        browser.open(englishPage(server, created.path("id").asText()));
        browser.waitConnected();

        browser.click("review-link");
        browser.waitUntil("a few moves judged", d -> d.findElement(Browser.testId("review-state")).getText()
                .matches("Reviewing move ([3-9]|\\d\\d) of " + LONG_GAME + ".*") ? Boolean.TRUE : null);
        browser.click("review-stop");

        String state = browser.waitForText("review-state", "Review stopped after ");
        int judged = Integer.parseInt(state.replaceAll("^Review stopped after (\\d+) of " + LONG_GAME + " moves.*$", "$1"));
        assertThat(judged).as("the moves judged before the stop").isBetween(2, LONG_GAME - 1);
        assertThat(browser.driver.findElements(Browser.testId("review-row"))).as("a row for each move judged").hasSize(judged);
        assertThat(browser.driver.findElements(By.cssSelector("[data-testid=review-point]"))).as("the graph of those moves")
                .hasSize(judged);
        assertThat(browser.text("review-summary-red")).startsWith("Red: blunders ");
    }

    /** Chinese checkers' chains make the longest rows, and marked rows carry words for screen readers: the page still does not scroll sideways on a phone. */
    @Test
    void theReviewOfLongChainsFitsAPhone() {
        Game game = Games.byId("chinese-checkers");
        Position start = game.start(game.defaultSettings());
        Position position = start;
        List<Move> moves = new ArrayList<>();
        // the computer's weakest level: long chains, and moves the review marks
        ComputerPlayer weakest = new SearchingPlayer();
        for (int ply = 0; ply < 120 && !position.status().isOver(); ply++) {
            Move move = weakest.choose(position, ComputerPlayer.WEAKEST_LEVEL, ply);
            moves.add(move);
            position = position.play(move);
        }
        String record = RecordFormat.write(GameRecord.of(start, moves, java.util.Map.of()));
        Browser phone = browser();
        phone.emulatePhone(390, 844);

        phone.open(server.base() + "/en/analysis#review=1&record=" + java.net.URLEncoder.encode(record, java.nio.charset.StandardCharsets.UTF_8));
        waitReviewed(phone, "Review done: " + moves.size() + " moves judged.");

        assertThat(phone.driver.findElements(By.cssSelector("[data-testid=review-row][data-kind]"))).as("marked rows").isNotEmpty();
        phone.assertBoardFitsWidth();
    }

    @Test
    void aGameUnderWayOffersNoReviewLink() {
        String[] game = localGame("jungle", 2, 2);
        Browser browser = browser();
        browser.open(englishPage(server, game[0]));
        browser.waitConnected();

        assertThat(browser.present("review-link")).isFalse();
    }

    /** The game of {@link #MOVES}, played on one screen and resigned by red. */
    private static String finishedGame() {
        String[] game = localGame("jungle", 2, 0);
        for (String move : MOVES) {
            server.command(game[0], game[1], "{\"t\":\"move\",\"d\":{\"path\":\"" + move + "\"}}");
        }
        server.command(game[0], game[1], "{\"t\":\"resign\"}");
        return game[0];
    }

    private static void waitReviewed(Browser browser, String done) {
        new WebDriverWait(browser.driver, REVIEW_WAIT).withMessage("the review to finish")
                .until(d -> d.findElement(Browser.testId("review-state")).getText().equals(done) ? Boolean.TRUE : null);
    }

    private static WebElement markedMove(Browser browser, String move) {
        return browser.waitUntil("the move " + move + " listed", d -> d.findElements(Browser.testId("tree-move")).stream()
                .filter(button -> move.equals(button.getDomAttribute("data-move"))).findFirst().orElse(null));
    }

    private static WebElement reviewMark(Browser browser, String move) {
        return browser.waitUntil("the mark of " + move, d -> d.findElements(Browser.testId("review-mark")).stream()
                .filter(item -> move.equals(item.getDomAttribute("data-move"))).findFirst().orElse(null));
    }

    private static List<String> cells(WebElement row) {
        return row.findElements(By.tagName("td")).stream().map(WebElement::getText).toList();
    }

    private static String markCell(WebElement row) {
        return row.findElement(By.cssSelector(".review-kind")).getDomProperty("textContent");
    }

    /** A value of a row's cell, in points. */
    private static double value(WebElement row, String cell) {
        return Double.parseDouble(row.findElement(Browser.testId(cell)).getText().replace('−', '-'));
    }

    private static String position(Browser browser) {
        return browser.byTestId("analysis-position").getDomProperty("value");
    }
}
