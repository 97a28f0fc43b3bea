package com.plyyard.server.browser;

import static org.assertj.core.api.Assertions.assertThat;

import com.plyyard.engine.Game;
import com.plyyard.engine.Games;
import com.plyyard.engine.IllegalMoveException;
import com.plyyard.engine.Move;
import com.plyyard.engine.Position;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.assertj.core.api.Assertions;
import org.junit.jupiter.api.Test;

/**
 * The server serves the engine's browser build (module web-engine) at {@code /engine/}, and a page
 * runs it in a Web Worker: real Chromium, the server's own files, answers checked against the
 * engine on the JVM. The comparison of every game lives in web-engine's BrowserBuildEqualityTest.
 */
class EngineWorkerBrowserTest extends SharedServerBrowserTest {
    /** Starts the worker, sends the requests, and hands back the answers once all have come. */
    private static final String ASK_WORKER = """
            const requests = arguments[0];
            const done = arguments[arguments.length - 1];
            const worker = new Worker('/engine/engine-worker.js', {type: 'module'});
            const answers = {};
            worker.onerror = (event) => done({failed: 'the worker failed: ' + event.message});
            worker.onmessage = (event) => {
              answers[event.data.id] = event.data;
              if (Object.keys(answers).length === requests.length) {
                worker.terminate();
                done(answers);
              }
            };
            requests.forEach((request) => worker.postMessage(request));
            """;

    @Test
    void aPageRunsTheEngineInAWorkerAndGetsTheJvmsMovesCountsAndRefusals() {
        Browser browser = browser();
        browser.open(server.base() + "/en/");
        browser.driver.manage().timeouts().scriptTimeout(Duration.ofSeconds(30));
        List<Map<String, Object>> requests = List.of(
                Map.of("id", 1, "call", "legalMoves", "args", List.of("jungle", 0, "", "")),
                Map.of("id", 2, "call", "perft", "args", List.of("halma", 0, "", "", 3)),
                Map.of("id", 3, "call", "play", "args", List.of("jungle", 0, "", "", "a1-a9")));

        Object answered = browser.driver.executeAsyncScript(ASK_WORKER, requests);

        assertThat(answered).as("the worker's answers").isInstanceOf(Map.class);
        Map<?, ?> answers = (Map<?, ?>) answered;
        Game jungle = Games.byId("jungle");
        Position start = jungle.start(jungle.defaultSettings());
        assertThat(result(answers, "1")).as("Dou Shou Qi's legal moves at the start")
                .isEqualTo(start.legalMoves().stream().map(Move::toString).collect(Collectors.joining(" ")));
        Game halma = Games.byId("halma");
        Position halmaStart = halma.start(halma.defaultSettings());
        assertThat(((Number) result(answers, "2")).longValue()).as("Halma's perft 3 at the start")
                .isEqualTo(halma.perft(halmaStart, 3));
        IllegalMoveException refused = Assertions.catchThrowableOfType(IllegalMoveException.class,
                () -> start.play(start.parseMove("a1-a9")));
        assertThat(((Map<?, ?>) answers.get("3")).get("error")).as("the refusal of a1-a9")
                .isEqualTo(refused.getMessage());
    }

    private static Object result(Map<?, ?> answers, String id) {
        Map<?, ?> answer = (Map<?, ?>) answers.get(id);
        assertThat(answer).as("answer %s", id).isNotNull();
        assertThat(answer.get("error")).as("the error of answer %s", id).isNull();
        return answer.get("result");
    }
}
