package com.plyyard.ai;

import static org.assertj.core.api.Assertions.assertThat;

import com.plyyard.engine.Colour;
import com.plyyard.engine.Game;
import com.plyyard.engine.Position;
import com.plyyard.engine.chinesecheckers.ChineseCheckers;
import com.plyyard.engine.halma.Halma;
import com.plyyard.engine.jungle.Jungle;
import org.junit.jupiter.api.Test;

/**
 * AL-5 for a computer seat: it claims a draw by repetition when it cannot finish, and accepts a
 * draw offer when it cannot finish or stands worse, declining otherwise.
 */
class ComputerDrawsTest {
    private static final ComputerPlayer COMPUTER = new SearchingPlayer(ThinkingTimes.everyGame(200));
    /** Blue's last piece shut in at o1 by red's pieces (issue 21): red cannot finish. */
    private static final Position RED_BLOCKED = position(Halma.GAME, "3BB11/1B1BBB10/16/BBB13/BB14/BB2B11/"
            + "2B2B10/3B12/16/16/16/12B1RR/13RRR/12RRRR/11RRRRR/9R1RRRBR r 94");

    private static Position position(Game game, String notation) {
        return game.parsePosition(game.defaultSettings(), notation);
    }

    @Test
    void AL5_claimsTheRepetitionWhenItCannotFinishOnly() {
        assertThat(COMPUTER.claimsRepetition(RED_BLOCKED, Colour.RED)).isTrue();
        assertThat(COMPUTER.claimsRepetition(RED_BLOCKED, Colour.BLUE)).as("blue's own camp is open").isFalse();
    }

    @Test
    void AL5_acceptsADrawWhenItCannotFinishWhateverTheSearchSays() {
        assertThat(COMPUTER.acceptsDraw(RED_BLOCKED, Colour.RED, 200)).isTrue();
    }

    @Test
    void AL5_acceptsADrawWhenItStandsWorseAndDeclinesWhenItStandsBetterOrEven() {
        // red has its rat left against blue's whole army, and the other way round
        Position redLost = position(Jungle.GAME, "l5t/1d3c1/r1p1w1e/7/7/7/6R/7/7 r 0 1");
        Position redWon = position(Jungle.GAME, "7/7/r6/7/7/7/E1W1P1R/1C3D1/T5L b 0 1");
        assertThat(COMPUTER.acceptsDraw(redLost, Colour.RED, 200)).as("red, far behind, to move").isTrue();
        assertThat(COMPUTER.acceptsDraw(redLost, Colour.BLUE, 200)).as("blue, far ahead, not to move").isFalse();
        assertThat(COMPUTER.acceptsDraw(redWon, Colour.RED, 200)).as("red, far ahead, not to move").isFalse();
        for (Game game : new Game[] {Jungle.GAME, Halma.GAME}) {
            Position start = game.start(game.defaultSettings());
            assertThat(COMPUTER.acceptsDraw(start, Colour.RED, 200)).as("%s at the start", game.id()).isFalse();
        }
    }

    @Test
    void AL5_declinesADrawAtTheStartForEitherSideHoweverShortItsMoveTime() {
        ComputerPlayer hurried = new SearchingPlayer(ThinkingTimes.everyGame(1));
        for (Game game : new Game[] {Jungle.GAME, Halma.GAME, ChineseCheckers.GAME}) {
            Position start = game.start(game.defaultSettings());
            for (Colour colour : new Colour[] {Colour.RED, Colour.BLUE}) {
                assertThat(hurried.acceptsDraw(start, colour, Long.MAX_VALUE))
                        .as("%s at the start, %s", game.id(), colour).isFalse();
            }
        }
    }
}
