package com.plyyard.ai;

import static org.assertj.core.api.Assertions.assertThat;

import com.plyyard.ai.search.SearchLimits;
import com.plyyard.engine.Game;
import com.plyyard.engine.Games;
import com.plyyard.engine.Position;
import java.util.OptionalInt;
import java.util.List;
import java.util.stream.LongStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Games of the computer against itself end well before 600 plies: races are finished, not
 * shuffled forever, and Dou Shou Qi ends by a den, by having no move or by the 60-ply rule.
 * The slow set plays 100 games of each two-player game, each from its own random opening and
 * with its own small node budget so that no two games are alike.
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

    /**
     * Positions where games stood still until the cap before {@code RaceProgress}: two searches
     * waiting for each other; a straggler of the weaker side walled in at p1 by red's pieces; and
     * three players a piece short of finishing, each shuffling inside its camps (level 8 against
     * two level 7 players, until the 900-ply cap); four players a piece short, standing still
     * from move 52 (level 6 against three level 5 players, until the rule began at move 100).
     */
    @ParameterizedTest(name = "{0} with {1} players, {2} nodes: {3}")
    @CsvSource(delimiter = '|', value = {
        "chinese-checkers | 2 | 2000 | R/RR/RRR/1R1R/13/12/5B5/4B5/3R5/3R6/11/12/13/1B1B/BBB/BB/B r 301",
        "halma | 2 | 2000 | BBBBB11/BBBBB11/BBB13/BBB13/B15/16/16/8R7/9R6/10B5/11B4/15R/13RRR/13RRR/11RRRRR/11RRRRR r 301",
        "halma | 2 | 2000 | BBBBB11/BBBBB11/BBB13/BBB13/BB14/16/16/16/16/16/16/14RR/13RRR/12RRRR/11RRRRR/10RRRRRB r 301",
        "chinese-checkers | 3 | 20000 | R/RR/RRR/1RRR/13/12/11/10/8R/P8P/PP6GGG/PP7GGG/PPPP5GGGG/4/3/2/1 r 301",
        "chinese-checkers | 4 | 20000 | R/RR/RRR/R1RR/OOOO9/OORO8/OO9/O9/9/9G/8GGG/9BGG/9GGGG/B1BB/BBB/BB/B r 52"})
    void aStandStillLateInTheGameEnds(String gameId, int players, long nodes, String notation) {
        Game game = Games.byId(gameId);
        Position position = game.parsePosition(game.settings(OptionalInt.of(players), List.of()), notation);
        for (int ply = 0; ply < 120 && !position.status().isOver(); ply++) {
            position = position.play(SearchEngine.search(position, SearchLimits.nodes(nodes)).move());
        }
        assertThat(position.status().isOver()).as("%s still not over: %s", gameId, position.notation()).isTrue();
    }

    @Tag("slow")
    @ParameterizedTest(name = "{0}, game {1}")
    @MethodSource("hundredGamesEach")
    void aHundredGamesOfEachTwoPlayerGameFinish(String gameId, long seed) {
        assertFinishes(gameId, 2, seed, 2_000 + 10 * seed);
    }

    static Stream<Arguments> hundredGamesEach() {
        return Stream.of("chinese-checkers", "halma", "jungle")
                .flatMap(game -> LongStream.rangeClosed(1, 100).mapToObj(seed -> Arguments.of(game, seed)));
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
