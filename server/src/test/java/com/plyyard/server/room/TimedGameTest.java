package com.plyyard.server.room;

import static com.plyyard.server.Eventually.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.plyyard.ai.SearchingPlayer;
import com.plyyard.ai.ThinkingTimes;
import com.plyyard.engine.RecordFormat;
import com.plyyard.server.TestClock;
import com.plyyard.server.TestStores;
import com.plyyard.server.relay.LocalRelay;
import com.plyyard.server.store.Database;
import com.plyyard.server.store.GameStore;
import com.plyyard.table.ApiError;
import com.plyyard.table.Command;
import com.plyyard.table.GameState;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Time controls (issue 18 item 1) judged by real rooms on a real store: the increment, flags
 * falling with and without anyone connected, 3+ players, the seats a timed game waits for, the
 * computer's clock, bad input and records. Time passes on a test clock; nothing here sleeps.
 */
class TimedGameTest {
    @TempDir
    Path data;
    private Database database;
    private ComputerSeats computers;
    private Rooms rooms;
    private final TestClock clock = new TestClock();

    @BeforeEach
    void open() {
        database = Database.open(TestStores.fresh(data));
        computers = new ComputerSeats(new SearchingPlayer(ThinkingTimes.defaults()), 1, 0, 1_000);
        rooms = rooms(clock);
    }

    private Rooms rooms(Clock time) {
        return new Rooms(new GameStore(database), computers, new LocalRelay(), time, Duration.ofMinutes(5),
                Duration.ofSeconds(30));
    }

    @AfterEach
    void close() {
        rooms.close();
        computers.close();
        database.close();
    }

    /** An online game with {@code control} and every seat taken by a person. */
    private GameRoom timedGame(String game, int players, String control) {
        GameRoom room = rooms.create(new GameSetup(game, players == 2 ? null : players, null, "online", 0, null,
                "Ada", null, null, control)).room();
        for (int seat = 1; seat < players; seat++) {
            rooms.join(room.id(), "P" + seat);
        }
        return room;
    }

    private static void play(GameRoom room) {
        GameState state = room.state();
        int toMove = state.seats().stream().filter(s -> s.colour().equals(state.toMove())).findFirst().orElseThrow()
                .seat();
        room.handle(new Command.PlayMove(state.legal().paths().getFirst(), null), Set.of(toMove));
    }

    private static List<Long> left(GameRoom room) {
        return room.state().clocks().remaining();
    }

    @Test
    void eachMoveReplacesTheRoomsFlagCheckInsteadOfQueueingAnother() {
        GameRoom room = timedGame("halma", 2, "10+5");
        play(room);
        assertThat(rooms.queuedFlagChecks()).as("the check of the clock that runs").isEqualTo(1);
        for (int ply = 0; ply < 100; ply++) {
            clock.advance(Duration.ofSeconds(1));
            play(room);
        }
        assertThat(rooms.queuedFlagChecks()).as("still one, after 100 moves").isEqualTo(1);
    }

    @Test
    void theIncrementIsAddedToTheMoversClockAfterEachMoveAndTheOtherClockRuns() {
        GameRoom room = timedGame("jungle", 2, "5+3");
        assertThat(room.state().timeControl()).isEqualTo("5+3");
        assertThat(room.state().clocks()).as("no clock runs before the first move")
                .isEqualTo(new GameState.Clocks(List.of(300_000L, 300_000L), null, room.state().clocks().at()));

        play(room);
        assertThat(left(room)).as("red's first move is free and earns the increment").containsExactly(303_000L, 300_000L);
        assertThat(room.state().clocks().running()).as("blue's clock runs").isEqualTo(1);

        clock.advance(Duration.ofMillis(12_345));
        assertThat(left(room)).as("blue's clock ran 12.345 s").containsExactly(303_000L, 287_655L);
        play(room);
        assertThat(left(room)).as("blue spent 12.345 s and earned 3 s").containsExactly(303_000L, 290_655L);
        assertThat(room.state().clocks().running()).isZero();
    }

    @Test
    void theFlagFallsWithNobodyConnectedAndTheOtherPlayerWinsOnTime() {
        GameRoom room = timedGame("jungle", 2, "1+0");
        play(room);
        clock.advance(Duration.ofSeconds(59));
        rooms.fallDueFlags();
        assertThat(room.state().status()).as("blue still has a second").isEqualTo("playing");

        clock.advance(Duration.ofSeconds(1));
        rooms.fallDueFlags();
        GameState state = room.state();
        assertThat(state.ending()).as("blue's flag fell with nobody connected").isEqualTo("time");
        assertThat(state.result()).isEqualTo("1-0");
        assertThat(state.clocks()).isEqualTo(new GameState.Clocks(List.of(60_000L, 0L), null, clock.millis()));
        assertThatThrownBy(() -> room.handle(new Command.PlayMove("g9-g8", null), Set.of(1)))
                .as("a move after the flag fell").isInstanceOfSatisfying(ApiError.class,
                        e -> assertThat(e.code()).isEqualTo("game-over"));
    }

    @Test
    void aMoveSentAfterTheFlagFellIsRefusedEvenBeforeAnyTimerRan() {
        GameRoom room = timedGame("jungle", 2, "1+0");
        play(room);
        clock.advance(Duration.ofSeconds(61));
        assertThatThrownBy(() -> play(room)).as("blue's move a second late")
                .isInstanceOfSatisfying(ApiError.class, e -> assertThat(e.code()).isEqualTo("game-over"));
        assertThat(room.state().ending()).isEqualTo("time");
    }

    @Test
    void aGameEvictedFromMemoryIsLoadedAndEndedWhenItsFlagFalls() {
        GameRoom room = timedGame("jungle", 2, "10+0");
        play(room);
        clock.advance(Duration.ofMinutes(6));
        rooms.sweep();
        assertThat(rooms.openCount()).as("the idle room left memory").isZero();
        clock.advance(Duration.ofMinutes(4));
        rooms.fallDueFlags();
        assertThat(rooms.get(room.id()).state().ending()).as("the stored deadline brought the game back to end it")
                .isEqualTo("time");
    }

    @Test
    void withThreePlayersTheFlaggedPlayerWithdrawsAndPlayGoesOnWithTheNextClockRunning() {
        GameRoom room = timedGame("chinese-checkers", 3, "1+0");
        play(room);
        play(room);
        GameState before = room.state();
        int flagged = before.clocks().running();
        clock.advance(Duration.ofMinutes(1));
        rooms.fallDueFlags();

        GameState after = room.state();
        assertThat(after.status()).as("two players go on").isEqualTo("playing");
        assertThat(after.withdrawn()).as("the flagged seat withdrew (AL-2)")
                .containsExactly(before.seats().get(flagged).colour());
        assertThat(after.clocks().running()).as("the next seat's clock runs").isEqualTo((flagged + 1) % 3);
        assertThat(after.clocks().remaining().get(flagged)).isZero();
        String record = RecordFormat.write(room.record());
        assertThat(record).as("the record names the withdrawal on time").contains("[Flagged \"");
        assertThat(rooms.importRecord(record).room().state().withdrawn()).isEqualTo(after.withdrawn());
    }

    @Test
    void aTimedGameTakesNoMoveBeforeEverySeatIsTaken() {
        GameRoom room = rooms.create(new GameSetup("jungle", null, null, "online", 0, null, "Ada", null, null,
                "3+2")).room();
        assertThatThrownBy(() -> room.handle(new Command.PlayMove("a3-a4", null), Set.of(0)))
                .isInstanceOfSatisfying(ApiError.class, e -> assertThat(e.getMessage())
                        .isEqualTo("a timed game starts once every seat is taken"));
        rooms.join(room.id(), "Bob");
        room.handle(new Command.PlayMove("a3-a4", null), Set.of(0));
        assertThat(room.state().plies()).hasSize(1);
    }

    @Test
    void aTakeBackGivesNoTimeBackAndTheSeatToMoveAgainHasItsClockRunningAndStored() {
        GameRoom room = rooms.create(new GameSetup("jungle", null, null, "local", null, null, null, null, null,
                "1+0")).room();
        room.handle(new Command.PlayMove("a3-a4", null), Set.of(0, 1));
        clock.advance(Duration.ofSeconds(10));
        room.handle(new Command.PlayMove("g7-g6", null), Set.of(0, 1));
        clock.advance(Duration.ofSeconds(5));
        room.handle(new Command.TakeBack(), Set.of(0, 1));
        assertThat(room.state().clocks()).as("red's 5 s stay spent; blue's clock runs again")
                .isEqualTo(new GameState.Clocks(List.of(55_000L, 50_000L), 1, clock.millis()));
        clock.advance(Duration.ofSeconds(50));
        rooms.sweep();
        rooms.fallDueFlags();
        assertThat(room.state().ending()).as("blue's stored deadline after the take-back").isEqualTo("time");
    }

    @Test
    void correspondenceGivesEverySeatTheWholeTimePerMoveAgainAfterEachMove() {
        GameRoom room = timedGame("halma", 2, "2d");
        play(room);
        clock.advance(Duration.ofHours(30));
        assertThat(left(room)).containsExactly(172_800_000L, 172_800_000L - 30 * 3_600_000L);
        play(room);
        assertThat(left(room)).as("red's deadline is two days from blue's move")
                .containsExactly(172_800_000L, 172_800_000L);
    }

    @Test
    void badTimeControlsAreRefusedWithAClearMessageAndCreateNothing() {
        for (var bad : List.of(List.of("5", "a time control is minutes+seconds (such as 5+3), days per move (such as"
                + " 2d) or untimed, not '5'"),
                List.of("0+0", "a clock of 0+0 has no time at all"),
                List.of("181+0", "the base time is at most 180 minutes"),
                List.of("5+181", "the increment is at most 180 seconds"),
                List.of("0.01+2", "the base time must be a whole number of seconds: 0.01 minutes is not"),
                List.of("5d", "a correspondence game has 1, 2, 3 or 7 days per move, not 5"))) {
            assertThatThrownBy(() -> rooms.create(new GameSetup("jungle", null, null, "online", 0, null, null, null,
                    null, bad.get(0)))).as(bad.get(0)).isInstanceOfSatisfying(ApiError.class, e -> {
                        assertThat(e.code()).isEqualTo("bad-time-control");
                        assertThat(e.httpStatus()).isEqualTo(400);
                        assertThat(e.getMessage()).isEqualTo(bad.get(1));
                    });
        }
        assertThat(rooms.openCount()).isZero();
    }

    @Test
    void eachModeHasItsDefaultTimeControl() {
        assertThat(rooms.create(new GameSetup("jungle", null, null, "local", null, null, null, null, null)).room()
                .state().timeControl()).isEqualTo("untimed");
        assertThat(rooms.create(new GameSetup("jungle", null, null, "online", 0, null, null, null, null)).room()
                .state().timeControl()).isEqualTo("10+5");
        assertThat(rooms.create(new GameSetup("jungle", null, null, "computer", 0, 1, null, null, null)).room()
                .state().timeControl()).isEqualTo("15+10");
    }

    @Test
    void theRecordHoldsTheTimeControlAndEachMovesClockAndImportsBackToTheSameRecord() {
        GameRoom room = timedGame("jungle", 2, "0.5+2");
        play(room);
        clock.advance(Duration.ofMillis(4_250));
        play(room);
        clock.advance(Duration.ofMinutes(2));
        rooms.fallDueFlags();
        String record = RecordFormat.write(room.record());
        assertThat(record).contains("[TimeControl \"30+2\"]", "[Termination \"time\"]", "[Result \"0-1\"]",
                "{[%clk 0:00:32.0]}", "{[%clk 0:00:27.7]}");

        GameRoom imported = rooms.importRecord(record).room();
        assertThat(RecordFormat.write(imported.record())).as("the imported game's record").isEqualTo(record);
        assertThat(imported.state().ending()).isEqualTo("time");
        assertThat(imported.state().timeControl()).isEqualTo("0.5+2");
    }

    @Test
    void aRecordWithoutClocksStillImportsAsAnUntimedGame() {
        GameRoom untimed = rooms.create(new GameSetup("jungle", null, null, "local", null, null, null, null, null))
                .room();
        untimed.handle(new Command.PlayMove("a3-a4", null), Set.of(0, 1));
        String record = RecordFormat.write(untimed.record());
        assertThat(record).doesNotContain("TimeControl", "{");
        assertThat(rooms.importRecord(record).room().state().timeControl()).isEqualTo("untimed");
        assertThatThrownBy(() -> rooms.importRecord(record.replace("[Result", "[TimeControl \"40/9000\"]\n[Result")))
                .isInstanceOfSatisfying(ApiError.class, e -> assertThat(e.getMessage())
                        .startsWith("the TimeControl header '40/9000' is not"));
    }

    @Test
    void aComputerSeatsThinkingIsChargedToItsOwnClock() {
        rooms.close();
        Rooms realTime = rooms(Clock.systemUTC());
        rooms = realTime;
        // the person holds blue; the computer (red, level 8) moves first and thinks up to a second
        GameRoom room = rooms.create(new GameSetup("jungle", null, null, "computer", 1, 8, null, null, null,
                "1+0")).room();
        awaitComputerMove(room, 1);
        play(room);
        awaitComputerMove(room, 3);
        List<Long> left = left(room);
        assertThat(left.get(0)).as("the computer's clock after thinking about its second move")
                .isLessThan(59_900L).isGreaterThan(50_000L);
        assertThat(left.get(1)).as("the person's clock lost only the moment of the test's own move")
                .isGreaterThan(59_000L);
    }

    @Test
    void aComputerSeatThinksWithinWhatItsClockLeavesItWhereItsLevelWouldThinkLonger() {
        rooms.close();
        rooms = rooms(Clock.systemUTC());
        // level 8 thinks a second a move; with 3 s and no increment, that would lose on time by move 4
        GameRoom room = rooms.create(new GameSetup("jungle", null, null, "computer", 1, 8, null, null, null,
                "0.05+0")).room();
        awaitComputerMove(room, 1);
        play(room);
        awaitComputerMove(room, 3);
        assertThat(left(room).get(0)).as("the computer's clock after its second move, 3 000 ms before it")
                .isGreaterThan(2_500L);
    }

    private static void awaitComputerMove(GameRoom room, int plies) {
        waitUntil("the computer made move " + plies, () -> room.state().plies().size() >= plies);
    }
}
