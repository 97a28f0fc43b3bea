package com.plyyard.cli;

import com.plyyard.engine.Move;
import java.io.PrintStream;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;

/** {@code plyyard moves}: the legal moves of a position, sorted, one a line. */
@Command(name = "moves",
        header = "The legal moves of a position, one a line.",
        description = "Prints one start-end a line, sorted as text; two chains with the same start and end are one"
                + " move. A player who must pass gets 'pass'.",
        footer = {"", "Example:", "  plyyard moves chinese-checkers --position \"1/2/3/4/13/12/11/10/RB1R5/10/11/12/13/4/3/2/1 r 1\" --paths"})
final class MovesCommand implements Runnable {
    @ParentCommand
    private Main plyyard;

    @Mixin
    private GameSetup.Words words;

    @Option(names = "--paths", description = "one shortest path a line, such as i1-i3-i5, instead of start-end")
    private boolean paths;

    @Override
    public void run() {
        PrintStream out = plyyard.out();
        for (Move move : words.setup().position().legalMoves()) {
            out.println(paths ? move.toString() : move.startEnd());
        }
    }
}
