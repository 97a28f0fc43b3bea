package com.plyyard.engine.chinesecheckers;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.List;
import java.util.OptionalInt;
import java.util.Set;
import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/**
 * {@link StarBoard#isMove}, which the search asks before it generates a list, answers as the
 * list does (CC-3 to CC-6, CC-14): for every pair of holes from each of the mover's pieces, for
 * a pass and for numbers that pack no move, on random positions of every player count with and
 * without long jumps.
 */
class IsMoveProperties {
    @Property(tries = 400)
    void CC3_CC4_CC5_CC14_isMoveAnswersAsTheListDoes(@ForAll @IntRange(min = 0, max = 3) int players,
            @ForAll boolean longJump, @ForAll @IntRange(min = 0, max = 200) int plies, @ForAll long seed) {
        ChineseCheckersSettings settings = ChineseCheckers.GAME.settings(OptionalInt.of(new int[] {2, 3, 4, 6}[players]),
                longJump ? List.of(ChineseCheckersSettings.LONG_JUMP) : List.of());
        SplittableRandom random = new SplittableRandom(seed);
        StarBoard board = ((ChineseCheckersPosition) ChineseCheckers.GAME.start(settings)).searchBoard();
        int[] packed = new int[StarBoard.MAX_MOVES];
        int count = board.generate(packed, 0);
        for (int i = 0; i < plies && count > 0; i++) {
            board.play(packed[random.nextInt(count)]);
            count = board.generate(packed, 0);
        }
        Set<Integer> listed = new HashSet<>();
        for (int i = 0; i < count; i++) {
            listed.add(packed[i]);
        }
        for (int from = 0; from < StarGeometry.HOLES; from++) {
            for (int to = 0; to < StarGeometry.HOLES; to++) {
                int move = from | to << 7;
                assertThat(board.isMove(move)).as("%s after %d random moves of seed %d", move, plies, seed).isEqualTo(listed.contains(move));
            }
        }
        assertThat(board.isMove(StarBoard.PASS)).isFalse();
        assertThat(board.isMove(-1)).isFalse();
        assertThat(board.isMove(127 << 7)).isFalse();
    }
}
