package com.plyyard.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.plyyard.server.web.BuildInfo;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import picocli.AutoComplete;
import picocli.CommandLine;

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
        "frobnicate                                   | unknown command 'frobnicate' (commands: serve, reports, moves",
        "perft chess 3                                | unknown game 'chess'",
        "perft chinese-checkers                       | Missing required parameter: '<depth>' (plyyard perft --help)",
        "perft chinese-checkers 0                     | the depth must be a whole number from 1 to 12, not '0'",
        "perft chinese-checkers deep                  | (<depth>): 'deep' is not an int (plyyard perft --help)",
        "perft chinese-checkers 2 --players 5         | 2, 3, 4 or 6 players, not 5",
        "perft chinese-checkers 2 --players two       | Invalid value for option '--players': 'two' is not an int",
        "perft chinese-checkers 2 --option warp       | unknown Chinese checkers option 'warp'",
        "perft chinese-checkers 2 --speed 9           | Unknown options: '--speed', '9' (plyyard perft --help)",
        "moves chinese-checkers --position            | Missing required parameter for option '--position'",
        "moves chinese-checkers --position R/RR       | the position has 1 fields, expected 3",
        "moves @pom.xml                               | unknown game '@pom.xml'",
        "moves chinese-checkers --position x --players | Missing required parameter for option '--players'",
        "moves chinese-checkers --players 2 --players 3 | option '--players' (N) should be specified only once",
        "moves chinese-checkers halma                 | Unmatched argument at index 2: 'halma' (plyyard moves --help)",
        "bench chinese-checkers halma                 | Unmatched argument at index 2: 'halma' (plyyard bench --help)",
        "bench --playouts --search                    | --playouts, --search are mutually exclusive",
        "bestmove jungle --level 9                    | --level must be a whole number from 1 to 8, not '9'",
        "loadtest --url http://10.0.0.1:80            | --url takes loopback addresses",
        "loadtest --game chess                        | unknown game 'chess'",
        "serve --port 70000                           | --port must be a whole number from 0 to 65535, not '70000'",
        "reports extra                                | Unmatched argument at index 1: 'extra' (plyyard reports --help)",
        "engine --level 8                             | Unknown options: '--level', '8' (plyyard engine --help)",
    })
    void malformedCommandLinesPrintOneLineAndExitWithStatus2(String words, String message) {
        CommandRun run = run(words.split(" "));
        assertThat(run.status()).as(run.err()).isEqualTo(2);
        assertThat(run.out()).isEmpty();
        assertThat(run.err()).startsWith("plyyard: ").contains(message).endsWith("\n");
        assertThat(run.err().strip().lines().count()).as(run.err()).isEqualTo(1);
    }

    @Test
    void aCommandIsNeededAndTheErrorListsThem() {
        CommandRun run = run();
        assertThat(run.status()).isEqualTo(2);
        assertThat(run.out()).isEmpty();
        assertThat(run.err()).isEqualTo("plyyard: a command is needed; commands: serve, reports, moves, perft, bench,"
                + " loadtest, bestmove, match, engine (plyyard --help)" + System.lineSeparator());
    }

    @Test
    void helpListsEveryCommandWithItsSummary() {
        CommandRun run = run("--help");
        assertThat(run.status()).isZero();
        assertThat(run.out()).startsWith("Usage: plyyard [-hV] [COMMAND]").contains(
                "  serve     Runs the web server.", "  perft     The number of leaf nodes of the move tree at a depth.",
                "  match     Computer players, one a seat, play a game many times.", "plyyard <command> --help");
        assertThat(run("help").out()).isEqualTo(run.out());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiterString = " :: ", value = {
        "serve    :: --port=N, --data=DIR, --host=ADDRESS, --database-url=JDBC-URL, --redis=URL, --computer-time=MS|GAME=MS"
            + ", (default 8080; 0 picks a free one), plyyard serve --port 8080 --data data",
        "reports  :: --data=DIR, (default: data), plyyard reports --data data",
        "moves    :: <game>, --players=N, --option=NAME, --position=NOTATION, --paths, long-jump, plyyard moves chinese-checkers",
        "perft    :: <game>, <depth>, --divide, --players=N, --option=NAME, --position=NOTATION, plyyard perft chinese-checkers 4",
        "bench    :: [<game>], --playouts | --search, plyyard bench jungle --search",
        "loadtest :: --games=N, --seconds=S, --rate=MOVES_PER_S, --game=ID, --url=URL, (default: 100), (default: 20)"
            + ", (default: chinese-checkers), plyyard loadtest --games 200",
        "bestmove :: --level=1-8, --time=MS, --nodes=N, --seed=N, --verbose, (default: 8), plyyard bestmove jungle --level 8",
        "match    :: --seats=PLAYER[,PLAYER...], --players=N, --option=NAME, --games=N, --time=MS, --opening-plies=K"
            + ", --seed=N, --records=FILE, (default: 10), (default: 1000), plyyard match jungle --seats level8,level1 --games 4",
        "engine   :: docs/engine-protocol.md, plyyard engine",
    })
    void eachCommandsHelpShowsItsOptionsDefaultsAndAnExample(String command, String expected) {
        CommandRun run = run(command, "--help");
        assertThat(run.status()).as(run.err()).isZero();
        assertThat(run.err()).isEmpty();
        assertThat(run.out()).startsWith(run("help", command).out()).contains("Usage: plyyard " + command + " ")
                .containsPattern("Examples?:").contains("-h, --help");
        for (String part : expected.split(", ")) {
            assertThat(run.out()).as("the help of %s", command).contains(part);
        }
    }

    @Test
    void versionIsTheVersionAndCommitTheServerShowsAtApiVersion() {
        BuildInfo build = BuildInfo.detect();
        CommandRun run = run("--version");
        assertThat(run.status()).isZero();
        assertThat(run.out()).isEqualTo("plyyard " + build.version() + " (commit " + build.commit() + ")\n");
        assertThat(build.version()).as("the version of the pom in the source tree").isEqualTo("0.1.0-SNAPSHOT");
        assertThat(build.commit()).as("the commit of the checkout the tests run in").matches("[0-9a-f]{40}");
    }

    @Test
    void theCompletionScriptCompletesCommandsFlagsGamesAndPlayers() {
        String script = AutoComplete.bash("plyyard", new CommandLine(new Main()));
        assertThat(script).contains("complete -F _complete_plyyard", "serve reports moves perft bench loadtest"
                + " bestmove match engine help", "--seats", "--computer-time", "(\"chinese-checkers\" \"halma\" \"jungle\")",
                "(\"level1\" \"level2\"", "(\"long-jump\" \"fill-blocked-target\" \"play-for-places\")");
    }
}
