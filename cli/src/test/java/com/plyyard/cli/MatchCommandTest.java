package com.plyyard.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.plyyard.engine.GameRecord;
import com.plyyard.engine.RecordFormat;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code plyyard match} and {@code plyyard bench --search} as a user runs them. */
class MatchCommandTest {

    private static List<String> run(String... args) {
        CommandRun run = CommandRun.of(args);
        assertThat(run.err()).isEmpty();
        assertThat(run.status()).isZero();
        return run.out().lines().toList();
    }

    @Test
    void greedyPlaysBothColoursAgainstRandomAndTheTallyAddsUp() {
        List<String> lines = run("match", "jungle", "--seats", "greedy,random", "--games", "2");
        assertThat(lines.get(0)).isEqualTo("greedy vs random, jungle, 2 games, 1000 ms a move, 4 random opening plies");
        assertThat(lines.get(1)).startsWith("game 1: greedy (red) - random (blue): ");
        assertThat(lines.get(2)).startsWith("game 2: random (red) - greedy (blue): ");
        assertThat(lines.get(3)).matches("greedy: \\d wins, \\d draws \\(\\d at the 600-ply cap\\), \\d losses in 2 games;"
                + " score \\d+\\.\\d%");
        assertThat(lines).as("no level 8 in the match: no move times").hasSize(5);
    }

    @Test
    void threePlayersEachTakeEverySeatAndTheRanksAreTallied() {
        List<String> lines = run("match", "chinese-checkers", "--players", "3", "--seats", "greedy,random,level1",
                "--option", "long-jump", "--games", "3");
        assertThat(lines.get(0)).isEqualTo("greedy vs random vs level1, chinese-checkers with 3 players"
                + " (long-jump), 3 games, 1000 ms a move, 4 random opening plies");
        assertThat(lines.get(1)).startsWith("game 1: greedy (red) - random (green) - level1 (purple): ");
        assertThat(lines.get(2)).startsWith("game 2: random (red) - level1 (green) - greedy (purple): ");
        assertThat(lines.get(3)).startsWith("game 3: level1 (red) - greedy (green) - random (purple): ");
        assertThat(lines.get(4)).matches("3 games of 3 players, (\\d) at the 900-ply cap \\(nobody ranked\\)");
        int capped = lines.get(4).charAt(lines.get(4).indexOf(" at the") - 1) - '0';
        int firsts = 0;
        for (int i = 0; i < 3; i++) {
            String line = lines.get(5 + i);
            assertThat(line).as("one line a player, in the order given")
                    .startsWith(List.of("greedy", "random", "level1").get(i) + ": 3 seats, ")
                    .matches(".*: 3 seats, \\d first places \\(\\d+\\.\\d%\\), mean rank \\d\\.\\d\\d \\(chance 2\\.0\\),"
                            + " score \\d+\\.\\d%");
            firsts += line.charAt(line.indexOf(" first places") - 1) - '0';
        }
        assertThat(firsts).as("every game that ended has one winner").isEqualTo(3 - capped);
        assertThat(lines).as("no level 8 in the match: no move times").hasSize(8);
    }

    @Test
    void recordsOfEveryGameAreWrittenAndReplayToTheResultsPrinted(@TempDir Path folder) throws IOException {
        Path file = folder.resolve("games.txt");
        List<String> lines = run("match", "jungle", "--seats", "greedy,random", "--games", "2", "--records",
                file.toString());
        List<String> texts = List.of(Files.readString(file).split("\n\n(?=\\[)"));
        assertThat(texts).hasSize(2);
        for (int i = 0; i < 2; i++) {
            GameRecord record = RecordFormat.read(texts.get(i));
            assertThat(record.tags()).containsEntry("Round", String.valueOf(i + 1))
                    .containsEntry(i == 0 ? "Red" : "Blue", "greedy").containsEntry(i == 0 ? "Blue" : "Red", "random");
            assertThat(record.moves().size() + 4).as("the opening is the record's start; the plies printed")
                    .isEqualTo(Integer.parseInt(lines.get(1 + i).replaceAll(".* in (\\d+) plies.*", "$1")));
            assertThat(lines.get(1 + i)).contains(": " + record.result() + " ");
        }
    }

    @Test
    void theDefenderPlaysDouShouQiBothColours() {
        List<String> lines = run("match", "jungle", "--seats", "defender,random", "--games", "2");
        assertThat(lines.get(1)).startsWith("game 1: defender (red) - random (blue): ");
        assertThat(lines.get(2)).startsWith("game 2: random (red) - defender (blue): ");
        assertThat(lines.get(3)).startsWith("defender: ");
    }

    /** This build's own {@code plyyard engine}, started as another program would be. */
    private static String thisEngine() {
        return Path.of(System.getProperty("java.home"), "bin", "java") + " -cp " + System.getProperty("java.class.path")
                + " " + Main.class.getName() + " engine";
    }

    @Test
    void anEngineOfTheProtocolTakesASeatAndPlaysBothColours(@TempDir Path folder) throws IOException {
        Path file = folder.resolve("games.txt");
        List<String> lines = run("match", "jungle", "--engine", "self=" + thisEngine(), "--seats", "self,random",
                "--games", "2", "--time", "20", "--records", file.toString());
        assertThat(lines.get(0)).isEqualTo("self vs random, jungle, 2 games, 20 ms a move, 4 random opening plies");
        assertThat(lines.get(1)).startsWith("game 1: self (red) - random (blue): ");
        assertThat(lines.get(2)).startsWith("game 2: random (red) - self (blue): ");
        assertThat(lines.get(3)).matches("self: \\d wins, \\d draws \\(\\d at the 600-ply cap\\), \\d losses in 2 games;"
                + " score \\d+\\.\\d%");
        List<String> texts = List.of(Files.readString(file).split("\n\n(?=\\[)"));
        assertThat(texts).hasSize(2);
        for (int i = 0; i < 2; i++) {
            GameRecord record = RecordFormat.read(texts.get(i));
            assertThat(record.tags()).as("the engine's moves replay as legal moves").containsEntry(i == 0 ? "Red" : "Blue",
                    "self");
            assertThat(lines.get(1 + i)).contains(": " + record.result() + " ");
        }
    }

    @Test
    void anEngineThatEndsBeforeAnsweringStopsTheMatchWithItsName() {
        String notAnEngine = Path.of(System.getProperty("java.home"), "bin", "java") + " -version";
        CommandRun run = CommandRun.of("match", "jungle", "--engine", "mute=" + notAnEngine, "--seats", "mute,random");
        assertThat(run.status()).isNotZero();
        assertThat(run.err()).isEqualTo("plyyard: engine mute ended before answering 'plyyardok'\n");
        assertThat(run.out()).isEmpty();
    }

    @Test
    void anEngineMayNotTakeTheNameOfABuiltInPlayer() {
        CommandRun run = CommandRun.of("match", "jungle", "--engine", "greedy=" + thisEngine(), "--seats",
                "greedy,random");
        assertThat(run.status()).isNotZero();
        assertThat(run.err()).contains("--engine greedy: an engine's name is a word").contains("not the name of a"
                + " built-in player");
    }

    @Test
    void theDefenderPlaysNoHopGame() {
        CommandRun run = CommandRun.of("match", "halma", "--seats", "defender,greedy");
        assertThat(run.status()).isNotZero();
        assertThat(run.err()).contains("the defender plays only Dou Shou Qi (jungle), not halma");
    }

    @Test
    void aPlayerPerSeatIsRequired() {
        CommandRun run = CommandRun.of("match", "chinese-checkers", "--players", "4", "--seats", "level8,greedy");
        assertThat(run.status()).isNotZero();
        assertThat(run.err()).contains("one player a seat: 4 for this game, not 2");
    }

    @Test
    void playersGivenWithTheOldPlayersFlagStillPlayTheSameMatchWithOneDeprecationLine() {
        CommandRun old = CommandRun.of("match", "jungle", "--players", "greedy,random", "--games", "2");
        assertThat(old.status()).as(old.err()).isZero();
        assertThat(old.err()).isEqualTo("plyyard: --players greedy,random is deprecated: name the players with --seats"
                + " greedy,random (--players is the player count)" + System.lineSeparator());
        assertThat(old.out()).as("the same games as with --seats")
                .isEqualTo(String.join("\n", run("match", "jungle", "--seats", "greedy,random", "--games", "2")) + "\n");
    }

    @Test
    void thePlayersAreGivenOnceAndTheCountOnce() {
        CommandRun both = CommandRun.of("match", "jungle", "--seats", "greedy,random", "--players", "greedy,random");
        assertThat(both.status()).isEqualTo(2);
        assertThat(both.err()).isEqualTo("plyyard: give the players once, with --seats (--players is the player count)"
                + System.lineSeparator());
        CommandRun twice = CommandRun.of("match", "chinese-checkers", "--players", "3", "--players", "4", "--seats",
                "greedy,random,level1");
        assertThat(twice.status()).isEqualTo(2);
        assertThat(twice.err()).startsWith("plyyard: --players is the player count: give it once");
        CommandRun unknown = CommandRun.of("match", "jungle", "--seats", "level9,random");
        assertThat(unknown.status()).isEqualTo(2);
        assertThat(unknown.err()).startsWith("plyyard: a match player is level1 … level8, greedy, random, defender or a"
                + " name given by --engine, not 'level9'");
    }

    @Test
    void level8sMoveTimesArePrintedAgainstItsBudget() {
        List<String> lines = run("match", "jungle", "--seats", "level8,random", "--games", "1", "--time", "20");
        assertThat(lines.get(lines.size() - 1)).matches("level8 move times against its 20 ms budget, \\d+ moves: median .*"
                + "within budget \\+ 50 ms: \\d+ \\(\\d+\\.\\d%\\); worst overshoot [+-]\\d+\\.\\d ms");
    }

    @Test
    void benchSearchPrintsEachPositionAndTheNodeSignature() {
        List<String> lines = run("bench", "jungle", "--search");
        assertThat(lines).hasSize(6);
        assertThat(lines.get(1)).matches("jungle start +12 +\\d+ .*c3-d3");
        assertThat(lines.get(5)).matches("total search nodes \\d+ \\(signature\\), \\d+ nodes/s overall");
    }
}
