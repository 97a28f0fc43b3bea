package com.plyyard.cli;

import com.plyyard.engine.Game;
import com.plyyard.engine.Games;
import java.util.Iterator;

/** The game ids, which the help lists and the completion script offers for {@code <game>}. */
final class GameIds implements Iterable<String> {
    @Override
    public Iterator<String> iterator() {
        return Games.all().stream().map(Game::id).iterator();
    }
}
