package com.plyyard.engine.jungle;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Move-tree counts from {@code perft/jungle.txt}: depths up to 4 by default, depth 5 and more when slow tests run. */
class JunglePerftTest {
    record Line(String position, int depth, long count) {
        @Override
        public String toString() {
            return position + " ; " + depth;
        }
    }

    static List<Line> lines() throws IOException {
        List<Line> lines = new ArrayList<>();
        try (InputStream in = JunglePerftTest.class.getResourceAsStream("/perft/jungle.txt")) {
            assertThat(in).as("perft/jungle.txt on the test class path").isNotNull();
            BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                String[] parts = line.split(";");
                lines.add(new Line(parts[0].trim(), Integer.parseInt(parts[1].trim()), Long.parseLong(parts[2].trim())));
            }
        }
        return lines;
    }

    static Stream<Line> shallow() throws IOException {
        return lines().stream().filter(line -> line.depth() <= 4);
    }

    static Stream<Line> deep() throws IOException {
        return lines().stream().filter(line -> line.depth() > 4);
    }

    private static void check(Line line) {
        JunglePosition position = Setups.parse(line.position());
        assertThat(Jungle.GAME.perft(position, line.depth())).as("perft %s", line).isEqualTo(line.count());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("shallow")
    void perftMatchesTheFile(Line line) {
        check(line);
    }

    @Tag("slow")
    @ParameterizedTest(name = "{0}")
    @MethodSource("deep")
    void deepPerftMatchesTheFile(Line line) {
        check(line);
    }

    @Test
    void fileCoversTheStartToDepthFive() throws IOException {
        assertThat(lines()).filteredOn(line -> line.position().equals(JunglePosition.START))
                .extracting(Line::depth).containsExactly(1, 2, 3, 4, 5);
    }

    @Test
    void referenceModelAgreesWithTheFileAtDepthThree() throws IOException {
        for (Line line : lines()) {
            if (line.depth() <= 3) {
                assertThat(ReferenceJungle.parse(line.position()).perft(line.depth())).as("reference perft %s", line)
                        .isEqualTo(line.count());
            }
        }
    }

    @Test
    void perftOfAFinishedGameIsZeroBelowIt() {
        JunglePosition won = Setups.parse("3C3/7/7/7/7/7/7/7/r6 b 4 9");
        assertThat(Jungle.GAME.perft(won, 1)).isZero();
        assertThat(Jungle.GAME.perft(won, 3)).isZero();
        assertThat(Jungle.GAME.perft(won, 0)).isEqualTo(1);
        // One move wins at once (c9-d9), so it has nothing below it.
        JunglePosition threat = Setups.parse("2C4/7/7/7/7/7/7/7/r6 r 0 9");
        assertThat(Jungle.GAME.perft(threat, 1)).isEqualTo(3);
        assertThat(Jungle.GAME.perft(threat, 2)).isEqualTo(2L * 2);
    }
}
