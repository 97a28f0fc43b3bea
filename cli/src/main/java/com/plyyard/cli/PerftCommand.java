package com.plyyard.cli;

import com.plyyard.engine.Move;
import com.plyyard.engine.Position;
import java.io.PrintStream;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

/** {@code plyyard perft}: leaf nodes of the move tree, where a move is a distinct (start, end) pair. */
@Command(name = "perft",
        header = "The number of leaf nodes of the move tree at a depth.",
        description = "A move is a distinct (start, end) pair and a pass counts as one move; a finished game has no"
                + " moves.",
        footer = {"", "Example:", "  plyyard perft chinese-checkers 4          prints 115600"})
final class PerftCommand implements Runnable {
    static final int MAX_DEPTH = 12;

    @ParentCommand
    private Main plyyard;

    @Mixin
    private GameSetup.Words words;

    @Parameters(index = "1", paramLabel = "<depth>", description = "plies to count, from 1 to " + MAX_DEPTH)
    private int depth;

    @Option(names = "--divide", description = "first each root move with its count (c1-e5: 364), then a blank line and"
            + " the total")
    private boolean divide;

    @Override
    public void run() {
        GameSetup setup = words.setup();
        WholeNumber.within(depth, "the depth", 1, MAX_DEPTH);
        Position position = setup.position();
        PrintStream out = plyyard.out();
        if (!divide) {
            out.println(setup.game().perft(position, depth));
            return;
        }
        long total = 0;
        for (Move move : position.legalMoves()) {
            long nodes = setup.game().perft(position.play(move), depth - 1);
            total += nodes;
            out.println(move.startEnd() + ": " + nodes);
        }
        out.println();
        out.println(total);
    }
}
