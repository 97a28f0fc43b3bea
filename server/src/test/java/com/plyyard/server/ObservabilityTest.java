package com.plyyard.server;

import static com.plyyard.server.HttpApiTest.move;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.HashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** {@code /metrics} (Prometheus text) and {@code /health} on the real server. */
class ObservabilityTest extends ServerTest {
    /** A sample line of the Prometheus text format: name, optional labels, value. */
    private static final Pattern SAMPLE =
            Pattern.compile("([a-z_]+)(\\{[a-z_]+=\"[^\"\\\\\\n]*\"(,[a-z_]+=\"[^\"\\\\\\n]*\")*\\})? (-?[0-9.eE+-]+|\\+Inf|NaN)");

    /** Every sample by name and labels; fails on any line that is neither a sample nor a HELP or TYPE comment. */
    private Map<String, Double> scrape() {
        RunningServer.Answer answer = server.get("/metrics");
        assertThat(answer.status()).isEqualTo(200);
        Map<String, Double> samples = new HashMap<>();
        for (String line : answer.body().split("\n")) {
            if (line.startsWith("# HELP ") || line.startsWith("# TYPE ")) {
                continue;
            }
            Matcher sample = SAMPLE.matcher(line);
            assertThat(sample.matches()).as("a Prometheus sample line: '%s'", line).isTrue();
            samples.put(sample.group(1) + (sample.group(2) == null ? "" : sample.group(2)),
                    Double.parseDouble(sample.group(4).replace("+Inf", "Infinity")));
        }
        return samples;
    }

    /**
     * A scrape once {@code counter} has reached {@code expected}, or the last one after 5 s. The
     * room sends a move's event before the command's handler counts the move, so a scrape just
     * after the event may be a moment early.
     */
    private Map<String, Double> scrapeOnceCounted(String counter, double expected) {
        long deadline = System.nanoTime() + 5_000_000_000L;
        Map<String, Double> samples = scrape();
        while (samples.get(counter) < expected && System.nanoTime() < deadline) {
            Thread.onSpinWait();
            samples = scrape();
        }
        return samples;
    }

    @Test
    void metricsCountMovesTheirLatencyErrorsGamesAndSockets() {
        Map<String, Double> before = scrape();
        JsonNode created = server.create("{\"game\":\"chinese-checkers\",\"mode\":\"local\"}");
        String id = created.path("id").asText();
        String token = created.path("token").asText();
        server.command(id, token, move("c1-e5"));
        server.post("/api/games/" + id + "/commands", move("a1-b1"), token);
        try (var socket = server.connect(id)) {
            socket.send("{\"t\":\"hello\",\"d\":{\"token\":\"" + token + "\"}}");
            socket.next("state");
            socket.send(move("n1-m5"));
            socket.next("event");
            String playerMoves = "plyyard_moves_total{by=\"player\"}";
            Map<String, Double> after = scrapeOnceCounted(playerMoves, before.get(playerMoves) + 2);
            assertThat(after.get(playerMoves) - before.get(playerMoves)).as("one move by HTTP, one by WebSocket")
                    .isEqualTo(2);
            assertThat(after.get("plyyard_move_seconds_count") - before.get("plyyard_move_seconds_count")).isEqualTo(2);
            assertThat(after.get("plyyard_move_seconds_bucket{le=\"+Inf\"}")).isEqualTo(after.get("plyyard_move_seconds_count"));
            assertThat(after.get("plyyard_move_seconds_sum")).isPositive();
            assertThat(after.get("plyyard_errors_total{code=\"illegal-move\"}")).isEqualTo(1);
            assertThat(after.get("plyyard_games_open")).isGreaterThanOrEqualTo(1);
            assertThat(after.get("plyyard_sockets_open")).isEqualTo(1);
        }
    }

    @Test
    void healthReportsTheServerOk() {
        RunningServer.Answer answer = server.get("/health");
        assertThat(answer.status()).isEqualTo(200);
        JsonNode health = answer.json();
        assertThat(health.path("status").asText()).isEqualTo("ok");
        assertThat(health.path("checks").path("server").path("status").asText()).isEqualTo("ok");
    }
}
