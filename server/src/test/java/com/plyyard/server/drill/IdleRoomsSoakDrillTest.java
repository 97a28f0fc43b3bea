package com.plyyard.server.drill;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.plyyard.server.ServerClient;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.assertj.core.api.SoftAssertions;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.CleanupMode;
import org.junit.jupiter.api.io.TempDir;

/**
 * Soak drill of issue 17: 20 000 online Halma games are opened on a node whose rooms go idle after
 * 2 s, each with a move; once nobody touches them the node evicts every room
 * ({@code plyyard_games_open} back to 0) and its heap after a full collection is back to what it
 * was before them; the oldest game still loads from the store and takes a move.
 */
@Tag("slow")
class IdleRoomsSoakDrillTest {
    private static final int GAMES = 20_000;
    private static final int WARM_UP_GAMES = 200;
    private static final int IDLE_SECONDS = 2;
    /** Requests in flight at once: two cores, and the node commits every move before answering. */
    private static final int CLIENTS = 4;
    /**
     * What the heap may keep beyond its baseline once every room is gone: 4 MB is 200 bytes a game
     * over 20 000 games. A room after one move holds about 1.7 kB (20 200 of them kept 34 MB alive
     * before rooms were evicted), so a tenth of a room left behind per game shows, while heap
     * after a full collection varies by about 1 MB from run to run with what grows with use and not
     * with games (the web server's pooled buffers, caches).
     */
    private static final double MARGIN_MB = 4;

    /** Kept when the drill fails: the node's log and its GC log. */
    @TempDir(cleanup = CleanupMode.ON_SUCCESS)
    Path folder;

    /** A game this drill opened: its id and the token of blue, who is to move after red's first move. */
    private record Opened(String id, String blue) {
    }

    @Test
    void twentyThousandGamesLeftIdleLeaveNoRoomAndNoHeapBehindAndStillPlay() throws Exception {
        GcLog gc = GcLog.at(folder.resolve("gc.log"));
        try (NodeProcess node = new NodeProcess(folder.resolve("node.log"),
                List.of("-Dplyyard.rooms.idle-seconds=" + IDLE_SECONDS, gc.jvmOption()), folder.resolve("data").toString())) {
            open(node, WARM_UP_GAMES);
            double baseline = gc.liveAfterFullCollection(node.pid());

            long start = System.nanoTime();
            List<Opened> games = open(node, GAMES);
            double openSeconds = (System.nanoTime() - start) / 1e9;
            double openAfterPlay = node.metricIfAnswering("plyyard_games_open");
            double loaded = gc.liveAfterFullCollection(node.pid());

            long idleFrom = System.nanoTime();
            long deadline = idleFrom + TimeUnit.SECONDS.toNanos(IDLE_SECONDS + 60);
            double open = node.metricIfAnswering("plyyard_games_open");
            while (open > 0 && System.nanoTime() < deadline) {
                Thread.sleep(250);
                open = node.metricIfAnswering("plyyard_games_open");
            }
            double evictedAfter = (System.nanoTime() - idleFrom) / 1e9;
            double idle = gc.liveAfterFullCollection(node.pid());

            Opened oldest = games.get(0);
            ServerClient.Answer reloaded = node.get("/api/games/" + oldest.id());
            System.out.printf(Locale.ROOT, "%s: %d games opened with a move each in %.1f s (%.0f/s); games open %.0f;"
                    + " heap after a full collection: %.1f MB before them, %.1f MB with them, %.1f MB %.1f s after the last"
                    + " (games open then: %.0f)%n", getClass().getSimpleName(), GAMES, openSeconds, GAMES / openSeconds,
                    openAfterPlay, baseline, loaded, idle, evictedAfter, open);

            SoftAssertions soft = new SoftAssertions();
            soft.assertThat(open).as("games held in memory %.0f s after the last was touched", evictedAfter).isZero();
            soft.assertThat(idle).as("heap in use after a full collection once the games are idle (MB), against %.1f"
                    + " before them", baseline).isLessThanOrEqualTo(baseline + MARGIN_MB);
            soft.assertThat(reloaded.status()).as("the oldest game loads again: %s", reloaded.body()).isEqualTo(200);
            soft.assertAll();
            JsonNode state = reloaded.json();
            JsonNode moved = node.command(oldest.id(), oldest.blue(), move(state));
            assertThat(moved.path("v").asInt()).as("the oldest game took blue's move").isEqualTo(state.path("v").asInt() + 1);
        }
    }

    /** The first legal move of {@code state}, as a command for the seat to move. */
    private static String move(JsonNode state) {
        return "{\"t\":\"move\",\"d\":{\"path\":\"" + state.path("legal").get(0).asText() + "\",\"v\":"
                + state.path("v").asInt() + "}}";
    }

    /** Opens {@code count} online Halma games, each with both seats taken and red's first move played. */
    private static List<Opened> open(ServerClient node, int count) throws Exception {
        List<Future<Opened>> opening = new ArrayList<>();
        try (ExecutorService clients = Executors.newFixedThreadPool(CLIENTS)) {
            for (int i = 0; i < count; i++) {
                opening.add(clients.submit(() -> {
                    JsonNode created = node.create("{\"game\":\"halma\",\"mode\":\"online\",\"name\":\"Ada\"}");
                    String id = created.path("id").asText();
                    ServerClient.Answer joined = node.post("/api/games/" + id + "/seats", "{\"name\":\"Bob\"}");
                    assertThat(joined.status()).as(joined.body()).isEqualTo(200);
                    node.command(id, created.path("token").asText(), move(joined.json().path("state")));
                    return new Opened(id, joined.json().path("token").asText());
                }));
            }
            List<Opened> opened = new ArrayList<>();
            for (Future<Opened> each : opening) {
                opened.add(each.get());
            }
            return opened;
        }
    }
}
