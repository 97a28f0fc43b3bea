package com.plyyard.ai;

import static org.assertj.core.api.Assertions.assertThat;

import com.plyyard.ai.MoveReview.Mark;
import com.plyyard.ai.MoveReview.ReviewScale;
import com.plyyard.engine.Game;
import com.plyyard.engine.Games;
import com.plyyard.engine.Move;
import com.plyyard.engine.Position;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

/**
 * The review's marks on real positions: the moves a player would call a blunder, a mistake or an
 * inaccuracy are marked so, and the computer's own choice never is.
 */
class MoveReviewTest {
    private static final int DEPTH = 5;
    private static final long NODES = 200_000;
    /** 15 moves into a two-player game of the computer's: red can jump a back piece far forward. */
    private static final String STAR_MIDGAME = "1/2/3/B2B/7B5/2RBB7/1B4B4/2RR6/BBBR5/2R7/4R6/12/6R6/RR1R/3/2/1 r 16";
    /** 8 moves into a three-player game of the computer's, red to move. */
    private static final String STAR_THREE = "1/2/3/4/1G1G5P1P1/G11/1G6PP1/2R7/G1G3PP1/2G1R1P1P1/4RR2P2/4RGR2P2/6RG5/R1G1/2R/1R/1 r 9";
    /** 20 moves into a Halma game of the computer's, red to move. */
    private static final String HALMA_MIDGAME = "4R11/1R2R11/16/2R3B9/R6RRB6/2R1B4R6/4R1RR1BB5/5RRR3B4/7RBR6/9B2R3/"
            + "7B1B1B4/7B1B4BB/8B7/8R1B1B3/14B1/16 r 21";
    /** A two-player race whose armies are apart: both sides' moves to finish are exact. */
    private static final String STAR_RACE = "R/RR/RRR/3R/5R1R5/8R3/11/10/9/3B6/11/8B3/7B5/3B/BBB/BB/B r 48";

    @Test
    void JU6b_anElephantSteppedBesideTheRatIsABlunderAndTheBetterMoveIsAnother() {
        Position position = played("jungle", 0, "", "a3-a4", "b8-b7", "a4-a5", "b7-b8");

        MoveReview review = MoveReview.of(position, position.parseMove("a5-a6"), DEPTH, NODES);

        assertThat(review.mark()).contains(Mark.BLUNDER);
        assertThat(review.loss()).as("about the elephant's worth, in hundredths of a point").isGreaterThan(700);
        assertThat(review.best().toString()).isNotEqualTo("a5-a6");
        assertThat(review.after()).as("red's view: red is worse after it").isLessThan(review.before());
    }

    @Test
    void theComputersOwnMoveLosesNothing() {
        Position position = played("jungle", 0, "", "a3-a4", "b8-b7", "a4-a5", "b7-b8");
        MoveReview blunder = MoveReview.of(position, position.parseMove("a5-a6"), DEPTH, NODES);

        MoveReview best = MoveReview.of(position, blunder.best(), DEPTH, NODES);

        assertThat(best.loss()).isZero();
        assertThat(best.mark()).isEmpty();
        assertThat(best.after()).isEqualTo(best.before());
    }

    @Test
    void JU7_aSlowerWinLosesNothingButThrowingTheWinAwayIsABlunder() {
        Position denInTwo = position("jungle", 0, "", "7/7/3L3/7/7/7/7/E6/6r r 0 1");

        MoveReview slower = MoveReview.of(denInTwo, denInTwo.parseMove("a2-a3"), DEPTH, NODES);
        Position blueToMove = denInTwo.play(denInTwo.parseMove("a2-a3"));
        MoveReview bluesReply = MoveReview.of(blueToMove, blueToMove.parseMove("g1-f1"), DEPTH, NODES);
        MoveReview thrownAway = MoveReview.of(denInTwo, denInTwo.parseMove("d7-c7"), DEPTH, NODES);

        assertThat(slower.mark()).as("the lion still enters the den first").isEmpty();
        assertThat(slower.before()).isEqualTo(ReviewScale.POINTS.cap());
        assertThat(bluesReply.before()).as("from red's view, the first player's, whoever moves")
                .isEqualTo(ReviewScale.POINTS.cap());
        assertThat(thrownAway.mark()).as("the rat reaches red's den first").contains(Mark.BLUNDER);
    }

    @Test
    void aTwoPlayerMoveBackwardsIsABlunderInMovesOfTheRace() {
        Position position = position("chinese-checkers", 2, "", STAR_MIDGAME);

        MoveReview backwards = MoveReview.of(position, position.parseMove("l3-j1-h2-h4-f6-d3"), 4, NODES);
        MoveReview best = MoveReview.of(position, backwards.best(), 4, NODES);

        assertThat(ReviewScale.of(position).unit()).isEqualTo("moves");
        assertThat(backwards.mark()).contains(Mark.BLUNDER);
        assertThat(best.mark()).isEmpty();
    }

    @Test
    void aSolvedRaceIsReviewedInWholeMovesAndOneMoveLostIsNoMarkYet() {
        Position position = position("chinese-checkers", 2, "", STAR_RACE);

        MoveReview sideways = MoveReview.of(position, position.parseMove("m6-l5"), 4, NODES);

        assertThat(sideways.loss()).isEqualTo(100);
        assertThat(sideways.before() % 100).isZero();
        assertThat(sideways.mark()).isEmpty();
    }

    @Test
    void aHalmaStepBackwardsIsAnInaccuracyAChainBackwardsAMistakeAndTheBestMoveIsNeither() {
        Position position = position("halma", 0, "", HALMA_MIDGAME);

        MoveReview step = MoveReview.of(position, position.parseMove("f9-e8"), 4, NODES);
        MoveReview chain = MoveReview.of(position, position.parseMove("h12-f14-d16-f16-d14"), 4, NODES);
        MoveReview best = MoveReview.of(position, step.best(), 4, NODES);

        assertThat(step.mark()).contains(Mark.INACCURACY);
        assertThat(chain.mark()).contains(Mark.MISTAKE);
        assertThat(best.loss()).isZero();
    }

    @Test
    void theOpeningOfAComputersGameIsNotMarkedInEitherRace() {
        ComputerPlayer computer = new SearchingPlayer();
        for (String game : List.of("halma", "chinese-checkers")) {
            Position position = position(game, 0, "", "");
            for (int ply = 0; ply < 12; ply++) {
                Move move = computer.choose(position, 4, ply);

                MoveReview review = MoveReview.of(position, move, 4, NODES);

                assertThat(review.mark()).as("%s, move %d, %s (the review's best %s)", game, ply + 1, move, review.best()).isEmpty();
                position = position.play(move);
            }
        }
    }

    @Test
    void withThreePlayersTheMoverLosesItsOwnMovesToFinish() {
        Position position = position("chinese-checkers", 3, "", STAR_THREE);

        MoveReview backwards = MoveReview.of(position, position.parseMove("d1-c1"), 4, NODES);
        MoveReview best = MoveReview.of(position, backwards.best(), 4, NODES);
        MoveReview shorterHop = MoveReview.of(position, position.parseMove("g6-i4-i2"), 4, NODES);

        assertThat(backwards.mark()).contains(Mark.MISTAKE);
        assertThat(best.mark()).isEmpty();
        assertThat(shorterHop.mark()).as("one hop short of the best chain").isEmpty();
    }

    @Test
    void eachMarkStartsAtItsThreshold() {
        ReviewScale points = ReviewScale.POINTS;

        assertThat(List.of(points.inaccuracy() - 1, points.inaccuracy(), points.mistake(), points.blunder())
                .stream().map(points::mark).toList())
                .containsExactly(Optional.empty(), Optional.of(Mark.INACCURACY), Optional.of(Mark.MISTAKE),
                        Optional.of(Mark.BLUNDER));
    }

    private static Position played(String game, int players, String options, String... moves) {
        Position position = position(game, players, options, "");
        for (String move : moves) {
            position = position.play(position.parseMove(move));
        }
        return position;
    }

    private static Position position(String gameId, int players, String options, String notation) {
        Game game = Games.byId(gameId);
        var settings = game.settings(players == 0 ? OptionalInt.empty() : OptionalInt.of(players),
                options.isEmpty() ? List.of() : List.of(options.split(",")));
        return notation.isEmpty() ? game.start(settings) : game.parsePosition(settings, notation);
    }
}
