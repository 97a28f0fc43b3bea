package com.plyyard.ai.jungle;

import static org.assertj.core.api.Assertions.assertThat;

import com.plyyard.engine.jungle.Jungle;
import com.plyyard.engine.jungle.JunglePosition;
import org.junit.jupiter.api.Test;

class JungleSearchBoardTest {
    @Test
    void JU9_stepsTowardsTheEnemyDenCountForMoreAsTheQuietPliesRun() {
        // Red's lion is 8 steps nearer blue's den than blue's lion is to red's: 20 quiet plies
        // make each step worth 20 / 4 = 5 more (the fade towards the draw starts after 20).
        int afterCapture = evaluate("l6/7/7/3L3/7/7/7/7/7 r 0 1");
        int twentyQuietPliesLater = evaluate("l6/7/7/3L3/7/7/7/7/7 r 20 11");
        assertThat(twentyQuietPliesLater - afterCapture).isEqualTo(8 * 5);
    }

    private static int evaluate(String notation) {
        JunglePosition position = Jungle.GAME.parsePosition(Jungle.GAME.defaultSettings(), notation);
        return new JungleSearchBoard(position.searchBoard()).evaluate();
    }
}
