package com.plyyard.cli;

import com.plyyard.engine.Games;
import com.plyyard.server.PlyYardServer;
import com.plyyard.server.ServerOptions;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.net.http.HttpClient;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;

/**
 * {@code plyyard loadtest}: many simultaneous online games played through the real HTTP API and
 * WebSocket protocol on loopback. Every game has two players, each on its own socket, who
 * answer every move with a random legal one after a pause that paces the whole run to the target
 * rate. It prints moves per second, the time from a move sent to the opponent receiving it, and the
 * bytes of WebSocket messages each way per move. With {@code --computer} each game is one person
 * against the server's computer instead, and it prints the computer's moves per second and the
 * time from the person's move to the computer's answer: the capacity of the thinking threads.
 */
@Command(name = "loadtest",
        header = "Many simultaneous online games through the HTTP API and the WebSocket protocol.",
        description = "Plays the games (two sockets a game) against a server it starts on loopback, or the nodes at"
                + " --url, and prints moves per second, the time from a move sent to the opponent receiving it, and"
                + " the bytes per move each way.",
        footer = {"", "Examples:", "  plyyard loadtest --games 200 --seconds 10 --rate 500",
            "  plyyard loadtest --computer 8 --computer-threads 2 --games 8 --seconds 30"})
final class LoadTestCommand implements Callable<Integer> {
    @ParentCommand
    private Main plyyard;

    @Option(names = "--games", paramLabel = "N", defaultValue = "100",
            description = "simultaneous games (default: ${DEFAULT-VALUE})")
    private int games;

    @Option(names = "--seconds", paramLabel = "S", defaultValue = "20", description = "the measured time, after a"
            + " warm-up (default: ${DEFAULT-VALUE})")
    private int seconds;

    @Option(names = "--rate", paramLabel = "MOVES_PER_S", defaultValue = "1000", description = "the moves a second"
            + " offered by all games together (default: ${DEFAULT-VALUE})")
    private int rate;

    @Option(names = "--game", paramLabel = "ID", defaultValue = "chinese-checkers",
            completionCandidates = GameIds.class,
            description = "the game played: ${COMPLETION-CANDIDATES} (default: ${DEFAULT-VALUE})")
    private String game;

    @Option(names = "--url", paramLabel = "URL", split = ",",
            description = "loopback nodes (http://127.0.0.1:PORT) to play on instead of a server of its own; with"
                    + " several, each game's red player uses one node and blue the next, so every move crosses the"
                    + " relay")
    private List<String> urls = new ArrayList<>();

    @Option(names = "--computer", paramLabel = "LEVEL", description = "play each game against the computer at this"
            + " level (1-8), one socket a game, and measure its answers")
    private Integer computerLevel;

    @Option(names = "--computer-threads", paramLabel = "N", description = "with --computer and no --url: how many"
            + " games the started server's computer thinks about at once (default: the server's, 2)")
    private Integer computerThreads;

    @Override
    public Integer call() throws InterruptedException {
        WholeNumber.within(games, "--games", 1, 20_000);
        WholeNumber.within(seconds, "--seconds", 1, 3_600);
        WholeNumber.within(rate, "--rate", 1, 1_000_000);
        for (String url : urls) {
            if (!url.matches("http://(127\\.\\d+\\.\\d+\\.\\d+|localhost|\\[::1\\]):\\d+")) {
                throw new UsageException("--url takes loopback addresses such as http://127.0.0.1:8080 (got " + url + ")");
            }
        }
        if (computerLevel != null) {
            WholeNumber.within(computerLevel, "--computer", 1, 8);
        }
        if (computerThreads != null) {
            WholeNumber.within(computerThreads, "--computer-threads", 1, 256);
            if (computerLevel == null || !urls.isEmpty()) {
                throw new UsageException("--computer-threads sets the started server's threads: give it with --computer"
                        + " and without --url");
            }
        }
        List<String> nodes = urls;
        PlyYardServer server = null;
        if (nodes.isEmpty()) {
            ServerOptions options = ServerOptions.defaults().withPort(0).withDataDir(temporaryFolder());
            server = PlyYardServer.start(computerThreads == null ? options : options.withComputerThreads(computerThreads));
            nodes = List.of("http://127.0.0.1:" + server.port());
        }
        try {
            Run run = new Run(Games.byId(game).id(), games, seconds, rate, computerLevel);
            if (computerLevel == null) {
                runAgainst(nodes, run, plyyard.out());
            } else {
                int threads = computerThreads != null ? computerThreads
                        : urls.isEmpty() ? ServerOptions.defaults().computerThreads() : -1;
                runAgainstComputer(nodes.get(0), run, threads, plyyard.out());
            }
        } finally {
            if (server != null) {
                server.close();
            }
        }
        return 0;
    }

    private static Path temporaryFolder() {
        try {
            return Files.createTempDirectory("plyyard-loadtest");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** What one run plays: {@code computerLevel} null for games between two people. */
    private record Run(String game, int games, int seconds, int rate, Integer computerLevel) {
        /** Each game moves about rate/games times a second, so the whole run offers `rate` moves a second. */
        long pauseMicros() {
            return Math.max(0, 1_000_000L * games / rate);
        }
    }

    /** The measured window of a run: its meter's figures, once the games have played it. */
    private record Window(LoadTestGame.Meter meter, long[] latencies, long moves, double elapsed) {
    }

    /** With several nodes, each game's red player uses one node and blue the next, so moves cross the relay. */
    private static void runAgainst(List<String> urls, Run run, PrintStream out) throws InterruptedException {
        out.printf(Locale.ROOT, "setting up %d %s games (%d sockets) on %s ...%n", run.games(), run.game(), 2 * run.games(),
                String.join(", ", urls));
        Window window = play(run, out, (http, pacing, meter, i) -> LoadTestGame.open(http, urls.get(i % urls.size()),
                urls.get((i + 1) % urls.size()), run.game(), pacing, run.pauseMicros(), meter, i));
        LoadTestGame.Meter meter = window.meter();
        long moves = window.moves();
        out.printf(Locale.ROOT, "games %d, sockets %d, seconds %.1f%n", run.games(), 2 * run.games(), window.elapsed());
        out.printf(Locale.ROOT, "moves %d, %.0f moves/s (target %d), errors %d (set-up and warm-up: %d)%n", moves,
                moves / window.elapsed(), run.rate(), meter.errors(), meter.errorsBeforeCounting());
        printTimes("move sent -> opponent received", window.latencies(), out);
        out.printf(Locale.ROOT, "bytes per move: server sent %.0f, clients sent %.0f (UTF-8 text of every WebSocket "
                + "message on both players' sockets, without frame headers)%n", perMove(meter.bytesFromServer(), moves),
                perMove(meter.bytesToServer(), moves));
    }

    /** @param threads the server's thinking threads, -1 where they are another server's and unknown */
    private static void runAgainstComputer(String url, Run run, int threads, PrintStream out) throws InterruptedException {
        out.printf(Locale.ROOT, "setting up %d %s games against the computer at level %d (%s) on %s ...%n", run.games(),
                run.game(), run.computerLevel(), threads < 0 ? "the server's thinking threads" : threads + " thinking threads",
                url);
        Window window = play(run, out, (http, pacing, meter, i) -> LoadTestGame.againstComputer(http, url, run.game(),
                run.computerLevel(), pacing, run.pauseMicros(), meter, i));
        out.printf(Locale.ROOT, "games %d, sockets %d, seconds %.1f%n", run.games(), run.games(), window.elapsed());
        out.printf(Locale.ROOT, "computer moves %d, %.2f computer moves/s, errors %d (set-up and warm-up: %d)%n",
                window.moves(), window.moves() / window.elapsed(), window.meter().errors(),
                window.meter().errorsBeforeCounting());
        printTimes("person's move sent -> computer's answer received", window.latencies(), out);
    }

    /** Opens game number i of a run. */
    @FunctionalInterface
    private interface Opener {
        LoadTestGame open(HttpClient http, ScheduledExecutorService pacing, LoadTestGame.Meter meter, int i);
    }

    private static Window play(Run run, PrintStream out, Opener opener) throws InterruptedException {
        HttpClient http = HttpClient.newBuilder().executor(Executors.newVirtualThreadPerTaskExecutor()).build();
        ScheduledExecutorService pacing = Executors.newScheduledThreadPool(2);
        LoadTestGame.Meter meter = new LoadTestGame.Meter();
        List<LoadTestGame> running = new ArrayList<>();
        // Each game starts playing as soon as it is set up: a socket silent while thousands of
        // others open would reach the server's idle timeout.
        for (int i = 0; i < run.games(); i++) {
            LoadTestGame opened = opener.open(http, pacing, meter, i);
            opened.begin();
            running.add(opened);
        }
        // Every game first waits about one pause before its first move: measure the steady state.
        long warmUpMillis = Math.max(2_000, 2 * run.pauseMicros() / 1_000);
        out.printf(Locale.ROOT, "warming up for %.1f s ...%n", warmUpMillis / 1e3);
        Thread.sleep(warmUpMillis);
        long start = System.nanoTime();
        meter.reset();
        Thread.sleep(run.seconds() * 1000L);
        long[] latencies = meter.latencies();
        long moves = meter.moves();
        double elapsed = (System.nanoTime() - start) / 1e9;
        running.forEach(LoadTestGame::close);
        pacing.shutdownNow();
        Arrays.sort(latencies);
        return new Window(meter, latencies, moves, elapsed);
    }

    private static void printTimes(String what, long[] sorted, PrintStream out) {
        out.printf(Locale.ROOT, "%s: p50 %.1f ms, p99 %.1f ms, max %.1f ms (%d samples)%n", what,
                percentile(sorted, 0.50), percentile(sorted, 0.99), percentile(sorted, 1.0), sorted.length);
    }

    private static double perMove(long bytes, long moves) {
        return moves == 0 ? Double.NaN : (double) bytes / moves;
    }

    private static double percentile(long[] sortedNanos, double p) {
        if (sortedNanos.length == 0) {
            return Double.NaN;
        }
        int index = (int) Math.min(sortedNanos.length - 1, Math.ceil(p * sortedNanos.length) - 1);
        return sortedNanos[Math.max(0, index)] / 1e6;
    }
}
