package com.plyyard.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** {@code plyyard engine} driven as a GUI would: commands piped in, answers read line by line. */
class EngineCommandTest {

    /** Runs a whole script (the input ends after it) and returns every line the engine wrote. */
    private static List<String> script(String... lines) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        EngineCommand.converse(new ByteArrayInputStream((String.join("\n", lines) + "\n")
                .getBytes(StandardCharsets.UTF_8)), new PrintStream(out, true, StandardCharsets.UTF_8));
        return out.toString(StandardCharsets.UTF_8).lines().toList();
    }

    @Test
    void introducesItselfAndAnswersIsReady() {
        assertThat(script("plyyard", "isready")).containsExactly("id name Ply Yard",
                "id games chinese-checkers halma jungle", "plyyardok", "readyok");
    }

    @Test
    void searchesTheGivenPositionAfterTheGivenMovesWithinANodeBudget() {
        List<String> lines = script("game jungle", "position start moves a3-a4 a7-a6", "go nodes 20000");
        assertThat(lines).last().asString().startsWith("bestmove ");
        assertThat(lines).anyMatch(l -> l.matches("info depth \\d+ score (cp -?\\d+|win \\d+|loss \\d+) nodes \\d+"
                + " time \\d+ nps \\d+ move [a-g]\\d-[a-g]\\d"));
        String move = lines.get(lines.size() - 1).substring("bestmove ".length());
        assertThat(script("game jungle", "position start moves a3-a4 a7-a6 " + move, "show"))
                .as("the answer is legal after the two moves").noneMatch(l -> l.startsWith("error"));
    }

    @Test
    void findsTheWinAtAFixedDepthInANotatedPosition() {
        List<String> lines = script("game jungle", "position 7/3L3/r6/7/7/7/7/7/T6 r 0 1", "go depth 3");
        assertThat(lines).contains("bestmove d8-d9");
        assertThat(lines).anyMatch(l -> l.contains("score win 1"));
    }

    @Test
    void withFourPlayersALevelStopsAtDepthThreeUnlessADepthIsGiven() {
        List<String> levelEight = script("game chinese-checkers players 4", "level 8", "position start", "go movetime 5000");
        assertThat(levelEight).last().asString().matches("bestmove [a-q]\\d+(-[a-q]\\d+)+");
        assertThat(levelEight).anyMatch(l -> l.startsWith("info depth 3 ")).noneMatch(l -> l.startsWith("info depth 4 "));
        List<String> deeper = script("game chinese-checkers players 4", "level 8", "position start", "go depth 4");
        assertThat(deeper).anyMatch(l -> l.startsWith("info depth 4 "));
    }

    @Test
    void acceptsAChainAsStartEndAndAnswersWithWholePaths() {
        String twoRedsOneBlue = "1/2/3/4/13/12/11/10/RB1R5/10/11/12/13/4/3/2/1 r 1";
        List<String> lines = script("game chinese-checkers", "position " + twoRedsOneBlue + " moves i1-i5", "show",
                "position start moves c1-e5", "go depth 2");
        assertThat(lines).contains("position 1/2/3/4/13/12/11/10/1B1RR4/10/11/12/13/4/3/2/1 b 1");
        assertThat(lines).last().asString().matches("bestmove [a-q]\\d+(-[a-q]\\d+)+");
        assertThat(lines).noneMatch(l -> l.startsWith("error"));
    }

    @Test
    void malformedLinesGetOneErrorLineAndChangeNothing() {
        List<String> lines = script("game jungle", "position start moves a3-a4", "show",
                "frobnicate", "game chess", "game jungle players", "game chinese-checkers players 5",
                "game chinese-checkers option warp", "level 9", "position", "position start moves a3-a4 a3-a5",
                "position start moves a3-b5", "position 7/7 r 0 1", "go depth", "go movetime soon", "go sideways 3",
                "show");
        List<String> shows = lines.stream().filter(l -> l.startsWith("position ")).toList();
        assertThat(shows).hasSize(2).as("the position after every refused line").containsOnly(shows.get(0));
        List<String> errors = lines.stream().filter(l -> l.startsWith("error ")).toList();
        assertThat(errors).hasSize(13);
        assertThat(errors.get(0)).contains("unknown command 'frobnicate'");
        assertThat(errors.get(1)).contains("unknown game 'chess'");
        assertThat(errors.get(4)).contains("unknown Chinese checkers option 'warp'");
        assertThat(errors.get(7)).startsWith("error move 2 'a3-a5'");
        assertThat(errors.get(8)).startsWith("error move 1 'a3-b5'");
        assertThat(lines).filteredOn(l -> l.startsWith("game ")).containsOnly("game jungle players 2");
    }

    @Test
    @Timeout(value = 20, unit = TimeUnit.SECONDS)
    void stopEndsAnInfiniteSearchWithItsBestMoveAndTheEngineTakesTheNextPosition() throws IOException {
        PipedOutputStream commands = new PipedOutputStream();
        PipedInputStream engineIn = new PipedInputStream(commands);
        PipedInputStream answers = new PipedInputStream(1 << 16);
        PrintStream engineOut = new PrintStream(new PipedOutputStream(answers), true, StandardCharsets.UTF_8);
        CompletableFuture<Void> engine = CompletableFuture.runAsync(() -> EngineCommand.converse(engineIn,
                engineOut));
        PrintStream to = new PrintStream(commands, true, StandardCharsets.UTF_8);
        BufferedReader from = new BufferedReader(new InputStreamReader(answers, StandardCharsets.UTF_8));

        to.println("game halma");
        to.println("go infinite");
        to.println("isready");
        assertThat(skipInfo(from)).as("isready is answered while thinking").isEqualTo("readyok");
        to.println("position start");
        assertThat(skipInfo(from)).startsWith("error a search is running");
        to.println("stop");
        String line = skipInfo(from);
        assertThat(line).matches("bestmove [a-p]\\d+(-[a-p]\\d+)+");
        to.println("position start moves " + line.substring("bestmove ".length()));
        to.println("show");
        assertThat(from.readLine()).isEqualTo("game halma players 2");
        from.readLine();
        assertThat(from.readLine()).startsWith("position ").endsWith(" b 1");
        assertThat(from.readLine()).isEqualTo("status in progress, blue to move");
        to.println("quit");
        engine.join();
    }

    /** The next line that is not a search's progress report. */
    private static String skipInfo(BufferedReader from) throws IOException {
        String line;
        do {
            line = from.readLine();
        } while (line != null && line.startsWith("info "));
        return line;
    }
}
