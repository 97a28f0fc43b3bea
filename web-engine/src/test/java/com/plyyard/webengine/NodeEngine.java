package com.plyyard.webengine;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;

/**
 * The browser build run by Node.js: {@code src/test/node/answer-requests.mjs} loads the
 * WebAssembly that the build put in {@code target/classes/web/engine} through the page's own
 * {@code engine.js}, and answers every call in one process.
 */
final class NodeEngine {
    private static final Path BUILD = Path.of("target/classes/web/engine");
    private static final Path DRIVER = Path.of("src/test/node/answer-requests.mjs");
    private static final Path BENCH = Path.of("src/test/node/bench.mjs");
    /** Finds (or fetches once) a Node.js new enough for WebAssembly GC. */
    private static final Path NODE_FINDER = Path.of("../scripts/wasm-node.sh");

    private NodeEngine() {
    }

    /** The answers to {@code calls}, in order, each as {@link EngineCall#answerOnJvm} writes one. */
    static List<String> answer(List<EngineCall> calls) throws IOException, InterruptedException {
        Process node = start(DRIVER);
        try (var requests = node.getOutputStream()) {
            for (int i = 0; i < calls.size(); i++) {
                requests.write((calls.get(i).requestJson(i) + "\n").getBytes(StandardCharsets.UTF_8));
            }
        }
        List<String> answers = read(node.getInputStream());
        if (!node.waitFor(5, TimeUnit.MINUTES) || node.exitValue() != 0) {
            node.destroyForcibly();
            throw new IllegalStateException("node failed (exit " + node.exitValue() + ") after "
                    + answers.size() + " of " + calls.size() + " answers");
        }
        return answers;
    }

    /** The lines {@code bench.mjs} prints: each call of {@code bench-calls.txt} with its answer and times. */
    static List<String> bench() throws IOException, InterruptedException {
        Process node = start(BENCH);
        node.getOutputStream().close();
        List<String> lines = read(node.getInputStream());
        if (!node.waitFor(10, TimeUnit.MINUTES) || node.exitValue() != 0) {
            node.destroyForcibly();
            throw new IllegalStateException("bench.mjs failed after " + lines.size() + " lines");
        }
        return lines;
    }

    private static Process start(Path script) throws IOException, InterruptedException {
        if (!Files.exists(BUILD.resolve("plyyard-engine.wasm"))) {
            throw new IllegalStateException("no browser build in " + BUILD.toAbsolutePath()
                    + ": run the web-engine module's package phase (TeaVM compiles at process-classes)");
        }
        return new ProcessBuilder(node(), script.toString(), BUILD.toAbsolutePath() + "/")
                .redirectError(ProcessBuilder.Redirect.INHERIT).start();
    }

    private static String node() throws IOException, InterruptedException {
        Process finder = new ProcessBuilder("bash", NODE_FINDER.toString())
                .redirectError(ProcessBuilder.Redirect.INHERIT).start();
        String path = read(finder.getInputStream()).stream().collect(Collectors.joining()).strip();
        if (finder.waitFor() != 0 || path.isEmpty()) {
            throw new IllegalStateException(NODE_FINDER + " found no Node.js 24 or newer and could not fetch one");
        }
        return path;
    }

    private static List<String> read(InputStream stream) throws IOException {
        return new String(stream.readAllBytes(), StandardCharsets.UTF_8).lines().toList();
    }
}
