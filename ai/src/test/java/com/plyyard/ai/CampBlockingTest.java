package com.plyyard.ai;

import static org.assertj.core.api.Assertions.assertThat;

import com.plyyard.ai.search.SearchLimits;
import com.plyyard.engine.Colour;
import com.plyyard.engine.Move;
import com.plyyard.engine.Position;
import com.plyyard.engine.Settings;
import com.plyyard.engine.Square;
import com.plyyard.engine.Status;
import com.plyyard.engine.chinesecheckers.ChineseCheckers;
import com.plyyard.engine.chinesecheckers.ChineseCheckersPosition;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.OptionalInt;
import java.util.function.Predicate;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The computer finishes what can be finished: it brings its last piece out of its home camp,
 * lets an opponent's piece in its target camp out when its player would leave (CC-11, HA-5;
 * with two players, waiting with a way kept open: {@code BlockerWayOutTest}), takes the hole an
 * opponent would finish in, and, with {@code fill-blocked-target}, finishes by filling every
 * other hole (CC-15), where blue's only piece ends walled in and passes (CC-13). Elsewhere the
 * others play greedily (a one-ply search).
 */
class CampBlockingTest {
    private static final SearchLimits BUDGET = SearchLimits.nodes(20_000);
    private static final List<String> NORTH_CAMP = List.of("n1", "n2", "n3", "n4", "o1", "o2", "o3", "p1", "p2",
            "q1");
    private static final List<String> SOUTH_EAST_CORNER = List.of("l1", "m1", "n1", "o1", "p1", "l2", "m2", "n2", "o2",
            "p2", "m3", "n3", "o3", "p3", "n4", "o4", "p4", "o5", "p5");

    @Test
    void CC10_bringsTheLastPieceOutOfItsHomeCampAndFinishes() {
        Position position = Boards.star(2, 'r', "n2=R", "n3=R", "n4=R", "o1=R", "o2=R", "o3=R", "p1=R", "p2=R",
                "q1=R", "a1=R");
        Position end = playRed(position, 40);
        assertThat(end.status()).as("red's a1 piece crosses the board: %s", end.notation())
                .isEqualTo(new Status.Finished(List.of(Colour.RED)));
    }

    @Test
    void CC15_withTheOptionFinishesByFillingEveryOtherHole() {
        Position position = Boards.star(ChineseCheckers.GAME.settings(OptionalInt.of(2), List.of("fill-blocked-target")), 'r',
                Stream.concat(Stream.of(others(NORTH_CAMP, "q1", "=R")).filter(p -> !p.startsWith("n4")),
                        Stream.of("q1=B", "i5=R", "h3=R")).toArray(String[]::new));
        Position end = playRed(position, 15);
        assertThat(end.status()).as("red fills n4 beside blue's q1: %s", end.notation())
                .isEqualTo(new Status.Finished(List.of(Colour.RED)));
    }

    /**
     * Green's q1 piece is walled in by red's nine (CC-11) and the others play greedily: red opens
     * a hole for it, green's piece jumps out on its way to its own target, and red finishes.
     */
    @Test
    void CC11_withThreePlayersLetsAWalledInBlockerOutAndFinishes() {
        Position end = threePlayers(List.of(), with(others(NORTH_CAMP, "q1", "=R"), "q1=G", "m5=R"));
        // How soon red opens o1 for the piece depends on ties among its moves (the order of the
        // move list): 12 rounds with the hop-by-hop generator, 17 with the bit-parallel one.
        for (int i = 0; i < 20 && !end.status().isOver(); i++) {
            end = playRound(end);
        }
        assertThat(end.status()).as("red finishes once green's piece has left q1: %s", end.notation())
                .isEqualTo(new Status.Finished(List.of(Colour.RED)));
    }

    /**
     * With 4 and 6 players red's target is blue's home camp. Blue's last piece there, at q1, is
     * walled in by red's nine; its other nine wait in red's home camp, and the others stand at
     * the start. Red lets the piece out and finishes, the others playing greedily.
     */
    @ParameterizedTest
    @ValueSource(ints = {4, 6})
    void CC11_withFourOrSixPlayersLetsAWalledInBlockerOutAndFinishes(int players) {
        Settings settings = ChineseCheckers.GAME.settings(OptionalInt.of(players), List.of());
        ChineseCheckersPosition start = (ChineseCheckersPosition) ChineseCheckers.GAME.start(settings);
        List<String> pieces = startPieces(start, colour -> colour != Colour.RED && colour != Colour.BLUE);
        pieces.addAll(List.of(with(others(NORTH_CAMP, "q1", "=R"), "q1=B", "m5=R")));
        Stream.of("b1", "b2", "c1", "c2", "c3", "d1", "d2", "d3", "d4").forEach(hole -> pieces.add(hole + "=B"));
        Position end = Boards.star(settings, 'r', pieces.toArray(String[]::new));
        for (int i = 0; i < 12 && !end.status().isOver(); i++) {
            end = playRound(end);
        }
        assertThat(end.status()).as("red finishes once blue's piece has left q1: %s", end.notation())
                .isEqualTo(new Status.Finished(List.of(Colour.RED)));
    }

    @Test
    void CC15_withThreePlayersAndTheOptionFinishesByFillingEveryOtherHole() {
        Position position = threePlayers(List.of("fill-blocked-target"),
                Stream.concat(Stream.of(others(NORTH_CAMP, "q1", "=R")).filter(p -> !p.startsWith("n4")),
                        Stream.of("q1=G", "i5=R", "h3=R")).toArray(String[]::new));
        Position end = position;
        for (int i = 0; i < 15 && !end.status().isOver(); i++) {
            end = playRound(end);
        }
        assertThat(end.status()).as("red fills n4 beside green's q1: %s", end.notation())
                .isEqualTo(new Status.Finished(List.of(Colour.RED)));
    }

    /**
     * Green needs only h10 to finish and ends the game on its next move (CC-10, CC-12); red, to
     * move, can step into that hole first, which keeps green from finishing (CC-11). The
     * search has the opponent whose reply hurts red most answer each own move, so it sees green's
     * finish coming.
     */
    @Test
    void CC11_withThreePlayersTakesTheLastHoleAnOpponentWouldFinishIn() {
        List<String> southEastCamp = List.of("e10", "e11", "e12", "e13", "f10", "f11", "f12", "g10", "g11", "h10");
        Stream<String> green = Stream.concat(southEastCamp.stream().filter(hole -> !hole.equals("h10")), Stream.of("i9"))
                .map(hole -> hole + "=G");
        Stream<String> purple = Stream.of("m10", "m11", "m12", "m13", "l10", "l11", "l12", "k10", "k11", "j10")
                .map(hole -> hole + "=P");
        Stream<String> red = Stream.of("a1", "b1", "b2", "c1", "c2", "c3", "d1", "d2", "d3", "h9").map(hole -> hole + "=R");
        Position position = Boards.star(3, 'r', Stream.of(green, purple, red).flatMap(pieces -> pieces)
                .toArray(String[]::new));
        Move elsewhere = position.legalMoves().stream().filter(move -> !move.to().name().equals("h10")).findFirst()
                .orElseThrow();
        Position greenToMove = position.play(elsewhere);
        assertThat(greenToMove.play(greenToMove.parseMove("i9-h10")).status()).as("the set-up: green can finish")
                .isEqualTo(new Status.Finished(List.of(Colour.GREEN)));
        Move chosen = SearchEngine.search(position, BUDGET).move();
        assertThat(chosen.to().name()).as("red's move %s", chosen).isEqualTo("h10");
    }

    /**
     * The case above with 4 or 6 players: green again needs only h10, the others are far from
     * finishing, and with 6 players yellow moves between red and green. Red takes the hole of the
     * one opponent about to finish. Orange starts in green's target camp, so its pieces stand in
     * the middle of the board instead.
     */
    @ParameterizedTest
    @CsvSource({
        "4, n1 n2 n3 n4 o1 o2 o3 p1 p2 q1, j2 j3 j4 j5 j6 k3 k4 k5 k6 k7, '', ''",
        "6, n1 n2 n3 n4 o1 o2 o3 p1 p2 q1, j2 j3 j4 j5 j6 k3 k4 k5 k6 k7, e1 e2 e3 e4 f1 f2 f3 g1 g2 h1,"
            + " m10 m11 m12 m13 l10 l11 l12 k10 k11 j10"})
    void CC11_withFourOrSixPlayersTakesTheLastHoleOfTheOpponentAboutToFinish(int players, String blue, String orange,
            String yellow, String purple) {
        Stream<String> green = Stream.of("e10", "e11", "e12", "e13", "f10", "f11", "f12", "g10", "g11", "i9")
                .map(hole -> hole + "=G");
        Stream<String> red = Stream.of("a1", "b1", "b2", "c1", "c2", "c3", "d1", "d2", "d3", "h9").map(hole -> hole + "=R");
        Position position = Boards.star(players, 'r', Stream.of(green, red, on(blue, 'B'), on(orange, 'O'),
                on(yellow, 'Y'), on(purple, 'P')).flatMap(pieces -> pieces).toArray(String[]::new));
        Position greenToMove = position;
        while (greenToMove.sideToMove() != Colour.GREEN) {
            greenToMove = greenToMove.play(greenToMove.legalMoves().stream()
                    .filter(move -> move.isPass() || !move.to().name().equals("h10")).findFirst().orElseThrow());
        }
        assertThat(greenToMove.play(greenToMove.parseMove("i9-h10")).status()).as("the set-up: green can finish")
                .isEqualTo(new Status.Finished(List.of(Colour.GREEN)));
        Move chosen = SearchEngine.search(position, BUDGET).move();
        assertThat(chosen.to().name()).as("red's move %s", chosen).isEqualTo("h10");
    }

    /**
     * Move 20 of a six-player match of level 8 against five greedy players (seed 1, game 64):
     * blue's target camp, red's home camp, still holds one of red's pieces. Blue's move in that
     * match, a long chain of its own, let a second piece in by the end of the round; the greedy
     * players of today's build, whose root moves keep a way forward for pieces held back in their
     * own target camps, answer it differently and leave the one. Level 8 plays so that, once the
     * others have answered, no other player's piece stands in its target camp, where each would
     * keep it from finishing (CC-11).
     */
    @Test
    void CC11_withSixPlayersKeepsPassingPiecesOutOfItsTargetCamp() {
        Settings settings = ChineseCheckers.GAME.settings(OptionalInt.of(6), List.of());
        Position position = ChineseCheckers.GAME.parsePosition(settings, "1/RR/PR1/1O2/1O2Y1P2YY2/3OG1O1O1Y1/"
                + "1O2G1R2G1/1PG1G2R2/R1O1R1YP1/YGBBPR4/OPO1R2G1Y1/Y1YBP1PGBPG1/1PYBOB1BBG3/1B1R/1B1/2/1 b 20");
        List<String> blueTarget = List.of("a1", "b1", "b2", "c1", "c2", "c3", "d1", "d2", "d3", "d4");
        assertThat(othersIn(position, blueTarget, Colour.BLUE)).as("the set-up: one piece in").isEqualTo(1);
        assertThat(othersIn(answered(position.play(position.parseMove("h4-f6-d1-d3-b1")), Colour.BLUE), blueTarget,
                Colour.BLUE)).as("the set-up: the match's move leaves the one in").isEqualTo(1);
        Move chosen = SearchEngine.search(position, SearchLimits.depth(Level.of(ChineseCheckers.GAME, settings, 8)
                .maxDepth())).move();
        Position next = answered(position.play(chosen), Colour.BLUE);
        assertThat(othersIn(next, blueTarget, Colour.BLUE)).as("after %s: %s", chosen, next.notation()).isZero();
    }

    private static Stream<String> on(String holes, char colour) {
        return Stream.of(holes.split(" ")).filter(hole -> !hole.isEmpty()).map(hole -> hole + "=" + colour);
    }

    /**
     * Late in the game blue's last piece stands in red's target camp at o1 and can only step
     * back to the corner, p1, which a player who only ever plays forwards never does; blue's
     * others fill its own target but for one square. Red opens a way forwards for it and wins.
     */
    @Test
    void HA5_opensAWayOutForAStragglerThatOnlyMovesForwards() {
        List<String> blueTarget = List.of("a16", "b16", "c16", "d16", "e16", "a15", "b15", "c15", "d15", "e15", "a14",
                "b14", "c14", "d14", "a13", "b13", "c13", "a12", "b12");
        Stream<String> red = SOUTH_EAST_CORNER.stream().filter(square -> !List.of("o1", "p1").contains(square))
                .map(square -> square + "=R");
        Stream<String> blue = blueTarget.stream().filter(square -> !square.equals("e15")).map(square -> square + "=B");
        Position now = Boards.halma('r', 150, Stream.of(red, blue, Stream.of("o1=B", "k5=R", "j6=R"))
                .flatMap(pieces -> pieces).toArray(String[]::new));
        for (int ply = 0; ply < 200 && !now.status().isOver(); ply++) {
            SearchLimits limits = now.sideToMove() == Colour.RED ? BUDGET : SearchLimits.depth(1);
            now = now.play(SearchEngine.search(now, limits).move());
        }
        assertThat(now.status()).as("red wins once blue's straggler has left: %s", now.notation())
                .isEqualTo(new Status.Finished(List.of(Colour.RED)));
    }

    /**
     * Red (south) to move in a three-player game with these pieces, green (north-west) and purple
     * (north-east) in their home camps, but for the green piece given in {@code pieces}.
     */
    private static Position threePlayers(List<String> options, String... pieces) {
        Settings settings = ChineseCheckers.GAME.settings(OptionalInt.of(3), options);
        ChineseCheckersPosition start = (ChineseCheckersPosition) ChineseCheckers.GAME.start(settings);
        List<String> all = startPieces(start, colour -> colour != Colour.RED);
        all.addAll(List.of(pieces));
        // Green keeps ten pieces: the one in red's target camp replaces one of its home camp.
        all.remove(all.stream().filter(p -> p.endsWith("=G")).min(Comparator.comparing(
                p -> start.square(p.split("=")[0]).index())).orElseThrow());
        return Boards.star(settings, 'r', all.toArray(String[]::new));
    }

    /** The pieces of the start position whose colour passes {@code keep}, as {@code hole=Letter}. */
    private static List<String> startPieces(ChineseCheckersPosition start, Predicate<Colour> keep) {
        List<String> pieces = new ArrayList<>();
        for (Square hole : start.squares()) {
            start.pieceOn(hole).filter(keep)
                    .ifPresent(colour -> pieces.add(hole.name() + "=" + colour.name().charAt(0)));
        }
        return pieces;
    }

    /** Red moves by the search, the others by a one-ply search, until red is to move again or the game ends. */
    private static Position playRound(Position position) {
        return answered(position.play(SearchEngine.search(position, BUDGET).move()), Colour.RED);
    }

    /** The position once the others, playing greedily, have answered until {@code mover} is to move again. */
    private static Position answered(Position position, Colour mover) {
        Position now = position;
        while (!now.status().isOver() && now.sideToMove() != mover) {
            now = now.play(SearchEngine.search(now, SearchLimits.depth(1)).move());
        }
        return now;
    }

    private static long othersIn(Position position, List<String> camp, Colour owner) {
        ChineseCheckersPosition star = (ChineseCheckersPosition) position;
        return camp.stream().map(star::square).map(star::pieceOn)
                .filter(piece -> piece.isPresent() && piece.get() != owner).count();
    }

    private static String[] others(List<String> camp, String hole, String piece) {
        return camp.stream().filter(h -> !h.equals(hole)).map(h -> h + piece).toArray(String[]::new);
    }

    private static String[] with(String[] pieces, String... more) {
        return Stream.concat(Stream.of(pieces), Stream.of(more)).toArray(String[]::new);
    }

    /** Red moves by the search, blue passes, until red has made {@code redMoves} moves or the game is over. */
    private static Position playRed(Position position, int redMoves) {
        Position now = position;
        for (int i = 0; i < redMoves && !now.status().isOver(); i++) {
            now = now.play(SearchEngine.search(now, BUDGET).move());
            if (!now.status().isOver()) {
                assertThat(now.legalMoves()).as("blue's walled-in piece can only pass").containsExactly(Move.PASS);
                now = now.play(Move.PASS);
            }
        }
        return now;
    }
}
