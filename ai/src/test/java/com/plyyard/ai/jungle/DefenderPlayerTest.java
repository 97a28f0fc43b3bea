package com.plyyard.ai.jungle;

import static org.assertj.core.api.Assertions.assertThat;

import com.plyyard.engine.Move;
import com.plyyard.engine.Status;
import com.plyyard.engine.jungle.Jungle;
import com.plyyard.engine.jungle.JungleBoard;
import com.plyyard.engine.jungle.JunglePosition;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class DefenderPlayerTest {

    @Test
    void staysInItsOwnHalfOverWholeGamesAgainstRandomMoves() {
        for (int game = 0; game < 6; game++) {
            int defender = game % 2 == 0 ? JungleBoard.RED : JungleBoard.BLUE;
            SplittableRandom random = new SplittableRandom(game);
            JunglePosition position = Jungle.GAME.start(Jungle.GAME.defaultSettings());
            for (int ply = 0; ply < 120 && !position.status().isOver(); ply++) {
                Move move;
                if (position.searchBoard().side() == defender) {
                    move = DefenderPlayer.choose(position, game * 1000L + ply);
                    assertThat(DefenderPlayer.inOwnHalf(defender, move.to().index()))
                            .as("game %d, ply %d: %s", game, ply, move).isTrue();
                } else {
                    List<Move> moves = position.legalMoves();
                    move = moves.get(random.nextInt(moves.size()));
                }
                position = position.play(move);
            }
            assertThat(position.status()).as("game %d", game).isNotInstanceOf(Status.Finished.class);
        }
    }

    @Test
    void takesAPieceNothingDefends() {
        // Red's dog on d3 may take blue's cat on d4, which nothing can take back.
        assertThat(choose("l6/7/7/7/7/3c3/3D3/7/7 r 10 6")).isEqualTo("d3-d4");
    }

    @Test
    void leavesAPieceThatIsTakenBack() {
        // Blue's tiger on d5 would take red's dog on d4: the cat (200) costs the dog (250).
        assertThat(choose("l6/7/7/7/3t3/3c3/3D3/7/6E r 10 6")).isNotEqualTo("d3-d4");
    }

    @Test
    void JU7_capturesTheEnemyInItsTrapBeforeItEntersTheDen() {
        // Blue's wolf on d2, red's trap, enters d1 next move unless red's cat on c2 takes it (JU-6a).
        assertThat(choose("l6/7/7/7/7/7/7/2Cw3/6E r 10 6")).isEqualTo("c2-d2");
    }

    @Test
    void theSameSeedGivesTheSameMove() {
        JunglePosition start = Jungle.GAME.start(Jungle.GAME.defaultSettings());
        for (long seed = 0; seed < 5; seed++) {
            assertThat(DefenderPlayer.choose(start, seed)).isEqualTo(DefenderPlayer.choose(start, seed));
        }
    }

    private static String choose(String notation) {
        JunglePosition position = Jungle.GAME.parsePosition(Jungle.GAME.defaultSettings(), notation);
        return DefenderPlayer.choose(position, 1).startEnd();
    }
}
