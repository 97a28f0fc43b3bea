package com.plyyard.engine.halma;

import static org.assertj.core.api.Assertions.assertThat;

import com.plyyard.engine.Move;
import com.plyyard.engine.RedBlueSettings;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** The search board's make/unmake and random playouts, against the public tier. */
class HalmaSearchBoardTest {

    /** The notation of a search board, written here from its squares. */
    private static String notation(HalmaBoard board) {
        StringBuilder pieces = new StringBuilder();
        for (int s = 0; s < HalmaGrid.SQUARES; s++) {
            if (board.seatOn(s) != 0) {
                pieces.append(board.seatOn(s) == 1 ? " R" : " B").append(HalmaGrid.name(s));
            }
        }
        return Setup.notation(board.side() == 0 ? "r" : "b", board.moveNumber(), pieces.toString());
    }

    private static HalmaPosition randomPosition(SplittableRandom random, int turns) {
        HalmaPosition position = Halma.GAME.start(RedBlueSettings.INSTANCE);
        for (int i = 0; i < turns && !position.status().isOver(); i++) {
            List<Move> moves = position.legalMoves();
            position = position.play(moves.get(random.nextInt(moves.size())));
        }
        return position;
    }

    @Test
    void HA4_makeThenUnmakeRestoresTheBoardAndMakeMatchesPlay() {
        SplittableRandom random = new SplittableRandom(3);
        for (int game = 0; game < 20; game++) {
            HalmaPosition position = randomPosition(random, random.nextInt(120));
            HalmaBoard board = position.searchBoard();
            int[] moves = new int[HalmaBoard.MAX_MOVES + 1];
            int count = board.generate(moves, 0);
            for (int i = 0; i < count; i++) {
                board.make(moves[i]);
                Move move = moves[i] == HalmaBoard.PASS ? Move.PASS
                        : position.shortestPath(HalmaGrid.square(moves[i] & 255), HalmaGrid.square(moves[i] >>> 8))
                                .orElseThrow();
                assertThat(notation(board)).as("after %s in %s", move, position)
                        .isEqualTo(position.play(move).notation());
                board.unmake(moves[i]);
                assertThat(notation(board)).isEqualTo(position.notation());
                assertThat(board.winner()).isEqualTo(-1);
            }
        }
    }

    @Test
    void HA5_makeAndUnmakeOfAWinningMove() {
        HalmaPosition position = Setup.position("r", Setup.camp('R', Setup.BLUE_CAMP.subList(1, 19)) + " Rk2 Ba16");
        HalmaBoard board = position.searchBoard();
        int win = position.square("k2").index() | position.square("l1").index() << 8;
        board.make(win);
        assertThat(board.winner()).isZero();
        assertThat(board.countMoves()).isZero();
        board.unmake(win);
        assertThat(board.winner()).isEqualTo(-1);
        assertThat(notation(board)).isEqualTo(position.notation());
    }

    @Test
    void HA4_everyPlayoutTurnIsALegalMove() {
        SplittableRandom random = new SplittableRandom(5);
        HalmaPosition position = Halma.GAME.start(RedBlueSettings.INSTANCE);
        HalmaBoard board = position.searchBoard();
        for (int turn = 0; turn < 400; turn++) {
            HalmaPosition before = position;
            Set<String> children = before.legalMoves().stream().map(m -> before.play(m).notation())
                    .collect(Collectors.toSet());
            assertThat(board.randomPlayout(random, 1)).isEqualTo(1);
            String reached = notation(board);
            assertThat(children).as("turn %d from %s", turn, position).contains(reached);
            position = Halma.GAME.parsePosition(RedBlueSettings.INSTANCE, reached);
        }
    }

    @Test
    void HA4_playoutsPickEveryDistinctMoveAboutEquallyOften() {
        // Red: h8 with a chain to h10 and h12 and its steps; a lone blue piece far away.
        HalmaPosition position = Setup.position("r", "Rh8 Bh9 Bh11 Bp1");
        List<String> moves = Setup.startEnds(position);
        Map<String, Integer> seen = new HashMap<>();
        SplittableRandom random = new SplittableRandom(9);
        int draws = 20_000;
        for (int i = 0; i < draws; i++) {
            HalmaBoard board = position.searchBoard();
            board.randomPlayout(random, 1);
            seen.merge(notation(board), 1, Integer::sum);
        }
        assertThat(seen).hasSize(moves.size());
        double expected = (double) draws / moves.size();
        assertThat(seen.values()).allSatisfy(n -> assertThat(Math.abs(n - expected)).isLessThan(expected * 0.15));
        assertThat(Halma.GAME.randomPlayout(position, random, 50)).isEqualTo(50);
    }
}
