package com.plyyard.engine.jungle;

import static com.plyyard.engine.jungle.Setups.movesFrom;
import static com.plyyard.engine.jungle.Setups.play;
import static com.plyyard.engine.jungle.Setups.setup;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import com.plyyard.engine.Colour;
import com.plyyard.engine.IllegalMoveException;
import com.plyyard.engine.Move;
import com.plyyard.engine.NotationException;
import com.plyyard.engine.Refusal;
import com.plyyard.engine.Refusal.Kind;
import com.plyyard.engine.Refusals;
import com.plyyard.engine.Results;
import com.plyyard.engine.Status;
import java.util.List;
import org.junit.jupiter.api.Test;

/** One or more tests per rule JU-1 … JU-10, including every situation of the rules page (seed 003). */
class JungleRulesTest {

    /** Asserts that {@code move} is refused as said (Refusals) and not listed. */
    private static void assertRefused(JunglePosition position, String move, String rule, Kind kind, Object... params) {
        Refusals.assertRefused(position, move, rule, kind, params);
        assertThat(Setups.moves(position)).as("legal moves of %s", position).doesNotContain(move.replace('x', '-'));
    }

    private static void assertLegal(JunglePosition position, String move) {
        assertThat(Setups.moves(position)).as("legal moves of %s", position).contains(move);
        assertThat(play(position, move).sideToMove()).isNotEqualTo(position.sideToMove());
    }

    // ---- JU-1 terrain ----------------------------------------------------------------------

    @Test
    void JU1_waterIsExactlyTheTwoRiversAndTheDensAreD1AndD9() {
        for (char file = 'a'; file <= 'g'; file++) {
            for (int rank = 1; rank <= 9; rank++) {
                String square = "" + file + rank;
                boolean river = "bcef".indexOf(file) >= 0 && rank >= 4 && rank <= 6;
                String redDog = Setups.notation("r", 0, "D" + square, square.equals("a7") ? "rg7" : "ra7");
                if (river) {
                    assertThatThrownBy(() -> Setups.parse(redDog)).as("red dog on %s", square)
                            .hasMessageContaining("red dog on " + square + " stands in water");
                } else if (square.equals("d1")) {
                    assertThatThrownBy(() -> Setups.parse(redDog)).hasMessageContaining("stands in its own den");
                } else if (square.equals("d9")) {
                    assertThatThrownBy(() -> Setups.parse(redDog)).hasMessageContaining("has entered blue's den");
                } else {
                    assertThat(Setups.parse(redDog).pieceOn(JungleGeometry.square(square))).as("red dog on %s", square)
                            .get().isEqualTo(new JunglePiece(Colour.RED, Animal.DOG));
                }
            }
        }
        assertThatThrownBy(() -> setup("r", "Ra1", "dd9")).hasMessageContaining("blue dog on d9 stands in its own den");
    }

    @Test
    void JU1_redTrapsAreC1E1D2AndBlueTrapsAreC9E9D8() {
        // A red cat captures a blue lion only on one of red's traps (JU-6a).
        for (String trap : List.of("c1", "e1", "d2")) {
            char f = trap.charAt(0);
            int r = trap.charAt(1) - '0';
            String cat = "C" + (char) (f == 'd' ? 'c' : f) + (f == 'd' ? r : r + 1);
            JunglePosition position = setup("r", cat, "l" + trap);
            assertLegal(position, cat.substring(1) + "-" + trap);
        }
        assertRefused(setup("r", "Cb2", "lb1"), "b2-b1", "JU-6", Kind.LOWER_RANK, "animal", "C", "target", "L", "rank", 2, "targetRank", 7);
        for (String trap : List.of("c9", "e9", "d8")) {
            char f = trap.charAt(0);
            int r = trap.charAt(1) - '0';
            String cat = "c" + (char) (f == 'd' ? 'c' : f) + (f == 'd' ? r : r - 1);
            assertLegal(setup("b", cat, "L" + trap), cat.substring(1) + "-" + trap);
        }
    }

    // ---- JU-2 ranks and the start -----------------------------------------------------------

    @Test
    void JU2_startPlacesEveryAnimalAndRedMovesFirst() {
        JunglePosition start = Jungle.GAME.start(Jungle.GAME.defaultSettings());
        assertThat(start.notation()).isEqualTo("l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L r 0 1");
        assertThat(start.sideToMove()).isEqualTo(Colour.RED);
        String[] red = {"Ta1", "Lg1", "Cb2", "Df2", "Ea3", "Wc3", "Pe3", "Rg3"};
        String[] blue = {"La9", "Tg9", "Db8", "Cf8", "Ra7", "Pc7", "We7", "Eg7"};
        for (String piece : red) {
            assertThat(start.pieceOn(start.square(piece.substring(1)))).get()
                    .isEqualTo(new JunglePiece(Colour.RED, Animal.ofLetter(piece.charAt(0))));
        }
        for (String piece : blue) {
            assertThat(start.pieceOn(start.square(piece.substring(1)))).get()
                    .isEqualTo(new JunglePiece(Colour.BLUE, Animal.ofLetter(piece.charAt(0))));
        }
        assertThat(start.legalMoves()).hasSize(24);
    }

    @Test
    void JU2_ranksRunFromRatOneToElephantEight() {
        assertThat(List.of(Animal.values())).extracting(Animal::rank).containsExactly(1, 2, 3, 4, 5, 6, 7, 8);
        assertThat(List.of(Animal.values())).extracting(Animal::letter)
                .containsExactly('R', 'C', 'D', 'W', 'P', 'T', 'L', 'E');
    }

    // ---- JU-3 moves ----------------------------------------------------------------------

    @Test
    void JU3_aPieceStepsOneSquareOrthogonally() {
        assertThat(movesFrom(setup("r", "Dd3", "rg9"), "d3")).containsExactly("d3-c3", "d3-d2", "d3-d4", "d3-e3");
    }

    @Test
    void JU3_diagonalMoveIsRefused() {
        assertRefused(setup("r", "Da2", "rg9"), "a2-b3", "JU-3", Kind.DIAGONAL, "from", "a2", "to", "b3");
    }

    @Test
    void JU3_moveOfTwoSquaresIsRefused() {
        assertRefused(setup("r", "Da2", "rg9"), "a2-a4", "JU-3", Kind.TOO_FAR, "from", "a2", "to", "a4", "animal", "D", "distance", 2);
        assertRefused(setup("r", "Pa4", "rg9"), "a4-d4", "JU-3", Kind.TOO_FAR, "animal", "P", "distance", 3);
    }

    @Test
    void JU3_aPieceMayNotEnterItsOwnDen() {
        JunglePosition red = setup("r", "Cc1", "rg9");
        assertThat(movesFrom(red, "c1")).containsExactly("c1-b1", "c1-c2");
        assertRefused(red, "c1-d1", "JU-3", Kind.OWN_DEN, "to", "d1", "side", "red");
        JunglePosition blue = setup("b", "Rg1", "cd8");
        assertThat(movesFrom(blue, "d8")).containsExactly("d8-c8", "d8-d7", "d8-e8");
        assertRefused(blue, "d8-d9", "JU-3", Kind.OWN_DEN, "to", "d9", "side", "blue");
    }

    @Test
    void JU3_aFriendlyPieceBlocksTheSquare() {
        assertRefused(setup("r", "Ea2", "Ca3", "rg9"), "a2-a3", "JU-3", Kind.OWN_PIECE_THERE, "to", "a3", "target", "C", "side", "red");
    }

    @Test
    void JU3_movingAnOpponentsPieceOrFromAnEmptySquareIsRefused() {
        JunglePosition start = Jungle.GAME.start(Jungle.GAME.defaultSettings());
        assertRefused(start, "a7-a6", "JU-3", Kind.NOT_OWN_ANIMAL, "from", "a7", "animal", "R", "owner", "blue", "side", "red");
        assertRefused(start, "d4-d5", "JU-3", Kind.NO_PIECE, "from", "d4");
        assertRefused(start, "a3-a4-a5", "JU-3", Kind.NOT_TWO_SQUARES, "count", 3);
        assertRefused(start, "a3-a3", "JU-3", Kind.MUST_LEAVE, "from", "a3");
    }

    // ---- JU-4 water ------------------------------------------------------------------------

    @Test
    void JU4_onlyTheRatEntersWater() {
        assertRefused(setup("r", "Da4", "rg9"), "a4-b4", "JU-4", Kind.WATER, "to", "b4", "animal", "D");
        assertRefused(setup("r", "Ea4", "rg9"), "a4-b4", "JU-4", Kind.WATER, "animal", "E");
        assertRefused(setup("r", "La4", "rg9"), "a4-b4", "JU-4", Kind.WATER, "animal", "L");
        assertThat(movesFrom(setup("r", "Ra4", "rg9"), "a4")).contains("a4-b4");
        assertThat(movesFrom(setup("r", "Rb5", "rg9"), "b5")).containsExactly("b5-a5", "b5-b4", "b5-b6", "b5-c5");
    }

    // ---- JU-5 river jumps -------------------------------------------------------------------

    @Test
    void JU5_lionAndTigerJumpAcrossTheRiverWidthAndLength() {
        assertThat(movesFrom(setup("r", "La4", "rg9"), "a4")).containsExactly("a4-a3", "a4-a5", "a4-d4");
        assertThat(movesFrom(setup("r", "Tb3", "rg9"), "b3")).contains("b3-b7");
        assertThat(movesFrom(setup("r", "Td5", "rg9"), "d5")).contains("d5-a5", "d5-g5");
        assertThat(movesFrom(setup("b", "Rg1", "lf7"), "f7")).contains("f7-f3");
        assertThat(play(setup("r", "Lb3", "rg9"), "b3-b7").pieceOn(JungleGeometry.square("b7"))).get()
                .isEqualTo(new JunglePiece(Colour.RED, Animal.LION));
    }

    @Test
    void JU5_aRatInTheRiverBlocksTheJumpWhateverItsColour() {
        // Seed analysis: the landing bank is free, but a rat stands on a water square of the route.
        JunglePosition free = setup("r", "La5", "rg9");
        assertLegal(free, "a5-d5");
        assertRefused(setup("r", "La5", "Rb5", "rg9"), "a5-d5", "JU-5", Kind.RIVER_JUMP_BLOCKED, "blocker", "red", "square", "b5", "animal", "L");
        assertRefused(setup("r", "La5", "rc5"), "a5-d5", "JU-5", Kind.RIVER_JUMP_BLOCKED, "blocker", "blue", "square", "c5");
        assertRefused(setup("r", "Tc3", "rc6"), "c3-c7", "JU-5", Kind.RIVER_JUMP_BLOCKED, "blocker", "blue", "square", "c6", "animal", "T");
        assertLegal(setup("r", "Tc3", "rb6"), "c3-c7");
    }

    @Test
    void JU5_theLandingMustBeEmptyOrHoldACapturableEnemy() {
        JunglePosition takesTiger = setup("r", "La4", "td4", "rg9");
        assertLegal(takesTiger, "a4-d4");
        assertThat(play(takesTiger, "a4-d4").notation()).isEqualTo("6r/7/7/7/7/3L3/7/7/7 b 0 1");
        assertRefused(setup("r", "Ta4", "ld4", "rg9"), "a4-d4", "JU-6", Kind.LOWER_RANK, "animal", "T", "target", "L", "rank", 6, "targetRank", 7);
        assertRefused(setup("r", "La4", "ed4"), "a4-d4", "JU-6", Kind.LOWER_RANK, "target", "E");
        assertRefused(setup("r", "La4", "Cd4", "rg9"), "a4-d4", "JU-3", Kind.OWN_PIECE_THERE, "target", "C");
    }

    @Test
    void JU5_onlyFromTheBankStraightToTheFirstLandSquareAndTheJumpIsTheWholeTurn() {
        assertRefused(setup("r", "La3", "rg9"), "a3-a7", "JU-5", Kind.NOT_A_RIVER_JUMP, "from", "a3", "to", "a7", "animal", "L");
        assertRefused(setup("r", "La4", "rg9"), "a4-c4", "JU-5", Kind.NOT_A_RIVER_JUMP, "from", "a4", "to", "c4");
        assertThatThrownBy(() -> play(setup("r", "Lb3", "rg9"), "b3-b7-b8"))
                .isInstanceOf(IllegalMoveException.class).hasMessageStartingWith("JU-3: ");
    }

    // ---- JU-6 captures ----------------------------------------------------------------------

    @Test
    void JU6_aPieceCapturesEqualOrLowerRankOnly() {
        assertLegal(setup("r", "Da5", "da6", "rg9"), "a5-a6");
        assertLegal(setup("r", "Ea5", "la6", "rg9"), "a5-a6");
        assertRefused(setup("r", "Ca5", "da6", "rg9"), "a5-a6", "JU-6", Kind.LOWER_RANK, "animal", "C", "target", "D", "rank", 2, "targetRank", 3);
        JunglePosition after = play(setup("r", 17, "Da5", "da6", "rg9"), "a5-a6");
        assertThat(after.pliesSinceCapture()).isZero();
    }

    @Test
    void JU6a_aLionInAnEnemyTrapMayBeTakenByACat() {
        // Seed FAQ: in an opponent's trap an animal has rank 0 and any opponent may take it.
        assertLegal(setup("r", "Cd3", "ld2"), "d3-d2");
        assertLegal(setup("r", "Rc2", "ld2"), "c2-d2");
        assertLegal(setup("b", "Lc9", "rc8"), "c8-c9");
    }

    @Test
    void JU6a_anAnimalInItsOwnTrapKeepsItsRank() {
        assertRefused(setup("r", "Cd7", "ld8"), "d7-d8", "JU-6a", Kind.DEFENDER_TRAP, "owner", "blue", "target", "L", "targetRank", 7);
        assertRefused(setup("b", "Ld2", "td3"), "d3-d2", "JU-6a", Kind.DEFENDER_TRAP, "owner", "red", "animal", "T", "rank", 6);
    }

    @Test
    void JU6a_aTrappedPieceStillCapturesWithItsFullRank() {
        // Traps weaken the piece standing in them, not what that piece may capture.
        assertLegal(setup("r", "Ld8", "tc8", "rg9"), "d8-c8");
        assertLegal(setup("b", "Ld8", "re8"), "e8-d8");
    }

    @Test
    void JU6b_theRatCapturesTheElephantOnLandOnly() {
        assertLegal(setup("r", "Ra5", "ea6"), "a5-a6");
        // Seed FAQ: a rat in water does not take the elephant on the bank.
        assertRefused(setup("r", "Rb5", "ea5"), "b5-a5", "JU-6b", Kind.RAT_IN_WATER, "from", "b5", "to", "a5");
    }

    @Test
    void JU6c_theElephantNeverCapturesTheRat() {
        assertRefused(setup("r", "Ea5", "ra6"), "a5-a6", "JU-6c", Kind.ELEPHANT_ON_RAT, "from", "a5", "to", "a6");
        assertRefused(setup("r", "Ed3", "rd2"), "d3-d2", "JU-6c", Kind.ELEPHANT_ON_RAT, "from", "d3", "to", "d2");
        assertLegal(setup("r", "Cd3", "rd2"), "d3-d2");
    }

    @Test
    void JU6d_noCaptureBetweenWaterAndLand() {
        assertRefused(setup("r", "Ra5", "rb5"), "a5-b5", "JU-6d", Kind.WATER_AND_LAND, "from", "a5", "to", "b5", "animal", "R", "target", "R");
        assertRefused(setup("r", "Rb5", "ra5"), "b5-a5", "JU-6d", Kind.WATER_AND_LAND, "from", "b5", "to", "a5");
        assertRefused(setup("r", "Da4", "rb4"), "a4-b4", "JU-4", Kind.WATER, "animal", "D");
        assertRefused(setup("b", "Rb4", "rb3"), "b3-b4", "JU-6d", Kind.WATER_AND_LAND, "from", "b3", "to", "b4");
    }

    @Test
    void JU6d_twoRatsInWaterCaptureEachOther() {
        JunglePosition position = setup("r", "Rb5", "rc5", "dg9");
        assertLegal(position, "b5-c5");
        assertThat(play(position, "b5-c5").notation()).isEqualTo("6d/7/7/7/2R4/7/7/7/7 b 0 1");
        assertLegal(setup("b", "Rb5", "rc5"), "c5-b5");
    }

    // ---- JU-7 … JU-10 the end ----------------------------------------------------------------

    @Test
    void JU7_enteringTheEnemyDenWinsAtOnce() {
        JunglePosition won = play(setup("r", "Cc9", "ra7"), "c9-d9");
        assertThat(won.status()).isEqualTo(new Status.Finished(List.of(Colour.RED)));
        assertThat(won.legalMoves()).isEmpty();
        assertThat(Results.of(won)).isEqualTo("1-0");
        assertRefused(won, "a7-a6", "JU-7", Kind.GAME_OVER);

        JunglePosition blueWins = play(setup("b", "Ra3", "ce1"), "e1-d1");
        assertThat(blueWins.status()).isEqualTo(new Status.Finished(List.of(Colour.BLUE)));
        assertThat(Results.of(blueWins)).isEqualTo("0-1");
    }

    @Test
    void JU7_aParsedPositionWithAnEnteredDenIsAFinishedGame() {
        JunglePosition parsed = Setups.parse("3C3/7/7/7/7/7/7/7/r6 b 4 9");
        assertThat(parsed.status()).isEqualTo(new Status.Finished(List.of(Colour.RED)));
        assertThat(parsed.legalMoves()).isEmpty();
        assertThatThrownBy(() -> Setups.parse("3C3/7/7/7/7/7/7/7/r6 r 4 9"))
                .isInstanceOf(NotationException.class).hasMessageContaining("blue must be to move (JU-7)");
        assertThatThrownBy(() -> Setups.parse("3C3/7/7/7/7/7/7/7/3r3 b 4 9"))
                .isInstanceOf(NotationException.class).hasMessageContaining("both dens are entered");
    }

    @Test
    void JU7_enteringTheDenOnTheSixtiethQuietPlyWinsRatherThanDraws() {
        JunglePosition won = play(setup("r", 59, "Cc9", "ra7"), "c9-d9");
        assertThat(won.status()).isEqualTo(new Status.Finished(List.of(Colour.RED)));
    }

    @Test
    void JU8_theSideToMoveWithoutALegalMoveLoses() {
        // The blue rat in the corner cannot take the cat or the dog, which outrank it.
        JunglePosition stuck = setup("b", "Ca8", "Db9", "ra9");
        assertThat(stuck.legalMoves()).isEmpty();
        assertThat(stuck.status()).isEqualTo(new Status.Finished(List.of(Colour.RED)));
        assertRefused(stuck, "a9-a8", "JU-8", Kind.GAME_OVER);
        JunglePosition cornered = play(setup("r", "Ca8", "Dc9", "ra9"), "c9-b9");
        assertThat(cornered.status()).isEqualTo(new Status.Finished(List.of(Colour.RED)));
    }

    @Test
    void JU8_aSideWithoutPiecesLoses() {
        assertThat(setup("b", "Lg1").status()).isEqualTo(new Status.Finished(List.of(Colour.RED)));
        JunglePosition lastCapture = play(setup("r", "Da5", "ca6"), "a5-a6");
        assertThat(lastCapture.status()).isEqualTo(new Status.Finished(List.of(Colour.RED)));
        assertThat(Results.of(lastCapture)).isEqualTo("1-0");
    }

    @Test
    void JU9_sixtyPliesWithoutCaptureDraw() {
        JunglePosition drawn = play(setup("r", 59, "Da2", "cg8"), "a2-a3");
        assertThat(drawn.status()).isInstanceOf(Status.Drawn.class);
        assertThat(((Status.Drawn) drawn.status()).reason()).startsWith("JU-9");
        assertThat(drawn.legalMoves()).isEmpty();
        assertThat(Results.of(drawn)).isEqualTo("1/2-1/2");
        assertRefused(drawn, "g8-g7", "JU-9", Kind.GAME_OVER);
        assertThat(Setups.parse("6c/7/7/7/7/7/7/7/D6 b 60 40").status()).isInstanceOf(Status.Drawn.class);
    }

    @Test
    void JU9_theCounterCountsQuietPliesAndACaptureResetsIt() {
        JunglePosition start = Jungle.GAME.start(Jungle.GAME.defaultSettings());
        JunglePosition one = play(start, "a3-a4");
        assertThat(one.notation()).endsWith(" b 1 1");
        assertThat(play(one, "g7-g6").notation()).endsWith(" r 2 2");
        JunglePosition capture = play(setup("r", 59, "Da5", "ca6", "dg8"), "a5-a6");
        assertThat(capture.pliesSinceCapture()).isZero();
        assertThat(capture.status()).isEqualTo(new Status.InProgress());
    }

    @Test
    void JU10_thereIsNoPass() {
        JunglePosition start = Jungle.GAME.start(Jungle.GAME.defaultSettings());
        assertThatThrownBy(() -> start.parseMove("pass")).isInstanceOf(NotationException.class)
                .hasMessageContaining("no pass");
        assertThat(catchThrowableOfType(IllegalMoveException.class, () -> start.play(Move.PASS)).refusal())
                .isEqualTo(Refusal.of("JU-10", Kind.NO_PASSING));
    }
}
