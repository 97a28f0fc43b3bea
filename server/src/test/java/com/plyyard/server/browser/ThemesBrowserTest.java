package com.plyyard.server.browser;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.support.ui.Select;

/**
 * Light and dark themes: the site follows the system's colour scheme until the reader picks one
 * in the header's switch, which the next pages keep (a cookie the server reads); in both themes
 * every text on the home, game (one-screen and online, with its invitation) and Learn pages meets WCAG AA contrast against what it is drawn
 * on (4.5:1, 3:1 for large text), computed from Chromium's computed colours. A dark screenshot of
 * each game is kept in server/target/screenshots/dark-*.png.
 */
class ThemesBrowserTest extends SharedServerBrowserTest {

    /**
     * Each visible text that falls short of AA, as "tag.class "text": ratio": its colour against
     * the backgrounds under it blended down to the first opaque one. Disabled controls are exempt
     * (WCAG 1.4.3), as are texts inside the SVG boards (labels drawn on the board's own colours).
     */
    static final String LOW_CONTRAST = """
            const rgba = (c) => { const m = c.match(/[\\d.]+/g).map(Number); return m.length === 3 ? [...m, 1] : m; };
            const over = (top, under) => { const a = top[3];
              return [0, 1, 2].map(i => top[i] * a + under[i] * (1 - a)).concat(1); };
            const luminance = (c) => { const [r, g, b] = c.slice(0, 3).map(v => { v /= 255;
              return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); });
              return 0.2126 * r + 0.7152 * g + 0.0722 * b; };
            const background = (el) => { const layers = [];
              for (let e = el; e; e = e.parentElement) { const c = rgba(getComputedStyle(e).backgroundColor);
                if (c[3] > 0) { layers.push(c); if (c[3] >= 1) break; } }
              let colour = [255, 255, 255, 1];
              if (!layers.length || layers[layers.length - 1][3] < 1) {
                colour = matchMedia('(prefers-color-scheme: dark)').matches ? [0, 0, 0, 1] : colour; }
              for (const layer of layers.reverse()) colour = over(layer, colour);
              return colour; };
            const failures = [];
            for (const el of document.querySelectorAll('body *')) {
              if (el.closest('svg, select, [hidden], .sr-only') || el.closest(':disabled')) continue;
              const text = Array.from(el.childNodes).filter(n => n.nodeType === 3).map(n => n.textContent).join('').trim();
              if (!text) continue;
              const box = el.getBoundingClientRect(); const st = getComputedStyle(el);
              if (box.width < 2 || box.height < 2 || st.visibility !== 'visible' || Number(st.opacity) === 0) continue;
              const bg = background(el); const fg = over(rgba(st.color), bg);
              const [l1, l2] = [luminance(fg), luminance(bg)].sort((a, b) => b - a);
              const ratio = (l1 + 0.05) / (l2 + 0.05);
              const size = parseFloat(st.fontSize); const bold = Number(st.fontWeight) >= 700;
              const needed = size >= 24 || (bold && size >= 18.66) ? 3 : 4.5;
              if (ratio < needed) failures.push(el.tagName.toLowerCase() + '.' + el.className + ' "' + text.slice(0, 30)
                + '": ' + ratio.toFixed(2) + ' < ' + needed + ' (' + st.color + ' on ' + bg.slice(0, 3).join(',') + ')');
            }
            return failures;""";

    @Test
    void theSiteFollowsTheSystemUntilAThemeIsChosenWhichTheNextPagesKeep() {
        Browser browser = browser();
        browser.driver.executeCdpCommand("Emulation.setEmulatedMedia",
                Map.of("features", List.of(Map.of("name", "prefers-color-scheme", "value", "dark"))));
        browser.open(server.base() + "/en/");
        browser.byTestId("theme-switch");
        assertThat(browser.script("return document.documentElement.dataset.theme ?? null;")).isNull();
        assertThat(pageBackground(browser)).as("a dark system: the dark theme").isEqualTo("rgb(20, 25, 27)");

        choose(browser, "light");
        assertThat(pageBackground(browser)).as("chosen at once").isEqualTo("rgb(245, 241, 232)");
        browser.open(server.base() + "/en/learn");
        assertThat(browser.script("return document.documentElement.dataset.theme;")).as("rendered by the server").isEqualTo("light");
        assertThat(new Select(browser.byTestId("theme-switch")).getFirstSelectedOption().getAttribute("value")).isEqualTo("light");

        choose(browser, "system");
        browser.open(server.base() + "/en/");
        assertThat(pageBackground(browser)).as("back to the system's").isEqualTo("rgb(20, 25, 27)");
    }

    @Test
    void everyTextMeetsAaContrastInBothThemesOnTheHomeGameAndLearnPages() {
        String[] game = localGame("chinese-checkers", 6, 6);
        JsonNode online = server.create("{\"game\":\"halma\",\"mode\":\"online\",\"name\":\"Ada\"}");
        Browser browser = browser();
        for (String theme : List.of("light", "dark")) {
            browser.open(server.base() + "/en/");
            choose(browser, theme);
            browser.byTestId("create-game");
            assertThat((List<?>) browser.script(LOW_CONTRAST)).as("home page, " + theme).isEmpty();
            assertThat((List<?>) browser.script("const p = document.createElement('p'); p.textContent = 'pale';"
                    + " p.style.color = getComputedStyle(document.body).backgroundColor.replace(')', ', 0.4)').replace('rgb', 'rgba');"
                    + " document.querySelector('main').append(p);" + LOW_CONTRAST.replace("return failures;", "p.remove(); return failures;")))
                    .as("the check itself: a pale text is caught").hasSize(1);

            browser.open(url(server, game[0]) + "#seat=" + game[1]);
            browser.waitConnected();
            browser.waitMovesListed(6);
            assertThat((List<?>) browser.script(LOW_CONTRAST)).as("game page, " + theme).isEmpty();

            browser.open(url(server, online.path("id").asText()) + "#seat=" + online.path("token").asText());
            browser.waitConnected();
            browser.byTestId("share-link");
            browser.script("document.querySelectorAll('details').forEach(d => d.open = true);"); // the resume link's warning too
            assertThat((List<?>) browser.script(LOW_CONTRAST)).as("online game page with its invitation, " + theme).isEmpty();

            browser.open(server.base() + "/en/learn/jungle");
            browser.byTestId("learn-page");
            assertThat((List<?>) browser.script(LOW_CONTRAST)).as("Learn page, " + theme).isEmpty();
        }
    }

    @Test
    void eachGameHasADarkScreenshot() {
        Browser browser = browser();
        browser.open(server.base() + "/en/");
        choose(browser, "dark");
        for (Object[] game : new Object[][] {{"chinese-checkers", 2, 20}, {"chinese-checkers", 6, 60}, {"halma", 2, 38}, {"jungle", 2, 16}}) {
            String[] created = localGame((String) game[0], (int) game[1], 2);
            browser.open(url(server, created[0]) + "#seat=" + created[1]);
            browser.waitConnected();
            browser.waitMovesListed(2);
            assertThat(browser.driver.findElements(By.cssSelector("[data-testid='board'] [data-piece]")))
                    .hasSize((int) game[2]);
            assertThat(pageBackground(browser)).isEqualTo("rgb(20, 25, 27)");
            browser.screenshot("dark-" + game[0] + "-" + game[1]);
        }
    }

    private static void choose(Browser browser, String theme) {
        new Select(browser.byTestId("theme-switch")).selectByValue(theme);
        browser.waitUntil("theme " + theme + " applied", d -> theme.equals(
                browser.script("return document.documentElement.dataset.theme ?? 'system';")) ? Boolean.TRUE : null);
    }

    private static String pageBackground(Browser browser) {
        return (String) browser.script("return getComputedStyle(document.body).backgroundColor;");
    }
}
