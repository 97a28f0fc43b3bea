package com.plyyard.server.drill;

import com.plyyard.server.SlowReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.assertj.core.api.SoftAssertions;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.CleanupMode;
import org.junit.jupiter.api.io.TempDir;

/**
 * Drill: the hostile run of issue 17. A node under {@code -Xmx256m} serves ten busy Halma games
 * whose players read their sockets; then 300 spectators join them who say {@code hello} and never
 * read again. The node must stay small, answer {@code /health} within 100 ms, relay the players'
 * moves as fast as before the spectators came, close the spectators' connections, and stop on
 * SIGTERM within 5 s. Measured before the attack and during it, in the same run.
 */
@Tag("slow")
class SlowReaderDrillTest {
    private static final int GAMES = 10;
    private static final int SPECTATORS = 300;
    private static final int CALM_SECONDS = 15;
    /** As long as the run that took the unbounded node to 426 MB. */
    private static final int ATTACK_SECONDS = 45;
    /**
     * Under 60 % of the heap the node may take, after every collection, with no full collection:
     * the unbounded node kept 255 of its 256 MB after collecting, with 80 full collections back to
     * back. A bounded node keeps little alive for its 300 slow sockets (what each may queue is
     * bounded, and a message's text is shared by every socket it waits for), but G1 leaves dead
     * objects in the old generation between its marking cycles, so a young collection can report
     * well over the live data: the bound leaves that room, and the full-collection count shows
     * the node never ran short.
     */
    private static final double HEAP_BOUND_MB = 0.6 * 256;
    private static final double HEALTH_BOUND_MILLIS = 100;
    private static final long SIGTERM_BOUND_MILLIS = 5_000;

    /** Kept when the drill fails: the node's log and its GC log. */
    @TempDir(cleanup = CleanupMode.ON_SUCCESS)
    Path folder;

    @Test
    void threeHundredSpectatorsWhoNeverReadLeaveTheNodeSmallAnsweringRelayingAndStoppable() throws Exception {
        GcLog gc = GcLog.at(folder.resolve("gc.log"));
        List<SlowReader> spectators = new ArrayList<>();
        SoftAssertions soft = new SoftAssertions();
        try (NodeProcess node = new NodeProcess(folder.resolve("node.log"), List.of("-Xmx256m", gc.jvmOption()),
                folder.resolve("data").toString())) {
            BusyPlay play = new BusyPlay(List.of(node), index -> true, GAMES);
            try (RelayWatch relay = new RelayWatch(node, play.games); HealthWatch health = new HealthWatch(node)) {
                play.start();
                Thread.sleep(TimeUnit.SECONDS.toMillis(CALM_SECONDS));
                double[] calmRelay = relay.takeMillis();
                double[] calmHealth = health.takeMillis();
                int calmPauses = gc.pauses().size();

                long attack = System.nanoTime();
                for (int i = 0; i < SPECTATORS; i++) {
                    spectators.add(new SlowReader(node.port(), play.games.get(i % GAMES).id));
                }
                Map<Integer, Double> socketsOpen = new TreeMap<>();
                Map<Integer, Long> kernelKb = new TreeMap<>();
                int second;
                while ((second = (int) TimeUnit.NANOSECONDS.toSeconds(System.nanoTime() - attack)) < ATTACK_SECONDS) {
                    double open = node.metricIfAnswering("plyyard_sockets_open");
                    if (!socketsOpen.containsValue(open)) {
                        socketsOpen.put(second, open);
                    }
                    if (!kernelKb.containsKey(second / 5 * 5)) {
                        kernelKb.put(second / 5 * 5, sendQueued(node.port()) / 1024);
                    }
                    Thread.sleep(1_000);
                }
                double attackSeconds = (System.nanoTime() - attack) / 1e9;
                double[] attackRelay = relay.takeMillis();
                double[] attackHealth = health.takeMillis();
                List<GcLog.Pause> pauses = gc.pauses();
                List<GcLog.Pause> attackPauses = pauses.subList(Math.min(calmPauses, pauses.size()), pauses.size());
                double calmHeap = pauses.subList(0, Math.min(calmPauses, pauses.size())).stream()
                        .mapToDouble(GcLog.Pause::afterMegabytes).max().orElse(Double.NaN);
                double attackHeap = attackPauses.stream().mapToDouble(GcLog.Pause::afterMegabytes).max().orElse(0);
                long fullCollections = attackPauses.stream().filter(GcLog.Pause::full).count();

                List<SlowReader.Ending> ended = endings(spectators);
                Map<String, Integer> endings = new TreeMap<>();
                ended.forEach(ending -> endings.merge(ending.how(), 1, Integer::sum));
                double unreadKb = ended.stream().mapToLong(SlowReader.Ending::bytesRead).average().orElse(0) / 1024;
                long stopAsked = System.nanoTime();
                boolean stopped = node.terminate(SIGTERM_BOUND_MILLIS);
                double stopMillis = (System.nanoTime() - stopAsked) / 1e6;

                String name = getClass().getSimpleName();
                System.out.printf(Locale.ROOT, "%s: before the spectators: relay %s; /health %s; heap after GC up to %.0f MB%n",
                        name, RelayWatch.describe(calmRelay, CALM_SECONDS), HealthWatch.describe(calmHealth), calmHeap);
                System.out.printf(Locale.ROOT, "%s: with %d spectators: relay %s; /health %s; heap after GC up to %.0f MB,"
                        + " %d full collections%n", name, SPECTATORS, RelayWatch.describe(attackRelay, attackSeconds),
                        HealthWatch.describe(attackHealth), attackHeap, fullCollections);
                System.out.printf(Locale.ROOT, "%s: heap after GC by 5 s of the node's life: %s%n", name,
                        GcLog.overTime(pauses, 5));
                System.out.printf(Locale.ROOT, "%s: sockets open from second of the attack: %s; spectators' connections: %s"
                        + " (%.0f kB still read from each on average); SIGTERM: %s after %.0f ms; logs in %s%n", name,
                        socketsOpen, endings, unreadKb, stopped ? "stopped" : "still running", stopMillis, folder);
                System.out.printf(Locale.ROOT, "%s: kB in the node's socket send queues (the kernel's) from second of the attack: %s%n",
                        name, kernelKb);

                soft.assertThat(attackHeap).as("heap in use after a collection with the spectators (MB)")
                        .isLessThanOrEqualTo(HEAP_BOUND_MB);
                soft.assertThat(fullCollections).as("full collections with the spectators (the heap ran short)")
                        .isZero();
                soft.assertThat(max(attackHealth)).as("slowest /health with the spectators (ms; Infinity: no answer"
                        + " within 2 s), against %.1f before", max(calmHealth)).isLessThanOrEqualTo(healthAllowance(calmHealth));
                soft.assertThat(attackRelay.length / attackSeconds)
                        .as("moves relayed per second with the spectators, against %.0f before", calmRelay.length / (double) CALM_SECONDS)
                        .isGreaterThanOrEqualTo(calmRelay.length / (double) CALM_SECONDS / 2);
                soft.assertThat(RelayWatch.percentile(attackRelay, 0.99))
                        .as("p99 relay time with the spectators (ms), against %.1f before", RelayWatch.percentile(calmRelay, 0.99))
                        .isLessThanOrEqualTo(usualP99Allowance(calmRelay));
                soft.assertThat(endings).as("how the spectators' connections ended: %s", endings)
                        .doesNotContainKeys("open", "open, still sending");
                soft.assertThat(stopped).as("SIGTERM stopped the node within %d ms", SIGTERM_BOUND_MILLIS).isTrue();
            } finally {
                play.close();
                spectators.forEach(SlowReader::close);
            }
        }
        soft.assertAll();
    }

    /**
     * {@value #HEALTH_BOUND_MILLIS} ms, the bound of the issue, unless the node was slower than that
     * before any spectator came (when other work holds this shared machine's two cores: the other
     * helpers' builds took its load average to 11 in some runs); then as slow as that again.
     */
    private static double healthAllowance(double[] calm) {
        return Math.max(HEALTH_BOUND_MILLIS, 2 * max(calm));
    }

    /**
     * The relay times of the calm phase are the players' usual ones; with the attack the p99 may
     * be that much again on this shared 2-core machine, whose other work moves a p99 of a few ms
     * by as much from run to run, and no less than 10 ms above it.
     */
    private static double usualP99Allowance(double[] calm) {
        double p99 = RelayWatch.percentile(calm, 0.99);
        return Math.max(2 * p99, p99 + 10);
    }

    /**
     * The bytes the kernel holds in the send queues of the node's connections ({@code ss}'s
     * Send-Q), where a non-reader's backlog sits before the node's outbox sees any of it; -1
     * without {@code ss}.
     */
    private static long sendQueued(int port) throws InterruptedException {
        try {
            Process ss = new ProcessBuilder("ss", "-tnH", "state", "established", "( sport = :" + port + " )")
                    .redirectErrorStream(true).start();
            long total = 0;
            for (String line : new String(ss.getInputStream().readAllBytes(), StandardCharsets.UTF_8).lines().toList()) {
                total += Long.parseLong(line.trim().split("\\s+")[1]);
            }
            return ss.waitFor() == 0 ? total : -1;
        } catch (IOException | NumberFormatException | ArrayIndexOutOfBoundsException e) {
            return -1;
        }
    }

    private static double max(double[] sorted) {
        return sorted.length == 0 ? Double.NaN : sorted[sorted.length - 1];
    }

    /** How the spectators' connections ended, read all at once (for 10 s at most). */
    private static List<SlowReader.Ending> endings(List<SlowReader> spectators) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        List<SlowReader.Ending> endings = new ArrayList<>();
        try (var readers = Executors.newVirtualThreadPerTaskExecutor()) {
            List<Future<SlowReader.Ending>> all = spectators.stream()
                    .map(spectator -> readers.submit(() -> spectator.howClosed(2_000, deadline))).toList();
            for (Future<SlowReader.Ending> ending : all) {
                endings.add(ending.get());
            }
        }
        return endings;
    }
}
