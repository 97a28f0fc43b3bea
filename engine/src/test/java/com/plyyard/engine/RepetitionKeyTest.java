package com.plyyard.engine;

import static org.assertj.core.api.Assertions.assertThat;

import com.plyyard.engine.chinesecheckers.ChineseCheckers;
import com.plyyard.engine.chinesecheckers.ChineseCheckersSettings;
import com.plyyard.engine.halma.Halma;
import com.plyyard.engine.jungle.Jungle;
import java.util.List;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

/** AL-5: which positions count as the same one for a draw claim by repetition, and in which games. */
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
}
