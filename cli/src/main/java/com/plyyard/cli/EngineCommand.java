package com.plyyard.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * {@code plyyard engine}: the computer player behind a line protocol on standard input and
 * output, in the spirit of UCI, so that other programs (a GUI, a tournament runner, a test) can
 * drive it. The protocol is {@code docs/engine-protocol.md}; {@link EngineSession} keeps the
 * state and answers each line. The loop ends on {@code quit} or at the end of the input, after
 * the running search (if any) has answered.
 */
final class EngineCommand {

    private EngineCommand() {
    }

    static void run(List<String> words, InputStream in, PrintStream out) {
        if (!words.isEmpty()) {
            throw new UsageException("engine takes no arguments: it reads its commands from standard input");
        }
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
