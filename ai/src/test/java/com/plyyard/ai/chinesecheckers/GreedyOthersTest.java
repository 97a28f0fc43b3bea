package com.plyyard.ai.chinesecheckers;

import static org.assertj.core.api.Assertions.assertThat;

import com.plyyard.ai.SearchEngine;
import com.plyyard.ai.search.SearchControl;
import com.plyyard.ai.search.SearchLimits;
import com.plyyard.engine.Move;
import com.plyyard.engine.chinesecheckers.ChineseCheckers;
import com.plyyard.engine.chinesecheckers.ChineseCheckersPosition;
import com.plyyard.engine.chinesecheckers.StarBoard;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.OptionalInt;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.BiFunction;
import java.util.function.IntPredicate;
import org.junit.jupiter.api.Test;

/**
 * The others of a four-player game are seen as greedy while each of their last moves is one a
 * greedy player (the match's {@code greedy}: a search of one own move) picks or values as well.
 * Seat 0 plays plies 1, 5, 9 and 13 and is to move after ply 16; the others' last nine moves
 * then are plies 6 to 16 but for 9 and 13.
 */
class GreedyOthersTest {
    private static final int PLIES = 16;
    private final ChineseCheckersPosition start = (ChineseCheckersPosition) ChineseCheckers.GAME.start(
            ChineseCheckers.GAME.settings(OptionalInt.of(4), List.of()));
    private final StarProgress progress = new StarProgress(start.settings());
    private final List<ChineseCheckersPosition> earlier = new ArrayList<>();

    @Test
    void atTheStartNothingIsSeenAndTheOthersAreTakenForGreedy() {
        assertThat(seen(start)).isTrue();
    }

    @Test
    void othersThatAlwaysPlayTheGreedyChoiceAreSeenAsGreedy() {
        assertThat(seen(play(ply -> false))).isTrue();
    }

    @Test
    void oneOfTheOthersLastNineMovesBesideTheGreedyChoiceShowsThemSearching() {
        assertThat(seen(play(ply -> ply == 14))).as("seat 1's fourth move").isFalse();
        earlier.clear();
        assertThat(seen(play(ply -> ply == 6))).as("seat 1's second move, the oldest of the nine").isFalse();
    }

    @Test
    void theOwnMovesAndOlderMovesOfTheOthersDoNotCount() {
        assertThat(seen(play(ply -> ply == 13))).as("seat 0's own move").isTrue();
        earlier.clear();
        assertThat(seen(play(ply -> ply == 4))).as("seat 3's first move, before the last nine").isTrue();
    }

    @Test
    void aMoveValuedAsWellAsTheGreedyChoiceIsGreedyToo() {
        List<Integer> tiedAt = new ArrayList<>();
        // The opening's first round is symmetric enough for ties: seats 1 to 3 each have one.
        ChineseCheckersPosition now = play(4, (ply, position) -> {
            int choice = packed(greedy(position));
            Move tie = position.legalMoves().stream()
                    .filter(m -> packed(m) != choice && Arrays.stream(equallyValued(position)).anyMatch(e -> e == packed(m)))
                    .findFirst().orElse(greedy(position));
            if (ply % 4 != 1 && packed(tie) != choice) {
                tiedAt.add(ply);
                return tie;
            }
            return greedy(position);
        });
        assertThat(tiedAt).as("the others' plies with a move valued as well as the greedy choice, played")
                .containsExactly(2, 3, 4);
        assertThat(seen(now)).isTrue();
    }

    /** Plays {@value #PLIES} plies from the start, the greedy choice but at the plies (from 1) {@code other} names. */
    private ChineseCheckersPosition play(IntPredicate other) {
        return play(PLIES, (ply, position) -> other.test(ply) ? notGreedy(position) : greedy(position));
    }

    private ChineseCheckersPosition play(int plies, BiFunction<Integer, ChineseCheckersPosition, Move> moveAt) {
        ChineseCheckersPosition position = start;
        for (int ply = 1; ply <= plies; ply++) {
            earlier.add(position);
            position = (ChineseCheckersPosition) position.play(moveAt.apply(ply, position));
        }
        return position;
    }

    /** A move a greedy player would not choose: valued below its best. */
    private Move notGreedy(ChineseCheckersPosition position) {
        int[] equals = equallyValued(position);
        return position.legalMoves().stream().filter(m -> Arrays.stream(equals).noneMatch(e -> e == packed(m)))
                .findFirst().orElseThrow();
    }

    private static Move greedy(ChineseCheckersPosition position) {
        return SearchEngine.search(position, SearchLimits.depth(1)).move();
    }

    /** The root moves a lookahead of one own move values as its best, best first. */
    private int[] equallyValued(ChineseCheckersPosition position) {
        StarLookahead lookahead = new StarLookahead(position.searchBoard(), progress, control());
        lookahead.search(1, found -> { });
        int[] equals = new int[StarBoard.MAX_MOVES];
        return Arrays.copyOf(equals, lookahead.bestRootMoves(equals, equals.length, 0));
    }

    private static int packed(Move move) {
        return move.from().index() | move.to().index() << StarBoard.PACKING.squareBits();
    }

    private static SearchControl control() {
        return new SearchControl(SearchLimits.millis(10_000), new AtomicBoolean());
    }

    private boolean seen(ChineseCheckersPosition now) {
        return GreedyOthers.seenIn(earlier, now, progress, control());
    }
}
