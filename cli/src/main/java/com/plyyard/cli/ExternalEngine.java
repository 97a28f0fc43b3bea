package com.plyyard.cli;

import com.plyyard.engine.Move;
import com.plyyard.engine.Position;
import com.plyyard.engine.Settings;
import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * A program that speaks the engine protocol of {@code docs/engine-protocol.md} (another build of
 * Ply Yard, for one), seated in {@code plyyard match}: started once for the whole match, told the
 * game once, then for every move the game so far and {@code go movetime MS}. It is sent the
 * opening position and every move since, not the current position alone, so that it knows the
 * game's history as an in-process player does.
 */
final class ExternalEngine implements AutoCloseable {
    private static final long QUIT_SECONDS = 5;
    /** How long a program may take to start and introduce itself: a JVM's start, with room for a loaded machine. */
    private static final long START_MILLIS = 30_000;
    /** How far past its move time an engine may answer before the match gives up on it. */
    private static final long LATE_MILLIS = 10_000;

    private final String name;
    private final Process process;
    private final BufferedWriter commands;
    /** The program's lines as read; empty when its output has ended. */
    private final BlockingQueue<Optional<String>> answers = new LinkedBlockingQueue<>();

    private ExternalEngine(String name, Process process) {
        this.name = name;
        this.process = process;
        this.commands = new BufferedWriter(new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8));
        Thread.ofVirtual().name("engine " + name).start(this::readAnswers);
    }

    /** A reader of its own, so that a program which stops answering cannot hold the match forever. */
    private void readAnswers() {
        try (BufferedReader lines = new BufferedReader(new InputStreamReader(process.getInputStream(),
                StandardCharsets.UTF_8))) {
            for (String line = lines.readLine(); line != null; line = lines.readLine()) {
                answers.add(Optional.of(line));
            }
        } catch (IOException ended) {
            // the program's output closed under the reader: the same as its end
        } finally {
            answers.add(Optional.empty());
        }
    }

    /**
     * Starts {@code command} (words split at spaces, no shell) and sets its game.
     *
     * @throws UsageException when the program cannot be started or does not introduce itself
     */
    static ExternalEngine start(String name, String command, String gameId, Settings settings) {
        List<String> words = List.of(command.trim().split("\\s+"));
        Process process;
        try {
            process = new ProcessBuilder(words).redirectError(ProcessBuilder.Redirect.INHERIT).start();
        } catch (IOException e) {
            throw new UsageException("engine " + name + ": cannot start '" + command + "': " + e.getMessage());
        }
        ExternalEngine engine = new ExternalEngine(name, process);
        try {
            engine.send("plyyard");
            engine.awaitLine("plyyardok", START_MILLIS);
            List<String> game = new ArrayList<>(List.of("game", gameId, "players", String.valueOf(settings.players())));
            settings.options().forEach(option -> game.addAll(List.of("option", option)));
            engine.send(String.join(" ", game));
            engine.send("isready");
            engine.awaitLine("readyok", START_MILLIS);
        } catch (RuntimeException e) {
            engine.close();
            throw e;
        }
        return engine;
    }

    String name() {
        return name;
    }

    /**
     * The engine's move in {@code position}, reached by {@code played} from {@code opening}.
     *
     * @throws UsageException when the engine refuses the position, stops answering or answers an illegal move
     */
    Move choose(Position opening, List<Move> played, Position position, int millis) {
        StringBuilder line = new StringBuilder("position ").append(opening.notation());
        if (!played.isEmpty()) {
            line.append(" moves");
            played.forEach(move -> line.append(' ').append(move));
        }
        send(line.toString());
        send("go movetime " + millis);
        String best = awaitLine("bestmove ", millis + LATE_MILLIS).substring("bestmove ".length()).trim();
        try {
            return position.parseMove(best);
        } catch (IllegalArgumentException e) {
            throw new UsageException("engine " + name + " played '" + best + "' in " + position.notation() + ": "
                    + e.getMessage());
        }
    }

    private void send(String line) {
        try {
            commands.write(line);
            commands.newLine();
            commands.flush();
        } catch (IOException e) {
            throw new UsageException("engine " + name + " stopped reading its commands: " + e.getMessage());
        }
    }

    /** Reads up to the line starting with {@code start}, skipping the others ({@code info}, {@code id} …). */
    private String awaitLine(String start, long mostMillis) {
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(mostMillis);
        try {
            while (true) {
                Optional<String> answer = answers.poll(deadline - System.nanoTime(), TimeUnit.NANOSECONDS);
                if (answer == null) {
                    throw new UsageException("engine " + name + " did not answer '" + start.trim() + "' within "
                            + mostMillis + " ms");
                }
                if (answer.isEmpty()) {
                    throw new UsageException("engine " + name + " ended before answering '" + start.trim() + "'");
                }
                String line = answer.get();
                if (line.startsWith(start)) {
                    return line;
                }
                if (line.startsWith("error")) {
                    throw new UsageException("engine " + name + " answered: " + line);
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new UsageException("interrupted while waiting for engine " + name);
        }
    }

    /** Asks the engine to quit and, if it has not within a few seconds, ends it. */
    @Override
    public void close() {
        try {
            send("quit");
        } catch (UsageException alreadyGone) {
            // nothing to tell a program that has stopped reading
        }
        try {
            if (!process.waitFor(QUIT_SECONDS, TimeUnit.SECONDS)) {
                process.destroyForcibly();
            }
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
        }
    }
}
