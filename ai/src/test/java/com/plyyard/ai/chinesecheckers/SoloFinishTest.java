package com.plyyard.ai.chinesecheckers;

import static org.assertj.core.api.Assertions.assertThat;

import com.plyyard.engine.Game;
import com.plyyard.engine.Games;
import com.plyyard.engine.chinesecheckers.ChineseCheckersPosition;
import java.util.List;
import java.util.OptionalInt;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The analysis board's estimate of each seat's moves to finish (3–6 players, and 2). */
class SoloFinishTest {
    @ParameterizedTest(name = "{0} players")
    @ValueSource(ints = {2, 3, 4, 6})
    void fromTheStartEverySeatHasAnEstimateOfAtLeastOneMoveAPiece(int players) {
        Game game = Games.byId("chinese-checkers");
        var start = (ChineseCheckersPosition) game.start(game.settings(OptionalInt.of(players), List.of()));
        List<OptionalInt> estimates = SoloFinish.estimate(start);
        assertThat(estimates).hasSize(players);
        // CC-10: ten pieces each leave home for the opposite camp, so each moves at least once
        assertThat(estimates).allSatisfy(estimate -> {
            assertThat(estimate).isPresent();
            assertThat(estimate.getAsInt()).isBetween(10, 150);
        });
    }
}
