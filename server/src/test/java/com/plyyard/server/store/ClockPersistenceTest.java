package com.plyyard.server.store;

import static org.assertj.core.api.Assertions.assertThat;

import com.plyyard.ai.SearchingPlayer;
import com.plyyard.ai.ThinkingTimes;
import com.plyyard.server.TestClock;
import com.plyyard.server.TestStores;
import com.plyyard.server.relay.LocalRelay;
import com.plyyard.server.room.ComputerSeats;
import com.plyyard.server.room.GameRoom;
import com.plyyard.server.room.GameSetup;
import com.plyyard.server.room.Rooms;
import com.plyyard.table.Command;
import com.plyyard.table.GameState;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The clocks are part of what is stored: a server started again on the same database (embedded,
 * and PostgreSQL in the second run) has every seat's time as it was, does not charge the time it
 * was down, and still lets a flag fall in a game nobody opens.
 */
class ClockPersistenceTest {
    @TempDir
    Path data;
    private final TestClock clock = new TestClock();
    private StoreConfig config;
    private Database database;
    private ComputerSeats computers;
    private Rooms rooms;

    @BeforeEach
    void start() {
        config = TestStores.fresh(data);
        computers = new ComputerSeats(new SearchingPlayer(ThinkingTimes.defaults()), 1, 0, 1_000);
        startServer();
    }

    private void startServer() {
        database = Database.open(config);
        rooms = new Rooms(new GameStore(database), computers, new LocalRelay(), clock, Duration.ofMinutes(5),
                Duration.ofSeconds(30));
    }

    private void stopServer() {
        rooms.close();
        database.close();
    }

    @AfterEach
    void stop() {
        stopServer();
        computers.close();
    }

    /** A 3+2 game of two people in which red, then blue, moved; blue spent 7 s. */
    private String gameWithBlueToMoveAgain() {
        GameRoom room = rooms.create(new GameSetup("jungle", null, null, "online", 0, null, "Ada", null, null, "3+2"))
                .room();
        rooms.join(room.id(), "Bob");
        room.handle(new Command.PlayMove("a3-a4", null), Set.of(0));
        clock.advance(Duration.ofSeconds(7));
        room.handle(new Command.PlayMove("g7-g6", null), Set.of(1));
        clock.advance(Duration.ofSeconds(5));
        return room.id();
    }

    @Test
    void aRestartKeepsEverySeatsTimeAndDoesNotChargeTheTimeTheServerWasDown() {
        String id = gameWithBlueToMoveAgain();
        GameState.Clocks before = rooms.get(id).state().clocks();
        assertThat(before.remaining()).as("red has run 5 s since blue moved").containsExactly(177_000L, 175_000L);

        stopServer();
        clock.advance(Duration.ofHours(3));
        startServer();

        GameState.Clocks after = rooms.get(id).state().clocks();
        assertThat(after.remaining()).as("the clocks after three hours down").isEqualTo(before.remaining());
        assertThat(after.running()).isZero();
        clock.advance(Duration.ofSeconds(2));
        assertThat(rooms.get(id).state().clocks().remaining()).as("red's clock runs on after the restart")
                .containsExactly(175_000L, 175_000L);
    }

    @Test
    void aFlagFallsAfterARestartInAGameNobodyOpensAtTheTimeLeftBeforeTheStop() {
        String id = gameWithBlueToMoveAgain();
        stopServer();
        clock.advance(Duration.ofDays(1));
        startServer();
        clock.advance(Duration.ofSeconds(176));
        rooms.fallDueFlags();
        assertThat(rooms.openCount()).as("red still had a second: nothing loaded").isZero();

        clock.advance(Duration.ofSeconds(1));
        rooms.fallDueFlags();
        GameState state = rooms.get(id).state();
        assertThat(state.ending()).as("red's flag fell with nobody connected").isEqualTo("time");
        assertThat(state.result()).isEqualTo("0-1");
        assertThat(state.clocks().remaining()).containsExactly(0L, 175_000L);
    }

    @Test
    void aStopShorterThanTheHeartbeatsSilenceIsChargedLikeAnyOtherTime() {
        String id = gameWithBlueToMoveAgain();
        rooms.close();
        // a node that died without its last heartbeat: the last one stored is from before the stop
        clock.advance(Duration.ofSeconds(3));
        rooms = new Rooms(new GameStore(database), computers, new LocalRelay(), clock, Duration.ofMinutes(5),
                Duration.ofSeconds(30));
        assertThat(rooms.get(id).state().clocks().remaining()).as("three seconds counted as red's")
                .isEqualTo(List.of(174_000L, 175_000L));
    }
}
