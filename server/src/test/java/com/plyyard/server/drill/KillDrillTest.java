package com.plyyard.server.drill;

import com.plyyard.server.TestStores;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Drill: the server is killed with SIGKILL in the middle of busy play and started again on the
 * same address and database. Every acknowledged move is still there and every player carries on.
 */
class KillDrillTest {
    @TempDir
    Path folder;

    @ParameterizedTest(name = "on the {0} database")
    @ValueSource(strings = {"embedded", "postgres"})
    void aServerKilledInBusyPlayKeepsEveryAcknowledgedMoveAndItsPlayersResume(String store) {
        String where = store.equals("embedded") ? folder.resolve("data").toString()
                : TestStores.freshPostgres().url();
        try (NodeProcess node = new NodeProcess(folder.resolve("node.log"), where)) {
            BusyPlay play = new BusyPlay(List.of(node), index -> true, 8);
            try (play) {
                play.start();
                play.awaitMoves(0, 300, 60);
                node.kill();
                int atKill = play.acknowledgedMoves();
                node.start();
                play.awaitMoves(atKill, 300, 60);
            }
            play.assertEveryAcknowledgedMoveIsStored(node);
            System.out.println(getClass().getSimpleName() + ": " + play.summary());
        }
    }
}
