package com.plyyard.engine.chinesecheckers;

import static org.assertj.core.api.Assertions.assertThat;

import com.plyyard.engine.Move;
import java.util.List;
import java.util.OptionalInt;
import java.util.SplittableRandom;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Random play-outs build only the move they draw; they must play exactly the game that drawing
 * from the whole generated move list would, so they stay uniform over the distinct moves and the
 * play-outs of a seed stay what they were.
 */
class StarPlayoutTest {

    private static ChineseCheckersPosition position(int players, boolean longJump, SplittableRandom random) {
        ChineseCheckersSettings settings = ChineseCheckers.GAME.settings(OptionalInt.of(players),
                longJump ? List.of(ChineseCheckersSettings.LONG_JUMP) : List.of());
        ChineseCheckersPosition position = ChineseCheckers.GAME.start(settings);
        for (int i = random.nextInt(200); i > 0 && !position.status().isOver(); i--) {
            List<Move> moves = position.legalMoves();
            position = position.play(moves.get(random.nextInt(moves.size())));
        }
        return position;
    }

    private static String holes(StarBoard board) {
        StringBuilder seats = new StringBuilder();
        for (int h = 0; h < StarGeometry.HOLES; h++) {
            seats.append(board.seatOn(h));
        }
        return seats.append(" to move ").append(board.side()).toString();
    }

    @ParameterizedTest
    @CsvSource({"2, false", "2, true", "3, false", "3, true", "6, false", "6, true"})
    void CC4_CC5_CC14_aPlayoutPlaysTheMoveDrawnFromTheGeneratedList(int players, boolean longJump) {
        SplittableRandom positions = new SplittableRandom(players * 2L + (longJump ? 1 : 0));
        int[] moves = new int[StarBoard.MAX_MOVES];
        for (int game = 0; game < 20; game++) {
            ChineseCheckersPosition start = position(players, longJump, positions);
            StarBoard fromList = start.searchBoard();
            StarBoard playout = start.searchBoard();
            long seed = positions.nextLong();
            SplittableRandom listDraws = new SplittableRandom(seed);
            SplittableRandom playoutDraws = new SplittableRandom(seed);
            for (int turn = 0; turn < 300 && !fromList.isOver(); turn++) {
                int count = fromList.generate(moves, 0);
                fromList.play(moves[listDraws.nextInt(count)]);
                assertThat(playout.randomPlayout(playoutDraws, 1)).isEqualTo(1);
                assertThat(holes(playout)).as("game %d turn %d", game, turn).isEqualTo(holes(fromList));
            }
        }
    }
}
