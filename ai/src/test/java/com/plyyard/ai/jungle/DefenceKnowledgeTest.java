package com.plyyard.ai.jungle;

import static org.assertj.core.api.Assertions.assertThat;

import com.plyyard.engine.jungle.Jungle;
import com.plyyard.engine.jungle.JungleBoard;
import org.junit.jupiter.api.Test;

class DefenceKnowledgeTest {
    private static final int RAT = 0;
    private static final int CAT = 1;
    private static final int TIGER = 5;
    private static final int LION = 6;
    private static final int ELEPHANT = 7;
    /** b6, in the river; d7 and d8 on land, d8 one of blue's traps. */
    private static final int B6 = 5 * 7 + 1;
    private static final int D7 = 6 * 7 + 3;
    private static final int D8 = 7 * 7 + 3;

    @Test
    void JU6_anAttackerIsMetOnlyByAPieceThatCanTakeIt() {
        // Red's lion on d6, three steps from blue's den: blue's elephant next to it meets it.
        int met = evaluate("7/7/3e3/3L3/7/7/7/7/7 b 0 1");
        int unmet = evaluate("e6/7/7/3L3/7/7/7/7/7 b 0 1");
        assertThat(met - unmet).isEqualTo(100);
        // Blue's tiger next to it does not: a tiger cannot take a lion.
        assertThat(evaluate("e6/7/3t3/3L3/7/7/7/7/7 b 0 1")).isEqualTo(evaluate("e5t/7/7/3L3/7/7/7/7/7 b 0 1"));
    }

    @Test
    void JU6_takersByRankTrapAndTerrain() {
        assertThat(DefenceKnowledge.canTake(ELEPHANT, false, LION, D7, JungleBoard.BLUE)).isTrue();
        assertThat(DefenceKnowledge.canTake(TIGER, false, LION, D7, JungleBoard.BLUE)).isFalse();
        // JU-6a: in the defender's trap any piece takes it, the cat the lion too.
        assertThat(DefenceKnowledge.canTake(CAT, false, LION, D8, JungleBoard.BLUE)).isTrue();
        // JU-6b and JU-6c: the rat takes the elephant, the elephant never the rat, even trapped.
        assertThat(DefenceKnowledge.canTake(RAT, false, ELEPHANT, D7, JungleBoard.BLUE)).isTrue();
        assertThat(DefenceKnowledge.canTake(ELEPHANT, false, RAT, D8, JungleBoard.BLUE)).isFalse();
        // JU-6d: a rat in the water is taken only by a rat in the water.
        assertThat(DefenceKnowledge.canTake(RAT, true, RAT, B6, JungleBoard.BLUE)).isTrue();
        assertThat(DefenceKnowledge.canTake(ELEPHANT, false, RAT, B6, JungleBoard.BLUE)).isFalse();
    }

    @Test
    void JU5_itsRatInTheRiverCountsWhileTheEnemyHasALionOrTiger() {
        int inRiver = evaluate("6d/7/7/1r5/7/7/7/7/L6 b 0 1") - evaluate("6d/7/1r5/7/7/7/7/7/L6 b 0 1");
        int noJumper = evaluate("6d/7/7/1r5/7/7/7/7/W6 b 0 1") - evaluate("6d/7/1r5/7/7/7/7/7/W6 b 0 1");
        assertThat(inRiver - noJumper).isEqualTo(DefenceKnowledge.RIVER_RAT);
    }

    private static int evaluate(String notation) {
        JungleBoard board = Jungle.GAME.parsePosition(Jungle.GAME.defaultSettings(), notation).searchBoard();
        return DefenceKnowledge.evaluate(board, JungleBoard.BLUE);
    }
}
