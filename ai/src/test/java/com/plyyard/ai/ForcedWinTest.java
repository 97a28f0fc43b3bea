package com.plyyard.ai;

import static org.assertj.core.api.Assertions.assertThat;

import com.plyyard.ai.search.SearchLimits;
import com.plyyard.engine.Colour;
import com.plyyard.engine.Position;
import com.plyyard.engine.Status;
import com.plyyard.engine.chinesecheckers.ChineseCheckers;
import com.plyyard.engine.jungle.Jungle;
import java.util.List;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The search finds the win in front of it, and sees the opponent's. */
class ForcedWinTest {
    private static final SearchLimits BUDGET = SearchLimits.nodes(50_000);
    private static final String[] RED_ONE_STEP_FROM_TARGET = {"n2=R", "n3=R", "n4=R", "o1=R", "o2=R", "o3=R",
        "p1=R", "p2=R", "q1=R", "m5=R"};

    @Test
    void JU7_entersTheDenWhenNextToIt() {
        Position position = Jungle.GAME.parsePosition(Jungle.GAME.defaultSettings(), "7/3L3/r6/7/7/7/7/7/T6 r 0 1");
        SearchResult result = SearchEngine.search(position, BUDGET);
        assertThat(result.move().toString()).isEqualTo("d8-d9");
        assertThat(result.scoreText()).isEqualTo("win in 1 plies");
    }

    @Test
    void JU7_walksIntoTheUndefendedDenInTwoMoves() {
        Position position = Jungle.GAME.parsePosition(Jungle.GAME.defaultSettings(), "7/7/3L3/7/7/7/7/7/r5T r 0 1");
        SearchResult result = SearchEngine.search(position, BUDGET);
        assertThat(result.scoreText()).as("lion d7 reaches d9 in two moves, blue's rat is far").isEqualTo("win in 3 plies");
        assertThat(result.move().to().name()).isIn("d8", "c7", "e7");
    }

    @Test
    void JU6a_takesTheIntruderStandingInItsTrap() {
        Position position = Jungle.GAME.parsePosition(Jungle.GAME.defaultSettings(), "7/3L3/3r3/7/7/7/7/7/T6 b 0 1");
        SearchResult result = SearchEngine.search(position, BUDGET);
        assertThat(result.move().toString()).as("the rat takes the lion weakened in the trap, else d9 falls")
                .isEqualTo("d7-d8");
    }

    @Test
    void CC10_playsTheLastMoveIntoTheTargetCamp() {
        Position position = Boards.star(2, 'r', with(RED_ONE_STEP_FROM_TARGET, "a1=B"));
        SearchResult result = SearchEngine.search(position, BUDGET);
        assertThat(result.move().toString()).isEqualTo("m5-n1");
        assertThat(position.play(result.move()).status()).isInstanceOf(Status.Finished.class);
    }

    @Test
    void CC12_withThreePlayersAlsoFinishesAtOnce() {
        Position position = Boards.star(3, 'r', with(RED_ONE_STEP_FROM_TARGET, "i9=G", "e5=P"));
        SearchResult result = SearchEngine.search(position, BUDGET);
        assertThat(result.move().toString()).isEqualTo("m5-n1");
    }

    /** One piece of every other player is enough: the game is theirs to lose on red's move. */
    @ParameterizedTest
    @CsvSource({"4, i9=G e7=B i2=O", "6, i4=Y i9=G e7=B e5=P i2=O"})
    void CC12_withFourOrSixPlayersAlsoFinishesAtOnce(int players, String others) {
        Position position = Boards.star(players, 'r', with(RED_ONE_STEP_FROM_TARGET, others.split(" ")));
        SearchResult result = SearchEngine.search(position, BUDGET);
        assertThat(result.move().toString()).isEqualTo("m5-n1");
        assertThat(position.play(result.move()).status()).isEqualTo(new Status.Finished(List.of(Colour.RED)));
    }

    /**
     * With {@code fill-blocked-target} and {@code play-for-places}, positions of random play in
     * which some lines let an opponent's move fill a camp and finish another player (CC-15) while
     * the game goes on (CC-16): the search must not wait for the turn of a player who has
     * finished. Four players are searched by best replies, six by the lookahead.
     */
    @ParameterizedTest
    @CsvSource({
        "4, orange, B/2/B2/2B1/GGGBB5O2/G1B1GB2GO2/GGBG1B1O3/1G2B5/7O1/7O2/7O1OO/9O2/6RR2RO1/RR1R/R1R/RR/1 o 32",
        "6, orange, 1/Y1/1B1/1BB1/GG1GP3BP3/GG4B1PR1P/PGGY1B2POO/Y2Y5P/B1G4P1/1R8/B1YG2PO1O1/1RY1P1GOB1OO/"
            + "3YYROY1OR1O/1RR1/YBR/1R/R o 15"})
    void CC15_anOpponentsMoveMayFinishTheMoverWhilePlayingForPlaces(int players, String mover, String notation) {
        Position position = ChineseCheckers.GAME.parsePosition(ChineseCheckers.GAME.settings(OptionalInt.of(players),
                List.of("fill-blocked-target", "play-for-places")), notation);
        SearchResult result = SearchEngine.search(position, BUDGET);
        assertThat(position.sideToMove().name()).isEqualToIgnoringCase(mover);
        assertThat(position.legalMoves()).contains(result.move());
    }

    @Test
    void HA5_playsTheLastMoveIntoTheTargetCamp() {
        String[] pieces = {"m1=R", "n1=R", "o1=R", "p1=R", "l2=R", "m2=R", "n2=R", "o2=R", "p2=R", "m3=R",
            "n3=R", "o3=R", "p3=R", "n4=R", "o4=R", "p4=R", "o5=R", "p5=R", "k1=R", "a16=B"};
        Position position = Boards.halma('r', pieces);
        SearchResult result = SearchEngine.search(position, BUDGET);
        assertThat(result.move().toString()).isEqualTo("k1-l1");
        assertThat(result.scoreText()).isEqualTo("win in 1 plies");
    }

    @Test
    void CC8_answersWithTheWholePathOfAJumpChain() {
        // Red's last piece needs a chain of two jumps over blue's pieces to finish at once.
        Position position = Boards.star(2, 'r', "n2=R", "n3=R", "n4=R", "o1=R", "o2=R", "o3=R", "p1=R", "p2=R",
                "q1=R", "j2=R", "k3=B", "m5=B", "a1=B");
        SearchResult result = SearchEngine.search(position, BUDGET);
        assertThat(result.move().toString()).isEqualTo("j2-l4-n1");
    }

    private static String[] with(String[] pieces, String... more) {
        String[] all = java.util.Arrays.copyOf(pieces, pieces.length + more.length);
        System.arraycopy(more, 0, all, pieces.length, more.length);
        return all;
    }
}
