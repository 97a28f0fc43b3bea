package com.plyyard.server.browser;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Issue 19, item 8: axe-core audits the home page, game pages and Learn pages in both languages and
 * both themes, at desktop and phone widths; any serious or critical violation fails the build.
 * The home and Learn pages are audited in both themes only with {@code -Dplyyard.slow=true}
 * (the suite audits each in one, light and dark in turn; {@code ThemesBrowserTest} checks the
 * contrast of every text of them in both).
 * axe-core is fetched by {@code scripts/axe-core.sh} (which {@code ./run-tests} runs).
 */
class AccessibilityBrowserTest extends SharedServerBrowserTest {
    private static final String VERSION = "4.14.1";
    private static String axe;

    @BeforeAll
    static void loadAxe() throws IOException {
        Path script = Path.of("..", "target", "axe-core-" + VERSION, "node_modules", "axe-core", "axe.min.js");
        if (!Files.isRegularFile(script)) {
            throw new IllegalStateException("axe-core is missing at " + script.toAbsolutePath().normalize()
                    + ": run scripts/axe-core.sh (./run-tests does)");
        }
        axe = Files.readString(script);
    }

    /** The serious and critical violations on the page shown: rule id, impact and the first elements. */
    private static List<?> violations(Browser browser) {
        browser.script(axe);
        browser.driver.manage().timeouts().scriptTimeout(Duration.ofSeconds(60));
        Object found = browser.driver.executeAsyncScript("const done = arguments[arguments.length - 1];"
                + " axe.run(document, {resultTypes: ['violations']}).then(r => done(r.violations"
                + ".filter(v => v.impact === 'serious' || v.impact === 'critical')"
                + ".map(v => v.id + ' (' + v.impact + '): ' + v.help + ' at '"
                + " + v.nodes.slice(0, 3).map(n => n.target.join(' ') + ' [' + n.any.concat(n.all).map(c => c.message).join('; ') + '] ' + n.html.slice(0, 300)).join(', '))))"
                + ".catch(e => done(['axe failed: ' + e]));");
        return (List<?>) found;
    }

    /** One desktop and one phone browser per test: a new browser for each page would double its time. */
    private final Map<Boolean, Browser> browsers = new HashMap<>();

    private Browser browser(boolean phone) {
        return browsers.computeIfAbsent(phone, p -> {
            Browser browser = browser();
            if (p) {
                browser.emulatePhone(390, 844);
            }
            browser.open(server.base() + "/");
            return browser;
        });
    }

    private void audit(String path, boolean phone, String theme) {
        Browser browser = browser(phone);
        browser.driver.manage().addCookie(new org.openqa.selenium.Cookie("plyyard-theme", theme));
        browser.open(server.base() + path);
        if (path.contains("/g/")) {
            browser.waitConnected();
        }
        if (path.contains("/analysis")) {
            browser.waitForText("analysis-state", path.startsWith("/fr/") ? "Profondeur" : "Depth");
        }
        if (path.contains("/offline")) {
            browser.byTestId("offline-panel");
        }
        if (path.contains("review=1")) {
            browser.byTestId("review-summary");
        }
        assertThat(violations(browser)).as("%s (%s, %s theme)", path, phone ? "phone" : "desktop", theme).isEmpty();
    }

    /** The home and Learn pages, with the width each is audited at. */
    private static final Map<String, Boolean> HOME_AND_LEARN = new LinkedHashMap<>();

    static {
        HOME_AND_LEARN.put("/en/", false);
        HOME_AND_LEARN.put("/fr/", true);
        HOME_AND_LEARN.put("/en/learn", true);
        HOME_AND_LEARN.put("/fr/learn/chinese-checkers", false);
        HOME_AND_LEARN.put("/en/learn/jungle", true);
        HOME_AND_LEARN.put("/en/learn/halma", false);
    }

    /** Each page in one theme, light and dark in turn; the slow test below audits the other. */
    @Test
    void theHomeAndLearnPagesHaveNoSeriousViolationsInEitherLanguageOrTheme() {
        auditHomeAndLearn(0);
    }

    /** The Learn pages are the largest, an audit of each takes seconds; together the two tests audit every page in both themes. */
    @Test
    @Tag("slow")
    void theHomeAndLearnPagesHaveNoSeriousViolationsInTheirOtherTheme() {
        auditHomeAndLearn(1);
    }

    private void auditHomeAndLearn(int firstTheme) {
        int index = firstTheme;
        for (Map.Entry<String, Boolean> page : HOME_AND_LEARN.entrySet()) {
            audit(page.getKey(), page.getValue(), index++ % 2 == 0 ? "light" : "dark");
        }
    }

    @Test
    void theAnalysisBoardHasNoSeriousViolationsInEitherLanguageOrTheme() {
        audit("/en/analysis?game=jungle", false, "light");
        audit("/fr/analysis?game=chinese-checkers&players=3", true, "dark");
        String[] reviewed = localGame("jungle", 2, 4);
        server.command(reviewed[0], reviewed[1], "{\"t\":\"resign\"}");
        audit("/en/analysis?from=" + reviewed[0] + "&review=1", true, "dark");
    }

    @Test
    void gamePagesHaveNoSeriousViolationsOnlineOnOneScreenAndAgainstTheComputer() {
        String[] local = localGame("chinese-checkers", 3, 4);
        audit("/en/g/" + local[0] + "#seat=" + local[1], false, "light");
        audit("/fr/g/" + local[0] + "#seat=" + local[1], true, "dark");
        JsonNode online = server.create("{\"game\":\"halma\",\"mode\":\"online\",\"name\":\"Ada\"}");
        audit("/en/g/" + online.path("id").asText() + "#seat=" + online.path("token").asText(), true, "light");
        JsonNode computer = server.create("{\"game\":\"jungle\",\"mode\":\"computer\",\"seat\":0,\"level\":1}");
        audit("/en/g/" + computer.path("id").asText() + "#seat=" + computer.path("token").asText(), false, "dark");
    }

    @Test
    void gamesPlayedInTheBrowserAloneHaveNoSeriousViolations() {
        audit("/en/offline?game=chinese-checkers&players=3&mode=local", true, "light");
        audit("/fr/offline?game=jungle&mode=computer&seat=1&level=1", false, "dark");
    }
}
