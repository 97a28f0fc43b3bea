package com.plyyard.engine.jungle;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.plyyard.engine.GameRecord;
import com.plyyard.engine.Move;
import com.plyyard.engine.NotationException;
import com.plyyard.engine.Position;
import com.plyyard.engine.RecordFormat;
import com.plyyard.engine.Status;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

/** Position and move notation, and game records (notation.md). */
class JungleNotationTest {
    private static final JunglePosition START = Jungle.GAME.start(Jungle.GAME.defaultSettings());

    /** Plays uniformly random legal moves through the public tier until the game ends or {@code limit}. */
    static List<Move> randomGame(JunglePosition from, long seed, int limit) {
        SplittableRandom random = new SplittableRandom(seed);
        List<Move> moves = new ArrayList<>();
        Position position = from;
        while (moves.size() < limit && !position.status().isOver()) {
            List<Move> legal = position.legalMoves();
            Move move = legal.get(random.nextInt(legal.size()));
            moves.add(move);
            position = position.play(move);
        }
        return moves;
    }

    @Test
    void startNotationRoundTrips() {
        assertThat(Setups.parse(START.notation())).isEqualTo(START);
        assertThat(Setups.parse(JunglePosition.START).notation()).isEqualTo(JunglePosition.START);
    }

    @Test
    void everyPositionOfRandomGamesParsesBackEqual() {
        for (long seed = 1; seed <= 30; seed++) {
            JunglePosition position = START;
            for (Move move : randomGame(START, seed, 200)) {
                position = position.play(move);
                JunglePosition parsed = Setups.parse(position.notation());
                assertThat(parsed).as("seed %d, after %s", seed, move).isEqualTo(position);
                assertThat(parsed.notation()).isEqualTo(position.notation());
                assertThat(parsed.status()).isEqualTo(position.status());
            }
        }
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L r 0                  | 3 fields, expected 4
            l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1 r 0 1                    | 8 rows separated by '/', expected 9
            l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T6L r 0 1                | row 1 has more than its 7 squares
            l5t/1d3c1/r1p1w1e/6/7/7/E1W1P1R/1C3D1/T5L r 0 1                | row 6 has 6 squares, expected 7
            l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1X/1C3D1/T5L r 0 1                | row 3: 'X' is neither a piece
            l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1E/1C3D1/T5L r 0 1                | a second red elephant on g3
            l5t/1d3c1/r1p1w1e/7/7/1D5/E1W1P1R/1C3D1/T5L r 0 1              | red dog on b4 stands in water, where only the rat may go (JU-4)
            l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T2L3 r 0 1               | red lion on d1 stands in its own den
            l2c2t/1d5/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L r 0 1                | blue cat on d9 stands in its own den
            l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L x 0 1                | side to move 'x' is not a lower-case colour letter
            l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L g 0 1                | side to move 'g' does not play in a 2-player game
            l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L R 0 1                | side to move 'R' is not a lower-case colour letter
            l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L r -1 1               | plies since the last capture '-1' is not a whole number
            l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L r 61 1               | is 61, but the game is drawn when it reaches 60 (JU-9)
            l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L r 0 0                | move number must be at least 1, not 0
            l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L r 0 x                | move number 'x' is not a whole number
            3P3/7/7/7/7/7/7/7/r6 r 0 5                                     | has entered blue's den, which ended the game with red's move
            """)
    void malformedPositionsAreRejectedSayingWhatAndWhere(String notation, String message) {
        assertThatThrownBy(() -> Setups.parse(notation)).isInstanceOf(NotationException.class)
                .hasMessageContaining(message);
    }

    @Test
    void emptyPositionIsRejected() {
        assertThatThrownBy(() -> Setups.parse("  ")).isInstanceOf(NotationException.class)
                .hasMessageContaining("the position is empty");
    }

    @Test
    void movesParseInAnyCaseWithDashOrX() {
        assertThat(START.parseMove("a3-a4").toString()).isEqualTo("a3-a4");
        assertThat(START.parseMove("A3xA4").toString()).isEqualTo("a3-a4");
        assertThat(START.parseMove(" g1-G2 ").path()).containsExactly(START.square("g1"), START.square("g2"));
        assertThat(START.shortestPath(START.square("a3"), START.square("a4"))).contains(START.parseMove("a3-a4"));
        assertThat(START.shortestPath(START.square("a3"), START.square("b4"))).isEmpty();
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            h1-a1    | 'h1' is not a square of the Jungle board
            a0-a1    | 'a0' is not a square of the Jungle board
            a10-a9   | 'a10' is not a square
            a3       | needs at least two squares
            a3--a4   | has an empty square name
            pass     | this game has no pass
            """)
    void malformedMovesAreRejected(String text, String message) {
        assertThatThrownBy(() -> START.parseMove(text)).isInstanceOf(NotationException.class)
                .hasMessageContaining(message);
    }

    @Test
    void recordsOfRandomGamesReadBackToTheSameGame() {
        for (long seed = 1; seed <= 20; seed++) {
            List<Move> moves = randomGame(START, seed, 150);
            Map<String, String> tags = new LinkedHashMap<>();
            tags.put("Red", "Ada");
            tags.put("Blue", "Bo");
            GameRecord record = GameRecord.of(START, moves, tags);
            String text = RecordFormat.write(record);
            assertThat(text).startsWith("[Game \"jungle\"]\n").contains("1. ");
            GameRecord read = RecordFormat.read(text);
            assertThat(read.moves()).as("seed %d", seed).isEqualTo(moves);
            assertThat(read.positions()).isEqualTo(record.positions());
            assertThat(read.result()).isEqualTo(record.result());
            assertThat(read.tags()).isEqualTo(tags);
        }
    }

    @Test
    void recordFromASetUpPositionKeepsItsStartAndBlueMovesFirst() {
        JunglePosition start = Setups.parse("l5t/7/7/7/2r4/7/7/7/T5L b 12 7");
        List<Move> moves = randomGame(start, 7, 40);
        GameRecord record = GameRecord.of(start, moves, Map.of());
        String text = RecordFormat.write(record);
        assertThat(text).contains("[Start \"l5t/7/7/7/2r4/7/7/7/T5L b 12 7\"]").contains("7... ");
        GameRecord read = RecordFormat.read(text);
        assertThat(read.start()).isEqualTo(start);
        assertThat(read.moves()).isEqualTo(moves);
    }

    @Test
    void recordWithAnIllegalMoveIsRejectedWithTheMoveNumberAndRule() {
        String text = "[Game \"jungle\"]\n[Result \"*\"]\n\n1. a3-a4 g7-g6 2. a4-b4 *\n";
        assertThatThrownBy(() -> RecordFormat.read(text)).isInstanceOf(NotationException.class)
                .hasMessageContaining("move 2 (red) 'a4-b4'").hasMessageContaining("JU-4");
    }

    @Test
    void recordOfAFinishedGameCarriesItsResult() {
        JunglePosition start = Setups.parse("7/2C4/7/7/7/7/7/7/r6 r 0 30");
        GameRecord record = GameRecord.of(start, List.of(start.parseMove("c8-d8"), start.parseMove("a1-a2"),
                start.parseMove("d8-d9")), Map.of());
        assertThat(record.result()).isEqualTo("1-0");
        assertThat(record.positions().get(3).status()).isInstanceOf(Status.Finished.class);
        assertThat(RecordFormat.read(RecordFormat.write(record)).result()).isEqualTo("1-0");
    }
}
