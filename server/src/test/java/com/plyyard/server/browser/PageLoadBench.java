package com.plyyard.server.browser;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * How soon a game page is live in a new browser (empty cache): when its last module has arrived,
 * when the live board is drawn and when its WebSocket is open, in milliseconds from the start of
 * the navigation, on loopback and with each request delayed by 100 ms (a phone's round trip,
 * emulated by Chromium). A measurement, not a suite test: its name keeps it out of the suite
 * (surefire runs only {@code *Test} classes), so it runs only when named:
 * {@code mvn -B -q -pl server test-compile surefire:test@default-test -Dtest=PageLoadBench
 * -Dsurefire.failIfNoSpecifiedTests=false -Djacoco.skip=true}. Its figures: docs/benchmarks.md,
 * "Page loading".
 */
class PageLoadBench extends SharedServerBrowserTest {
    private static final int RUNS = 9;
    /** Notes, in the page, the moments the live board appears and the connection opens. */
    private static final String MARKS = """
            window.loadMarks = {};
            new MutationObserver(() => {
              const now = performance.now();
              if (!loadMarks.board && document.querySelector('[data-testid=board]')) loadMarks.board = now;
              if (!loadMarks.open && document.querySelector('[data-testid=connection-status].link-open')) loadMarks.open = now;
            }).observe(document, {subtree: true, childList: true, attributes: true});""";
    private static final String MODULES_IN = """
            return Math.max(...performance.getEntriesByType('resource')
              .filter((e) => new URL(e.name).pathname.startsWith('/js/')).map((e) => e.responseEnd));""";

    @Test
    void printsWhenAGamePageIsLive() {
        String id = server.create("{\"game\":\"halma\",\"mode\":\"online\",\"name\":\"Ada\"}").path("id").asText();
        for (int latency : List.of(0, 100)) {
            double[][] marks = new double[3][RUNS];
            for (int run = 0; run < RUNS; run++) {
                try (Browser browser = Browser.fresh(PROFILES)) {
                    browser.driver.executeCdpCommand("Network.enable", Map.of());
                    browser.driver.executeCdpCommand("Network.emulateNetworkConditions", Map.of("offline", false,
                            "latency", latency, "downloadThroughput", -1, "uploadThroughput", -1));
                    browser.driver.executeCdpCommand("Page.addScriptToEvaluateOnNewDocument", Map.of("source", MARKS));
                    browser.open(server.base() + "/en/g/" + id);
                    browser.waitConnected();
                    marks[0][run] = ((Number) browser.script(MODULES_IN)).doubleValue();
                    marks[1][run] = ((Number) browser.script("return loadMarks.board;")).doubleValue();
                    marks[2][run] = ((Number) browser.script("return loadMarks.open;")).doubleValue();
                }
            }
            for (double[] each : marks) {
                Arrays.sort(each);
            }
            assertThat(marks[1][0]).as("the board is drawn once the modules are in").isGreaterThanOrEqualTo(marks[0][0]);
            System.out.printf("latency %3d ms: modules in %5.0f, board %5.0f, connected %5.0f ms (medians of %d)%n",
                    latency, marks[0][RUNS / 2], marks[1][RUNS / 2], marks[2][RUNS / 2], RUNS);
        }
    }
}
