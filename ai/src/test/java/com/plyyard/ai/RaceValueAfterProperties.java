package com.plyyard.ai;

import static org.assertj.core.api.Assertions.assertThat;

import com.plyyard.ai.chinesecheckers.StarProgress;
import com.plyyard.ai.chinesecheckers.StarSearchBoard;
import com.plyyard.ai.halma.HalmaSearchBoard;
import com.plyyard.ai.search.RaceSearchBoard;
import com.plyyard.ai.search.Scores;
import com.plyyard.engine.Position;
import com.plyyard.engine.chinesecheckers.ChineseCheckers;
import com.plyyard.engine.chinesecheckers.ChineseCheckersPosition;
import com.plyyard.engine.chinesecheckers.ChineseCheckersSettings;
import com.plyyard.engine.halma.Halma;
import com.plyyard.engine.halma.HalmaPosition;
import java.util.List;
import java.util.OptionalInt;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/**
 * The search's last ply reads a race move's value and hash without making the move
 * ({@code RaceSearchBoard.valueAfter}, {@code hashAfter}): wherever the board tells them, they are
 * what making the move gives, in Chinese checkers (with every option) and Halma, at every stage
 * of a game, walls and camp entries included.
 */
class RaceValueAfterProperties {
    private static final List<List<String>> STAR_OPTIONS = List.of(List.of(),
            List.of(ChineseCheckersSettings.LONG_JUMP), List.of(ChineseCheckersSettings.FILL_BLOCKED_TARGET));

    @Property(tries = 300)
    void chineseCheckersValuesAreThoseOfTheMoveMade(@ForAll @IntRange(min = 0, max = 2) int options,
            @ForAll @IntRange(min = 0, max = 300) int plies, @ForAll long seed) {
        Position position = Boards.randomlyPlayed(ChineseCheckers.GAME,
                ChineseCheckers.GAME.settings(OptionalInt.of(2), STAR_OPTIONS.get(options)), plies, seed);
        if (!position.status().isOver()) {
            assertTellsWhatMakingTells(star(position));
        }
    }

    @Property(tries = 300)
    void halmaValuesAreThoseOfTheMoveMade(@ForAll @IntRange(min = 0, max = 400) int plies, @ForAll long seed) {
        Position position = Boards.randomlyPlayed(Halma.GAME, Halma.GAME.defaultSettings(), plies, seed);
        if (!position.status().isOver()) {
            assertTellsWhatMakingTells(halma(position));
        }
    }

    @Example
    void everyOpeningMoveIsToldWithoutMakingIt() {
        for (RaceSearchBoard board : List.of(star(ChineseCheckers.GAME.start(ChineseCheckers.GAME.defaultSettings())),
                halma(Halma.GAME.start(Halma.GAME.defaultSettings())))) {
            int[] moves = new int[board.maxMoves()];
            int count = board.generate(moves, 0);
            for (int i = 0; i < count; i++) {
                assertThat(board.valueAfter(moves[i])).isNotEqualTo(Scores.NONE);
            }
        }
    }

    private static void assertTellsWhatMakingTells(RaceSearchBoard board) {
        int[] moves = new int[board.maxMoves()];
        int count = board.generate(moves, 0);
        for (int i = 0; i < count; i++) {
            int move = moves[i];
            int told = board.valueAfter(move);
            long hash = board.hashAfter(move);
            board.make(move);
            assertThat(hash).isEqualTo(board.hash());
            if (told != Scores.NONE) {
                assertThat(board.outcome(1)).isEqualTo(Scores.NONE);
                assertThat(told).isEqualTo(-board.evaluate());
            }
            board.unmake(move);
        }
    }

    private static RaceSearchBoard star(Position position) {
        ChineseCheckersPosition star = (ChineseCheckersPosition) position;
        return new StarSearchBoard(star.searchBoard(), new StarProgress(star.settings()), star.settings(),
                star.moveNumber());
    }

    private static RaceSearchBoard halma(Position position) {
        return new HalmaSearchBoard(((HalmaPosition) position).searchBoard(), position.moveNumber());
    }
}
