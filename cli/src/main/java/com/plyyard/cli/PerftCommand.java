package com.plyyard.cli;

import com.plyyard.engine.Move;
import com.plyyard.engine.Position;
import java.io.PrintStream;
import java.util.List;
import java.util.Set;

/** {@code plyyard perft}: leaf nodes of the move tree, where a move is a distinct (start, end) pair. */
final class PerftCommand {
    static final int MAX_DEPTH = 12;

    private PerftCommand() {
    }

    static void run(List<String> words, PrintStream out) {
        Arguments arguments = new Arguments(words, GameSetup.FLAGS, GameSetup.REPEATABLE, Set.of("divide"));
        if (arguments.operands().size() != 2) {
            throw new UsageException("perft takes a game and a depth, e.g. plyyard perft chinese-checkers 4");
        }
        GameSetup setup = GameSetup.from(arguments.operands().get(0), arguments);
        int depth = Arguments.number(arguments.operands().get(1), "the depth", 1, MAX_DEPTH);
        Position position = setup.position();
        if (!arguments.has("divide")) {
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
