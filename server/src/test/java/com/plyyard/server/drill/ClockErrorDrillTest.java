package com.plyyard.server.drill;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.plyyard.server.RunningServer;
import com.plyyard.server.ServerClient;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.WebSocket;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The clock's error (issue 18): two players on their own sockets play a Chinese checkers game at
 * 3+2 (10 moves to warm up, then 100 measured), each thinking 20 to 200 ms a move, while an observer on a third socket stamps every
 * event as it arrives. For each move the time the server charged the mover (its clock before the
 * move, less its clock after it, less the increment) is compared with the time the observer saw
 * between the event that started that clock and the move's event. Prints the figures recorded in
 * docs/benchmarks.md; fails when any move's difference reaches 100 ms.
 */
@Tag("slow")
class ClockErrorDrillTest {
    /** Moves measured, after the warm-up ones. */
    private static final int MEASURED = 100;
    /**
     * Moves played first and not measured: the first events of a fresh JVM reach the observer
     * late (cold code on the way out), by up to a few hundred ms, which says nothing of the clock.
     */
    private static final int WARM_UP = 10;
    private static final int MOVES = WARM_UP + 1 + MEASURED;
    private static final long INCREMENT = 2_000;
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path data;

    /** An event and when it arrived, by the observer's monotonic clock. */
    private record Stamped(JsonNode event, long arrivedNanos) {
    }

    /** A spectator's socket that stamps each message as it arrives. */
    private static final class Observer implements WebSocket.Listener {
        final BlockingQueue<Stamped> events = new LinkedBlockingQueue<>();
        private final StringBuilder partial = new StringBuilder();

        @Override
        public CompletionStage<?> onText(WebSocket ws, CharSequence text, boolean last) {
            long now = System.nanoTime();
            partial.append(text);
            if (last) {
                try {
                    JsonNode message = JSON.readTree(partial.toString());
                    if (message.path("t").asText().equals("event") || message.path("t").asText().equals("state")) {
                        events.add(new Stamped(message.path("d"), now));
                    }
                } catch (java.io.IOException e) {
                    throw new IllegalStateException("the server sent text that is not JSON", e);
                }
                partial.setLength(0);
            }
            ws.request(1);
            return null;
        }

        Stamped next() throws InterruptedException {
            Stamped next = events.poll(10, TimeUnit.SECONDS);
            assertThat(next).as("the observer's next event").isNotNull();
            return next;
        }
    }

    @Test
    void theServersChargeForEachOfAHundredMovesIsWithinAHundredMillisecondsOfAnObserversReading() throws Exception {
        try (RunningServer server = new RunningServer(data)) {
            JsonNode created = server.create("{\"game\":\"chinese-checkers\",\"mode\":\"online\",\"timeControl\":\"3+2\"}");
            String id = created.path("id").asText();
            String blueToken = server.post("/api/games/" + id + "/seats", "{}").json().path("token").asText();
            Observer observer = new Observer();
            HttpClient http = HttpClient.newHttpClient();
            WebSocket watching = http.newWebSocketBuilder()
                    .buildAsync(URI.create("ws://127.0.0.1:" + server.port() + "/ws/games/" + id), observer).join();
            watching.sendText("{\"t\":\"hello\"}", true).join();
            try (ServerClient.Socket red = server.connect(id); ServerClient.Socket blue = server.connect(id)) {
                red.send("{\"t\":\"hello\",\"d\":{\"token\":\"" + created.path("token").asText() + "\"}}");
                blue.send("{\"t\":\"hello\",\"d\":{\"token\":\"" + blueToken + "\"}}");
                red.next("state");
                blue.next("state");
                List<Stamped> seen = play(observer, List.of(red, blue));
                report(seen);
            } finally {
                watching.abort();
            }
        }
    }

    /** Plays the moves; the observer's state first, then each move's event. */
    private static List<Stamped> play(Observer observer, List<ServerClient.Socket> players) throws Exception {
        Random random = new Random(18);
        List<Stamped> seen = new ArrayList<>();
        Stamped last = observer.next();
        seen.add(last);
        for (int ply = 0; ply < MOVES; ply++) {
            JsonNode legal = last.event().path("legal");
            Thread.sleep(20 + random.nextInt(181)); // the player thinks
            String path = legal.get(random.nextInt(legal.size())).asText();
            players.get(ply % 2).send("{\"t\":\"move\",\"d\":{\"path\":\"" + path + "\",\"v\":"
                    + last.event().path("v").asInt() + "}}");
            last = observer.next();
            assertThat(last.event().path("kind").asText()).as("event of move " + ply).isEqualTo("move");
            seen.add(last);
        }
        return seen;
    }

    private static void report(List<Stamped> seen) {
        int first = seen.size() - MEASURED;
        int measured = MEASURED;
        long[] errors = new long[measured];
        long serverMismatch = 0;
        // the first move starts the clocks; after the warm-up, the mover's clock ran since the event before
        for (int i = first; i < seen.size(); i++) {
            JsonNode before = seen.get(i - 1).event().path("clocks");
            JsonNode after = seen.get(i).event().path("clocks");
            int mover = seen.get(i).event().path("seat").asInt();
            long charged = before.path("remaining").get(mover).asLong() - after.path("remaining").get(mover).asLong()
                    + INCREMENT;
            long observedMicros = (seen.get(i).arrivedNanos() - seen.get(i - 1).arrivedNanos()) / 1_000;
            errors[i - first] = observedMicros - charged * 1_000;
            long serverElapsed = after.path("at").asLong() - before.path("at").asLong();
            serverMismatch = Math.max(serverMismatch, Math.abs(serverElapsed - charged));
        }
        int worst = 0;
        for (int i = 1; i < measured; i++) {
            worst = Math.abs(errors[i]) > Math.abs(errors[worst]) ? i : worst;
        }
        System.out.printf(Locale.ROOT, "largest difference at move %d: %+.1f ms%n", worst + first, errors[worst] / 1_000.0);
        long[] absolute = Arrays.stream(errors).map(Math::abs).sorted().toArray();
        double mean = Arrays.stream(errors).average().orElse(0) / 1_000;
        System.out.printf(Locale.ROOT, "clock error over %d moves (observer − server charge): mean %+.1f ms,"
                + " median |%.1f| ms, p90 |%.1f| ms, max |%.1f| ms; server readings vs charge: max %d ms%n",
                measured, mean, absolute[measured / 2] / 1_000.0, absolute[measured * 9 / 10] / 1_000.0,
                absolute[measured - 1] / 1_000.0, serverMismatch);
        assertThat(serverMismatch).as("the server's own readings agree with what it charged").isZero();
        assertThat(absolute[measured - 1]).as("the largest difference between the observer and the server, µs")
                .isLessThan(100_000L);
    }
}
