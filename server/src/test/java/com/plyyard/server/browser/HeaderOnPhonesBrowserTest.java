package com.plyyard.server.browser;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The header on a phone (issue 19): the brand, the Learn link, the language switch and the
 * theme switch stand on one line at 360 and 390 px in both languages, the theme switch itself on
 * one line (its boxes share a top), and nothing runs past the screen's edge.
 */
class HeaderOnPhonesBrowserTest extends SharedServerBrowserTest {

    @ParameterizedTest(name = "{0} px, {1}")
    @CsvSource({"360, en", "360, fr", "390, en", "390, fr"})
    void theHeaderAndItsThemeSwitchStandOnOneLine(int width, String lang) {
        Browser browser = browser();
        browser.emulatePhone(width, 844);
        browser.open(server.base() + "/" + lang + "/learn/halma");
        browser.byTestId("theme-switch");
        @SuppressWarnings("unchecked")
        Map<String, Object> header = (Map<String, Object>) browser.script("""
                const box = (el) => { const r = el.getBoundingClientRect(); return {top: r.top, bottom: r.bottom, right: r.right}; };
                const header = document.querySelector('header.top');
                const items = [...header.children].filter((el) => el.getClientRects().length && getComputedStyle(el).position !== 'absolute');
                const select = document.querySelector('[data-testid=theme-switch]');
                return {
                  items: items.map((el) => ({name: el.className, ...box(el)})),
                  switchTops: [...select.closest('label').getClientRects(), ...select.getClientRects()].map((r) => r.top),
                  right: Math.max(...items.map((el) => el.getBoundingClientRect().right)),
                  width: document.documentElement.clientWidth,
                  scrollWidth: document.documentElement.scrollWidth,
                };""");
        List<Map<String, Object>> items = (List<Map<String, Object>>) header.get("items");
        assertThat(items).as("brand, Learn, language and theme are shown").hasSize(4);
        double lowestTop = items.stream().mapToDouble(i -> number(i.get("top"))).max().orElseThrow();
        double highestBottom = items.stream().mapToDouble(i -> number(i.get("bottom"))).min().orElseThrow();
        assertThat(lowestTop).as("every item of the header on one line: " + items).isLessThan(highestBottom);
        List<Double> tops = ((List<?>) header.get("switchTops")).stream().map(HeaderOnPhonesBrowserTest::number).distinct().toList();
        assertThat(tops).as("the theme switch's boxes share a top").hasSize(1);
        assertThat(number(header.get("right"))).as("the header's right edge").isLessThanOrEqualTo(number(header.get("width")));
        assertThat(number(header.get("scrollWidth"))).as("no sideways scrolling").isLessThanOrEqualTo(number(header.get("width")));
        browser.screenshot("header-" + lang + "-" + width);
    }

    private static double number(Object value) {
        return ((Number) value).doubleValue();
    }
}
