package com.plyyard.ai;

import static org.assertj.core.api.Assertions.assertThat;

import com.plyyard.ai.MoveReview.ReviewScale;
import com.plyyard.ai.chinesecheckers.StarProgress;
import com.plyyard.ai.halma.HalmaProgress;
import com.plyyard.ai.search.RaceCosts;
import com.plyyard.engine.Game;
import com.plyyard.engine.Games;
import com.plyyard.engine.Move;
import com.plyyard.engine.Position;
import com.plyyard.engine.Settings;
import com.plyyard.engine.chinesecheckers.ChineseCheckersSettings;
import java.util.List;
import java.util.OptionalInt;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The review's move is what a move of the computer's own games gains in the race search's costs,
 * so that a review of a good game marks little: the average gain of a move, over whole games of
 * level 4 against itself, is within a fifth of the scale's unit (one unit serves 3 to 6 players,
 * whose games gain 45 to 59 a move).
 */
class ReviewScaleTest {
    @ParameterizedTest(name = "{0}, {1} players {2}")
    @CsvSource({"halma, 0, ''", "chinese-checkers, 2, ''", "chinese-checkers, 2, long-jump", "chinese-checkers, 3, ''",
            "chinese-checkers, 6, ''"})
    void aMoveOfTheScaleIsWhatTheComputersMovesGainOnAverage(String gameId, int players, String options) {
        Game game = Games.byId(gameId);
        Settings settings = game.settings(players == 0 ? OptionalInt.empty() : OptionalInt.of(players),
                options.isEmpty() ? List.of() : List.of(options));
        RaceCosts costs = gameId.equals("halma") ? HalmaProgress.COSTS : new StarProgress((ChineseCheckersSettings) settings);
        ComputerPlayer computer = new SearchingPlayer();
        long gained = 0;
        long moves = 0;
        for (int seed = 0; seed < 2; seed++) {
            Position position = game.start(settings);
            for (int ply = 0; !position.status().isOver() && ply < 600; ply++) {
                Move move = computer.choose(position, 4, seed * 1_000L + ply);
                if (!move.isPass()) {
                    int seat = settings.colours().indexOf(position.sideToMove());
                    gained += costs.cost(seat, move.from().index()) - costs.cost(seat, move.to().index());
                    moves++;
                }
                position = position.play(move);
            }
        }

        double average = (double) gained / moves;
        int unit = ReviewScale.of(game.start(settings)).searchUnits();
        assertThat(average).as("the average gain of a move against the scale's %d", unit).isBetween(unit * 0.8, unit * 1.2);
    }
}
