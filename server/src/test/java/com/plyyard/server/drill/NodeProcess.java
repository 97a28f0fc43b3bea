package com.plyyard.server.drill;

import com.plyyard.server.ServerClient;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

/** A server node run by {@link NodeMain} in a JVM of its own, which a drill can kill with SIGKILL. */
final class NodeProcess extends ServerClient implements AutoCloseable {
    private final int port;
    private final List<String> storeAndRelay;
    private final Path log;
    private Process process;

    /** @param storeAndRelay a data folder or JDBC URL, then optionally a Redis URL */
    NodeProcess(Path log, String... storeAndRelay) {
        this.port = freePort();
        this.storeAndRelay = List.of(storeAndRelay);
        this.log = log;
        start();
    }

    private static int freePort() {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Starts the node (again, on the same port and store) and waits until it listens. */
    void start() {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "--enable-native-access=ALL-UNNAMED", "-Xmx512m",
                // the drills play far faster than people: rate limits off (they have tests of their own)
                "-Dplyyard.http.rate=0", "-Dplyyard.game.rate=0", "-cp", System.getProperty("java.class.path"),
                NodeMain.class.getName(), String.valueOf(port)));
        command.addAll(storeAndRelay);
        try {
            process = new ProcessBuilder(command).redirectErrorStream(true).start();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        BufferedReader out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
        CompletableFuture<Boolean> ready = new CompletableFuture<>();
        Thread.ofVirtual().start(() -> {
            try (var writer = java.nio.file.Files.newBufferedWriter(log, StandardCharsets.UTF_8,
                    java.nio.file.StandardOpenOption.CREATE, java.nio.file.StandardOpenOption.APPEND)) {
                String line;
                while ((line = out.readLine()) != null) {
                    writer.write(line);
                    writer.newLine();
                    writer.flush();
                    if (line.startsWith("ready ")) {
                        ready.complete(true);
                    }
                }
            } catch (IOException ignored) {
                // the process was killed
            }
            ready.complete(false);
        });
        try {
            if (!ready.get(60, TimeUnit.SECONDS)) {
                throw new IllegalStateException("the node did not start; see " + log);
            }
        } catch (Exception e) {
            process.destroyForcibly();
            throw new IllegalStateException("the node did not start within 60 s; see " + log, e);
        }
    }

    /** SIGKILL: no shutdown hook, no closing of the database, no goodbye to the clients. */
    void kill() {
        process.destroyForcibly();
        try {
            process.waitFor(30, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    @Override
    public String base() {
        return "http://127.0.0.1:" + port;
    }

    @Override
    public void close() {
        kill();
    }
}
