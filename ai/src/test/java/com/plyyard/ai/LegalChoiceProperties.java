package com.plyyard.ai;

import static org.assertj.core.api.Assertions.assertThat;

import com.plyyard.engine.Game;
import com.plyyard.engine.Move;
import com.plyyard.engine.Position;
import com.plyyard.engine.Settings;
import com.plyyard.engine.chinesecheckers.ChineseCheckers;
import com.plyyard.engine.chinesecheckers.ChineseCheckersSettings;
import com.plyyard.engine.halma.Halma;
import com.plyyard.engine.jungle.Jungle;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;

/**
 * Whatever the game, settings (every player count and option set of Chinese checkers), position
 * and level, the computer answers with one of the position's legal moves, whose path is legal.
 */
class LegalChoiceProperties {
    private final ComputerPlayer player = new SearchingPlayer();

    record Configuration(Game game, Settings settings) {
        @Override
        public String toString() {
            return game.id() + " " + settings.players() + " players " + settings.options();
        }
    }

    @Property(tries = 80)
    void choosesALegalMoveInEveryConfiguration(@ForAll("configurations") Configuration configuration,
            @ForAll @IntRange(min = 0, max = 160) int plies, @ForAll @IntRange(min = 1, max = 5) int level,
            @ForAll long seed) {
        Position position = Boards.randomlyPlayed(configuration.game(), configuration.settings(), plies, seed);
        if (position.status().isOver()) {
            return;
        }
        Move move = player.choose(position, level, seed);
        assertThat(position.legalMoves()).extracting(Move::startEnd)
                .as("level %d in %s", level, position.notation()).contains(move.startEnd());
        position.play(move);
    }

    @Provide
    Arbitrary<Configuration> configurations() {
        List<Configuration> all = new ArrayList<>();
        List<String> names = ChineseCheckersSettings.OPTION_NAMES;
        for (int players : new int[] {2, 3, 4, 6}) {
            for (int mask = 0; mask < 1 << names.size(); mask++) {
                List<String> on = new ArrayList<>();
                for (int i = 0; i < names.size(); i++) {
                    if ((mask & 1 << i) != 0) {
                        on.add(names.get(i));
                    }
                }
                all.add(new Configuration(ChineseCheckers.GAME,
                        ChineseCheckers.GAME.settings(OptionalInt.of(players), on)));
            }
        }
        for (Game game : List.<Game>of(Halma.GAME, Jungle.GAME)) {
            for (int copy = 0; copy < 8; copy++) {
                all.add(new Configuration(game, game.defaultSettings()));
            }
        }
        return Arbitraries.of(all);
    }
}
