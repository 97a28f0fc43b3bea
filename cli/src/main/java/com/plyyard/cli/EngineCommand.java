package com.plyyard.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import picocli.CommandLine.Command;
import picocli.CommandLine.ParentCommand;

/**
 * {@code plyyard engine}: the computer player behind a line protocol on standard input and
 * output, in the spirit of UCI, so that other programs (a GUI, a tournament runner, a test) can
 * drive it. The protocol is {@code docs/engine-protocol.md}; {@link EngineSession} keeps the
 * state and answers each line. The loop ends on {@code quit} or at the end of the input, after
 * the running search (if any) has answered.
 */
@Command(name = "engine",
        header = "The computer player behind a line protocol on standard input and output.",
        description = "Reads commands from standard input until quit or its end and answers on standard output:"
                + " plyyard, isready, game, level, position, go, stop, show, quit (docs/engine-protocol.md).",
        footer = {"", "Example:", "  printf 'game jungle\\nposition start\\ngo nodes 20000\\n' | plyyard engine"})
final class EngineCommand implements Runnable {
    @ParentCommand
    private Main plyyard;

    @Override
    public void run() {
        converse(plyyard.in(), plyyard.out());
    }

    /** Answers every line of the input until {@code quit} or its end. */
    static void converse(InputStream in, PrintStream out) {
        try (EngineSession session = new EngineSession(out);
                BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            String line;
            while ((line = reader.readLine()) != null) {
                if (!session.handle(line)) {
                    return;
                }
            }
            session.awaitSearch();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
