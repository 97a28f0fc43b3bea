package com.plyyard.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** {@code plyyard loadtest}: a small run against the server it starts itself. */
class LoadTestCommandTest {
    private static final Pattern BYTES = Pattern.compile("bytes per move: server sent (\\d+), clients sent (\\d+) \\(");
    private static final Pattern MOVES = Pattern.compile("^moves (\\d+), ", Pattern.MULTILINE);

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
}
