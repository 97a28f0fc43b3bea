package com.plyyard.server.room;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.plyyard.engine.RecordFormat;
import com.plyyard.server.TestClock;
import com.plyyard.table.Absent;
import com.plyyard.table.ApiError;
import com.plyyard.table.Claim;
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
 * Claims against a player away (issue 18 item 2) and aborts (item 3), judged by real rooms on a
 * real store; the grace time passes on a test clock, so nothing here waits.
 */
class AbsenceAndAbortTest {
    private static final Duration GRACE = Duration.ofSeconds(30);

    @TempDir
    Path data;
    private final TestClock clock = new TestClock();
    private RoomsFixture fixture;
    private Rooms rooms;

    @BeforeEach
    void open() {
        fixture = new RoomsFixture(data, clock, 0, Duration.ofMinutes(5), GRACE);
        rooms = fixture.rooms;
    }

    @AfterEach
    void close() {
        fixture.close();
    }

    /** An online game with every seat taken by a person; the room. */
    private GameRoom onlineGame(String game, int players) {
        GameRoom room = rooms.create(new GameSetup(game, players == 2 ? null : players, null, "online", 0, null,
                "Ada", null, null)).room();
        for (int seat = 1; seat < players; seat++) {
            rooms.join(room.id(), "P" + seat);
        }
        return room;
    }

    private static void play(GameRoom room, int seat) {
        room.handle(new Command.PlayMove(room.state().legal().paths().getFirst(), null), Set.of(seat));
    }

    private static void assertRefused(Runnable command, String code, String why) {
        assertThatThrownBy(command::run).as(why).isInstanceOfSatisfying(ApiError.class,
                e -> assertThat(e.code()).as(why + ": " + e.getMessage()).isEqualTo(code));
    }

    private static Command.Claim claim(Claim.Outcome outcome) {
        return new Command.Claim(outcome, null);
    }

    @Test
    void theOpponentMayClaimTheWinOnceThePlayerToMoveHasBeenAwayForTheGraceTime() {
        GameRoom room = onlineGame("jungle", 2);
        RecordingListener red = new RecordingListener(0);
        RecordingListener blue = new RecordingListener(1);
        room.attach(red, state -> { });
        room.attach(blue, state -> { });
        play(room, 0);
        assertThat(room.state().absent()).as("blue, to move, is connected").isNull();

        room.detach(blue);
        long left = clock.millis();
        Absent absent = room.state().absent();
        assertThat(absent).as("blue left while to move").isEqualTo(new Absent(1, left, left + 30_000));
        assertThat(red.messages()).as("red is told at once, with the time a claim becomes possible")
                .contains(new ServerMessage.Presence(room.state().seats(), absent));

        clock.advance(GRACE.minusSeconds(1));
        assertRefused(() -> room.handle(claim(null), Set.of(0)), "not-allowed", "a claim a second early");
        clock.advance(Duration.ofSeconds(1));
        room.handle(claim(null), Set.of(0));

        GameState state = room.state();
        assertThat(state.status()).isEqualTo("finished");
        assertThat(state.ending()).isEqualTo("claimed-absence");
        assertThat(state.ranking()).containsExactly("red");
        assertThat(state.result()).isEqualTo("1-0");
        assertThat(state.absent()).as("nobody is awaited once the game is over").isNull();
        ServerMessage.Event last = (ServerMessage.Event) red.messages().getLast();
        assertThat(last.delta().kind()).isEqualTo("claim");
        assertThat(last.delta().ending()).isEqualTo("claimed-absence");
    }

    @Test
    void theOpponentMayClaimADrawInstead() {
        GameRoom room = onlineGame("halma", 2);
        room.attach(new RecordingListener(0), state -> { });
        clock.advance(GRACE);
        assertRefused(() -> room.handle(claim(Claim.Outcome.DRAW), Set.of(0)), "not-allowed",
                "red, to move and present, cannot claim against blue, who is not to move");
        play(room, 0);
        clock.advance(GRACE);
        room.handle(claim(Claim.Outcome.DRAW), Set.of(0));
        GameState state = room.state();
        assertThat(state.status()).isEqualTo("drawn");
        assertThat(state.result()).isEqualTo("1/2-1/2");
        assertThat(state.ending()).isEqualTo("claimed-absence");
    }

    @Test
    void theGraceTimeCountsFromTheLastEventSoAPlayerLongGoneGetsItWholeOnTheirTurn() {
        GameRoom room = onlineGame("jungle", 2);
        room.attach(new RecordingListener(0), state -> { });
        clock.advance(Duration.ofMinutes(10));
        play(room, 0);
        long moved = clock.millis();
        assertThat(room.state().absent()).isEqualTo(new Absent(1, moved, moved + 30_000));
        assertRefused(() -> room.handle(claim(null), Set.of(0)), "not-allowed", "blue's turn has just begun");
    }

    @Test
    void aClaimIsRefusedToSpectatorsToThePlayerAwayWhileThePlayerIsConnectedAndOnceTheGameIsOver() {
        GameRoom room = onlineGame("jungle", 2);
        RecordingListener blue = new RecordingListener(1);
        room.attach(blue, state -> { });
        play(room, 0);
        clock.advance(GRACE.multipliedBy(2));
        assertRefused(() -> room.handle(claim(null), Set.of(0)), "not-allowed", "blue, to move, is connected");
        room.detach(blue);
        clock.advance(GRACE);
        assertRefused(() -> room.handle(claim(null), Set.of()), "not-a-player", "a spectator");
        assertRefused(() -> room.handle(claim(null), Set.of(1)), "not-allowed", "the player away claiming");
        assertRefused(() -> room.handle(claim(Claim.Outcome.WITHDRAWAL), Set.of(0)), "not-allowed",
                "a withdrawal with two players");
        int before = room.state().v();
        room.handle(new Command.Resign(0), Set.of(0));
        assertRefused(() -> room.handle(claim(null), Set.of(0)), "game-over", "a finished game");
        assertThat(room.state().v()).as("nothing but the resignation changed the game").isEqualTo(before + 1);
    }

    @Test
    void claimsAndAbortsAreForOnlineGamesOnly() {
        GameRoom room = rooms.create(new GameSetup("jungle", null, null, "local", null, null, null, null, null)).room();
        clock.advance(GRACE);
        assertRefused(() -> room.handle(claim(null), Set.of(0, 1)), "not-allowed", "a claim on one screen");
        assertRefused(() -> room.handle(new Command.Abort(), Set.of(0, 1)), "not-allowed", "an abort on one screen");
        assertThat(room.state().abortable()).isFalse();
    }

    @Test
    void withThreePlayersTheClaimWithdrawsThePlayerAwayAndPlayGoesOn() {
        GameRoom room = onlineGame("chinese-checkers", 3);
        room.attach(new RecordingListener(0), state -> { });
        room.attach(new RecordingListener(2), state -> { });
        play(room, 0);
        clock.advance(GRACE);
        assertRefused(() -> room.handle(claim(Claim.Outcome.WIN), Set.of(2)), "not-allowed",
                "the win with three players");
        room.handle(claim(null), Set.of(2));

        GameState state = room.state();
        String away = state.seats().get(1).colour();
        assertThat(state.status()).isEqualTo("playing");
        assertThat(state.withdrawn()).containsExactly(away);
        assertThat(state.toMove()).as("the turn skips the withdrawn seat").isEqualTo(state.seats().get(2).colour());
        assertThat(state.ending()).isNull();
        assertThat(RecordFormat.write(room.record())).contains("[Withdrawn \"" + away.toUpperCase().charAt(0) + "@1\"]")
                .contains("[Absent \"" + away.toUpperCase().charAt(0) + "@1\"]");

        GameState imported = rooms.importRecord(RecordFormat.write(room.record())).room().state();
        assertThat(imported.withdrawn()).containsExactly(away);
        assertThat(imported.position()).isEqualTo(state.position());
    }

    @Test
    void anyPlayerMayAbortUntilEveryPlayerHasMovedAndTheAbortedGameHasNoResult() {
        GameRoom room = onlineGame("jungle", 2);
        assertThat(room.state().abortable()).isTrue();
        play(room, 0);
        assertThat(room.state().abortable()).as("blue has not moved yet").isTrue();
        play(room, 1);
        assertThat(room.state().abortable()).isFalse();
        assertRefused(() -> room.handle(new Command.Abort(), Set.of(0)), "not-allowed", "both have moved");

        GameRoom other = onlineGame("jungle", 2);
        play(other, 0);
        assertRefused(() -> other.handle(new Command.Abort(), Set.of()), "not-a-player", "a spectator aborting");
        String bluesMove = other.state().legal().paths().getFirst();
        other.handle(new Command.Abort(), Set.of(1));
        GameState state = other.state();
        assertThat(state.status()).isEqualTo("aborted");
        assertThat(state.ending()).isEqualTo("aborted");
        assertThat(state.result()).isEqualTo("*");
        assertThat(state.legal().paths()).isEmpty();
        assertThat(state.abortable()).isFalse();
        assertRefused(() -> other.handle(new Command.PlayMove(bluesMove, null), Set.of(1)), "game-over",
                "a move in an aborted game");
        assertRefused(() -> other.handle(new Command.Abort(), Set.of(0)), "game-over", "a second abort");
    }

    @Test
    void claimsAndAbortsAreStoredAndComeBackWhenTheRoomIsLoadedAgain() {
        GameRoom claimed = onlineGame("jungle", 2);
        play(claimed, 0);
        clock.advance(GRACE);
        claimed.handle(claim(Claim.Outcome.DRAW), Set.of(0));
        GameRoom aborted = onlineGame("halma", 2);
        aborted.handle(new Command.Abort(), Set.of(0));
        GameState claimedBefore = claimed.state();
        GameState abortedBefore = aborted.state();

        clock.advance(Duration.ofMinutes(5));
        rooms.sweep();
        assertThat(rooms.openCount()).as("both evicted").isZero();
        assertThat(rooms.get(claimed.id()).state()).isEqualTo(claimedBefore);
        assertThat(rooms.get(aborted.id()).state()).isEqualTo(abortedBefore);
    }

    @Test
    void aRecordOfAClaimOrAnAbortImportsToTheSameEnding() {
        GameRoom claimed = onlineGame("jungle", 2);
        play(claimed, 0);
        play(claimed, 1);
        clock.advance(GRACE);
        claimed.handle(claim(null), Set.of(1));
        String record = RecordFormat.write(claimed.record());
        assertThat(record).contains("[Termination \"claimed-absence\"]").contains("[Result \"0-1\"]");
        GameState imported = rooms.importRecord(record).room().state();
        assertThat(imported.ending()).isEqualTo("claimed-absence");
        assertThat(imported.result()).isEqualTo("0-1");

        GameRoom aborted = onlineGame("jungle", 2);
        aborted.handle(new Command.Abort(), Set.of(1));
        String abortRecord = RecordFormat.write(aborted.record());
        assertThat(abortRecord).contains("[Termination \"aborted\"]").contains("[Result \"*\"]");
        GameState importedAbort = rooms.importRecord(abortRecord).room().state();
        assertThat(importedAbort.status()).isEqualTo("aborted");
        assertThat(importedAbort.result()).isEqualTo("*");
    }
}
