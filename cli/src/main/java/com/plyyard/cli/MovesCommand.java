package com.plyyard.cli;

import com.plyyard.engine.Move;
import java.io.PrintStream;
import java.util.List;
import java.util.Set;

/** {@code plyyard moves}: the legal moves of a position, sorted, one a line. */
final class MovesCommand {
    private MovesCommand() {
    }

    static void run(List<String> words, PrintStream out) {
        Arguments arguments = new Arguments(words, GameSetup.FLAGS, GameSetup.REPEATABLE, Set.of("paths"));
        if (arguments.operands().size() != 1) {
            throw new UsageException("moves takes one game, e.g. plyyard moves chinese-checkers");
        }
        GameSetup setup = GameSetup.from(arguments.operands().get(0), arguments);
        boolean paths = arguments.has("paths");
        for (Move move : setup.position().legalMoves()) {
            out.println(paths ? move.toString() : move.startEnd());
        }
    }
}
