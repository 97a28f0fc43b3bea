package com.plyyard.engine.chinesecheckers;

import static com.plyyard.engine.Refusals.assertRefused;
import static com.plyyard.engine.chinesecheckers.Diagrams.longJump;
import static com.plyyard.engine.chinesecheckers.Diagrams.on;
import static com.plyyard.engine.chinesecheckers.Diagrams.play;
import static com.plyyard.engine.chinesecheckers.Diagrams.startEnds;
import static com.plyyard.engine.chinesecheckers.Diagrams.twoPlayers;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.plyyard.engine.Colour;
import com.plyyard.engine.Move;
import com.plyyard.engine.NotationException;
import com.plyyard.engine.Position;
import com.plyyard.engine.Refusal.Kind;
import org.junit.jupiter.api.Test;

/** How pieces move: steps, jumps and chains (CC-3 … CC-9) and long jumps (CC-14). */
class MovesTest {

    @Test
    void CC3_stepGoesToAnyOfTheSixEmptyNeighbours() {
        Position position = twoPlayers("i5=R");
        assertThat(startEnds(position)).containsExactlyInAnyOrder(
                "i5-i4", "i5-i6", "i5-j5", "i5-j6", "i5-h5", "i5-h6");
    }

    @Test
    void CC3_stepEndsTheTurn() {
        Position after = play(twoPlayers("i5=R", "a1=B"), "i5-i6");
        assertThat(after.sideToMove()).isEqualTo(Colour.BLUE);
        assertThat(on(after, "i6")).isEqualTo('R');
        assertThat(on(after, "i5")).isEqualTo('.');
    }

    @Test
    void CC3_stepToAnOccupiedHoleIsRefused() {
        assertRefused(twoPlayers("i5=R", "i6=B", "i7=B"), "i5-i6", "CC-3", Kind.STEP_ONTO_PIECE, "to", "i6");
    }

    @Test
    void CC3_twoHoleStepIsRefused() {
        assertRefused(twoPlayers("i5=R"), "i5-i7", "CC-4", Kind.NOTHING_TO_JUMP, "over", "i6");
    }

    @Test
    void CC3_movingAnOpponentsPieceIsRefused() {
        assertRefused(twoPlayers("i5=R", "e5=B"), "e5-e6", "CC-3", Kind.NOT_OWN_PIECE, "from", "e5", "owner", "blue", "side", "red");
    }

    @Test
    void CC3_movingFromAnEmptyHoleIsRefused() {
        assertRefused(twoPlayers("i5=R"), "i1-i2", "CC-3", Kind.NO_PIECE, "from", "i1");
    }

    @Test
    void CC4_jumpOverAPieceOfAnyColourLeavesItInPlace() {
        Position position = twoPlayers("i1=R", "i2=B", "e5=R", "e6=R");
        assertThat(startEnds(position)).contains("i1-i3", "e5-e7");
        Position after = play(position, "i1-i3");
        assertThat(on(after, "i2")).as("the jumped blue piece stays").isEqualTo('B');
        assertThat(on(after, "i3")).isEqualTo('R');
        Position own = play(position, "e5-e7");
        assertThat(on(own, "e6")).as("the jumped red piece stays").isEqualTo('R');
    }

    @Test
    void CC4_jumpNeedsAnEmptyLandingHole() {
        Position position = twoPlayers("i1=R", "i2=B", "i3=B");
        assertThat(startEnds(position)).doesNotContain("i1-i3");
        assertRefused(position, "i1-i3", "CC-4", Kind.LANDING_OCCUPIED, "to", "i3");
    }

    @Test
    void CC4_hopOverTwoPiecesIsRefused() {
        assertRefused(twoPlayers("i1=R", "i2=B", "i3=B"), "i1-i4", "CC-4", Kind.JUMP_TOO_LONG, "from", "i1", "to", "i4", "distance", 3);
    }

    @Test
    void CC4_bentJumpOffTheLinesIsRefused() {
        assertRefused(twoPlayers("i1=R", "i2=B"), "i1-j3", "CC-4", Kind.NOT_IN_LINE, "from", "i1", "to", "j3");
    }

    /** The seeds' analysed position: A, B, C, D, E aligned, B and D occupied, C and E empty. */
    @Test
    void CC5_chainAOverBToCOverDToELeavesBAndDInPlace() {
        Position position = twoPlayers("i1=R", "i2=B", "i4=R");
        Move chain = position.parseMove("i1-i3-i5");
        assertThat(position.shortestPath(position.square("i1"), position.square("i5"))).contains(chain);
        Position after = position.play(chain);
        assertThat(on(after, "i5")).isEqualTo('R');
        assertThat(on(after, "i2")).as("B stays").isEqualTo('B');
        assertThat(on(after, "i4")).as("D stays").isEqualTo('R');
        assertThat(on(after, "i1")).isEqualTo('.');
        assertThat(on(after, "i3")).isEqualTo('.');
    }

    @Test
    void CC5_chainMayStopAfterAnyJump() {
        Position position = twoPlayers("i1=R", "i2=B", "i4=R");
        assertThat(startEnds(position)).contains("i1-i3", "i1-i5");
        assertThat(on(play(position, "i1-i3"), "i3")).isEqualTo('R');
    }

    @Test
    void CC5_chainMayChangeDirectionAfterEachJump() {
        Position position = twoPlayers("i1=R", "i2=B", "j4=B");
        assertThat(position.shortestPath(position.square("i1"), position.square("k5")))
                .map(Move::toString).contains("i1-i3-k5");
        assertThat(on(play(position, "i1-i3-k5"), "k5")).isEqualTo('R');
    }

    @Test
    void CC5_anyLegalPathIsAcceptedAndLeadsToTheSamePosition() {
        Position position = twoPlayers("i5=R", "i6=B", "j8=B", "j6=B", "k8=B");
        Position eastFirst = play(position, "i5-i7-k9");
        Position northEastFirst = play(position, "i5-k7-k9");
        assertThat(eastFirst.notation()).isEqualTo(northEastFirst.notation());
        assertThat(on(eastFirst, "k9")).isEqualTo('R');
        assertThat(position.legalMoves()).filteredOn(m -> m.startEnd().equals("i5-k9")).hasSize(1);
    }

    @Test
    void CC6_chainMayNotReturnToItsStartHole() {
        Position position = twoPlayers("i5=R", "i6=B");
        assertRefused(position, "i5-i7-i5", "CC-6", Kind.REVISITED, "square", "i5");
    }

    @Test
    void CC6_chainMayNotLandTwiceOnTheSameHole() {
        Position position = twoPlayers("i5=R", "i6=B", "i8=B");
        assertRefused(position, "i5-i7-i9-i7", "CC-6", Kind.REVISITED, "square", "i7");
    }

    @Test
    void CC6_aLaterTurnMayRevisitAHole() {
        Position after = play(twoPlayers("i5=R", "i6=B", "a1=B"), "i5-i7", "a1-b1", "i7-i5");
        assertThat(on(after, "i5")).isEqualTo('R');
    }

    @Test
    void CC7_stepIsAllowedWhenAJumpExists() {
        Position position = twoPlayers("i1=R", "i2=B");
        assertThat(startEnds(position)).contains("i1-i3", "i1-j2", "i1-h1");
        assertThat(on(play(position, "i1-j2"), "j2")).isEqualTo('R');
    }

    @Test
    void CC7_stepThenJumpIsRefused() {
        assertRefused(twoPlayers("i1=R", "j3=B"), "i1-j2-j4", "CC-7", Kind.STEP_THEN_MORE, "to", "j2");
    }

    @Test
    void CC7_jumpThenStepIsRefused() {
        assertRefused(twoPlayers("i1=R", "i2=B"), "i1-i3-i4", "CC-7", Kind.STEP_IN_CHAIN, "from", "i3", "to", "i4");
    }

    @Test
    void CC8_theMoveKeepsItsWholePath() {
        Position position = twoPlayers("i1=R", "i2=B", "i4=R");
        Move chain = position.parseMove("I1-I3-I5");
        assertThat(chain.toString()).isEqualTo("i1-i3-i5");
        assertThat(chain.path()).extracting(s -> s.name()).containsExactly("i1", "i3", "i5");
        assertThat(chain.startEnd()).isEqualTo("i1-i5");
    }

    @Test
    void CC9_piecesMayLeaveTheTargetCamp() {
        Position position = twoPlayers("n1=R", "a1=B");
        assertThat(startEnds(position)).contains("n1-m5", "n1-m6");
        assertThat(on(play(position, "n1-m5"), "m5")).isEqualTo('R');
    }

    @Test
    void CC9_movesOffTheBoardCannotEvenBeWritten() {
        Position position = twoPlayers("q1=R");
        assertThatThrownBy(() -> position.parseMove("q1-r1"))
                .isInstanceOf(NotationException.class).hasMessageContaining("'r1' is not a hole of the star");
        assertThat(startEnds(position)).containsExactlyInAnyOrder("q1-p1", "q1-p2");
    }

    @Test
    void CC14_longJumpGoesOverADistantPieceAsFarBeyondIt() {
        Position position = longJump("i1=R", "i4=B");
        assertThat(startEnds(position)).contains("i1-i7");
        assertThat(on(play(position, "i1-i7"), "i4")).isEqualTo('B');
        assertRefused(twoPlayers("i1=R", "i4=B"), "i1-i7", "CC-4", Kind.JUMP_TOO_LONG, "from", "i1", "to", "i7", "distance", 6);
    }

    @Test
    void CC14_adjacentJumpsStayLegal() {
        assertThat(startEnds(longJump("i1=R", "i2=B"))).contains("i1-i3");
    }

    @Test
    void CC14_aLongJumpNeedsAPieceToGoOver() {
        assertRefused(longJump("i1=R"), "i1-i7", "CC-14", Kind.LONG_JUMP_EMPTY, "from", "i1", "to", "i7");
    }

    @Test
    void CC14_longJumpNeverGoesOverTwoPieces() {
        Position position = longJump("i1=R", "i3=B", "i4=B");
        assertThat(startEnds(position)).doesNotContain("i1-i5", "i1-i7");
        assertRefused(position, "i1-i7", "CC-14", Kind.LONG_JUMP_CROWDED, "from", "i1", "to", "i7", "count", 2);
    }

    @Test
    void CC14_landingMustBeAsFarBeyondThePieceAsTheStartBeforeIt() {
        Position position = longJump("i1=R", "i3=B");
        assertThat(startEnds(position)).contains("i1-i5").doesNotContain("i1-i7", "i1-i4");
        assertRefused(position, "i1-i7", "CC-14", Kind.LONG_JUMP_OFF_CENTRE, "from", "i1", "to", "i7");
    }

    @Test
    void CC14_holesBeyondThePieceMustBeEmpty() {
        Position position = longJump("i1=R", "i3=B", "i5=B");
        assertThat(startEnds(position)).doesNotContain("i1-i5");
        assertRefused(position, "i1-i5", "CC-4", Kind.LANDING_OCCUPIED, "to", "i5");
    }

    @Test
    void CC14_chainsMixLongAndShortJumps() {
        Position position = longJump("i1=R", "i4=B", "i8=B");
        assertThat(position.shortestPath(position.square("i1"), position.square("i9")))
                .map(Move::toString).contains("i1-i7-i9");
    }

    /** The lifted piece leaves its start hole empty, so a later long jump may pass over it. */
    @Test
    void CC14_startHoleIsEmptyWhileTheChainGoesOn() {
        Position position = longJump("i5=R", "j6=B", "k6=B", "h6=B");
        assertThat(on(play(position, "i5-k7-k5-e9"), "e9")).isEqualTo('R');
        assertRefused(position, "i5-k7-k5-g7", "CC-14", Kind.LONG_JUMP_OFF_CENTRE);
    }

    @Test
    void CC14_noRevisitAppliesToLongJumpsToo() {
        assertRefused(longJump("i1=R", "i4=B"), "i1-i7-i1", "CC-6", Kind.REVISITED, "square", "i1");
    }

    /** What a screen reader announces: a step makes no hop, a single jump one, a chain one per jump. */
    @Test
    void CC4_CC5_aMoveCountsItsHops() {
        Position position = twoPlayers("i1=R", "i2=B", "i4=B", "a1=B");
        assertThat(position.hops(position.parseMove("i1-h1"))).isZero();
        assertThat(position.hops(position.parseMove("i1-i3"))).isEqualTo(1);
        assertThat(position.hops(position.parseMove("i1-i3-i5"))).isEqualTo(2);
        assertThat(position.hops(Move.PASS)).isZero();
        assertThat(longJump("i1=R", "i4=B").hops(position.parseMove("i1-i7"))).as("a long jump (CC-14) is one hop").isEqualTo(1);
    }
}
