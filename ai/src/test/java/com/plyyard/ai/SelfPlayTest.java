package com.plyyard.ai;

import static org.assertj.core.api.Assertions.assertThat;

import com.plyyard.ai.search.SearchLimits;
import com.plyyard.engine.Game;
import com.plyyard.engine.Games;
import com.plyyard.engine.Position;
import java.util.OptionalInt;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Games of the computer against itself end well before 600 plies: races are finished, not
 * shuffled forever, and Dou Shou Qi ends by a den, by having no move or by the 60-ply rule.
 */
class SelfPlayTest {
    private static final int PLY_CAP = 600;

    @ParameterizedTest(name = "{0} with {1} players, game {2}")
    @CsvSource({"chinese-checkers, 2, 1", "halma, 2, 1", "jungle, 2, 1", "chinese-checkers, 3, 1"})
    void finishesWellBeforeTheCap(String gameId, int players, long seed) {
        assertFinishes(gameId, players, seed, 2_000);
    }

    @Tag("slow")
    @ParameterizedTest(name = "{0} with {1} players, game {2}")
    @CsvSource({"chinese-checkers, 2, 2", "chinese-checkers, 2, 3", "chinese-checkers, 2, 4", "halma, 2, 2",
        "halma, 2, 3", "halma, 2, 4", "jungle, 2, 2", "jungle, 2, 3", "jungle, 2, 4", "chinese-checkers, 4, 2",
        "chinese-checkers, 6, 2"})
    void finishesWellBeforeTheCapInMoreGames(String gameId, int players, long seed) {
        assertFinishes(gameId, players, seed, 20_000);
    }

    private static void assertFinishes(String gameId, int players, long seed, long nodes) {
        Game game = Games.byId(gameId);
        Position position = Boards.randomlyPlayed(game, game.settings(OptionalInt.of(players), List.of()), 2, seed);
        int ply = 2;
        while (!position.status().isOver() && ply < PLY_CAP) {
            position = position.play(SearchEngine.search(position, new SearchLimits(nodes, 0, 0, seed)).move());
            ply++;
        }
        assertThat(position.status().isOver()).as("%s not over after %d plies: %s", gameId, ply, position.notation())
                .isTrue();
    }
}
