package com.plyyard.engine.halma;

import static org.assertj.core.api.Assertions.assertThat;

import com.plyyard.engine.Move;
import com.plyyard.engine.RedBlueSettings;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Perft counts of {@code perft/halma.txt}; counts above {@link #FAST_LIMIT} only with the slow tests. */
class HalmaPerftTest {
    private static final long FAST_LIMIT = 10_000_000;

    record Case(String position, int depth, long count) {
        @Override
        public String toString() {
            return "depth " + depth + " = " + count + " from " + position;
        }
    }

    static List<Case> cases() throws IOException {
        try (InputStream in = HalmaPerftTest.class.getResourceAsStream("/perft/halma.txt")) {
            assertThat(in).as("perft/halma.txt on the test class path").isNotNull();
            return new String(in.readAllBytes(), StandardCharsets.UTF_8).lines()
                    .map(String::strip)
                    .filter(line -> !line.isEmpty() && !line.startsWith("#"))
                    .map(line -> line.split(";"))
                    .map(f -> new Case(f[0].strip(), Integer.parseInt(f[1].strip()), Long.parseLong(f[2].strip())))
                    .toList();
        }
    }

    static Stream<Case> fastCases() throws IOException {
        return cases().stream().filter(c -> c.count() <= FAST_LIMIT);
    }

    static Stream<Case> slowCases() throws IOException {
        return cases().stream().filter(c -> c.count() > FAST_LIMIT);
    }

    @ParameterizedTest
    @MethodSource("fastCases")
    void HA4_perftCountsDistinctStartEndMoves(Case c) {
        HalmaPosition position = Halma.GAME.parsePosition(RedBlueSettings.INSTANCE, c.position());
        assertThat(Halma.GAME.perft(position, c.depth())).as(c.toString()).isEqualTo(c.count());
    }

    @Tag("slow")
    @ParameterizedTest
    @MethodSource("slowCases")
    void HA4_deepPerftCountsDistinctStartEndMoves(Case c) {
        HalmaPosition position = Halma.GAME.parsePosition(RedBlueSettings.INSTANCE, c.position());
        assertThat(Halma.GAME.perft(position, c.depth())).as(c.toString()).isEqualTo(c.count());
    }

    @Test
    void perftFileHasTheCountsTheRulesGiveFromTheStart() throws IOException {
        assertThat(cases()).contains(new Case(Setup.START, 1, 40), new Case(Setup.START, 2, 1_600),
                new Case(Setup.START, 3, 85_440));
    }

    @Test
    void HA4_searchBoardPerftAgreesWithPlayingEveryListedMoveOnThePublicTier() throws IOException {
        for (Case c : fastCases().filter(c -> c.depth() == 2).toList()) {
            HalmaPosition position = Halma.GAME.parsePosition(RedBlueSettings.INSTANCE, c.position());
            long sum = 0;
            for (Move move : position.legalMoves()) {
                sum += position.play(move).legalMoves().size();
            }
            assertThat(sum).as(c.toString()).isEqualTo(c.count());
        }
    }

    @Test
    void HA4_referenceGeneratorCountsTheSameFromTheStart() {
        assertThat(ReferenceHalma.parse(Setup.START).perft(3)).isEqualTo(85_440);
    }

    @Test
    void HA5_perftOfDepthZeroIsOneAndAFinishedGameHasNoMoves() {
        HalmaPosition start = Halma.GAME.start(RedBlueSettings.INSTANCE);
        assertThat(Halma.GAME.perft(start, 0)).isEqualTo(1);
        String redHome = Setup.camp('R', Setup.BLUE_CAMP);
        HalmaPosition won = Setup.position("b", redHome + " Ba16");
        assertThat(won.status().isOver()).isTrue();
        assertThat(Halma.GAME.perft(won, 1)).isZero();
        assertThat(Halma.GAME.perft(won, 3)).isZero();
    }
}
