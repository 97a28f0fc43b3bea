package com.plyyard.cli;

import com.plyyard.ai.Level;
import com.plyyard.ai.SearchEngine;
import com.plyyard.ai.SearchResult;
import com.plyyard.ai.search.SearchLimits;
import java.io.PrintStream;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicBoolean;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;

/**
 * {@code plyyard bestmove}: the computer's move in a position, with its whole path and its
 * evaluation. The level sets the budget and noise; {@code --time} or {@code --nodes} replace its
 * budget (a node budget alone makes the answer repeatable).
 */
@Command(name = "bestmove",
        header = "The computer's move in a position, with its whole path and its evaluation.",
        description = "The level sets the budget and the noise; --time or --nodes replace its budget (a node budget"
                + " alone makes the answer repeatable).",
        footer = {"", "Example:", "  plyyard bestmove jungle --level 8 --nodes 200000"})
final class BestMoveCommand implements Runnable {
    @ParentCommand
    private Main plyyard;

    @Mixin
    private GameSetup.Words words;

    @Option(names = "--level", paramLabel = "1-8", defaultValue = "8",
            description = "the computer's level (default: ${DEFAULT-VALUE})")
    private int level;

    @Option(names = "--time", paramLabel = "MS",
            description = "think this long instead of the level's budget (with --nodes: whichever ends first)")
    private Integer millis;

    @Option(names = "--nodes", paramLabel = "N",
            description = "search this many nodes instead of the level's budget: the answer is then repeatable")
    private Integer nodes;

    @Option(names = "--seed", paramLabel = "N", defaultValue = "0",
            description = "the seed of the level's noise (default: ${DEFAULT-VALUE})")
    private int seed;

    @Option(names = "--verbose", description = "print each depth of the search as it ends")
    private boolean verbose;

    @Override
    public void run() {
        GameSetup setup = words.setup();
        if (setup.position().status().isOver()) {
            throw new UsageException("the game is over in this position: there is no move to find");
        }
        Level chosen = Level.of(setup.game(), setup.position().settings(), WholeNumber.within(level, "--level", 1, 8));
        SearchLimits limits = limits(chosen, WholeNumber.within(seed, "--seed", 0, Integer.MAX_VALUE));
        PrintStream out = plyyard.out();
        SearchResult result = SearchEngine.search(setup.position(), List.of(), limits, new AtomicBoolean(), depth -> {
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
    private SearchLimits limits(Level chosen, long seedValue) {
        if (millis == null && nodes == null) {
            return chosen.limits(seedValue);
        }
        long timeBudget = millis == null ? 0 : WholeNumber.within(millis, "--time", 1, 3_600_000);
        long nodeBudget = nodes == null ? SearchLimits.UNLIMITED_NODES : WholeNumber.within(nodes, "--nodes", 1,
                Integer.MAX_VALUE);
        return new SearchLimits(nodeBudget, timeBudget, chosen.noise(), seedValue, chosen.maxDepth());
    }
}
