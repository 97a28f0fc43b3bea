package com.plyyard.server;

import static com.plyyard.server.HttpApiTest.move;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

/** {@code /metrics} (Prometheus text) and {@code /health} on the real server. */
class ObservabilityTest extends ServerTest {
    /** A label of a sample line: a name, then a quoted value in which a backslash escapes the next character. */
    private static final String LABEL = "[a-zA-Z_][a-zA-Z0-9_]*=\"(?:[^\"\\\\\\n]|\\\\.)*\"";
    /** A sample line of the Prometheus text format: name, optional labels, value. */
    private static final Pattern SAMPLE = Pattern.compile("([a-zA-Z_:][a-zA-Z0-9_:]*)(\\{" + LABEL + "(," + LABEL
            + ")*\\})? (-?[0-9.eE+-]+|\\+Inf|NaN)");
    /** The bounds of {@code plyyard_move_seconds} that docs/observability.md gives: 1 ms to 5 s. */
    private static final List<String> MOVE_BUCKETS = List.of("0.001", "0.0025", "0.005", "0.01", "0.025", "0.05",
            "0.1", "0.25", "0.5", "1.0", "2.5", "5.0", "+Inf");

    /** Every sample by name and labels; fails on any line that is neither a sample nor a HELP or TYPE comment. */
    private Map<String, Double> scrape() {
        return samples(scrapeText());
    }

    private String scrapeText() {
        RunningServer.Answer answer = server.get("/metrics");
        assertThat(answer.status()).isEqualTo(200);
        return answer.body();
    }

    private static Map<String, Double> samples(String scraped) {
        Map<String, Double> samples = new HashMap<>();
        for (String line : scraped.split("\n")) {
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
     * The scrape once {@code counter} has reached {@code expected}, or the last one after 5 s. The
     * room sends a move's event before the command's handler counts the move, and Jetty counts a
     * request once its answer is sent, so a scrape just after may be a moment early.
     */
    private String scrapeTextOnceCounted(String counter, double expected) {
        long deadline = System.nanoTime() + 5_000_000_000L;
        String scraped = scrapeText();
        while (samples(scraped).getOrDefault(counter, 0.0) < expected && System.nanoTime() < deadline) {
            Thread.onSpinWait();
            scraped = scrapeText();
        }
        return scraped;
    }

    private Map<String, Double> scrapeOnceCounted(String counter, double expected) {
        return samples(scrapeTextOnceCounted(counter, expected));
    }

    /** The names of the metric families in {@code samples}, without their labels. */
    private static List<String> names(Map<String, Double> samples) {
        return samples.keySet().stream().map(sample -> sample.replaceFirst("\\{.*", "")).distinct().toList();
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
            scrapeOnceCounted(playerMoves, before.get(playerMoves) + 2);
            // a scrape reads the latency timer before the move counter, so it may catch a move
            // between the two: wait for the timer as well
            Map<String, Double> after = scrapeOnceCounted("plyyard_move_seconds_count",
                    before.get("plyyard_move_seconds_count") + 2);
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
    void theMoveHistogramCountsARealMoveInItsBucketsFromOneMillisecondToFiveSeconds() {
        Map<String, Double> before = scrape();
        JsonNode created = server.create("{\"game\":\"chinese-checkers\",\"mode\":\"local\"}");
        server.command(created.path("id").asText(), created.path("token").asText(), move("c1-e5"));
        String scraped = scrapeTextOnceCounted("plyyard_move_seconds_count", before.get("plyyard_move_seconds_count") + 1);
        Map<String, Double> after = samples(scraped);

        List<String> bounds = Pattern.compile("plyyard_move_seconds_bucket\\{le=\"([^\"]+)\"}").matcher(scraped).results()
                .map(bucket -> bucket.group(1)).toList();
        assertThat(bounds).as("the buckets of plyyard_move_seconds, in order").isEqualTo(MOVE_BUCKETS);
        assertThat(after.get("plyyard_move_seconds_count") - before.get("plyyard_move_seconds_count")).isEqualTo(1);
        assertThat(after.get("plyyard_move_seconds_sum")).isGreaterThan(before.get("plyyard_move_seconds_sum"));
        double previous = 0;
        for (String bound : MOVE_BUCKETS) {
            String bucket = "plyyard_move_seconds_bucket{le=\"" + bound + "\"}";
            double added = after.get(bucket) - before.get(bucket);
            assertThat(added).as("the move counted in %s, cumulative with the buckets below", bucket)
                    .isBetween(previous, 1.0);
            previous = added;
        }
        assertThat(after.get("plyyard_move_seconds_bucket{le=\"5.0\"}") - before.get("plyyard_move_seconds_bucket{le=\"5.0\"}"))
                .as("a move on an idle server answered within 5 s").isEqualTo(1);
    }

    @Test
    void metricsReportTheJvmAndTheJettyServersThreadsConnectionsAndRequests() {
        String catalogAnswered = "jetty_server_requests_seconds_count{method=\"GET\",outcome=\"SUCCESS\",status=\"200\"}";
        double before = scrape().getOrDefault(catalogAnswered, 0.0);
        assertThat(server.get("/api/catalog").status()).isEqualTo(200);
        Map<String, Double> samples = scrapeOnceCounted(catalogAnswered, before + 1);

        assertThat(names(samples)).as("the JVM's and Jetty's metric families").contains(
                "jvm_memory_used_bytes", "jvm_memory_max_bytes", "jvm_gc_memory_allocated_bytes_total",
                "jvm_threads_live_threads", "jvm_classes_loaded_classes", "process_cpu_usage", "system_cpu_count",
                "process_uptime_seconds", "process_files_open_files", "jetty_threads_current",
                "jetty_connections_current_connections", "jetty_server_requests_seconds_count");
        assertThat(samples.get(catalogAnswered)).as("the catalog request, timed by Jetty").isGreaterThanOrEqualTo(before + 1);
        assertThat(sum(samples, "jvm_memory_used_bytes{area=\"heap\"")).as("heap in use").isPositive();
        assertThat(sum(samples, "jetty_connections_current_connections")).as("the scrape's own connection")
                .isGreaterThanOrEqualTo(1);
        assertThat(sum(samples, "jvm_threads_live_threads")).isPositive();
    }

    @Test
    @EnabledIfSystemProperty(named = "plyyard.test.store", matches = "postgres")
    void onPostgresTheConnectionPoolReportsItsConnections() {
        server.create("{\"game\":\"chinese-checkers\",\"mode\":\"local\"}");
        Map<String, Double> samples = scrapeOnceCounted("hikaricp_connections_acquire_seconds_count{pool=\"plyyard\"}", 1);

        assertThat(samples.get("hikaricp_connections_acquire_seconds_count{pool=\"plyyard\"}"))
                .as("connections taken from the pool to create the game").isGreaterThanOrEqualTo(1);
        assertThat(samples.get("hikaricp_connections_max{pool=\"plyyard\"}")).isEqualTo(server.store().poolSize());
        assertThat(samples).containsKeys("hikaricp_connections_active{pool=\"plyyard\"}",
                "hikaricp_connections_idle{pool=\"plyyard\"}", "hikaricp_connections_pending{pool=\"plyyard\"}",
                "hikaricp_connections_timeout_total{pool=\"plyyard\"}");
    }

    /** The sum of every sample whose name and labels start with {@code prefix}. */
    private static double sum(Map<String, Double> samples, String prefix) {
        return samples.entrySet().stream().filter(sample -> sample.getKey().startsWith(prefix))
                .mapToDouble(Map.Entry::getValue).sum();
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
