package com.plyyard.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The {@code plyyard} command line as a user runs it: output, exit status, errors. */
class MainTest {

    private static CommandRun run(String... args) {
        return CommandRun.of(args);
    }

    @Test
    void perftFromTheTwoPlayerStartPrintsTheCountAlone() {
        CommandRun run = run("perft", "chinese-checkers", "4");
        assertThat(run.status()).isZero();
        assertThat(run.out()).isEqualTo("115600\n");
        assertThat(run.err()).isEmpty();
    }

    @Test
    void perftTakesPlayersAndOptions() {
        assertThat(run("perft", "chinese-checkers", "3", "--option", "long-jump").out()).isEqualTo("5348\n");
        assertThat(run("perft", "chinese-checkers", "1", "--players", "6", "--option", "long-jump",
                "--option", "play-for-places").status()).isZero();
    }

    @Test
    void divideListsEachRootMoveThenTheTotal() {
        CommandRun run = run("perft", "chinese-checkers", "3", "--divide");
        List<String> lines = run.lines();
        assertThat(lines).hasSize(14 + 2);
        assertThat(lines.get(lines.size() - 1)).isEqualTo("4760");
        long sum = lines.subList(0, 14).stream().mapToLong(l -> Long.parseLong(l.split(": ")[1])).sum();
        assertThat(sum).isEqualTo(4760);
        assertThat(lines.get(0)).startsWith("c1-e5: ");
    }

    @Test
    void movesPrintsSortedStartEndPairsAndPathsOnRequest() {
        CommandRun moves = run("moves", "chinese-checkers");
        assertThat(moves.lines()).hasSize(14).isSorted().contains("c1-e5", "d4-e9");
        CommandRun paths = run("moves", "chinese-checkers", "--position",
                "1/2/3/4/13/12/11/10/9/10/11/12/13/4/3/2/1 r 1".replace("11/10/9/10", "11/10/RB1R5/10"), "--paths");
        assertThat(paths.status()).isZero();
        assertThat(paths.lines()).contains("i1-i3-i5", "i1-h1");
    }

    @Test
    void aPlayerWithoutMovesHasOnlyPass() {
        CommandRun run = run("moves", "chinese-checkers", "--position", "1/2/3/4/13/12/11/10/9/10/11/12/13/4/B1B/BB/R r 1");
        assertThat(run.lines()).containsExactly("pass");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "frobnicate                                   | unknown command 'frobnicate'",
        "perft chess 3                                | unknown game 'chess'",
        "perft chinese-checkers                       | perft takes a game and a depth",
        "perft chinese-checkers 0                     | the depth must be a whole number from 1 to 12, not '0'",
        "perft chinese-checkers deep                  | the depth must be a whole number from 1 to 12, not 'deep'",
        "perft chinese-checkers 2 --players 5         | 2, 3, 4 or 6 players, not 5",
        "perft chinese-checkers 2 --players two       | --players must be a whole number",
        "perft chinese-checkers 2 --option warp       | unknown Chinese checkers option 'warp'",
        "perft chinese-checkers 2 --speed 9           | unknown flag --speed",
        "moves chinese-checkers --position            | --position needs a value",
        "moves chinese-checkers --position R/RR       | the position has 1 fields, expected 3",
        "moves chinese-checkers --players 2 --players 3 | --players is given twice",
        "bench chinese-checkers halma-2               | bench takes at most one game",
    })
    void malformedCommandLinesPrintOneLineAndExitWithStatus2(String words, String message) {
        CommandRun run = run(words.split(" "));
        assertThat(run.status()).isEqualTo(2);
        assertThat(run.out()).isEmpty();
        assertThat(run.err()).startsWith("plyyard: ").contains(message).endsWith("\n");
        assertThat(run.err().strip().lines().count()).isEqualTo(1);
    }

    @Test
    void helpPrintsUsage() {
        assertThat(run("--help").out()).contains("usage: plyyard", "perft <game> <depth>");
        assertThat(run().status()).isEqualTo(2);
    }
}
