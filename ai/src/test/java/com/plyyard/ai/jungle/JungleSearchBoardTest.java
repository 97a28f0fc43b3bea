package com.plyyard.ai.jungle;

import static org.assertj.core.api.Assertions.assertThat;

import com.plyyard.ai.search.Scores;
import com.plyyard.engine.jungle.Jungle;
import com.plyyard.engine.jungle.JungleGeometry;
import com.plyyard.engine.jungle.JunglePosition;
import java.util.List;
import org.junit.jupiter.api.Test;

class JungleSearchBoardTest {
    @Test
    void JU9_stepsTowardsTheEnemyDenCountForMoreAsTheQuietPliesRun() {
        // Red's lion is 8 steps nearer blue's den than blue's lion is to red's: 20 quiet plies
        // make each step worth 20 / 4 = 5 more (the fade towards the draw starts after 20).
        int afterCapture = evaluate("l6/7/7/3L3/7/7/7/7/7 r 0 1");
        int twentyQuietPliesLater = evaluate("l6/7/7/3L3/7/7/7/7/7 r 20 11");
        assertThat(twentyQuietPliesLater - afterCapture).isEqualTo(8 * 5);
    }

    @Test
    void JU9_aDrawIsWorthLessThanEvenToTheSideThatIsNotWorse() {
        // The lions stand where they started: even, the draw costs the side to move 150.
        assertThat(drawScore("6l/7/7/7/7/7/7/7/L6 r 60 31")).isEqualTo(-150);
        // A cat up: the contempt grows by a quarter of the lead, but stays below a cat's worth.
        assertThat(drawScore("6l/7/7/7/7/7/7/7/LC5 r 60 31")).isEqualTo(-190);
    }

    @Test
    void JU9_aDrawIsWelcomeToTheSideThatIsWellBehind() {
        // Red has only a rat against blue's lion and elephant: the draw is worth its full value.
        assertThat(drawScore("5el/7/7/7/7/7/7/7/R6 r 60 31")).isZero();
        // Blue, far ahead, to play: the draw costs it the most contempt there is.
        assertThat(drawScore("5el/7/7/7/7/7/7/7/R6 b 60 31")).isEqualTo(-190);
    }

    @Test
    void JU9_aLineThatComesBackToAPositionIsWorthTheDraw() {
        // Even lions, red to play and the search playing for red: the lions step out and back.
        JungleSearchBoard board = new JungleSearchBoard(parse("6l/7/7/7/7/7/7/7/L6 r 10 6").searchBoard());
        board.make(move("a1", "a2"));
        board.make(move("g9", "g8"));
        assertThat(board.outcome(2)).isEqualTo(Scores.NONE);
        board.make(move("a2", "a1"));
        board.make(move("g8", "g9"));
        assertThat(board.outcome(4)).isEqualTo(-150);
        // Going on instead of back changes the position: the game goes on.
        board.unmake(move("g8", "g9"));
        board.make(move("g8", "g7"));
        assertThat(board.outcome(4)).isEqualTo(Scores.NONE);
    }

    @Test
    void JU9_aLineThatComesBackToAPositionTheGamePassedThroughIsWorthTheDraw() {
        // The game's lions stepped out; the search starts there and steps them back.
        JunglePosition start = parse("6l/7/7/7/7/7/7/7/L6 r 10 6");
        JunglePosition out = play(start, "a1-a2");
        JunglePosition root = play(out, "g9-g8");
        JungleSearchBoard knowing = new JungleSearchBoard(root.searchBoard(), List.of(start, out));
        JungleSearchBoard blind = new JungleSearchBoard(root.searchBoard());
        for (JungleSearchBoard board : List.of(knowing, blind)) {
            board.make(move("a2", "a1"));
            board.make(move("g8", "g9"));
        }
        assertThat(knowing.outcome(2)).isEqualTo(-150);
        assertThat(blind.outcome(2)).as("a search that knows only its own line").isEqualTo(Scores.NONE);
    }

    @Test
    void JU6_anAttackerNoEnemyPieceCanTakeGainsWithEveryStepTowardsTheDen() {
        // Blue has no rat and no elephant left, so nothing of blue's takes red's elephant on land.
        int unmet = evaluate("l6/7/7/7/3E3/7/7/7/7 r 0 1") - evaluate("l6/7/7/7/7/3E3/7/7/7 r 0 1");
        // With a blue rat left, the same step earns only the elephant's placement.
        int met = evaluate("r5l/7/7/7/3E3/7/7/7/7 r 0 1") - evaluate("r5l/7/7/7/7/3E3/7/7/7 r 0 1");
        assertThat(unmet - met).isEqualTo(JungleAttack.FREE_STEP);
    }

    @Test
    void JU5_aRatInTheRiverIsWorthMoreWhileTheEnemyHasAJumper() {
        int inRiver = evaluate("6t/7/7/7/7/1R5/7/7/7 r 0 1") - evaluate("6t/7/7/7/7/7/1R5/7/7 r 0 1");
        int noJumper = evaluate("6w/7/7/7/7/1R5/7/7/7 r 0 1") - evaluate("6w/7/7/7/7/7/1R5/7/7 r 0 1");
        assertThat(inRiver - noJumper).isEqualTo(JungleAttack.RIVER_RAT);
    }

    /** A move as the engine's board packs it: the origin square and the destination's shifted by 6. */
    private static int move(String from, String to) {
        return JungleGeometry.square(from).index() | JungleGeometry.square(to).index() << 6;
    }

    private static int drawScore(String notation) {
        JungleSearchBoard board = new JungleSearchBoard(parse(notation).searchBoard());
        return board.outcome(0);
    }

    private static int evaluate(String notation) {
        return new JungleSearchBoard(parse(notation).searchBoard()).evaluate();
    }

    private static JunglePosition play(JunglePosition position, String move) {
        return (JunglePosition) position.play(position.parseMove(move));
    }

    private static JunglePosition parse(String notation) {
        return Jungle.GAME.parsePosition(Jungle.GAME.defaultSettings(), notation);
    }
}
