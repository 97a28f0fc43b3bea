package com.plyyard.engine.halma;

import static com.plyyard.engine.halma.Setup.BLUE_CAMP;
import static com.plyyard.engine.halma.Setup.RED_CAMP;
import static com.plyyard.engine.halma.Setup.camp;
import static com.plyyard.engine.halma.Setup.destinations;
import static com.plyyard.engine.halma.Setup.position;
import static com.plyyard.engine.halma.Setup.startEnds;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.plyyard.engine.Colour;
import com.plyyard.engine.IllegalMoveException;
import com.plyyard.engine.Move;
import com.plyyard.engine.NotationException;
import com.plyyard.engine.RedBlueSettings;
import com.plyyard.engine.Refusal.Kind;
import com.plyyard.engine.Refusals;
import com.plyyard.engine.Results;
import com.plyyard.engine.Status;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

/** Rules HA-1 … HA-5, with the situations of the Halma rules page (seed 001). */
class HalmaRulesTest {

    // ---- HA-1: board, camps, players ----------------------------------------------------------

    @Test
    void HA1_startFillsTheTwoCornerCampsWith19PiecesAndRedMovesFirst() {
        HalmaPosition start = Halma.GAME.start(Halma.GAME.defaultSettings());
        assertThat(start.notation()).isEqualTo(Setup.START);
        assertThat(start.sideToMove()).isEqualTo(Colour.RED);
        assertThat(start.moveNumber()).isEqualTo(1);
        for (String square : RED_CAMP) {
            assertThat(start.pieceOn(start.square(square))).as(square).contains(Colour.RED);
        }
        for (String square : BLUE_CAMP) {
            assertThat(start.pieceOn(start.square(square))).as(square).contains(Colour.BLUE);
        }
        long pieces = java.util.stream.IntStream.range(0, 256)
                .filter(i -> start.pieceOn(HalmaGrid.square(i)).isPresent()).count();
        assertThat(pieces).isEqualTo(38);
        assertThat(start.status()).isEqualTo(new Status.InProgress());
    }

    @Test
    void HA1_gameIsForTwoPlayersWithoutOptions() {
        assertThat(Halma.GAME.id()).isEqualTo("halma");
        assertThat(com.plyyard.engine.Games.byId("HALMA")).isSameAs(Halma.GAME);
        assertThat(Halma.GAME.defaultSettings()).isEqualTo(RedBlueSettings.INSTANCE);
        assertThat(Halma.GAME.settings(OptionalInt.of(2), List.of()).colours()).containsExactly(Colour.RED, Colour.BLUE);
        assertThatThrownBy(() -> Halma.GAME.settings(OptionalInt.of(4), List.of()))
                .isInstanceOf(NotationException.class).hasMessageContaining("2 players, not 4");
        assertThatThrownBy(() -> Halma.GAME.settings(OptionalInt.empty(), List.of("long-jump")))
                .isInstanceOf(NotationException.class).hasMessageContaining("no option 'long-jump'");
    }

    @Test
    void HA1_boardHas16FilesAndRanksAndNothingBeyond() {
        HalmaPosition start = Halma.GAME.start(RedBlueSettings.INSTANCE);
        assertThat(start.square("a1").index()).isZero();
        assertThat(start.square("P16").name()).isEqualTo("p16");
        for (String outside : List.of("q1", "a17", "a0", "p17")) {
            assertThatThrownBy(() -> start.square(outside)).isInstanceOf(NotationException.class)
                    .hasMessageContaining("'" + outside + "' is not a square of the Halma board");
        }
    }

    // ---- HA-2: steps ----------------------------------------------------------------------------

    @Test
    void HA2_stepGoesToAnyOfTheEightEmptyNeighbours() {
        HalmaPosition position = position("r", "Rh8 Bp1");
        assertThat(destinations(position, "h8"))
                .containsExactlyInAnyOrder("g7", "g8", "g9", "h7", "h9", "i7", "i8", "i9");
        assertThat(destinations(position("r", "Ra1 Bp16"), "a1")).containsExactlyInAnyOrder("a2", "b1", "b2");
    }

    @Test
    void HA2_stepOntoAnOccupiedSquareIsRefused() {
        HalmaPosition position = position("r", "Rc3 Bd4 Rc4");
        assertThat(destinations(position, "c3")).doesNotContain("d4", "c4");
        assertIllegal(position, "c3-d4", "HA-2", Kind.STEP_ONTO_PIECE, "to", "d4");
        assertIllegal(position, "c3-c4", "HA-2", Kind.STEP_ONTO_PIECE, "to", "c4");
    }

    @Test
    void HA2_movingTheOpponentsPieceOrAnEmptySquareIsRefused() {
        HalmaPosition position = position("r", "Rc3 Bd4");
        assertIllegal(position, "d4-d5", "HA-2", Kind.NOT_OWN_PIECE, "from", "d4", "owner", "blue", "side", "red");
        assertIllegal(position, "a1-a2", "HA-2", Kind.NO_PIECE, "from", "a1");
        assertIllegal(position("b", "Rc3 Bd4"), "c3-c2", "HA-2", Kind.NOT_OWN_PIECE, "from", "c3", "owner", "red", "side", "blue");
    }

    // ---- HA-3: jumps ----------------------------------------------------------------------------

    @Test
    void HA3_jumpGoesOverAnyOccupiedNeighbourInTheEightDirections() {
        String ring = "Bg7 Bg8 Bg9 Bh7 Bh9 Bi7 Ri8 Ri9";
        HalmaPosition position = position("r", "Rh8 " + ring);
        assertThat(destinations(position, "h8"))
                .containsExactlyInAnyOrder("f6", "f8", "f10", "h6", "h10", "j6", "j8", "j10");
    }

    @Test
    void HA3_jumpingAnOpponentsPieceLeavesItInPlace() {
        HalmaPosition position = position("r", "Rh8 Bh9");
        HalmaPosition after = position.play(position.parseMove("h8-h10"));
        assertThat(after.pieceOn(after.square("h9"))).contains(Colour.BLUE);
        assertThat(after.pieceOn(after.square("h10"))).contains(Colour.RED);
        assertThat(after.pieceOn(after.square("h8"))).isEmpty();
        assertThat(after.notation()).isEqualTo(Setup.notation("b", 1, "Rh10 Bh9"));
    }

    @Test
    void HA3_aSupportWithoutAnEmptySquareRightBehindGivesNoJump() {
        HalmaPosition blocked = position("r", "Rh8 Bh9 Bh10 Rb15 Bb16");
        assertThat(destinations(blocked, "h8")).doesNotContain("h10", "h11");
        assertThat(destinations(blocked, "b15")).doesNotContain("b16");
        assertIllegal(blocked, "h8-h10", "HA-3", Kind.LANDING_OCCUPIED, "to", "h10");
        assertThatThrownBy(() -> blocked.parseMove("b15-b17")).isInstanceOf(NotationException.class)
                .hasMessageContaining("'b17' is not a square of the Halma board");
    }

    @Test
    void HA3_twoSquareStepIsRefused() {
        HalmaPosition position = position("r", "Rh8 Bp1");
        assertIllegal(position, "h8-h10", "HA-3", Kind.NOTHING_TO_JUMP, "over", "h9");
        assertIllegal(position, "h8-j10", "HA-3", Kind.NOTHING_TO_JUMP, "over", "i9");
    }

    @Test
    void HA3_bentJumpAndJumpOverTwoPiecesAreRefused() {
        HalmaPosition position = position("r", "Rh8 Bh9 Bh10 Bi9");
        assertIllegal(position, "h8-i10", "HA-3", Kind.NOT_IN_LINE, "from", "h8", "to", "i10");
        assertIllegal(position, "h8-h11", "HA-3", Kind.JUMP_TOO_LONG, "from", "h8", "to", "h11", "distance", 3);
        assertIllegal(position, "h8-j10-j12", "HA-3", Kind.NOTHING_TO_JUMP, "over", "j11");
    }

    // ---- HA-4: chains ---------------------------------------------------------------------------

    @Test
    void HA4_chainMayChangeDirectionAtEveryLanding() {
        HalmaPosition position = position("r", "Rc3 Bd4 Bf5 Rg6");
        assertThat(destinations(position, "c3")).contains("e5", "g5", "g7");
        Optional<Move> path = position.shortestPath(position.square("c3"), position.square("g7"));
        assertThat(path).map(Move::toString).contains("c3-e5-g5-g7");
        HalmaPosition after = position.play(position.parseMove("c3-e5-g5-g7"));
        assertThat(after.pieceOn(after.square("g7"))).contains(Colour.RED);
    }

    @Test
    void HA4_chainMayStopAtAnyLanding() {
        HalmaPosition position = position("r", "Rc3 Bd4 Bf5 Rg6");
        for (String path : List.of("c3-e5", "c3-e5-g5")) {
            HalmaPosition after = position.play(position.parseMove(path));
            String end = path.substring(path.lastIndexOf('-') + 1);
            assertThat(after.pieceOn(after.square(end))).as(path).contains(Colour.RED);
        }
    }

    @Test
    void HA4_chainMayNotRevisitStartSquare() {
        HalmaPosition position = position("r", "Rc3 Bd3");
        assertThat(destinations(position, "c3")).contains("e3").doesNotContain("c3");
        assertIllegal(position, "c3-e3-c3", "HA-4", Kind.REVISITED, "square", "c3");
    }

    @Test
    void HA4_chainMayNotRevisitALanding() {
        HalmaPosition position = position("r", "Rc3 Bd3 Be4");
        assertIllegal(position, "c3-e3-e5-e3", "HA-4", Kind.REVISITED, "square", "e3");
    }

    @Test
    void HA4_laterTurnMayRevisitASquare() {
        HalmaPosition position = position("r", "Rc3 Bd3 Bp16");
        HalmaPosition next = position.play(position.parseMove("c3-e3")).play(Move.of(
                position.square("p16"), position.square("p15")));
        assertThat(destinations(next, "e3")).contains("c3");
        assertThat(next.play(next.parseMove("e3-c3")).pieceOn(next.square("c3"))).contains(Colour.RED);
    }

    @Test
    void HA4_stepAndChainAreNeverCombined() {
        HalmaPosition position = position("r", "Rc3 Bd4 Bc5 Be6");
        assertIllegal(position, "c3-c4-c6", "HA-4", Kind.STEP_THEN_MORE, "to", "c4");
        assertIllegal(position, "c3-e5-e4", "HA-4", Kind.STEP_IN_CHAIN, "from", "e5", "to", "e4");
    }

    @Test
    void HA4_noJumpIsMandatory() {
        HalmaPosition position = position("r", "Rc3 Bd4");
        assertThat(startEnds(position)).contains("c3-c2", "c3-e5");
        HalmaPosition after = position.play(position.parseMove("c3-c2"));
        assertThat(after.pieceOn(after.square("c2"))).contains(Colour.RED);
    }

    @Test
    void HA4_anyLegalPathIsAcceptedAndTheRecordKeepsIt() {
        // Two routes to e3: one jump over d3, or two jumps via e5 (over d4, then over e4).
        HalmaPosition position = position("r", "Rc3 Bd3 Bd4 Be4");
        assertThat(position.shortestPath(position.square("c3"), position.square("e3")))
                .map(Move::toString).contains("c3-e3");
        Move longWay = position.parseMove("c3-e5-e3");
        HalmaPosition viaLongWay = position.play(longWay);
        assertThat(viaLongWay).isEqualTo(position.play(position.parseMove("c3-e3")));
        com.plyyard.engine.GameRecord record = com.plyyard.engine.GameRecord.of(position, List.of(longWay), java.util.Map.of());
        String text = com.plyyard.engine.RecordFormat.write(record);
        assertThat(text).contains("1. c3-e5-e3 *");
        assertThat(com.plyyard.engine.RecordFormat.read(text).moves()).containsExactly(longWay);
    }

    @Test
    void HA4_pieceMayLeaveTheTargetCamp() {
        HalmaPosition position = position("r", "Rm3 Rp1 Ba16");
        assertThat(destinations(position, "m3")).contains("m4", "l4", "l3");
        HalmaPosition after = position.play(position.parseMove("m3-l4"));
        assertThat(after.pieceOn(after.square("l4"))).contains(Colour.RED);
        assertThat(after.status()).isEqualTo(new Status.InProgress());
    }

    /** The rules page's analysis: A jumps the support B to C; B stays and still serves D. */
    @Test
    void HA4_supportingPieceStaysAndStillServesOtherPieces() {
        HalmaPosition position = position("r", "Rd4 Re5 Rf4 Bp16");
        assertThat(destinations(position, "f4")).contains("d6");
        HalmaPosition afterA = position.play(position.parseMove("d4-f6"));
        assertThat(afterA.pieceOn(afterA.square("e5"))).contains(Colour.RED);
        HalmaPosition redAgain = afterA.play(afterA.parseMove("p16-p15"));
        assertThat(destinations(redAgain, "f4")).as("D still jumps over B").contains("d6");
        // Had B advanced instead, D would have lost that route.
        HalmaPosition bAdvanced = position.play(position.parseMove("e5-e6")).play(position.parseMove("p16-p15"));
        assertThat(destinations(bAdvanced, "f4")).doesNotContain("d6");
    }

    // ---- HA-5: winning and passing -------------------------------------------------------------

    /** Red on 18 squares of blue's camp (all but {@code missing}), plus {@code extra} pieces. */
    private static HalmaPosition redAlmostHome(String side, String missing, String extra) {
        List<String> squares = BLUE_CAMP.stream().filter(s -> !s.equals(missing)).toList();
        return position(side, camp('R', squares) + " " + extra);
    }

    @Test
    void HA5_fillingAllNineteenSquaresOfTheOppositeCampWins() {
        HalmaPosition position = redAlmostHome("r", "l1", "Rk2 Ba16 Bb16");
        HalmaPosition won = position.play(position.parseMove("k2-l1"));
        assertThat(won.status()).isEqualTo(new Status.Finished(List.of(Colour.RED)));
        assertThat(Results.of(won)).isEqualTo("1-0");
        assertThat(won.legalMoves()).isEmpty();
        assertThat(Halma.GAME.perft(won, 1)).isZero();
        assertIllegal(won, "a16-a15", "HA-5", Kind.GAME_OVER);
        assertThatThrownBy(() -> won.play(Move.PASS)).isInstanceOf(IllegalMoveException.class)
                .hasMessageContaining("HA-5: the game is over");
    }

    @Test
    void HA5_aChainEndingInTheCampCanWinForBlue() {
        List<String> squares = RED_CAMP.stream().filter(s -> !s.equals("a12")).toList();
        HalmaPosition position = position("b", camp('B', squares) + " Ba10 Ra11 Rp1");
        HalmaPosition won = position.play(position.parseMove("a10-a12"));
        assertThat(won.status()).isEqualTo(new Status.Finished(List.of(Colour.BLUE)));
        assertThat(Results.of(won)).isEqualTo("0-1");
        assertThat(won.sideToMove()).isEqualTo(Colour.RED);
    }

    @Test
    void HA5_firstPieceArrivingDoesNotWin() {
        HalmaPosition position = Halma.GAME.parsePosition(RedBlueSettings.INSTANCE,
                Setup.notation("r", 30, "Rk2" + camp('B', RED_CAMP.subList(0, 10))));
        HalmaPosition after = position.play(position.parseMove("k2-l1"));
        assertThat(after.status()).isEqualTo(new Status.InProgress());
        assertThat(after.legalMoves()).isNotEmpty();
    }

    @Test
    void HA5_eighteenOfNineteenDoNotWin() {
        HalmaPosition position = redAlmostHome("r", "l1", "Rh8 Ba16");
        HalmaPosition after = position.play(position.parseMove("h8-h7"));
        assertThat(after.status()).isEqualTo(new Status.InProgress());
    }

    @Test
    void HA5_anOpponentsPieceInTheTargetCampPreventsTheWin() {
        HalmaPosition position = redAlmostHome("r", "l1", "Bl1 Rk2 Ba16");
        assertThat(destinations(position, "k2")).doesNotContain("l1");
        HalmaPosition after = position.play(position.parseMove("k2-k3"));
        assertThat(after.status()).isEqualTo(new Status.InProgress());
        // Once blue's piece leaves red's target, red can complete the camp.
        HalmaPosition blueLeft = after.play(after.parseMove("l1-k1"));
        HalmaPosition redBack = blueLeft.play(blueLeft.parseMove("k3-k2"));
        HalmaPosition blueAway = redBack.play(redBack.parseMove("k1-j1"));
        HalmaPosition finished = blueAway.play(blueAway.parseMove("k2-l1"));
        assertThat(finished.status()).isEqualTo(new Status.Finished(List.of(Colour.RED)));
    }

    @Test
    void HA5_aPlayerWithoutAMovePassesAndOnlyThen() {
        // Red's only piece is walled into the corner: no step, and every jump lands on a piece.
        HalmaPosition walled = position("r", "Ra16 Ba15 Bb15 Bb16 Ba14 Bc14 Bc16");
        assertThat(walled.legalMoves()).containsExactly(Move.PASS);
        assertThat(Halma.GAME.perft(walled, 1)).isEqualTo(1);
        HalmaPosition passed = walled.play(walled.parseMove("PASS"));
        assertThat(passed.sideToMove()).isEqualTo(Colour.BLUE);
        assertThat(passed.moveNumber()).isEqualTo(1);
        assertThat(passed.status()).isEqualTo(new Status.InProgress());
        assertIllegal(passed, "pass", "HA-5", Kind.PASS_WITH_MOVE, "side", "blue");
        assertIllegal(walled, "a16-b16", "HA-2", Kind.STEP_ONTO_PIECE, "to", "b16");
    }

    @Test
    void HA5_aBlueTurnEndsTheRoundEvenWhenPassing() {
        HalmaPosition walled = position("b", "Bp1 Ro1 Ro2 Rp2 Rn1 Rn3 Rp3");
        assertThat(walled.legalMoves()).containsExactly(Move.PASS);
        HalmaPosition passed = walled.play(Move.PASS);
        assertThat(passed.sideToMove()).isEqualTo(Colour.RED);
        assertThat(passed.moveNumber()).isEqualTo(2);
    }

    @Test
    void HA5_noLossByBlockageEvenWithoutPieces() {
        HalmaPosition none = position("r", "Bh8");
        assertThat(none.legalMoves()).containsExactly(Move.PASS);
        assertThat(none.play(Move.PASS).status()).isEqualTo(new Status.InProgress());
    }

    // ---- helpers ---------------------------------------------------------------------------------

    /** Asserts the move is refused as said (Refusals), and that the legal moves did not change. */
    private static void assertIllegal(HalmaPosition position, String move, String rule, Kind kind, Object... params) {
        List<Move> movesBefore = position.legalMoves();
        Refusals.assertRefused(position, move, rule, kind, params);
        assertThat(position.legalMoves()).isEqualTo(movesBefore);
    }

    /** What a screen reader announces: a step makes no hop, a single jump one, a chain one per jump. */
    @Test
    void HA3_HA4_aMoveCountsItsHops() {
        HalmaPosition position = position("r", "Rc3 Bd4 Bf6 Bp1");
        assertThat(position.hops(position.parseMove("c3-c4"))).isZero();
        assertThat(position.hops(position.parseMove("c3-e5"))).isEqualTo(1);
        assertThat(position.hops(position.parseMove("c3-e5-g7"))).isEqualTo(2);
    }
}
