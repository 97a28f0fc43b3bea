package com.plyyard.server.browser;

import static org.assertj.core.api.Assertions.assertThat;

import com.plyyard.engine.Game;
import com.plyyard.engine.Games;
import com.plyyard.engine.Position;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

/**
 * Speed of the browser build in headless Chromium, through the server's own Web Worker: the
 * perft and search calls of web-engine's Node.js bench ({@code bench.mjs}), each timed in the
 * page from its request to its answer, each answer checked against the JVM's (the same leaves,
 * a legal move). A measurement, not a suite test: its name keeps it out of the suite (surefire
 * runs only {@code *Test} classes), so it runs only when named: {@code mvn -B -o -q -pl server -am test-compile surefire:test@default-test
 * -Dtest=ChromiumBench -Dsurefire.failIfNoSpecifiedTests=false -Djacoco.skip=true}. Its figures:
 * docs/benchmarks.md, "The browser build in Node.js (issue 23)".
 */
class ChromiumBench extends SharedServerBrowserTest {
    /** Sends one request to the worker and answers with its result and the milliseconds it took. */
    private static final String TIMED_CALL = """
            const [call, args] = arguments;
            const done = arguments[arguments.length - 1];
            window.benchWorker ??= new Worker('/engine/engine-worker.js', {type: 'module'});
            const started = performance.now();
            window.benchWorker.onmessage = (event) => done({result: String(event.data.result ?? event.data.error),
                millis: performance.now() - started});
            window.benchWorker.postMessage({id: 1, call, args});
            """;
    private static final List<List<Object>> PERFTS = List.of(List.of("jungle", 0, 6), List.of("halma", 0, 5),
            List.of("chinese-checkers", 2, 5), List.of("chinese-checkers", 6, 5));
    private static final List<List<Object>> SEARCHES = List.of(List.of("jungle", 0), List.of("halma", 0),
            List.of("chinese-checkers", 2));

    @Test
    void printsPerftLeavesAndSearchNodesPerSecondInTheWorker() {
        Browser browser = browser();
        browser.open(server.base() + "/en/");
        browser.driver.manage().timeouts().scriptTimeout(Duration.ofMinutes(5));
        // the first call loads and compiles the WebAssembly: not part of any figure
        timed(browser, "legalMoves", List.of("jungle", 0, "", ""));
        for (List<Object> perft : PERFTS) {
            Map<?, ?> answer = timed(browser, "perft", List.of(perft.get(0), perft.get(1), "", "", perft.get(2)));
            double leaves = Double.parseDouble((String) answer.get("result"));
            Position start = start((String) perft.get(0), (Integer) perft.get(1));
            assertThat((long) leaves).as("perft %s", perft).isEqualTo(start.game().perft(start, (Integer) perft.get(2)));
            double millis = ((Number) answer.get("millis")).doubleValue();
            System.out.printf("perft %s players %s depth %s: %.0f leaves, %.0f ms, %.1f M leaves/s%n", perft.get(0),
                    perft.get(1), perft.get(2), leaves, millis, leaves / millis / 1000);
        }
        for (List<Object> search : SEARCHES) {
            Map<?, ?> answer = timed(browser, "bestMove", List.of(search.get(0), search.get(1), "", "", 8, 1_000_000, 0));
            String found = (String) answer.get("result");
            long nodes = Long.parseLong(found.replaceAll(".*\"nodes\":(\\d+).*", "$1"));
            String move = found.replaceAll(".*\"move\":\"([^\"]*)\".*", "$1");
            Position start = start((String) search.get(0), (Integer) search.get(1));
            assertThat(start.legalMoves()).as("the move found in %s", search).contains(start.parseMove(move));
            double millis = ((Number) answer.get("millis")).doubleValue();
            System.out.printf("bestMove %s players %s level 8: %d nodes, %.0f ms, %.2f M nodes/s%n", search.get(0),
                    search.get(1), nodes, millis, nodes / millis / 1000);
        }
    }

    private static Position start(String gameId, int players) {
        Game game = Games.byId(gameId);
        return game.start(game.settings(players == 0 ? OptionalInt.empty() : OptionalInt.of(players), List.of()));
    }

    private static Map<?, ?> timed(Browser browser, String call, List<Object> args) {
        return (Map<?, ?>) browser.driver.executeAsyncScript(TIMED_CALL, call, args);
    }
}
