package com.plyyard.engine.halma;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.plyyard.engine.GameRecord;
import com.plyyard.engine.Move;
import com.plyyard.engine.NotationException;
import com.plyyard.engine.Position;
import com.plyyard.engine.RecordFormat;
import com.plyyard.engine.RedBlueSettings;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Positions, moves and records of Halma in the notation of {@code notation.md}. */
class HalmaNotationTest {
    private static final RedBlueSettings SETTINGS = RedBlueSettings.INSTANCE;

    private static HalmaPosition parse(String notation) {
        return Halma.GAME.parsePosition(SETTINGS, notation);
    }

    /** A game of uniformly random legal moves (whole paths, as listed). */
    private static List<Move> randomGame(Position start, SplittableRandom random, int turns) {
        List<Move> moves = new ArrayList<>();
        Position position = start;
        for (int i = 0; i < turns && !position.status().isOver(); i++) {
            List<Move> legal = position.legalMoves();
            Move move = legal.get(random.nextInt(legal.size()));
            moves.add(move);
            position = position.play(move);
        }
        return moves;
    }

    @Test
    void HA1_startNotationRoundTrips() {
        HalmaPosition start = Halma.GAME.start(SETTINGS);
        assertThat(start.notation()).isEqualTo(Setup.START);
        assertThat(parse(Setup.START)).isEqualTo(start);
        assertThat(parse("  " + Setup.START.replace(" ", "   ") + " ").notation()).isEqualTo(Setup.START);
    }

    @Test
    void HA4_positionsReachedByPlayRoundTrip() {
        SplittableRandom random = new SplittableRandom(7);
        Position position = Halma.GAME.start(SETTINGS);
        for (Move move : randomGame(position, random, 300)) {
            position = position.play(move);
            Position reparsed = parse(position.notation());
            assertThat(reparsed).isEqualTo(position);
            assertThat(reparsed.notation()).isEqualTo(position.notation());
            assertThat(reparsed.legalMoves()).isEqualTo(position.legalMoves());
        }
        assertThat(position.moveNumber()).isEqualTo(151);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "''| the position is empty",
        "16/16/16 r 1| the board has 3 rows separated by '/', expected 16",
        "RRRRR11/RRRRR11/RRRR12/RRR13/RR14/16/16/16/16/16/16/14BB/13BBB/12BBBB/11BBBBB/11BBBBB r| the position has 2 fields, expected 3",
        "RRRRR12/RRRRR11/RRRR12/RRR13/RR14/16/16/16/16/16/16/14BB/13BBB/12BBBB/11BBBBB/11BBBBB r 1| row 16 has more than its 16 squares",
        "RRRRR10/RRRRR11/RRRR12/RRR13/RR14/16/16/16/16/16/16/14BB/13BBB/12BBBB/11BBBBB/11BBBBB r 1| row 16 has 15 squares, expected 16",
        "RRRRR11/RRRRR11/RRRR12/RRR13/RR14/16/16/16/16/16/16/14BB/13BBB/12BBBB/11BBBBB/11BBBBG r 1| row 1: 'G' is neither a piece (RB)",
        "rRRRR11/RRRRR11/RRRR12/RRR13/RR14/16/16/16/16/16/16/14BB/13BBB/12BBBB/11BBBBB/11BBBBB r 1| row 16: 'r' is neither a piece",
        "16/16/16/16/16/16/16/16/16/16/16/16/16/16//16 r 1| row 2 is empty",
        "RRRRR11/RRRRR11/RRRR12/RRR13/RR14/R15/16/16/16/16/16/14BB/13BBB/12BBBB/11BBBBB/11BBBBB r 1| Red has more than 19 pieces (HA-1)",
        "RRRRR11/RRRRR11/RRRR12/RRR13/RR14/16/16/16/16/16/B15/14BB/13BBB/12BBBB/11BBBBB/11BBBBB r 1| Blue has more than 19 pieces (HA-1)",
        "RRRRR11/RRRRR11/RRRR12/RRR13/RR14/16/16/16/16/16/16/14BB/13BBB/12BBBB/11BBBBB/11BBBBB g 1| the side to move 'g' does not play in a 2-player game",
        "RRRRR11/RRRRR11/RRRR12/RRR13/RR14/16/16/16/16/16/16/14BB/13BBB/12BBBB/11BBBBB/11BBBBB R 1| the side to move 'R' is not a lower-case colour letter",
        "RRRRR11/RRRRR11/RRRR12/RRR13/RR14/16/16/16/16/16/16/14BB/13BBB/12BBBB/11BBBBB/11BBBBB r 0| the move number must be at least 1, not 0",
        "RRRRR11/RRRRR11/RRRR12/RRR13/RR14/16/16/16/16/16/16/14BB/13BBB/12BBBB/11BBBBB/11BBBBB r x| the move number 'x' is not a whole number",
        "BBBBB11/BBBBB11/BBBB12/BBB13/BB14/16/16/16/16/16/16/14RR/13RRR/12RRRR/11RRRRR/11RRRRR b 9| both sides have filled their target camps",
        "16/16/16/16/16/16/16/16/16/16/16/14RR/13RRR/12RRRR/11RRRRR/11RRRRR r 9| red has filled its target camp, so the game ended on red's move and blue must be the side to move (HA-5)",
    })
    void HA1_malformedPositionsAreRefusedSayingWhy(String notation, String message) {
        assertThatThrownBy(() -> parse(notation)).isInstanceOf(NotationException.class).hasMessageContaining(message);
    }

    @Test
    void HA5_aParsedBoardWithAFilledTargetIsAFinishedGame() {
        HalmaPosition won = parse("16/16/16/16/16/16/16/16/16/16/16/14RR/13RRR/12RRRR/11RRRRR/11RRRRR b 9");
        assertThat(won.status()).isEqualTo(new com.plyyard.engine.Status.Finished(List.of(com.plyyard.engine.Colour.RED)));
        assertThat(won.legalMoves()).isEmpty();
    }

    @Test
    void HA4_movesParseInAnyCaseAndPrintCanonically() {
        HalmaPosition start = Halma.GAME.start(SETTINGS);
        Move move = start.parseMove(" B13-D13 ");
        assertThat(move.toString()).isEqualTo("b13-d13");
        assertThat(start.parseMove("a12xa11").toString()).isEqualTo("a12-a11");
        assertThat(start.parseMove("Pass")).isEqualTo(Move.PASS);
        assertThat(start.legalMoves()).contains(move);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "''| the move is empty",
        "a12| needs at least two squares",
        "a12-| has an empty square name",
        "a12--a11| has an empty square name",
        "q1-a1| 'q1' is not a square of the Halma board",
        "p16-p17| 'p17' is not a square of the Halma board",
        "a0-a1| 'a0' is not a square of the Halma board",
    })
    void HA3_malformedMovesAndSquaresOffTheBoardAreRefused(String text, String message) {
        HalmaPosition start = Halma.GAME.start(SETTINGS);
        assertThatThrownBy(() -> start.parseMove(text)).isInstanceOf(NotationException.class)
                .hasMessageContaining(message);
    }

    @Test
    void HA4_recordOfARandomGameReadsBackToTheSameGame() {
        SplittableRandom random = new SplittableRandom(11);
        HalmaPosition start = Halma.GAME.start(SETTINGS);
        List<Move> moves = randomGame(start, random, 120);
        GameRecord record = GameRecord.of(start, moves, Map.of("Red", "Ada", "Blue", "Bo"));
        String text = RecordFormat.write(record);
        assertThat(text).startsWith("[Game \"halma\"]\n").contains("[Result \"*\"]").doesNotContain("[Start");
        GameRecord read = RecordFormat.read(text);
        assertThat(read.moves()).isEqualTo(moves);
        assertThat(read.start()).isEqualTo(start);
        assertThat(read.positions()).isEqualTo(record.positions());
        assertThat(RecordFormat.write(read)).isEqualTo(text);
    }

    @Test
    void HA5_recordFromAStudyPositionWithAWinKeepsStartAndResult() {
        String start = Setup.notation("r", 40, Setup.camp('R', Setup.BLUE_CAMP.subList(1, 19)) + " Rk2 Ba16");
        HalmaPosition position = parse(start);
        List<Move> moves = List.of(position.parseMove("k2-l1"));
        String text = RecordFormat.write(GameRecord.of(position, moves, Map.of()));
        assertThat(text).contains("[Start \"" + start + "\"]", "[Result \"1-0\"]", "40. k2-l1 1-0");
        GameRecord read = RecordFormat.read(text);
        assertThat(read.result()).isEqualTo("1-0");
        assertThat(read.positions().getLast().status().isOver()).isTrue();
    }

    @Test
    void HA3_recordWithAnIllegalMoveIsRefusedWithMoveNumberAndRule() {
        String text = "[Game \"halma\"]\n[Result \"*\"]\n\n1. a12-a11 p5-p6 2. a11-a9 *\n";
        assertThatThrownBy(() -> RecordFormat.read(text)).isInstanceOf(NotationException.class)
                .hasMessageContaining("move 2 (red) 'a11-a9'").hasMessageContaining("HA-3: there is no piece on a10");
    }
}
