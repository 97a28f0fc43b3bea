package com.plyyard.server.browser;

import static org.assertj.core.api.Assertions.assertThat;

import com.plyyard.engine.Game;
import com.plyyard.engine.Games;
import com.plyyard.engine.Position;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

/**
 * Speed of the browser build in headless Chromium, through the server's own Web Worker: the
 * calls of web-engine's {@code bench-calls.txt} (which its JVM and Node.js bench run too), each
 * run once and then timed five times in the page from its request to its answer (the fastest and
 * the median run are printed), each answer checked against the JVM's (the same leaves, a legal move). A measurement, not a suite test: its name keeps it out of the suite (surefire
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
    /** web-engine's list, shared with its JVM and Node.js bench (Maven runs tests in the module's folder). */
    private static final Path CALLS = Path.of("../web-engine/src/test/node/bench-calls.txt");
    private static final int RUNS = 5;

    @Test
    void printsPerftLeavesAndSearchNodesPerSecondInTheWorker() throws IOException {
        Browser browser = browser();
        browser.open(server.base() + "/en/");
        browser.driver.manage().timeouts().scriptTimeout(Duration.ofMinutes(5));
        // the first call loads and compiles the WebAssembly: not part of any figure
        timed(browser, "legalMoves", List.of("jungle", 0, "", ""));
        for (String line : Files.readAllLines(CALLS)) {
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            String[] words = line.strip().split("\\s+");
            List<Object> args = new ArrayList<>(List.of(words[1], Integer.parseInt(words[2]), "", ""));
            Arrays.stream(words, 3, words.length).map(Integer::parseInt).forEach(args::add);
            String result = (String) timed(browser, words[0], args).get("result");
            double[] millis = new double[RUNS];
            for (int run = 0; run < RUNS; run++) {
                millis[run] = ((Number) timed(browser, words[0], args).get("millis")).doubleValue();
            }
            Arrays.sort(millis);
            Position start = start(words[1], Integer.parseInt(words[2]));
            double work;
            if (words[0].equals("perft")) {
                work = Double.parseDouble(result);
                assertThat((long) work).as(line).isEqualTo(start.game().perft(start, Integer.parseInt(words[3])));
            } else {
                work = Long.parseLong(result.replaceAll(".*\"nodes\":(\\d+).*", "$1"));
                String move = result.replaceAll(".*\"move\":\"([^\"]*)\".*", "$1");
                assertThat(start.legalMoves()).as("the move found by %s", line).contains(start.parseMove(move));
            }
            System.out.printf("%-42s %12.0f  best %8.2f  median %8.2f  M a second%n", line.strip(), work,
                    work / millis[0] / 1000, work / millis[RUNS / 2] / 1000);
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
