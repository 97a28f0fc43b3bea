package com.plyyard.ai;

import static org.assertj.core.api.Assertions.assertThat;

import com.plyyard.ai.chinesecheckers.StarProgress;
import com.plyyard.ai.halma.HalmaProgress;
import com.plyyard.ai.search.RaceCosts;
import com.plyyard.ai.search.SearchLimits;
import com.plyyard.engine.Position;
import com.plyyard.engine.Square;
import com.plyyard.engine.chinesecheckers.ChineseCheckers;
import com.plyyard.engine.chinesecheckers.ChineseCheckersSettings;
import com.plyyard.engine.halma.Halma;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.OptionalInt;
import java.util.SplittableRandom;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Assume;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Once the armies of a two-player race are apart, the computer plays a shortest finish and
 * knows the result: its move leaves one own move fewer to finish, counted by brute force
 * ({@link FewestOwnMoves}), and its score is a win when the other side needs at least as many
 * moves, a loss in the plies of the other's shortest finish otherwise. The positions come from
 * matches between levels 5 and 6, in which searches of up to 100 000 nodes wasted a move.
 */
class RaceFinishTest {
    /**
     * Searches by time alone solve the finish, with half their time; these puzzles take a few
     * thousand nodes. Given the whole time, the alpha-beta search alone wasted a move in the
     * second and third positions below and in random endings.
     */
    private static final SearchLimits LEVEL_EIGHT = SearchLimits.millis(300);
    private static final ChineseCheckersSettings TWO =
            (ChineseCheckersSettings) ChineseCheckers.GAME.settings(OptionalInt.of(2), List.of());

    /**
     * Random endings: each side has one or two pieces one step outside its target camp and the
     * rest inside, leaving random holes of the camp to fill, so the armies are apart. Endings
     * longer than five own moves are left out: the brute force would take seconds each.
     */
    @Property(tries = 40)
    void CC10_HA5_playsAShortestFinishOfRandomEndings(@ForAll("races") String game, @ForAll long seed) {
        Position position = randomEnding(game, new SplittableRandom(seed));
        int mine = FewestOwnMoves.of(position, 5);
        Assume.that(mine > 0);
        int theirs = FewestOwnMoves.of(FewestOwnMoves.otherSideToMove(position), mine - 1);

        SearchResult result = SearchEngine.search(position, LEVEL_EIGHT);

        Position after = position.play(result.move());
        assertThat(after.status().isOver() ? 0 : FewestOwnMoves.of(FewestOwnMoves.otherSideToMove(after), mine))
                .as("own moves left after %s in %s", result.move(), position.notation()).isEqualTo(mine - 1);
        assertThat(result.scoreText()).as(position.notation()).isEqualTo(theirs < 0
                ? "win in " + (2 * mine - 1) + " plies" : "loss in " + 2 * theirs + " plies");
    }

    @Provide
    Arbitrary<String> races() {
        return Arbitraries.of("chinese-checkers", "halma");
    }

    private static Position randomEnding(String game, SplittableRandom random) {
        boolean halma = game.equals("halma");
        Position start = halma ? Halma.GAME.start(Halma.GAME.defaultSettings()) : ChineseCheckers.GAME.start(TWO);
        RaceCosts costs = halma ? HalmaProgress.COSTS : new StarProgress(TWO);
        List<String> pieces = new ArrayList<>();
        for (int seat = 0; seat < 2; seat++) {
            int side = seat;
            List<Square> target = new ArrayList<>(start.squares().stream()
                    .filter(square -> costs.inTarget(side, square.index())).toList());
            int edge = target.stream().mapToInt(square -> costs.steps(side, square.index())).max().orElseThrow();
            List<Square> near = new ArrayList<>(start.squares().stream()
                    .filter(square -> !costs.inTarget(side, square.index())
                            && costs.steps(side, square.index()) <= edge + 1)
                    .toList());
            int outside = 1 + random.nextInt(2);
            shuffle(target, random);
            shuffle(near, random);
            String letter = seat == 0 ? "=R" : "=B";
            target.subList(outside, target.size()).forEach(square -> pieces.add(square.name() + letter));
            near.subList(0, outside).forEach(square -> pieces.add(square.name() + letter));
        }
        String[] placed = pieces.toArray(String[]::new);
        return halma ? Boards.halma('r', 120, placed) : Boards.star(TWO, 'r', placed);
    }

    private static void shuffle(List<Square> squares, SplittableRandom random) {
        for (int i = squares.size() - 1; i > 0; i--) {
            Collections.swap(squares, i, random.nextInt(i + 1));
        }
    }

    @ParameterizedTest
    @CsvSource({
        // Red needs 4 moves, blue more: red wins on its 4th move, ply 7.
        "chinese-checkers, R/RR/RRR/3R/5R1R5/8R3/11/10/9/3B6/11/8B3/7B5/3B/BBB/BB/B r 48",
        // Blue needs 6 moves and red 2: blue loses, but still takes the shortest way home.
        "chinese-checkers, R/RR/RRR/1R1R/7R5/7R4/11/10/9/10/3B7/8B3/7B5/3B/BBB/BB/B b 49",
        "halma, BBBBB11/BBBBB1B9/B1B13/B1B2B10/16/4B11/5B2B7/16/16/14R1/13R2/14RR/13RRR/12RR1R/11RRRRR/11R1RRR r 94",
    })
    void CC10_HA5_playsAShortestFinishAndKnowsTheResultOnceTheArmiesAreApart(String game, String notation) {
        Position position = game.equals("halma")
                ? Halma.GAME.parsePosition(Halma.GAME.defaultSettings(), notation)
                : ChineseCheckers.GAME.parsePosition(TWO, notation);
        int mine = FewestOwnMoves.of(position, 8);
        int theirs = FewestOwnMoves.of(FewestOwnMoves.otherSideToMove(position), mine - 1);

        SearchResult result = SearchEngine.search(position, LEVEL_EIGHT);

        Position after = position.play(result.move());
        assertThat(after.status().isOver() ? 0 : FewestOwnMoves.of(FewestOwnMoves.otherSideToMove(after), mine))
                .as("own moves left after %s, of %d", result.move(), mine).isEqualTo(mine - 1);
        assertThat(result.scoreText()).isEqualTo(theirs < 0 ? "win in " + (2 * mine - 1) + " plies"
                : "loss in " + 2 * theirs + " plies");
    }
}
