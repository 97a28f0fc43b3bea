package com.plyyard.ai;

import static org.assertj.core.api.Assertions.assertThat;

import com.plyyard.ai.chinesecheckers.StarProgress;
import com.plyyard.ai.halma.HalmaProgress;
import com.plyyard.ai.search.RaceCosts;
import com.plyyard.ai.search.SearchLimits;
import com.plyyard.engine.Colour;
import com.plyyard.engine.Move;
import com.plyyard.engine.Position;
import com.plyyard.engine.Status;
import com.plyyard.engine.chinesecheckers.ChineseCheckers;
import com.plyyard.engine.chinesecheckers.ChineseCheckersPosition;
import com.plyyard.engine.halma.HalmaPosition;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Issue 21: while a blue piece stands in red's target camp, red keeps it a way out, and once it
 * has left red finishes without losing time (CC-11, HA-5). Blue is scripted: for its first
 * {@value #BLOCKER_STAYS} moves it shuffles its other pieces inside its own target camp (the first
 * legal move of another piece that ends there), then it moves the blocker by its move that ends
 * nearest blue's target until the blocker is out of red's camp, and from then on plays greedily
 * (a one-ply search). Red searches a fixed node budget, so every move repeats. By then red has
 * filled every hole of its camp but the blocker's and the one it keeps open.
 *
 * <p>Red's <em>shortest finish</em> is the fewest own moves in which red, alone on the board
 * (blue's pieces taken off), fills its target camp from the position in which the blocker has
 * just left it, red to move: exact, by the race solver ({@link SearchEngine#fewestOwnMovesToFinish}).
 * Red must finish within it + {@value #SLACK} own moves.
 */
class BlockerWayOutTest {
    private static final int BLOCKER_STAYS = 20;
    private static final int SLACK = 2;
    private static final SearchLimits RED = SearchLimits.nodes(20_000);
    private static final long SOLVER_NODES = 20_000_000;
    private static final List<String> NORTH_CAMP = List.of("n1", "n2", "n3", "n4", "o1", "o2", "o3", "p1", "p2",
            "q1");
    private static final List<String> SOUTH_CAMP = List.of("a1", "b1", "b2", "c1", "c2", "c3", "d1", "d2", "d3",
            "d4");
    private static final List<String> SOUTH_EAST_CORNER = List.of("l1", "m1", "n1", "o1", "p1", "l2", "m2", "n2", "o2",
            "p2", "m3", "n3", "o3", "p3", "n4", "o4", "p4", "o5", "p5");
    private static final List<String> NORTH_WEST_CORNER = List.of("a16", "b16", "c16", "d16", "e16", "a15", "b15",
            "c15", "d15", "e15", "a14", "b14", "c14", "d14", "a13", "b13", "c13", "a12", "b12");

    /**
     * Blue's blocker at the tip, q1; red holds seven holes of its camp, p1 and p2 still open, and
     * has three pieces on the way. Filling p1 and p2 with o1 and o3 held walls the blocker in.
     */
    @Test
    void CC11_keepsABlockerAWayOutAndFinishesWithinItsShortestFinishPlusTwoOnceItLeaves() {
        Position start = Boards.star(2, 'r', Stream.of(
                on(NORTH_CAMP.stream().filter(hole -> !List.of("p1", "p2", "q1").contains(hole)), 'R'),
                Stream.of("q1=B", "i5=R", "h4=R", "g6=R"),
                on(SOUTH_CAMP.stream().filter(hole -> !hole.equals("d4")), 'B')).flatMap(pieces -> pieces)
                .toArray(String[]::new));
        assertFinishesSoonAfterTheBlockerLeaves(start, "q1", new StarProgress(((ChineseCheckersPosition) start).settings()), NORTH_CAMP);
    }

    /**
     * Blue's blocker in the far corner, p1; red holds fifteen squares of its camp, o1, o2 and p2
     * still open, and has four pieces on the way. Filling those three walls the blocker in.
     */
    @Test
    void HA5_keepsABlockerAWayOutAndFinishesWithinItsShortestFinishPlusTwoOnceItLeaves() {
        Position start = Boards.halma('r', Stream.of(
                on(SOUTH_EAST_CORNER.stream().filter(square -> !List.of("o1", "o2", "p2", "p1").contains(square)),
                        'R'),
                Stream.of("p1=B", "h8=R", "i7=R", "g9=R", "j6=R"),
                on(NORTH_WEST_CORNER.stream().filter(square -> !square.equals("b12")), 'B')).flatMap(pieces -> pieces)
                .toArray(String[]::new));
        assertFinishesSoonAfterTheBlockerLeaves(start, "p1", HalmaProgress.COSTS, SOUTH_EAST_CORNER);
    }

    private static void assertFinishesSoonAfterTheBlockerLeaves(Position start, String blockerSquare, RaceCosts costs,
            List<String> redTarget) {
        Position now = start;
        for (int blueMove = 1; blueMove <= BLOCKER_STAYS; blueMove++) {
            now = now.play(SearchEngine.search(now, RED).move());
            assertThat(forwards(now, blockerSquare, costs)).as("after red's move %d the blocker on %s has a way"
                    + " out: %s", blueMove, blockerSquare, now.notation()).isNotEmpty();
            now = now.play(shuffle(now, blockerSquare, costs));
        }
        assertThat(redOn(now, redTarget)).as("red fills every hole of its camp but the blocker's and one way out: %s",
                now.notation()).isEqualTo(redTarget.size() - 2);
        String blocker = blockerSquare;
        while (redTarget.contains(blocker)) {
            now = now.play(SearchEngine.search(now, RED).move());
            Optional<Move> out = forwards(now, blocker, costs).stream().min(Comparator.comparingInt(
                    move -> costs.cost(1, move.to().index())));
            assertThat(out).as("the blocker on %s has a way out: %s", blocker, now.notation()).isPresent();
            now = now.play(out.get());
            blocker = out.get().to().name();
        }
        OptionalInt shortest = SearchEngine.fewestOwnMovesToFinish(redAlone(now), SOLVER_NODES);
        assertThat(shortest).as("red's shortest finish from %s", now.notation()).isPresent();
        int redMoves = 0;
        while (!now.status().isOver() && redMoves <= shortest.getAsInt() + SLACK) {
            now = now.play(SearchEngine.search(now, RED).move());
            redMoves++;
            if (!now.status().isOver()) {
                now = now.play(SearchEngine.search(now, SearchLimits.depth(1)).move());
            }
        }
        assertThat(now.status()).as("red has finished: %s", now.notation())
                .isEqualTo(new Status.Finished(List.of(Colour.RED)));
        assertThat(redMoves).as("red's own moves after the blocker left, its shortest finish being %d",
                shortest.getAsInt()).isLessThanOrEqualTo(shortest.getAsInt() + SLACK);
    }

    /** Blue's legal moves of the piece on {@code square} that end nearer blue's target. */
    private static List<Move> forwards(Position position, String square, RaceCosts costs) {
        int from = position.square(square).index();
        return position.legalMoves().stream().filter(move -> !move.isPass() && move.from().index() == from
                && costs.cost(1, move.to().index()) < costs.cost(1, from)).toList();
    }

    /** Blue's first legal move of a piece other than the blocker that ends inside blue's target camp. */
    private static Move shuffle(Position position, String blockerSquare, RaceCosts costs) {
        return position.legalMoves().stream().filter(move -> !move.isPass()
                && !move.from().name().equals(blockerSquare) && costs.inTarget(1, move.to().index()))
                .findFirst().orElseThrow();
    }

    /** The same position, red to move, with blue's pieces taken off. */
    private static Position redAlone(Position position) {
        String[] red = position.squares().stream()
                .filter(square -> pieceOn(position, square.index()).equals(Optional.of(Colour.RED)))
                .map(square -> square.name() + "=R").toArray(String[]::new);
        return position instanceof ChineseCheckersPosition
                ? Boards.star(ChineseCheckers.GAME.settings(OptionalInt.of(2), List.of()), 'r', red)
                : Boards.halma('r', red);
    }

    private static long redOn(Position position, List<String> squares) {
        return squares.stream().filter(square -> pieceOn(position, position.square(square).index())
                .equals(Optional.of(Colour.RED))).count();
    }

    private static Optional<Colour> pieceOn(Position position, int index) {
        return position instanceof HalmaPosition halma ? halma.pieceOn(position.squares().get(index))
                : ((ChineseCheckersPosition) position).pieceOn(position.squares().get(index));
    }

    private static Stream<String> on(Stream<String> squares, char colour) {
        return squares.map(square -> square + "=" + colour);
    }
}
