package com.plyyard.engine;

import com.plyyard.engine.chinesecheckers.ChineseCheckers;
import com.plyyard.engine.halma.Halma;
import com.plyyard.engine.jungle.Jungle;
import java.util.List;
import java.util.stream.Collectors;

/** All of Ply Yard's games, found by id. */
public final class Games {
    private static final List<Game> ALL = List.of(ChineseCheckers.GAME, Halma.GAME, Jungle.GAME);

    private Games() {
    }

    public static List<Game> all() {
        return ALL;
    }

    /** @throws NotationException listing the known ids when {@code id} is none of them */
    public static Game byId(String id) {
        for (Game game : ALL) {
            if (game.id().equalsIgnoreCase(id)) {
                return game;
            }
        }
        throw new NotationException("unknown game '" + id + "' (known: "
                + ALL.stream().map(Game::id).collect(Collectors.joining(", ")) + ")");
    }
}
