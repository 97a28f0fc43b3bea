package com.plyyard.cli;

import com.plyyard.ai.SearchEngine;
import com.plyyard.ai.SearchResult;
import com.plyyard.ai.search.SearchLimits;
import com.plyyard.engine.Games;
import com.plyyard.engine.chinesecheckers.ChineseCheckers;
import com.plyyard.engine.halma.Halma;
import com.plyyard.engine.jungle.Jungle;
import java.io.PrintStream;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

/**
 * {@code plyyard bench}: speed on fixed work, on the calling thread. Perft counts leaf nodes
 * with bulk counting at the last ply; playouts count turns (one player's move or pass). The
 * total node and turn counts are signatures: they change only when the rules change. The search
 * bench runs the computer's search to a fixed depth on the same positions; its total node count
 * is a signature of the search and evaluation (and the rules they run on).
 */
@Command(name = "bench",
        header = "Speed on fixed positions: perft, random playouts or the computer's search.",
        description = "Times work on the fixed positions of bench-positions.txt, on one thread: perft leaf nodes per"
                + " second by default. The total counts printed are signatures that change only when the rules (or"
                + " the search) change; results are in docs/benchmarks.md.",
        footer = {"", "Example:", "  plyyard bench jungle --search"})
final class BenchCommand implements Runnable {
    /** Timed repetitions run until at least this long has passed, after one warm-up run. */
    private static final long MIN_NANOS = 1_000_000_000L;
    static final int PLAYOUT_TURN_CAP = 2_500;
    private static final long PLAYOUT_SEED = 20261130L;

    @ParentCommand
    private Main plyyard;

    @Parameters(arity = "0..1", paramLabel = "<game>", completionCandidates = GameIds.class,
            description = "only this game's positions (default: every game)")
    private String game;

    @ArgGroup(exclusive = true)
    private Work work = new Work();

    /** What to time instead of perft: one at most. */
    static final class Work {
        @Option(names = "--playouts", description = "random-playout turns per second from the start positions")
        private boolean playouts;

        @Option(names = "--search", description = "the computer's search to a fixed depth, nodes per second")
        private boolean search;
    }

    @Override
    public void run() {
        String only = game == null ? null : Games.byId(game).id();
        List<BenchPosition> positions = BenchPosition.load().stream()
                .filter(p -> only == null || p.game().id().equals(only))
                .toList();
        PrintStream out = plyyard.out();
        if (work.playouts) {
            playouts(positions, out);
        } else if (work.search) {
            search(positions, out);
        } else {
            perft(positions, out);
        }
    }

    private static void perft(List<BenchPosition> positions, PrintStream out) {
        out.printf("%-44s %5s %14s %10s %14s%n", "perft position", "depth", "leaf nodes", "ms", "nodes/s");
        long signature = 0;
        long allNodes = 0;
        long allNanos = 0;
        for (BenchPosition bench : positions) {
            long nodes = bench.game().perft(bench.position(), bench.depth());
            long counted = 0;
            long start = System.nanoTime();
            long elapsed;
            do {
                counted += bench.game().perft(bench.position(), bench.depth());
                elapsed = System.nanoTime() - start;
            } while (elapsed < MIN_NANOS);
            signature += nodes;
            allNodes += counted;
            allNanos += elapsed;
            out.printf(Locale.ROOT, "%-44s %5d %14d %10.1f %14.0f%n", bench.label(), bench.depth(), nodes,
                    elapsed / 1e6 * nodes / counted, counted * 1e9 / elapsed);
        }
        out.printf(Locale.ROOT, "total leaf nodes %d (signature), %.0f nodes/s overall%n", signature,
                allNodes * 1e9 / Math.max(1, allNanos));
    }

    private static void playouts(List<BenchPosition> positions, PrintStream out) {
        out.printf("%-44s %8s %12s %10s %14s%n", "random playouts from", "games", "turns", "ms", "turns/s");
        long signature = 0;
        for (BenchPosition bench : positions) {
            if (!bench.isStart()) {
                continue;
            }
            SplittableRandom random = new SplittableRandom(PLAYOUT_SEED);
            long turns = 0;
            int games = 0;
            long start = System.nanoTime();
            long elapsed;
            do {
                turns += bench.game().randomPlayout(bench.position(), random, PLAYOUT_TURN_CAP);
                games++;
                elapsed = System.nanoTime() - start;
            } while (elapsed < 2 * MIN_NANOS);
            out.printf(Locale.ROOT, "%-44s %8d %12d %10.1f %14.0f%n", bench.label(), games, turns, elapsed / 1e6,
                    turns * 1e9 / elapsed);
            SplittableRandom replay = new SplittableRandom(PLAYOUT_SEED);
            for (int i = 0; i < 100; i++) {
                signature += bench.game().randomPlayout(bench.position(), replay, PLAYOUT_TURN_CAP);
            }
        }
        out.printf("turns in the first 100 games of each (signature): %d%n", signature);
    }

    /**
     * One search to a fixed depth per position, after one untimed warm-up search of the same
     * position (the count is the same: a search limited by depth alone replays exactly).
     */
    private static void search(List<BenchPosition> positions, PrintStream out) {
        out.printf("%-44s %5s %14s %10s %14s  %s%n", "search position", "depth", "nodes", "ms", "nodes/s", "move");
        long signature = 0;
        long allNanos = 0;
        for (BenchPosition bench : positions) {
            SearchLimits limits = SearchLimits.depth(searchDepth(bench));
            SearchEngine.search(bench.position(), limits);
            long start = System.nanoTime();
            SearchResult result = SearchEngine.search(bench.position(), limits);
            long elapsed = System.nanoTime() - start;
            signature += result.nodes();
            allNanos += elapsed;
            out.printf(Locale.ROOT, "%-44s %5d %14d %10.1f %14.0f  %s%n", bench.label(), limits.maxDepth(),
                    result.nodes(), elapsed / 1e6, result.nodes() * 1e9 / elapsed, result.move());
        }
        out.printf(Locale.ROOT, "total search nodes %d (signature), %.0f nodes/s overall%n", signature,
                signature * 1e9 / Math.max(1, allNanos));
    }

    /**
     * Depths that take a few tenths of a second on the start positions: plies for two players,
     * own moves and rounds of replies for BRS+ (3 players), own moves for the lookahead (6).
     */
    private static int searchDepth(BenchPosition bench) {
        return switch (bench.game()) {
            case ChineseCheckers game -> bench.settings().players() == 2 ? 8 : 5;
            case Halma game -> 6;
            case Jungle game -> 12;
        };
    }
}
