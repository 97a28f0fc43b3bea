package com.plyyard.server.drill;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The heap of a node's JVM as its own garbage collector logs it ({@code -Xlog:gc}): the heap in
 * use after each collection, which is what the program keeps alive plus what the collector did
 * not reach this time, never the short-lived garbage between two collections. Read from the
 * file, so it works while the node is too busy to answer HTTP or an attach.
 */
final class GcLog {
    /** {@code [12.345s][info][gc] GC(12) Pause Young (Normal) (G1 Evacuation Pause) 120M->30M(256M) 5.123ms} */
    private static final Pattern PAUSE = Pattern.compile(
            "^\\[(\\d+(?:\\.\\d+)?)s].*GC\\(\\d+\\) (Pause \\w+).*? (\\d+)([KMG])->(\\d+)([KMG])\\((\\d+)([KMG])\\)");

    /** One collection: when (seconds since the JVM started), which kind, and the heap after it and its size. */
    record Pause(double second, String kind, double afterMegabytes, double heapMegabytes) {
        boolean full() {
            return kind.equals("Pause Full");
        }
    }

    private final Path file;

    private GcLog(Path file) {
        this.file = file;
    }

    /** A log at {@code file} and the JVM option that writes it there. */
    static GcLog at(Path file) {
        return new GcLog(file);
    }

    String jvmOption() {
        return "-Xlog:gc:file=" + file;
    }

    /** Every collection logged so far, oldest first. */
    List<Pause> pauses() {
        List<String> lines;
        try {
            lines = Files.exists(file) ? Files.readAllLines(file) : List.of();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        List<Pause> pauses = new ArrayList<>();
        for (String line : lines) {
            Matcher m = PAUSE.matcher(line);
            if (m.find()) {
                pauses.add(new Pause(Double.parseDouble(m.group(1)), m.group(2), megabytes(m.group(5), m.group(6)),
                        megabytes(m.group(7), m.group(8))));
            }
        }
        return pauses;
    }

    private static double megabytes(String number, String unit) {
        double value = Double.parseDouble(number);
        return switch (unit) {
            case "K" -> value / 1024;
            case "G" -> value * 1024;
            default -> value;
        };
    }

    /**
     * Asks the node for a full collection ({@code jcmd PID GC.run}) and returns the heap in use after
     * it, in MB: what the node holds on to.
     */
    double liveAfterFullCollection(long pid) {
        int before = pauses().size();
        Path jcmd = Path.of(System.getProperty("java.home"), "bin", "jcmd");
        try {
            Process run = new ProcessBuilder(jcmd.toString(), String.valueOf(pid), "GC.run").redirectErrorStream(true)
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
            if (!run.waitFor(60, TimeUnit.SECONDS) || run.exitValue() != 0) {
                run.destroyForcibly();
                throw new IllegalStateException("jcmd " + pid + " GC.run failed");
            }
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
            while (System.nanoTime() < deadline) {
                List<Pause> pauses = pauses();
                for (Pause pause : pauses.subList(Math.min(before, pauses.size()), pauses.size())) {
                    if (pause.full()) {
                        return pause.afterMegabytes();
                    }
                }
                Thread.sleep(100);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        throw new IllegalStateException("no full collection in " + file + " after jcmd " + pid + " GC.run");
    }

    /** The largest heap after a collection in each {@code seconds}-long stretch, as {@code "12s 30 MB"}, for a log line. */
    static String overTime(List<Pause> pauses, int seconds) {
        StringBuilder out = new StringBuilder();
        int bucket = -1;
        double highest = 0;
        for (Pause pause : pauses) {
            int of = (int) (pause.second() / seconds);
            if (of != bucket && bucket >= 0) {
                out.append(String.format(Locale.ROOT, "%ds %.0f MB, ", bucket * seconds, highest));
                highest = 0;
            }
            bucket = of;
            highest = Math.max(highest, pause.afterMegabytes());
        }
        if (bucket >= 0) {
            out.append(String.format(Locale.ROOT, "%ds %.0f MB", bucket * seconds, highest));
        }
        return out.toString();
    }
}
