package com.plyyard.ai;

import static org.assertj.core.api.Assertions.assertThat;

import com.plyyard.ai.search.SearchLimits;
import com.plyyard.engine.Colour;
import com.plyyard.engine.Move;
import com.plyyard.engine.Position;
import com.plyyard.engine.Status;
import com.plyyard.engine.halma.Halma;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A Halma game of level 8 that went to the 400-ply cap (issue 21): blue's last piece shut in at
 * o1 by red's own pieces on n1, p1, n2–p2 and m3–p3, while red shuffled a piece in and out of the
 * camp for 200 plies. Red, to move, opens the way and keeps it open (HA-5), and wins within the
 * 400 plies whether blue answers greedily (a one-ply search) or at random (two seeds); a random
 * blue's straggler leaves only when it happens to pick one of its few moves among blue's hundred
 * or so. The default set plays a fixed node budget; the slow set plays level 8 itself at 200 ms a
 * move against greedy and 32 random blues, up to 2 000 plies, and prints each game's plies
 * (docs/ai-strength.md counts those won within 400).
 */
class WalledInGameTest {
    private static final String WALLED_IN = "3BB11/1B1BBB10/16/BBB13/BB14/BB2B11/2B2B10/3B12/16/16/16/12B1RR/13RRR/"
            + "12RRRR/11RRRRR/9R1RRRBR r 94";
    /** The cap of the games in which level 8 shut the piece in. */
    private static final int PLY_CAP = 400;
    /** The slow set's cap: a random blue may take long to pick one of its straggler's few moves. */
    private static final int LONG_CAP = 2_000;
    private static final SearchLimits BUDGET = SearchLimits.nodes(20_000);
    private static final long LEVEL_8_MILLIS = 200;
    private static final Status RED_WINS = new Status.Finished(List.of(Colour.RED));

    @Test
    void HA5_opensTheWayItsOwnPiecesShutAndWinsAgainstGreedyAndRandomBlues() {
        assertThat(play(BUDGET, null, PLY_CAP).end().status()).as("against a greedy blue").isEqualTo(RED_WINS);
        IntStream.rangeClosed(1, 2).forEach(seed -> assertThat(play(BUDGET, new SplittableRandom(seed), PLY_CAP).end()
                .status()).as("against random blue %d", seed).isEqualTo(RED_WINS));
    }

    @Tag("slow")
    @ParameterizedTest(name = "random blue {0} (0: greedy)")
    @ValueSource(ints = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25,
        26, 27, 28, 29, 30, 31, 32})
    void HA5_levelEightOpensTheWayAndWins(int seed) {
        SearchLimits levelEight = Level.of(Halma.GAME, Halma.GAME.defaultSettings(), 8).limits(seed, LEVEL_8_MILLIS);
        Game game = play(levelEight, seed == 0 ? null : new SplittableRandom(seed), LONG_CAP);
        // Surefire keeps no JUnit report entries: the figures for docs/ai-strength.md go to the console.
        System.out.printf("walled-in game, blue %s: over after %d plies, %s%n", seed == 0 ? "greedy" : "random " + seed,
                game.plies(), game.end().status());
        assertThat(game.end().status()).as("%s", game.end().notation()).isEqualTo(RED_WINS);
    }

    /** Red searches within {@code red}; blue answers at random, or greedily when {@code random} is null. */
    private static Game play(SearchLimits red, SplittableRandom random, int cap) {
        Position now = Halma.GAME.parsePosition(Halma.GAME.defaultSettings(), WALLED_IN);
        int ply = 0;
        for (; ply < cap && !now.status().isOver(); ply++) {
            Move move;
            if (now.sideToMove() == Colour.RED) {
                move = SearchEngine.search(now, red).move();
            } else if (random == null) {
                move = SearchEngine.search(now, SearchLimits.depth(1)).move();
            } else {
                List<Move> legal = now.legalMoves();
                move = legal.get(random.nextInt(legal.size()));
            }
            now = now.play(move);
        }
        return new Game(now, ply);
    }

    /** Where a game from the walled-in position ended, and after how many plies. */
    private record Game(Position end, int plies) {
    }
}
