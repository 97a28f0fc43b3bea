package com.plyyard.engine.halma;

import static org.assertj.core.api.Assertions.assertThat;

import com.plyyard.engine.Move;
import com.plyyard.engine.RedBlueSettings;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeSet;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * The fast tier against {@link ReferenceHalma}, a plain generator written from the rules text:
 * 120 random games of 60 turns (7 200 positions) and 5 000 random placements, 12 200 positions
 * in all; every listed path is also played on one position in twenty of the games and on 100
 * more placements. {@link HalmaSlowProperties} checks 142 000 positions under
 * {@code -Dplyyard.slow=true}.
 */
class HalmaPropertiesTest {
    private static final int TURNS_PER_GAME = 60;

    /** Start-end moves of the search board's generator, with its count checked against its bulk count. */
    private static Set<String> fastMoves(HalmaPosition position) {
        HalmaBoard board = position.searchBoard();
        int[] packed = new int[HalmaBoard.MAX_MOVES + 1];
        int count = board.generate(packed, 0);
        assertThat(board.countMoves()).as("bulk count of %s", position).isEqualTo(count);
        Set<String> moves = new TreeSet<>();
        for (int i = 0; i < count; i++) {
            moves.add(packed[i] == HalmaBoard.PASS ? "pass"
                    : HalmaGrid.name(packed[i] & 255) + "-" + HalmaGrid.name(packed[i] >>> 8));
        }
        assertThat(moves).as("distinct moves of %s", position).hasSize(count);
        return moves;
    }

    /** Checks both tiers against the reference; returns the public tier's listed moves. */
    static List<Move> assertTiersAgree(HalmaPosition position) {
        Set<String> reference = ReferenceHalma.parse(position.notation()).moves();
        assertThat(fastMoves(position)).as("search board moves of %s", position).isEqualTo(reference);
        List<Move> moves = position.legalMoves();
        List<String> listed = moves.stream().map(Move::startEnd).toList();
        assertThat(listed).as("legalMoves of %s", position).isSorted().containsExactlyElementsOf(reference);
        assertThat(Halma.GAME.perft(position, 1)).isEqualTo(reference.size());
        return moves;
    }

    /** Every listed path is accepted and moves exactly the piece on its start to its end. */
    private static void assertEveryListedPathPlays(HalmaPosition position) {
        ReferenceHalma before = ReferenceHalma.parse(position.notation());
        for (Move move : position.legalMoves()) {
            HalmaPosition after = position.play(move);
            ReferenceHalma expected = before.copy();
            expected.play(move.startEnd());
            ReferenceHalma actual = ReferenceHalma.parse(after.notation());
            assertThat(actual.board).as("%s after %s", position, move).isDeepEqualTo(expected.board);
            assertThat(actual.side).isEqualTo(expected.side);
        }
    }

    @Property(tries = 120)
    void HA4_randomGamesAgreeWithTheReferenceAndRoundTrip(@ForAll long seed) {
        playAgreeing(seed, true);
    }

    /** A random game of {@link #TURNS_PER_GAME} turns, both tiers checked against the reference each turn. */
    static void playAgreeing(long seed, boolean playEveryPathSometimes) {
        SplittableRandom random = new SplittableRandom(seed);
        HalmaPosition position = Halma.GAME.start(RedBlueSettings.INSTANCE);
        for (int turn = 0; turn < TURNS_PER_GAME && !position.status().isOver(); turn++) {
            List<Move> moves = assertTiersAgree(position);
            if (playEveryPathSometimes && turn % 20 == 3) {
                assertEveryListedPathPlays(position);
            }
            position = position.play(moves.get(random.nextInt(moves.size())));
            assertThat(Halma.GAME.parsePosition(RedBlueSettings.INSTANCE, position.notation())).isEqualTo(position);
        }
    }

    @Property(tries = 5_000)
    void HA3_randomPlacementsAgreeWithTheReference(@ForAll("placements") String notation) {
        HalmaPosition position = Halma.GAME.parsePosition(RedBlueSettings.INSTANCE, notation);
        assertThat(position.notation()).isEqualTo(notation);
        assertTiersAgree(position);
    }

    /** {@link HalmaBoard#isMove}, which the search asks before it generates a list, answers as the list does. */
    @Property(tries = 1_000)
    void HA2_HA3_isMoveAnswersAsTheListDoes(@ForAll("placements") String notation) {
        HalmaPosition position = Halma.GAME.parsePosition(RedBlueSettings.INSTANCE, notation);
        HalmaBoard board = position.searchBoard();
        int[] packed = new int[HalmaBoard.MAX_MOVES + 1];
        int count = board.generate(packed, 0);
        Set<Integer> listed = new HashSet<>();
        for (int i = 0; i < count; i++) {
            listed.add(packed[i]);
        }
        for (int from = 0; from < 256; from++) {
            for (int to = 0; to < 256; to++) {
                int move = from | to << 8;
                assertThat(board.isMove(move)).as("%s in %s", move, position).isEqualTo(listed.contains(move));
            }
        }
        assertThat(board.isMove(HalmaBoard.PASS)).isFalse();
        assertThat(board.isMove(-1)).isFalse();
    }

    @Property(tries = 100)
    void HA4_everyListedPathOfARandomPlacementIsAccepted(@ForAll("placements") String notation) {
        assertEveryListedPathPlays(Halma.GAME.parsePosition(RedBlueSettings.INSTANCE, notation));
    }

    /**
     * Up to 19 pieces a side inside a random window of the board, so that the density (and with
     * it the length of the chains) varies from a few scattered pieces to a packed corner.
     */
    @Provide
    Arbitrary<String> placements() {
        return Arbitraries.longs().map(seed -> {
            SplittableRandom random = new SplittableRandom(seed);
            int width = 4 + random.nextInt(13);
            int height = 4 + random.nextInt(13);
            int left = random.nextInt(17 - width);
            int bottom = random.nextInt(17 - height);
            int red = random.nextInt(20);
            int blue = random.nextInt(20);
            StringBuilder pieces = new StringBuilder();
            Set<String> used = new TreeSet<>();
            for (int i = 0; i < red + blue && used.size() < width * height; i++) {
                String square;
                do {
                    square = ReferenceHalma.name(left + random.nextInt(width), bottom + random.nextInt(height));
                } while (!used.add(square));
                pieces.append(i < red ? " R" : " B").append(square);
            }
            return Setup.notation(random.nextBoolean() ? "r" : "b", 1 + random.nextInt(200), pieces.toString());
        });
    }
}
