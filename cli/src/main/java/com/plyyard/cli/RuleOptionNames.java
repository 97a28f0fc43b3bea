package com.plyyard.cli;

import com.plyyard.engine.Games;
import java.util.Iterator;

/** Every game's rule option names, which the help lists and the completion script offers for {@code --option}. */
final class RuleOptionNames implements Iterable<String> {
    @Override
    public Iterator<String> iterator() {
        return Games.all().stream().flatMap(game -> game.optionNames().stream()).distinct().iterator();
    }
}
