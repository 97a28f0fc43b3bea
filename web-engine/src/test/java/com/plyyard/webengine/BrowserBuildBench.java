package com.plyyard.webengine;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Speed of the browser build beside the JVM's on the same calls ({@code src/test/node/bench-calls.txt}):
 * each call is run once to warm up and then {@value #RUNS} times on this JVM, then likewise in
 * Node.js by {@code bench.mjs}; both must give the same answer. Prints, per call, the work done
 * (perft leaves or search nodes), the rate of the fastest and the median run on each side, and
 * Node.js's median as a share of the JVM's. A measurement, not a suite test (surefire runs only
 * {@code *Test} classes): {@code mvn -B -o -q -pl web-engine -am test-compile
 * surefire:test@default-test -Dtest=BrowserBuildBench -Dsurefire.failIfNoSpecifiedTests=false
 * -Djacoco.skip=true}. Figures: docs/benchmarks.md, "The browser build beside the JVM".
 */
class BrowserBuildBench {
    private static final int RUNS = 5;
    static final Path CALLS = Path.of("src/test/node/bench-calls.txt");

    @Test
    void printsTheJvmsAndNodesRatesOnTheSameCalls() throws IOException, InterruptedException {
        List<String> lines = Files.readAllLines(CALLS).stream()
                .filter(line -> !line.isBlank() && !line.startsWith("#")).map(String::strip).toList();
        List<double[]> jvm = new ArrayList<>();
        List<String> jvmAnswers = new ArrayList<>();
        for (String line : lines) {
            EngineCall call = call(line);
            jvmAnswers.add(call.answerOnJvm());
            double[] millis = new double[RUNS];
            for (int run = 0; run < RUNS; run++) {
                long started = System.nanoTime();
                call.answerOnJvm();
                millis[run] = (System.nanoTime() - started) / 1e6;
            }
            Arrays.sort(millis);
            jvm.add(millis);
        }
        List<String> node = NodeEngine.bench();
        assertThat(node).hasSize(lines.size());
        System.out.printf("%-42s %14s %22s %22s %7s%n", "call", "work", "JVM best / median", "Node.js best / median",
                "Node/JVM");
        for (int i = 0; i < lines.size(); i++) {
            String[] fields = node.get(i).split("\t");
            assertThat(fields[0]).isEqualTo(lines.get(i));
            assertThat(fields[1]).as("Node.js's answer to %s", lines.get(i)).isEqualTo(jvmAnswers.get(i));
            double work = work(jvmAnswers.get(i));
            double jvmBest = work / jvm.get(i)[0] / 1000;
            double jvmMedian = work / jvm.get(i)[RUNS / 2] / 1000;
            double nodeBest = work / Double.parseDouble(fields[2]) / 1000;
            double nodeMedian = work / Double.parseDouble(fields[3]) / 1000;
            System.out.printf("%-42s %14.0f %10.2f / %-9.2f %10.2f / %-9.2f %6.0f%%%n", lines.get(i), work, jvmBest,
                    jvmMedian, nodeBest, nodeMedian, 100 * nodeMedian / jvmMedian);
        }
        System.out.println("rates in millions of leaves (perft) or nodes (bestMove) a second");
    }

    /** A line of bench-calls.txt as the export's call from the start position without options. */
    static EngineCall call(String line) {
        String[] words = line.split("\\s+");
        List<Object> args = new ArrayList<>(List.of(words[1], Integer.parseInt(words[2]), "", ""));
        for (int i = 3; i < words.length; i++) {
            args.add(Integer.parseInt(words[i]));
        }
        return new EngineCall(words[0], args);
    }

    /** Perft's leaves, or the nodes a search reports. */
    private static double work(String answer) {
        String result = answer.substring("ok ".length());
        return result.startsWith("{") ? Double.parseDouble(result.replaceAll(".*\"nodes\":(\\d+).*", "$1"))
                : Double.parseDouble(result);
    }
}
