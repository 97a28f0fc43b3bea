package com.plyyard.server.room;

import static org.assertj.core.api.Assertions.assertThat;

import com.plyyard.server.Eventually;
import com.plyyard.server.TestClock;
import com.plyyard.table.Command;
import com.plyyard.table.GameState;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Set;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Rooms leave memory once idle and come back from the store on the next request; time is a test
 * clock, so nothing here waits for the idle time to pass.
 */
class RoomLifecycleTest {
    private static final Duration IDLE = Duration.ofMinutes(5);
    private static final Duration GRACE = Duration.ofSeconds(30);

    @TempDir
    Path data;
    private final TestClock clock = new TestClock();
    private RoomsFixture fixture;
    private ComputerSeats computers;
    private Rooms rooms;

    @BeforeEach
    void open() {
        // a pause far longer than any test, so a computer asked to move is still thinking
        fixture = new RoomsFixture(data, clock, 600_000, IDLE, GRACE);
        computers = fixture.computers;
        rooms = fixture.rooms;
    }

    @AfterEach
    void close() {
        fixture.close();
    }

    private static GameSetup local(String game) {
        return new GameSetup(game, null, null, "local", null, null, null, null, null);
    }

    @Test
    void aRoomNobodyUsesIsEvictedAfterTheIdleTimeAndLoadsAgainAsItWas() {
        Rooms.Taken taken = rooms.create(local("jungle"));
        GameRoom room = taken.room();
        room.handle(new Command.PlayMove("a3-a4", null), Set.of(0, 1));
        GameState before = room.state();

        clock.advance(IDLE.minusSeconds(1));
        rooms.sweep();
        assertThat(rooms.openCount()).as("not idle long enough").isEqualTo(1);

        clock.advance(Duration.ofSeconds(1));
        rooms.sweep();
        assertThat(rooms.openCount()).as("evicted").isZero();
        assertThat(rooms.evictedCount()).isEqualTo(1);

        GameRoom again = rooms.get(room.id());
        assertThat(again).as("a new room, loaded from the store").isNotSameAs(room);
        assertThat(again.state()).isEqualTo(before);
        again.handle(new Command.PlayMove("g7-g6", null), Set.of(0, 1));
        assertThat(again.state().plies()).hasSize(2);
    }

    @Test
    void usingARoomPutsItsEvictionOff() {
        GameRoom room = rooms.create(local("halma")).room();
        clock.advance(IDLE.minusSeconds(10));
        rooms.get(room.id());
        clock.advance(Duration.ofSeconds(20));
        rooms.sweep();
        assertThat(rooms.openCount()).as("used 20 s ago").isEqualTo(1);
    }

    @Test
    void aRoomWithAListenerStaysHoweverLongItIsQuiet() {
        GameRoom room = rooms.create(local("chinese-checkers")).room();
        RecordingListener watcher = new RecordingListener();
        assertThat(room.attach(watcher, state -> { })).isTrue();
        clock.advance(IDLE.multipliedBy(10));
        rooms.sweep();
        assertThat(rooms.openCount()).isEqualTo(1);

        room.detach(watcher);
        clock.advance(IDLE);
        rooms.sweep();
        assertThat(rooms.openCount()).as("idle once the last listener left").isZero();
    }

    @Test
    void aRoomWhoseComputerIsThinkingStays() {
        GameRoom room = rooms.create(new GameSetup("jungle", null, null, "computer", 1, 1, null, null, null)).room();
        clock.advance(IDLE.multipliedBy(2));
        rooms.sweep();
        assertThat(rooms.openCount()).as("the computer, holding red, has a move to find").isEqualTo(1);
        Eventually.waitUntil("the computer found its move, which waits for the pause",
                () -> computers.searchesStarted() == 1 && computers.waiting() == 1 && computers.busyThreads() == 0);
        assertThat(room.evictIfIdle(IDLE.toMillis())).as("a move found and not yet played keeps the room").isFalse();
        assertThat(computers.movesPlayed()).isZero();
    }

    @Test
    void anEvictedRoomRefusesListenersSoTheyFollowTheReloadedOne() {
        GameRoom room = rooms.create(local("jungle")).room();
        clock.advance(IDLE);
        rooms.sweep();
        assertThat(room.attach(new RecordingListener(), state -> { })).as("evicted").isFalse();

        RecordingListener watcher = new RecordingListener();
        GameRoom reloaded = rooms.get(room.id());
        assertThat(reloaded.attach(watcher, state -> { })).isTrue();
        reloaded.handle(new Command.PlayMove("a3-a4", null), Set.of(0, 1));
        assertThat(watcher.received).extracting(Outbound::message).hasAtLeastOneElementOfType(ServerMessage.Event.class);
    }

    @Test
    void manyAttachesWhileTheComputerIsToMoveAskItForOneSearch() {
        GameRoom room = rooms.create(new GameSetup("jungle", null, null, "computer", 1, 1, null, null, null)).room();
        for (int i = 0; i < 50; i++) {
            room.attach(new RecordingListener(), state -> { });
        }
        assertThat(computers.waiting()).as("one search waiting, not 51").isEqualTo(1);
    }
}
