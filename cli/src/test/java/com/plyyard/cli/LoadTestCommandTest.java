package com.plyyard.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.plyyard.server.ServerOptions;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** {@code plyyard loadtest}: a small run against the server it starts itself. */
class LoadTestCommandTest {
    private static final Pattern BYTES = Pattern.compile("bytes per move: server sent (\\d+), clients sent (\\d+) \\(");
    private static final Pattern MOVES = Pattern.compile("^moves (\\d+), ", Pattern.MULTILINE);
    private static final Pattern COMPUTER_MOVES = Pattern.compile("^computer moves (\\d+), .* errors (\\d+) ", Pattern.MULTILINE);
    private static final Pattern ANSWERS = Pattern.compile("computer's answer received: p50 ([\\d.]+) ms");

    @Test
    void itPrintsTheBytesOfWebSocketTextEachWayPerMove() {
        CommandRun run = CommandRun.of("loadtest", "--games", "4", "--seconds", "2", "--rate", "40");

        assertThat(run.status()).as(run.err()).isZero();
        Matcher moves = MOVES.matcher(run.out());
        assertThat(moves.find()).as(run.out()).isTrue();
        assertThat(Long.parseLong(moves.group(1))).as("moves played in the measured window").isPositive();
        Matcher bytes = BYTES.matcher(run.out());
        assertThat(bytes.find()).as("a bytes-per-move line in:%n%s", run.out()).isTrue();
        long fromServer = Long.parseLong(bytes.group(1));
        long toServer = Long.parseLong(bytes.group(2));
        assertThat(toServer).as("a move message is sent for every move").isPositive();
        // both players' sockets get an event for every move, and an event says more than the move it announces
        assertThat(fromServer).as("bytes the server sent per move").isGreaterThan(2 * toServer);
    }

    @Test
    void againstTheComputerItPrintsTheComputersMovesAndAnswerTimes() {
        CommandRun run = CommandRun.of("loadtest", "--computer", "1", "--computer-threads", "1", "--games", "2",
                "--seconds", "2", "--rate", "20");

        assertThat(run.status()).as(run.err()).isZero();
        assertThat(run.out()).contains("against the computer at level 1 (1 thinking threads)");
        Matcher moves = COMPUTER_MOVES.matcher(run.out());
        assertThat(moves.find()).as(run.out()).isTrue();
        assertThat(Long.parseLong(moves.group(1))).as("the computer answered in the measured window").isPositive();
        assertThat(Long.parseLong(moves.group(2))).as("errors").isZero();
        Matcher answers = ANSWERS.matcher(run.out());
        assertThat(answers.find()).as(run.out()).isTrue();
        assertThat(Double.parseDouble(answers.group(1))).as("the time to an answer includes the server's least pause"
                + " before a computer move").isGreaterThanOrEqualTo(ServerOptions.defaults().computerPauseMillis());
    }

    @Test
    void computerThreadsAreTheStartedServersOnly() {
        CommandRun run = CommandRun.of("loadtest", "--computer-threads", "2");

        assertThat(run.status()).isEqualTo(2);
        assertThat(run.err()).contains("--computer-threads sets the started server's threads");
    }
}
