package com.plyyard.engine;

import static org.assertj.core.api.Assertions.assertThat;

import com.plyyard.engine.chinesecheckers.ChineseCheckers;
import com.plyyard.engine.chinesecheckers.ChineseCheckersSettings;
import com.plyyard.engine.halma.Halma;
import com.plyyard.engine.jungle.Jungle;
import java.util.List;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

/**
 * AL-5: which positions count as the same one for a draw claim by repetition, and in which games;
 * when a player cannot finish (its target camp blocked), which is when the computer claims.
 */
class RepetitionKeyTest {

    private static Position play(Position position, String... moves) {
        for (String move : moves) {
            position = position.play(position.parseMove(move));
        }
        return position;
    }

    @Test
    void AL5_thePositionAfterBothSidesStepOutAndBackIsTheStartAgainThoughItsMoveNumberIsNot() {
        for (List<String> shuffle : List.of(List.of("chinese-checkers", "c1-e5", "n1-m5", "e5-c1", "m5-n1"),
                List.of("halma", "a12-a11", "l1-k1", "a11-a12", "k1-l1"))) {
            Game game = Games.byId(shuffle.getFirst());
            Position start = game.start(game.defaultSettings());
            Position back = play(start, shuffle.subList(1, 5).toArray(String[]::new));
            assertThat(back.notation()).as(game.id()).isNotEqualTo(start.notation());
            assertThat(back.repetitionKey()).as(game.id()).isPresent().isEqualTo(start.repetitionKey());
            Position halfway = play(start, shuffle.subList(1, 3).toArray(String[]::new));
            assertThat(halfway.repetitionKey()).as(game.id() + ": other pieces").isNotEqualTo(start.repetitionKey());
            Position oneStep = play(start, shuffle.get(1));
            assertThat(oneStep.repetitionKey()).as(game.id() + ": the other side to move")
                    .isNotEqualTo(play(start, shuffle.get(1), shuffle.get(2), shuffle.get(3)).repetitionKey());
        }
    }

    @Test
    void AL5_holdsOnlyForTwoPlayerChineseCheckersAndHalmaUnderTheDefaultRule() {
        assertThat(ChineseCheckers.GAME.start(ChineseCheckers.GAME.settings(OptionalInt.of(3), List.of()))
                .repetitionKey()).as("three players").isEmpty();
        assertThat(ChineseCheckers.GAME.start(ChineseCheckers.GAME.settings(OptionalInt.of(2),
                List.of(ChineseCheckersSettings.FILL_BLOCKED_TARGET))).repetitionKey()).as("anti-blocking rule").isEmpty();
        assertThat(ChineseCheckers.GAME.start(ChineseCheckers.GAME.settings(OptionalInt.of(2),
                List.of(ChineseCheckersSettings.LONG_JUMP))).repetitionKey()).as("long jumps").isPresent();
        assertThat(Jungle.GAME.start(Jungle.GAME.defaultSettings()).repetitionKey()).as("Dou Shou Qi (JU-9 instead)")
                .isEmpty();
        assertThat(Halma.GAME.start(Halma.GAME.defaultSettings()).repetitionKey()).isPresent();
    }

    @Test
    void AL5_aTargetCampFullOfOnesOwnPiecesButOneOfTheOthersIsBlockedAndTheStartIsNot() {
        Position star = ChineseCheckers.GAME.parsePosition(ChineseCheckers.GAME.defaultSettings(),
                "B/RR/RRR/RRRR/R12/12/11/10/9/10/11/12/13/BBB1/BBB/BB/B r 50");
        assertThat(star.targetBlocked(Colour.RED)).as("red's nine around blue's q1").isTrue();
        assertThat(star.targetBlocked(Colour.BLUE)).as("blue's camp has a hole left").isFalse();
        // from the issue: blue's last piece shut in at o1 by red's pieces
        Position halma = Halma.GAME.parsePosition(Halma.GAME.defaultSettings(), "3BB11/1B1BBB10/16/BBB13/BB14/BB2B11/2B2B10/3B12/16/16/16/"
                + "12B1RR/13RRR/12RRRR/11RRRRR/9R1RRRBR r 94");
        assertThat(halma.targetBlocked(Colour.RED)).isTrue();
        assertThat(halma.targetBlocked(Colour.BLUE)).isFalse();
        for (Game game : Games.all()) {
            Position start = game.start(game.defaultSettings());
            for (Colour colour : game.defaultSettings().colours()) {
                assertThat(start.targetBlocked(colour)).as("%s at the start: the others' pieces leave", game.id())
                        .isFalse();
            }
        }
        Position antiBlocking = ChineseCheckers.GAME.parsePosition(ChineseCheckers.GAME.settings(OptionalInt.of(2),
                List.of(ChineseCheckersSettings.FILL_BLOCKED_TARGET)), star.notation());
        assertThat(antiBlocking.targetBlocked(Colour.RED)).as("CC-15 counts the camp as filled").isFalse();
    }
}
