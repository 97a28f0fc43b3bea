package com.plyyard.server.drill;

import com.plyyard.server.ServerClient;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A server node run by {@link NodeMain} in a JVM of its own, which a drill can kill with SIGKILL
 * or stop with SIGTERM.
 */
final class NodeProcess extends ServerClient implements AutoCloseable {
    private static final HttpClient METRICS_CLIENT = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build();
    private final int port;
    private final List<String> jvmOptions;
    private final List<String> storeAndRelay;
    private final Path log;
    private Process process;

    /** @param storeAndRelay a data folder or JDBC URL, then optionally a Redis URL */
    NodeProcess(Path log, String... storeAndRelay) {
        this(log, List.of(), storeAndRelay);
    }

    /** @param jvmOptions more options for the node's JVM, after the usual ones (a later {@code -Xmx} wins) */
    NodeProcess(Path log, List<String> jvmOptions, String... storeAndRelay) {
        this.port = freePort();
        this.jvmOptions = List.copyOf(jvmOptions);
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
                "-Dplyyard.http.rate=0", "-Dplyyard.game.rate=0"));
        command.addAll(jvmOptions);
        command.addAll(List.of("-cp", System.getProperty("java.class.path"), NodeMain.class.getName(),
                String.valueOf(port)));
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

    /**
     * SIGTERM, as a service manager stops a server: the node's shutdown hook closes it, as
     * {@code plyyard serve}'s does.
     *
     * @return whether the process ended within {@code millis}
     */
    boolean terminate(long millis) {
        process.destroy();
        try {
            return process.waitFor(millis, TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    /**
     * A gauge or counter of the node's {@code /metrics}, such as {@code plyyard_games_open} (labels
     * ignored, values of the same name summed), as {@link #metric} but NaN when the node gave no
     * answer within two seconds: a drill goes on measuring a node that may be drowning.
     */
    double metricIfAnswering(String name) {
        HttpRequest request = HttpRequest.newBuilder(URI.create(base() + "/metrics")).timeout(Duration.ofSeconds(2))
                .GET().build();
        try {
            String text = METRICS_CLIENT.send(request, HttpResponse.BodyHandlers.ofString()).body();
            Pattern line = Pattern.compile("^" + Pattern.quote(name) + "(?:\\{[^}]*})? (\\S+)$", Pattern.MULTILINE);
            Matcher m = line.matcher(text);
            double sum = 0;
            boolean found = false;
            while (m.find()) {
                sum += Double.parseDouble(m.group(1));
                found = true;
            }
            if (!found) {
                throw new IllegalStateException(name + " is not on /metrics");
            }
            return sum;
        } catch (IOException e) {
            return Double.NaN;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Double.NaN;
        }
    }

    /** The operating system's id of the node's process now (for {@code jcmd}). */
    long pid() {
        return process.pid();
    }

    int port() {
        return port;
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
