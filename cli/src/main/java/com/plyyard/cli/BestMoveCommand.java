package com.plyyard.cli;

import com.plyyard.ai.Level;
import com.plyyard.ai.SearchEngine;
import com.plyyard.ai.SearchResult;
import com.plyyard.ai.search.SearchLimits;
import java.io.PrintStream;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * {@code plyyard bestmove}: the computer's move in a position, with its whole path and its
 * evaluation. The level sets the budget and noise; {@code --time} or {@code --nodes} replace its
 * budget (a node budget alone makes the answer repeatable).
 */
final class BestMoveCommand {
    private static final Set<String> FLAGS = flags();

    private BestMoveCommand() {
    }

    private static Set<String> flags() {
        Set<String> flags = new HashSet<>(GameSetup.FLAGS);
        flags.addAll(List.of("level", "time", "nodes", "seed"));
        return Set.copyOf(flags);
    }

    static void run(List<String> words, PrintStream out) {
        Arguments arguments = new Arguments(words, FLAGS, GameSetup.REPEATABLE, Set.of("verbose"));
        if (arguments.operands().size() != 1) {
            throw new UsageException("bestmove takes one game, e.g. plyyard bestmove jungle --level 8");
        }
        GameSetup setup = GameSetup.from(arguments.operands().get(0), arguments);
        if (setup.position().status().isOver()) {
            throw new UsageException("the game is over in this position: there is no move to find");
        }
        int number = arguments.has("level") ? Arguments.number(arguments.value("level"), "--level", 1, 8) : 8;
        Level level = Level.of(setup.game(), setup.position().settings(), number);
        long seed = arguments.has("seed") ? Arguments.number(arguments.value("seed"), "--seed", 0, Integer.MAX_VALUE) : 0;
        SearchLimits limits = limits(arguments, level, seed);
        boolean verbose = arguments.has("verbose");
        SearchResult result = SearchEngine.search(setup.position(), limits, new AtomicBoolean(), depth -> {
            if (verbose) {
                out.printf(Locale.ROOT, "depth %d  %s  %s  nodes %d  %d ms%n", depth.depth(), depth.move(),
                        depth.scoreText(), depth.nodes(), depth.millis());
            }
        });
        out.println("bestmove " + result.move());
        out.println("score " + result.scoreText() + " (for " + setup.position().sideToMove().title().toLowerCase(Locale.ROOT)
                + ", the side to move)");
        out.printf(Locale.ROOT, "depth %d, nodes %d, %d ms, %d nodes/s%n", result.depth(), result.nodes(),
                result.millis(), result.nodesPerSecond());
    }

    /** The level's budget, unless --time or --nodes (or both: whichever ends first) replace it; its noise and depth hold. */
    static SearchLimits limits(Arguments arguments, Level level, long seed) {
        if (!arguments.has("time") && !arguments.has("nodes")) {
            return level.limits(seed);
        }
        long millis = arguments.has("time") ? Arguments.number(arguments.value("time"), "--time", 1, 3_600_000) : 0;
        long nodes = arguments.has("nodes")
                ? Arguments.number(arguments.value("nodes"), "--nodes", 1, Integer.MAX_VALUE)
                : SearchLimits.UNLIMITED_NODES;
        return new SearchLimits(nodes, millis, level.noise(), seed, level.maxDepth());
    }
}
