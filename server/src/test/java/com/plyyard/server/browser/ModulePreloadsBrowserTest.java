package com.plyyard.server.browser;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * A page's head names every module its script imports (no more) and the texts and catalog it fetches,
 * so that the browser asks for them all at once: no module is found only by reading another
 * (which costs a round trip per level of imports), and no preloaded request is made a second
 * time (as it would be if the preload did not match the page's own request).
 */
class ModulePreloadsBrowserTest extends SharedServerBrowserTest {
    private static final String LOADED = """
            const done = arguments[arguments.length - 1];
            import(arguments[0]).then(() => done(true), (err) => done(String(err)));""";
    private static final String TEXTS_LOADED = """
            const done = arguments[arguments.length - 1];
            import('/js/i18n.js').then((m) => done(m.has('nav.learn') || null));""";
    private static final String CATALOG_LOADED = """
            const done = arguments[arguments.length - 1];
            import('/js/catalog.js').then((m) => { try { m.catalog(); done(true); } catch { done(null); } });""";
    private static final String REQUESTS = """
            return performance.getEntriesByType('resource')
              .map((e) => new URL(e.name).pathname + ' ' + e.initiatorType);""";

    @Test
    void everyPageAsksAtOnceForAllItsModulesItsTextsAndTheCatalog() {
        Browser browser = browser();
        browser.open(server.base() + "/en/");
        assertPreloaded(browser, false);
        browser.click("play-offline");
        browser.waitUntil("the offline page", d -> d.getCurrentUrl().contains("/offline") ? Boolean.TRUE : null);
        assertPreloaded(browser, true);
        String id = server.create("{\"game\":\"halma\",\"mode\":\"online\",\"name\":\"Ada\"}").path("id").asText();
        for (String path : List.of("/en/learn/jungle", "/fr/analysis?game=halma", "/en/g/" + id)) {
            browser.open(server.base() + path);
            assertPreloaded(browser, true);
        }
    }

    private static List<String> preloaded(Browser browser) {
        return ((List<?>) browser.script("return Array.from(document.querySelectorAll('link[rel=modulepreload]'),"
                + " (link) => new URL(link.href).pathname);")).stream().map(String::valueOf).sorted().toList();
    }

    private static void assertPreloaded(Browser browser, boolean readsCatalog) {
        String script = (String) browser.script("return document.getElementById('main').dataset.script;");
        assertThat(script).as("the page names its script").isNotBlank();
        Object loaded = browser.driver.executeAsyncScript(LOADED, "/js/" + script);
        assertThat(loaded).as(script + " and all it imports loaded").isEqualTo(true);
        browser.waitUntil("the texts loaded", d -> browser.driver.executeAsyncScript(TEXTS_LOADED));
        if (readsCatalog) {
            browser.waitUntil("the catalog loaded", d -> browser.driver.executeAsyncScript(CATALOG_LOADED));
        }
        Map<String, List<String>> initiators = ((List<?>) browser.script(REQUESTS)).stream()
                .map(String::valueOf)
                .collect(Collectors.groupingBy(r -> r.substring(0, r.indexOf(' ')),
                        Collectors.mapping(r -> r.substring(r.indexOf(' ') + 1), Collectors.toList())));
        List<String> modules = initiators.keySet().stream().filter(p -> p.startsWith("/js/")).sorted().toList();
        assertThat(modules).as("the page's modules").contains("/js/app.js", "/js/" + script);
        assertThat(modules).as("every module fetched is named by the head").containsExactlyElementsOf(preloaded(browser));
        for (String module : modules) {
            assertThat(initiators.get(module)).as(module + " fetched once").hasSize(1);
        }
        String lang = (String) browser.script("return document.documentElement.lang;");
        assertThat(initiators.get("/i18n/" + lang + ".json")).as("the texts fetched once, by their preload")
                .containsExactly("link");
        if (readsCatalog) {
            assertThat(initiators.get("/api/catalog")).as("the catalog fetched once, by its preload")
                    .containsExactly("link");
        } else {
            assertThat(initiators).as("a page that never reads the catalog does not fetch it").doesNotContainKey("/api/catalog");
        }
    }
}
