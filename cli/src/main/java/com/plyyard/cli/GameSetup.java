package com.plyyard.cli;

import com.plyyard.engine.Game;
import com.plyyard.engine.Games;
import com.plyyard.engine.Position;
import com.plyyard.engine.Settings;
import java.util.OptionalInt;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** The game, settings and position named by {@code <game> [--players N] [--option NAME]… [--position "…"]}. */
record GameSetup(Game game, Settings settings, Position position) {

    /** The words of a command that works on one position: {@code moves}, {@code perft}, {@code bestmove}. */
    static final class Words {
        @Parameters(index = "0", paramLabel = "<game>", completionCandidates = GameIds.class,
                description = "the game: ${COMPLETION-CANDIDATES}")
        private String game;

        @Option(names = "--players", paramLabel = "N",
                description = "the player count (Chinese checkers: 2, 3, 4 or 6; default 2)")
        private Integer players;

        @Mixin
        private RuleOptions options;

        @Option(names = "--position", paramLabel = "NOTATION",
                description = "the position in the notation of shared/spec/notation.md (default: the start)")
        private String position;

        GameSetup setup() {
            Game chosen = Games.byId(game);
            Settings settings = chosen.settings(players == null ? OptionalInt.empty()
                    : OptionalInt.of(WholeNumber.within(players, "--players", 1, 99)), options.names());
            return new GameSetup(chosen, settings, position == null ? chosen.start(settings)
                    : chosen.parsePosition(settings, position));
        }
    }
}
