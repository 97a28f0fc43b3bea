package com.plyyard.server.drill;

import com.plyyard.server.TestStores;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicIntegerArray;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Drill: three node processes share PostgreSQL and the Redis relay; each game's two players use
 * different nodes. One node is killed with SIGKILL mid-play: its players move to the next node
 * (as a load balancer would send them), every game goes on, and no acknowledged move is lost.
 */
class ClusterDrillTest {
    @TempDir
    Path folder;

    @Test
    void aNodeOfThreeKilledInBusyPlayLeavesEveryGamePlayingOnTheOthers() {
        String database = TestStores.freshPostgres().url();
        String redis = TestStores.redisUrl();
        AtomicIntegerArray dead = new AtomicIntegerArray(3);
        try (NodeProcess a = new NodeProcess(folder.resolve("a.log"), database, redis);
                NodeProcess b = new NodeProcess(folder.resolve("b.log"), database, redis);
                NodeProcess c = new NodeProcess(folder.resolve("c.log"), database, redis)) {
            BusyPlay play = new BusyPlay(List.of(a, b, c), index -> dead.get(index) == 0, 9);
            try (play) {
                play.start();
                play.awaitMoves(0, 300, 60);
                b.kill();
                dead.set(1, 1);
                play.awaitMoves(play.acknowledgedMoves(), 300, 60);
            }
            play.assertEveryAcknowledgedMoveIsStored(a);
            play.assertEveryAcknowledgedMoveIsStored(c);
            System.out.println(getClass().getSimpleName() + ": " + play.summary());
        }
    }
}
