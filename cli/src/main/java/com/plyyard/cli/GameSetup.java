package com.plyyard.cli;

import com.plyyard.engine.Game;
import com.plyyard.engine.Games;
import com.plyyard.engine.Position;
import com.plyyard.engine.Settings;
import java.util.List;
import java.util.OptionalInt;
import java.util.Set;

/** The game, settings and position named by {@code <game> [--players N] [--option NAME]… [--position "…"]}. */
record GameSetup(Game game, Settings settings, Position position) {
    static final Set<String> FLAGS = Set.of("players", "option", "position");
    static final Set<String> REPEATABLE = Set.of("option");

    static GameSetup from(String gameId, Arguments arguments) {
        Game game = Games.byId(gameId);
        OptionalInt players = arguments.has("players")
                ? OptionalInt.of(Arguments.number(arguments.value("players"), "--players", 1, 99))
                : OptionalInt.empty();
        Settings settings = game.settings(players, List.copyOf(arguments.all("option")));
        Position position = arguments.has("position")
                ? game.parsePosition(settings, arguments.value("position"))
                : game.start(settings);
        return new GameSetup(game, settings, position);
    }
}
