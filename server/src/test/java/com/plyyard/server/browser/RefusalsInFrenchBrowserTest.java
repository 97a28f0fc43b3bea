package com.plyyard.server.browser;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;

/**
 * Issue 20 item 4: the engine's refusals are worded in the page's language from their rule, kind
 * and parameters, sides and animals named in French, and choosing a piece of the side not to move
 * says why at once without drawing a path, on a Learn board and on a game board.
 */
class RefusalsInFrenchBrowserTest extends SharedServerBrowserTest {
    /** Words of the engine's English sentences that no French one holds. */
    private static final String[] ENGLISH = {" the ", " may ", " not ", " rank ", " is ", "belongs"};

    private static WebElement analysis(Browser browser) {
        return browser.byTestId("analysis-board");
    }

    private static String feedbackShowing(Browser browser, String part) {
        return browser.waitUntil("the analysed board's feedback shows \"" + part + "\"", d -> {
            String shown = analysis(browser).findElement(By.cssSelector("[data-testid='learn-feedback']")).getText();
            return shown.contains(part) ? shown : null;
        });
    }

    /** WebDriver reads a no-break space as a space, so the expected texts hold plain ones. */
    private static void assertFrench(String text) {
        assertThat(text).doesNotContain(ENGLISH);
    }

    @Test
    void aFrenchLearnBoardWordsEachRefusalInFrench() {
        Browser browser = browser();
        browser.open(server.base() + "/fr/learn/jungle");
        browser.waitUntil("the move to try on the analysed position", d -> {
            analysis(browser).findElement(By.cssSelector("[data-testid='try-a5-d5']")).click();
            return Boolean.TRUE;
        });
        // JU-5, river-jump-blocked: the blocking rat's side agrees with "rat"
        String blocked = feedbackShowing(browser, "JU-5");
        assertThat(blocked).isEqualTo("Refusé — règle JU-5 : le rat bleu qui nage en c5 barre le saut de a5 à d5.");
        assertThat(analysis(browser).findElement(By.cssSelector("[data-testid='learn-detail']")).getText())
                .isEqualTo("La règle JU-5 en bref : lion et tigre sautent la rivière si aucun rat ne barre la route.");

        // JU-3, not-own-animal: the blue tiger is not red's to move; nothing is selected or drawn
        analysis(browser).findElement(By.cssSelector("[data-square='g9']")).click();
        String notToMove = feedbackShowing(browser, "g9");
        assertThat(notToMove).isEqualTo("Cette pièce ne peut pas jouer maintenant — règle JU-3 : le tigre bleu en g9"
                + " appartient aux Bleus, et les Rouges ne jouent que leurs propres pièces.");
        assertThat(analysis(browser).findElements(By.cssSelector(".selected, .path, .target"))).isEmpty();

        // JU-4 water and JU-3 diagonal, typed as paths
        for (String[] typed : new String[][] {
                {"a5-b5", "Refusé — règle JU-4 : b5 est de l’eau, où seul le rat peut aller, pas le lion."},
                {"a5-b6", "Refusé — règle JU-3 : a5-b6 est en diagonale : les animaux vont tout droit, d’une case"
                        + " à la fois."}}) {
            WebElement path = analysis(browser).findElement(By.cssSelector("[data-testid='learn-path']"));
            path.clear();
            path.sendKeys(typed[0], Keys.ENTER);
            String shown = feedbackShowing(browser, typed[0].substring(3));
            assertThat(shown).isEqualTo(typed[1]);
            assertFrench(shown);
        }
        assertFrench(blocked);
        assertFrench(notToMove);

        // Chinese checkers, not-own-piece: a "pièce", with the sides as teams
        browser.open(server.base() + "/fr/learn/chinese-checkers");
        // the server's picture is made live first: click once the live board's feedback line is there
        browser.waitUntil("the live analysed board", d -> analysis(browser)
                .findElements(By.cssSelector("[data-testid='learn-feedback']")).isEmpty() ? null : Boolean.TRUE);
        analysis(browser).findElement(By.cssSelector("[data-square='i2']")).click();
        assertThat(feedbackShowing(browser, "i2")).isEqualTo("Cette pièce ne peut pas jouer maintenant — règle CC-3 : la pièce"
                + " en i2 appartient aux Bleus, et les Rouges ne jouent que leurs propres pièces.");
    }

    @Test
    void aFrenchGameBoardSaysInFrenchWhyAPieceMayNotMoveOrCapture() {
        // red's cat faces blue's lion; blue's elephant stands far away
        JsonNode created = server.create("{\"game\":\"jungle\",\"mode\":\"local\","
                + "\"position\":\"6e/7/7/7/7/7/1l5/1C5/7 r 0 1\"}");
        String id = created.path("id").asText();
        Browser browser = browser();
        browser.open(server.base() + "/fr/g/" + id + "#seat=" + created.path("token").asText());
        browser.waitConnected();
        browser.waitMyTurn();

        // not-own-animal, with the article elided before "éléphant"
        browser.square("g9").click();
        String elephant = browser.waitForText("messages", "g9");
        assertThat(elephant).contains("Cette pièce ne peut pas jouer maintenant (règle JU-3) : l’éléphant bleu en g9"
                + " appartient aux Bleus, et les Rouges ne jouent que leurs propres pièces.");
        assertThat(browser.hasClass(browser.square("g9"), "selected")).as("no piece chosen").isFalse();
        assertThat(browser.driver.findElements(By.cssSelector("[data-testid='board'] .target"))).as("no path drawn").isEmpty();

        // lower-rank: the cat may not capture the lion
        browser.square("b2").click();
        browser.waitUntil("b2 selected", d -> browser.hasClass(browser.square("b2"), "selected") ? Boolean.TRUE : null);
        browser.square("b3").click();
        String capture = browser.waitForText("messages", "JU-6");
        assertThat(capture).contains("Ce coup n’est pas permis (règle JU-6) : le chat en b2 (rang 2) ne peut pas"
                + " prendre le lion en b3 (rang 7) : il faut un rang au moins égal à celui de la cible.");
        assertThat(browser.pieceOn("b2")).as("nothing was played").isEqualTo("red");
        assertFrench(capture);
    }
}
