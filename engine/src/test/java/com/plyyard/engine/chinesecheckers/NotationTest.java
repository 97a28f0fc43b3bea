package com.plyyard.engine.chinesecheckers;

import static com.plyyard.engine.chinesecheckers.Diagrams.settings;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.plyyard.engine.Move;
import com.plyyard.engine.NotationException;
import com.plyyard.engine.Position;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** Positions and moves as text: round trips and every kind of malformed input. */
class NotationTest {
    private static final String TWO_PLAYER_START = "B/BB/BBB/BBBB/13/12/11/10/9/10/11/12/13/RRRR/RRR/RR/R r 1";

    @Test
    void twoPlayerStartIsTheOneInTheNotationContract() {
        assertThat(ChineseCheckers.GAME.start(settings(2)).notation()).isEqualTo(TWO_PLAYER_START);
    }

    @Test
    void sixPlayerStartFillsEveryCampWithItsColour() {
        assertThat(ChineseCheckers.GAME.start(settings(6)).notation()).isEqualTo(
                "B/BB/BBB/BBBB/GGGG5PPPP/GGG6PPP/GG7PP/G8P/9/Y8O/YY7OO/YYY6OOO/YYYY5OOOO/RRRR/RRR/RR/R r 1");
    }

    @ParameterizedTest
    @ValueSource(ints = {2, 3, 4, 6})
    void positionsOfARandomGameReadBackAsTheyWereWritten(int players) {
        ChineseCheckersSettings settings = settings(players, ChineseCheckersSettings.LONG_JUMP);
        Random random = new Random(players);
        Position position = ChineseCheckers.GAME.start(settings);
        for (int ply = 0; ply < 200 && !position.status().isOver(); ply++) {
            Position read = ChineseCheckers.GAME.parsePosition(settings, position.notation());
            assertThat(read).as("round trip of %s", position).isEqualTo(position);
            List<Move> moves = position.legalMoves();
            position = position.play(moves.get(random.nextInt(moves.size())));
        }
    }

    @Test
    void inputMayUseAnyLetterCaseForMovesButOutputIsCanonical() {
        Position start = ChineseCheckers.GAME.start(settings(2));
        assertThat(start.parseMove("C1-E5").toString()).isEqualTo("c1-e5");
        assertThat(start.parseMove(" PASS ")).isEqualTo(Move.PASS);
        assertThat(start.parseMove("c1-e5")).isEqualTo(start.legalMoves().get(0));
    }

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource(delimiter = '|', value = {
        "''                                                          | the position is empty",
        "B/BB/BBB/BBBB/13/12/11/10/9/10/11/12/13/RRRR/RRR/RR/R r     | has 2 fields, expected 3",
        "B/BB/BBB/BBBB/13/12/11/10/9/10/11/12/13/RRRR/RRR/RR/R r 1 x | has 4 fields, expected 3",
        "B/BB/BBB/BBBB/13/12/11/10/9/10/11/12/13/RRRR/RRR/RR r 1     | the board has 16 rows",
        "BB/BB/BBB/BBBB/13/12/11/10/9/10/11/12/13/RRRR/RRR/RR/R r 1  | row q has more than its 1 squares",
        "B/BB/BBB/BBBB/12/12/11/10/9/10/11/12/13/RRRR/RRR/RR/R r 1   | row m has 12 squares, expected 13",
        "B/BB/BBB/BBBB/13/12/11/10/9/10/11/12/13/RRRR/RRR/RR/ r 1    | row a is empty",
        "B/BB/BBB/BBBB/13/12/11/10/9/10/11/12/13/RRRR/RRR/RR/X r 1   | row a: 'X' is neither a piece",
        "B/BB/BBB/BBBB/13/12/11/10/9/10/11/12/13/RRRR/RRR/RR/0 r 1   | row a: '0' is neither a piece",
        "B/BB/BBB/BBBB/13/12/11/10/9/10/11/12/13/RRRR/RRR/RR/Y r 1   | a yellow piece on a1, but yellow does not play",
        "B/BB/BBB/BBBB/13/12/11/10/R8/10/11/12/13/RRRR/RRR/RR/R r 1  | Red has more than 10 pieces",
        "B/BB/BBB/BBBB/13/12/11/10/9/10/11/12/13/RRRR/RRR/RR/R x 1   | the side to move 'x' is not a lower-case colour letter",
        "B/BB/BBB/BBBB/13/12/11/10/9/10/11/12/13/RRRR/RRR/RR/R R 1   | the side to move 'R' is not a lower-case colour letter",
        "B/BB/BBB/BBBB/13/12/11/10/9/10/11/12/13/RRRR/RRR/RR/R g 1   | the side to move 'g' does not play in a 2-player game",
        "B/BB/BBB/BBBB/13/12/11/10/9/10/11/12/13/RRRR/RRR/RR/R r 0   | the move number must be at least 1",
        "B/BB/BBB/BBBB/13/12/11/10/9/10/11/12/13/RRRR/RRR/RR/R r one | the move number 'one' is not a whole number",
        "R/RR/RRR/RRRR/13/12/11/10/9/10/11/12/13/BBBB/BBB/BB/B r 9   | 2 players have filled their target camps",
    })
    void malformedPositionsAreRefusedSayingWhatAndWhere(String notation, String message) {
        assertThatThrownBy(() -> ChineseCheckers.GAME.parsePosition(settings(2), notation))
                .isInstanceOf(NotationException.class).hasMessageContaining(message);
    }

    @Test
    void aFinishedPlayerCannotBeTheSideToMoveWhilePlayingForPlaces() {
        String redHome = "R/RR/RRR/RRRR/13/12/11/10/9/10/11/12/13/4/3/2/1";
        ChineseCheckersSettings forPlaces = settings(3, ChineseCheckersSettings.PLAY_FOR_PLACES);
        assertThatThrownBy(() -> ChineseCheckers.GAME.parsePosition(forPlaces, redHome + " r 5"))
                .isInstanceOf(NotationException.class).hasMessageContaining("red, has already finished");
        assertThat(ChineseCheckers.GAME.parsePosition(forPlaces, redHome + " g 5").status().isOver()).isFalse();
    }

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource(delimiter = '|', value = {
        "''         | the move is empty",
        "c1         | needs at least two squares",
        "c1--e5     | has an empty square name",
        "c1-e5-     | has an empty square name",
        "z9-a1      | 'z9' is not a hole of the star",
        "c1-e14     | 'e14' is not a hole of the star",
        "c0-e5      | 'c0' is not a hole of the star",
    })
    void malformedMovesAreRefused(String move, String message) {
        Position start = ChineseCheckers.GAME.start(settings(2));
        assertThatThrownBy(() -> start.parseMove(move)).isInstanceOf(NotationException.class)
                .hasMessageContaining(message);
    }

    @Test
    void unknownSettingsAreRefused() {
        assertThatThrownBy(() -> settings(5)).isInstanceOf(NotationException.class)
                .hasMessageContaining("2, 3, 4 or 6 players, not 5");
        assertThatThrownBy(() -> settings(2, "huge-jump")).isInstanceOf(NotationException.class)
                .hasMessageContaining("unknown Chinese checkers option 'huge-jump'");
    }
}
