package com.plyyard.ai.jungle;

import static org.assertj.core.api.Assertions.assertThat;

import com.plyyard.ai.SearchEngine;
import com.plyyard.ai.search.SearchLimits;
import com.plyyard.engine.Position;
import com.plyyard.engine.jungle.Jungle;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class PlaysForTheWinTest {
    private static final SearchLimits BUDGET = SearchLimits.nodes(200_000);

    @Test
    void JU9_tradesAWolfForADogRatherThanLetTheCountRunOut() {
        // 56 quiet plies: the draw comes after four more. Red's wolf can take blue's dog on a6
        // (which cannot get away) and blue's wolf takes it back: 50 down, but the count starts
        // again with the game nearly even, which is worth more than a draw to the side that is
        // not worse (the contempt). Both sides play the search's moves for those four plies.
        Position position = parse("6l/7/w6/d6/W6/7/7/6D/6L r 56 29");
        for (int ply = 0; ply < 4 && !position.status().isOver(); ply++) {
            position = position.play(SearchEngine.search(position, BUDGET).move());
        }
        assertThat(position.status().isOver()).as("drawn by JU-9: %s", position.status()).isFalse();
    }

    @Test
    void JU9_givesNoPieceAwayToRestartTheCount() {
        // Red's lion could take blue's dog on a6, but blue's elephant would take it back: the
        // contempt stays below a draw's cost of that, and red lets the count run out instead.
        assertThat(bestMove("6l/7/e6/d6/L6/7/7/7/6E r 56 29")).isNotEqualTo("a5-a6");
    }

    @Test
    void JU9_doesNotStartAgainACircleTheGameHasMade() {
        // Red's rat and blue's rat each stepped out and back: the start position is back.
        Position start = parse("l5t/1dp2c1/1r2w1e/7/7/7/E3P1R/2W2D1/TC4L r 4 3");
        List<Position> game = new ArrayList<>(List.of(start));
        for (String move : List.of("g3-g4", "b7-b6", "g4-g3", "b6-b7")) {
            game.add(game.getLast().play(game.getLast().parseMove(move)));
        }
        Position root = game.removeLast();
        assertThat(SearchEngine.search(root, BUDGET).move().startEnd())
                .as("the move a search that knows nothing of the game plays").isEqualTo("g3-g4");
        assertThat(SearchEngine.search(root, game, BUDGET).move().startEnd()).isNotEqualTo("g3-g4");
    }

    private static String bestMove(String notation) {
        return SearchEngine.search(parse(notation), BUDGET).move().startEnd();
    }

    private static Position parse(String notation) {
        return Jungle.GAME.parsePosition(Jungle.GAME.defaultSettings(), notation);
    }
}
