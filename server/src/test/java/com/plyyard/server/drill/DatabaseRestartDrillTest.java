package com.plyyard.server.drill;

import static org.assertj.core.api.Assertions.assertThat;

import com.plyyard.server.TestStores;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Drill: PostgreSQL is restarted under busy play. Moves sent while it is away are refused with an
 * error and change nothing; once it is back the same server process goes on, without a restart.
 */
class DatabaseRestartDrillTest {
    @TempDir
    Path folder;

    @Test
    void theServerRecoversWhenItsDatabaseRestartsUnderLoad() throws Exception {
        try (NodeProcess node = new NodeProcess(folder.resolve("node.log"), TestStores.freshPostgres().url())) {
            BusyPlay play = new BusyPlay(List.of(node), index -> true, 6);
            try (play) {
                play.start();
                play.awaitMoves(0, 200, 60);
                restartPostgres();
                play.awaitMoves(play.acknowledgedMoves(), 300, 60);
            }
            play.assertEveryAcknowledgedMoveIsStored(node);
            assertThat(play.refusalKinds()).as("moves sent while the database was away are refused cleanly")
                    .isSubsetOf("503 unavailable", "409 stale");
            System.out.println(getClass().getSimpleName() + ": " + play.summary());
            assertThat(node.get("/api/games/" + play.games.get(0).id).status()).isEqualTo(200);
        }
    }

    private static void restartPostgres() throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(TestStores.pgCtl().split(" ")));
        command.addAll(List.of("-m", "fast", "-w", "restart"));
        Process restart = new ProcessBuilder(command).redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        assertThat(restart.waitFor(60, TimeUnit.SECONDS)).as("pg_ctl restart finished").isTrue();
        assertThat(restart.exitValue()).as("pg_ctl restart").isZero();
    }
}
