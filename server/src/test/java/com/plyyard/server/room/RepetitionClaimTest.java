package com.plyyard.server.room;

import static com.plyyard.server.Eventually.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.plyyard.engine.RecordFormat;
import com.plyyard.server.TestClock;
import com.plyyard.table.ApiError;
import com.plyyard.table.Claim;
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

/** AL-5: a draw claimed on the third repetition, judged by real rooms on a real store. */
class RepetitionClaimTest {
    /** Four plies after which the start stands again (each side steps out and back). */
    private static final List<String> CHINESE_CHECKERS_SHUFFLE = List.of("c1-e5", "n1-m5", "e5-c1", "m5-n1");
    private static final List<String> HALMA_SHUFFLE = List.of("a12-a11", "l1-k1", "a11-a12", "k1-l1");
    private static final Command.Claim REPETITION = new Command.Claim(null, Claim.Reason.REPETITION);

    @TempDir
    Path data;
    private RoomsFixture fixture;
    private Rooms rooms;

    @BeforeEach
    void open() {
        fixture = new RoomsFixture(data, new TestClock(), 0, Duration.ofMinutes(5), Duration.ofSeconds(30));
        rooms = fixture.rooms;
    }

    @AfterEach
    void close() {
        fixture.close();
    }

    private GameRoom game(String game, String mode, List<String> options) {
        GameRoom room = rooms.create(new GameSetup(game, null, options, mode, "online".equals(mode) ? 0 : null, null,
                null, null, null)).room();
        if ("online".equals(mode)) {
            rooms.join(room.id(), "Bo");
        }
        return room;
    }

    private static void shuffle(GameRoom room, List<String> plies, Set<Integer> seats) {
        for (String path : plies) {
            room.handle(new Command.PlayMove(path, null), seats);
        }
    }

    private static void refused(Runnable command, String code, String why) {
        assertThatThrownBy(command::run).as(why).isInstanceOfSatisfying(ApiError.class,
                e -> assertThat(e.code()).as(why + ": " + e.getMessage()).isEqualTo(code));
    }

    @Test
    void AL5_aDrawMayBeClaimedOnTheThirdOccurrenceAndNotBefore() {
        GameRoom room = game("chinese-checkers", "local", null);
        Set<Integer> both = Set.of(0, 1);
        shuffle(room, CHINESE_CHECKERS_SHUFFLE, both);
        assertThat(room.state().repetition()).as("the start has come twice").isFalse();
        assertThatThrownBy(() -> room.handle(REPETITION, both)).isInstanceOf(ApiError.class)
                .hasMessageContaining("third time").hasMessageContaining("2 times");

        shuffle(room, CHINESE_CHECKERS_SHUFFLE, both);
        assertThat(room.state().repetition()).as("the start has come three times").isTrue();
        refused(() -> room.handle(new Command.Claim(Claim.Outcome.WIN, Claim.Reason.REPETITION), both), "not-allowed",
                "a repetition is a draw, never a win");

        room.handle(REPETITION, both);
        GameState drawn = room.state();
        assertThat(drawn.status()).isEqualTo("drawn");
        assertThat(drawn.ending()).isEqualTo("claimed-repetition");
        assertThat(drawn.result()).isEqualTo("1/2-1/2");
        assertThat(drawn.repetition()).as("nothing more to claim").isFalse();
        refused(() -> room.handle(REPETITION, both), "game-over", "the game is over");
    }

    @Test
    void AL5_eitherOnlinePlayerMayClaimButNotASpectatorAndTheClaimComesBackFromTheRecord() {
        GameRoom room = game("halma", "online", null);
        for (int round = 0; round < 2; round++) {
            for (int ply = 0; ply < HALMA_SHUFFLE.size(); ply++) {
                room.handle(new Command.PlayMove(HALMA_SHUFFLE.get(ply), null), Set.of(ply % 2));
            }
        }
        refused(() -> room.handle(REPETITION, Set.of()), "not-a-player", "spectators watch");
        room.handle(REPETITION, Set.of(1));
        assertThat(room.state().ending()).isEqualTo("claimed-repetition");

        String record = RecordFormat.write(room.record());
        assertThat(record).contains("[Termination \"claimed-repetition\"]").contains("[Result \"1/2-1/2\"]");
        GameState imported = rooms.importRecord(record).room().state();
        assertThat(imported.ending()).isEqualTo("claimed-repetition");
        assertThat(imported.result()).isEqualTo("1/2-1/2");
    }

    @Test
    void AL5_aTakeBackUndoesTheRepetitionItTakesBack() {
        GameRoom room = game("chinese-checkers", "local", List.of("long-jump"));
        Set<Integer> both = Set.of(0, 1);
        shuffle(room, CHINESE_CHECKERS_SHUFFLE, both);
        shuffle(room, CHINESE_CHECKERS_SHUFFLE, both);
        assertThat(room.state().repetition()).isTrue();
        room.handle(new Command.TakeBack(), both);
        assertThat(room.state().repetition()).as("one ply before the third occurrence").isFalse();
        room.handle(new Command.PlayMove(CHINESE_CHECKERS_SHUFFLE.getLast(), null), both);
        assertThat(room.state().repetition()).isTrue();
    }

    @Test
    void AL5_isForTwoPlayerChineseCheckersAndHalmaUnderTheDefaultRuleOnly() {
        GameRoom antiBlocking = game("chinese-checkers", "local", List.of("fill-blocked-target"));
        shuffle(antiBlocking, CHINESE_CHECKERS_SHUFFLE, Set.of(0, 1));
        shuffle(antiBlocking, CHINESE_CHECKERS_SHUFFLE, Set.of(0, 1));
        assertThat(antiBlocking.state().repetition()).isFalse();
        assertThatThrownBy(() -> antiBlocking.handle(REPETITION, Set.of(0, 1))).isInstanceOf(ApiError.class)
                .hasMessageContaining("default rule");
        GameRoom jungle = game("jungle", "local", null);
        refused(() -> jungle.handle(REPETITION, Set.of(0, 1)), "not-allowed", "Dou Shou Qi has JU-9 instead");
    }

    /**
     * Blue's target camp full of its own pieces but for red's last one, shut in at b16 (the
     * walled-in game of issue 21, turned round): blue cannot finish. Red to move.
     */
    private static final String BLUE_BLOCKED =
            "BRBBB1B9/BBBBB11/BBBB12/BBB13/BB1R12/16/16/16/12R3/10R2R2/11R2RR/14RR/13RRR/16/10RRR1R1/11RR3 r 94";

    /** A person (red) against the computer (blue, level 8) from {@code position}. */
    private GameRoom againstTheComputer(String position) {
        return rooms.create(new GameSetup("halma", null, null, "computer", 0, 8, null, null, position)).room();
    }

    @Test
    void AL5_theComputerAcceptsADrawOfferWhenItCannotFinish() {
        GameRoom room = againstTheComputer(BLUE_BLOCKED);
        room.handle(new Command.OfferDraw(), Set.of(0));
        waitUntil("the computer answered", () -> room.state().status().equals("drawn"));
        assertThat(room.state().ending()).isEqualTo("draw-agreed");
        assertThat(RecordFormat.write(room.record())).contains("[Result \"1/2-1/2\"]");
    }

    @Test
    void AL5_theComputerDeclinesADrawOfferWhenItCanFinishAndDoesNotStandWorse() {
        GameRoom room = againstTheComputer(null);
        room.handle(new Command.OfferDraw(), Set.of(0));
        waitUntil("the computer answered", () -> room.state().drawOffer() == null);
        assertThat(room.state().status()).isEqualTo("playing");
        assertThat(room.state().v()).as("the offer and its refusal").isEqualTo(2);
    }
}
