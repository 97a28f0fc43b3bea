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

    /**
     * {@code value} as the game's own type, for a game handed settings or a position of
     * another game.
     *
     * @throws NotationException naming what was expected
     */
    public static <T> T own(Class<T> type, Object value, String what) {
        if (type.isInstance(value)) {
            return type.cast(value);
        }
        throw new NotationException("not " + what + ": " + value);
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
