package com.plyyard.ai.search;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** A forced result as people count it: in the side's own moves, whoever makes the last one. */
class ScoresTest {
    @Test
    void aWinInPliesIsAWinInOwnMovesAndALossCountsTheSame() {
        assertThat(Scores.movesToResult(Scores.won(1))).as("the winning move now").isEqualTo(1);
        assertThat(Scores.movesToResult(Scores.won(3))).as("a move, a reply, the winning move").isEqualTo(2);
        assertThat(Scores.movesToResult(Scores.lost(2))).as("a move, then the other side wins").isEqualTo(-1);
        assertThat(Scores.movesToResult(Scores.lost(4))).isEqualTo(-2);
    }

    @Test
    void anEvaluationIsNoForcedResult() {
        assertThatThrownBy(() -> Scores.movesToResult(250)).isInstanceOf(IllegalArgumentException.class);
    }
}
