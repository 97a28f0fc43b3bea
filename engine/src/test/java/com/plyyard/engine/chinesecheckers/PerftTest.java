package com.plyyard.engine.chinesecheckers;

import static org.assertj.core.api.Assertions.assertThat;

import com.plyyard.engine.Move;
import com.plyyard.engine.Position;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The perft tables under {@code src/test/resources/perft/}: one file per configuration, named
 * {@code chinese-checkers-<players>[-<option>…].txt}, each line {@code <position> ; <depth> ;
 * <count>} ({@code #} starts a comment line). The engine's fast perft must reproduce every count,
 * and the plain {@link ReferenceMoves} perft independently confirms every count it can reach
 * in reasonable time, so the table does not merely echo the engine.
 */
class PerftTest {
    /**
     * Counts above this many leaves may take the engine more than about two seconds (it counts
     * some 10–70 million leaves a second here): those lines run only under the "slow" tag.
     */
    static final long SLOW_LEAVES = 20_000_000L;
    /** The reference perft (a Position per node) confirms counts up to this in the default suite… */
    static final long REFERENCE_LIMIT = 200_000L;
    /** …and, under the "slow" tag, the deeper ones up to this (a few seconds each). */
    static final long SLOW_REFERENCE_LIMIT = 5_000_000L;

    /** One line of a perft table. */
    record PerftCase(String file, int line, ChineseCheckersSettings settings, String position, int depth,
            long count) {
        @Override
        public String toString() {
            return file + ":" + line + " depth " + depth + " → " + count + " [" + position + "]";
        }

        Position parsed() {
            return ChineseCheckers.GAME.parsePosition(settings, position);
        }
    }

    static List<PerftCase> allCases() {
        Path dir = tableDirectory();
        List<PerftCase> cases = new ArrayList<>();
        try (Stream<Path> files = Files.list(dir)) {
            for (Path file : files.filter(f -> f.getFileName().toString().matches("chinese-checkers-.*\\.txt"))
                    .sorted().toList()) {
                cases.addAll(read(file));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return cases;
    }

    private static Path tableDirectory() {
        URL url = PerftTest.class.getResource("/perft/chinese-checkers-2.txt");
        if (url != null && "file".equals(url.getProtocol())) {
            try {
                return Path.of(url.toURI()).getParent();
            } catch (URISyntaxException e) {
                throw new IllegalStateException(e);
            }
        }
        Path source = Path.of("src/test/resources/perft");
        if (Files.isDirectory(source)) {
            return source;
        }
        throw new IllegalStateException("cannot find the perft tables (resource /perft or " + source.toAbsolutePath() + ")");
    }

    /** Settings from the file name: the player count, then option names, all joined by '-'. */
    static ChineseCheckersSettings settingsOf(String fileName) {
        String rest = fileName.substring("chinese-checkers-".length(), fileName.length() - ".txt".length());
        int dash = rest.indexOf('-');
        int players = Integer.parseInt(dash < 0 ? rest : rest.substring(0, dash));
        rest = dash < 0 ? "" : rest.substring(dash + 1);
        List<String> options = new ArrayList<>();
        while (!rest.isEmpty()) {
            String found = null;
            for (String option : ChineseCheckersSettings.OPTION_NAMES) {
                if (rest.equals(option) || rest.startsWith(option + "-")) {
                    found = option;
                }
            }
            if (found == null) {
                throw new IllegalArgumentException("unknown option in perft file name " + fileName + ": " + rest);
            }
            options.add(found);
            rest = rest.length() == found.length() ? "" : rest.substring(found.length() + 1);
        }
        return ChineseCheckers.GAME.settings(OptionalInt.of(players), options);
    }

    private static List<PerftCase> read(Path file) throws IOException {
        String name = file.getFileName().toString();
        ChineseCheckersSettings settings = settingsOf(name);
        List<String> lines = Files.readAllLines(file);
        List<PerftCase> cases = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            String text = lines.get(i).strip();
            if (text.isEmpty() || text.startsWith("#")) {
                continue;
            }
            String[] parts = text.split(";");
            if (parts.length != 3) {
                throw new IllegalArgumentException(name + ":" + (i + 1) + " is not '<position> ; <depth> ; <count>': " + text);
            }
            cases.add(new PerftCase(name, i + 1, settings, parts[0].strip(), Integer.parseInt(parts[1].strip()),
                    Long.parseLong(parts[2].strip())));
        }
        return cases;
    }

    static Stream<PerftCase> quickCases() {
        return allCases().stream().filter(c -> c.count() <= SLOW_LEAVES);
    }

    static Stream<PerftCase> slowCases() {
        return allCases().stream().filter(c -> c.count() > SLOW_LEAVES);
    }

    static Stream<PerftCase> referenceCases() {
        return allCases().stream().filter(c -> c.count() <= REFERENCE_LIMIT);
    }

    static Stream<PerftCase> slowReferenceCases() {
        return allCases().stream().filter(c -> c.count() > REFERENCE_LIMIT && c.count() <= SLOW_REFERENCE_LIMIT);
    }

    @Test
    void everyConfigurationHasATable() {
        List<String> files = allCases().stream().map(PerftCase::file).distinct().toList();
        assertThat(files).as("perft tables found").containsExactlyInAnyOrder("chinese-checkers-2.txt",
                "chinese-checkers-2-long-jump.txt", "chinese-checkers-3.txt", "chinese-checkers-4.txt",
                "chinese-checkers-6.txt", "chinese-checkers-6-long-jump.txt");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("quickCases")
    void CC3_CC4_CC5_CC6_CC13_CC14_enginePerftMatchesTable(PerftCase perft) {
        assertEnginePerft(perft);
    }

    @Tag("slow")
    @ParameterizedTest(name = "{0}", allowZeroInvocations = true)
    @MethodSource("slowCases")
    void CC3_CC4_CC5_CC6_CC13_CC14_enginePerftMatchesTable_deep(PerftCase perft) {
        assertEnginePerft(perft);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("referenceCases")
    void referencePerftConfirmsTable(PerftCase perft) {
        assertReferencePerft(perft);
    }

    @Tag("slow")
    @ParameterizedTest(name = "{0}", allowZeroInvocations = true)
    @MethodSource("slowReferenceCases")
    void referencePerftConfirmsTable_deep(PerftCase perft) {
        assertReferencePerft(perft);
    }

    private static void assertReferencePerft(PerftCase perft) {
        long counted = ReferenceMoves.perft(perft.parsed(), perft.depth());
        assertThat(counted).as(() -> "reference perft of " + perft + "; reference per first move: "
                + ReferenceMoves.divide(perft.parsed(), perft.depth())).isEqualTo(perft.count());
    }

    private static void assertEnginePerft(PerftCase perft) {
        Position position = perft.parsed();
        long counted = ChineseCheckers.GAME.perft(position, perft.depth());
        assertThat(counted).as(() -> "engine perft of " + perft + "; engine per first move: "
                + engineDivide(position, perft.depth())).isEqualTo(perft.count());
    }

    /** The engine's perft per first move, to compare with {@link ReferenceMoves#divide}. */
    static Map<String, Long> engineDivide(Position position, int depth) {
        Map<String, Long> counts = new TreeMap<>();
        for (Move move : position.legalMoves()) {
            counts.put(move.startEnd(), ChineseCheckers.GAME.perft(position.play(move), depth - 1));
        }
        return counts;
    }
}
