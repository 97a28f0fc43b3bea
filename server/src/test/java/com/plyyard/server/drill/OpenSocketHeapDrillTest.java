package com.plyyard.server.drill;

import static org.assertj.core.api.Assertions.assertThat;

import com.plyyard.server.SlowReader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.CleanupMode;
import org.junit.jupiter.api.io.TempDir;

/**
 * Drill of issue 17: what an open game socket costs the node's heap. {@code loadtest} holds
 * 10 000 of them, upgraded by the JDK's HTTP client on connections that had served its requests
 * before, and each kept that connection's HTTP header cache alive (390 MB in all, most of the live
 * heap and of what every young collection scanned). Five hundred spectators that asked
 * {@code /health} on their connection first then say {@code hello} on ten games and stay; the heap
 * after a full collection may grow by {@value #BOUND_KB} kB a socket at most.
 */
class OpenSocketHeapDrillTest {
    private static final int GAMES = 10;
    private static final int SOCKETS = 500;
    /** Measured: about 14 kB a socket without the header cache, 115 kB with it. */
    private static final double BOUND_KB = 24;

    /** Kept when the drill fails: the node's log and its GC log. */
    @TempDir(cleanup = CleanupMode.ON_SUCCESS)
    Path folder;

    @Test
    void anOpenSpectatorSocketKeepsAFewKilobytesOfHeap() throws Exception {
        GcLog gc = GcLog.at(folder.resolve("gc.log"));
        List<SlowReader> sockets = new ArrayList<>();
        try (NodeProcess node = new NodeProcess(folder.resolve("node.log"), List.of(gc.jvmOption()),
                folder.resolve("data").toString())) {
            List<String> games = new ArrayList<>();
            for (int i = 0; i < GAMES; i++) {
                games.add(node.create("{\"game\":\"chinese-checkers\",\"mode\":\"online\",\"name\":\"Ada\"}")
                        .path("id").asText());
            }
            games.forEach(game -> new SlowReader(node.port(), game, "/health").close());
            awaitSocketsOpen(node, 0);
            double baseline = gc.liveAfterFullCollection(node.pid());
            try {
                for (int i = 0; i < SOCKETS; i++) {
                    sockets.add(new SlowReader(node.port(), games.get(i % GAMES), "/health"));
                }
                awaitSocketsOpen(node, SOCKETS);
                double withSockets = gc.liveAfterFullCollection(node.pid());
                double perSocketKb = (withSockets - baseline) * 1024 / SOCKETS;
                System.out.printf(Locale.ROOT, "%s: heap after a full collection %.0f MB before, %.0f MB with %d open"
                        + " sockets: %.1f kB a socket%n", getClass().getSimpleName(), baseline, withSockets, SOCKETS,
                        perSocketKb);
                assertThat(perSocketKb).as("heap kept per open spectator socket (kB)").isLessThanOrEqualTo(BOUND_KB);
            } finally {
                sockets.forEach(SlowReader::close);
            }
        }
    }

    private static void awaitSocketsOpen(NodeProcess node, int count) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        while (node.metric("plyyard_sockets_open") != count && System.nanoTime() < deadline) {
            Thread.sleep(50);
        }
        assertThat(node.metric("plyyard_sockets_open")).as("sockets open on the node").isEqualTo(count);
    }
}
