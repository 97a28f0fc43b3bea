package com.plyyard.ai;

import static org.assertj.core.api.Assertions.assertThat;

import com.plyyard.ai.search.SearchLimits;
import com.plyyard.engine.Colour;
import com.plyyard.engine.Position;
import com.plyyard.engine.Status;
import com.plyyard.engine.chinesecheckers.ChineseCheckers;
import java.util.List;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

/**
 * A four-player game of level 8 players (`play-for-places`) that reached the 1 200-ply cap
 * (issue 21): green and blue had finished, red's nine other pieces were home, and its last piece
 * stood on m3 in orange's target camp, every way forward taken by orange's pieces on m4, m5 and
 * below; orange, a piece short because of it (CC-11), shuffled j2-j1 and back while red shuffled
 * o1-n1 and back. Orange, to move, must open a way forward for the piece (its root moves keep
 * the fewest intruders held back), so that both finish and the game ends with a ranking (CC-12).
 */
class HeldBackIntruderTest {
    private static final String HELD_BACK = "R/RR/RRR/1RRR/OOROO8/OOO9/OO9/1O8/9/9G/9GG/9GGG/9GGGG/BBBB/BBB/BB/B o 567";
    private static final SearchLimits BUDGET = SearchLimits.nodes(20_000);
    private static final int PLY_CAP = 40;

    @Test
    void CC11_opensAWayForwardForAnotherPlayersPieceHeldInItsTargetCampAndTheGameEnds() {
        Position now = ChineseCheckers.GAME.parsePosition(
                ChineseCheckers.GAME.settings(OptionalInt.of(4), List.of("play-for-places")), HELD_BACK);
        int ply = 0;
        for (; ply < PLY_CAP && !now.status().isOver(); ply++) {
            now = now.play(SearchEngine.search(now, BUDGET).move());
        }
        assertThat(now.status()).as("after %d plies: %s", ply, now.notation())
                .isEqualTo(new Status.Finished(List.of(Colour.GREEN, Colour.BLUE, Colour.RED, Colour.ORANGE)));
    }
}
