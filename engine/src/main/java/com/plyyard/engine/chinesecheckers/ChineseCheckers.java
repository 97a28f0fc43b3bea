package com.plyyard.engine.chinesecheckers;

import com.plyyard.engine.Game;
import com.plyyard.engine.NotationException;
import com.plyyard.engine.Position;
import com.plyyard.engine.Settings;
import java.util.Collection;
import java.util.OptionalInt;
import java.util.SplittableRandom;

/** Chinese checkers on the 121-hole star, rules CC-1 … CC-16. */
public enum ChineseCheckers implements Game {
    GAME;

    @Override
    public String id() {
        return "chinese-checkers";
    }

    @Override
    public ChineseCheckersSettings settings(OptionalInt players, Collection<String> options) {
        return ChineseCheckersSettings.of(players, options);
    }

    @Override
    public ChineseCheckersPosition start(Settings settings) {
        return ChineseCheckersPosition.start(own(settings));
    }

    @Override
    public ChineseCheckersPosition parsePosition(Settings settings, String notation) {
        return ChineseCheckersPosition.parse(own(settings), notation);
    }

    @Override
    public long perft(Position position, int depth) {
        return own(position).searchBoard().perft(depth);
    }

    @Override
    public int randomPlayout(Position position, SplittableRandom random, int maxTurns) {
        return own(position).searchBoard().randomPlayout(random, maxTurns);
    }

    private static ChineseCheckersSettings own(Settings settings) {
        if (settings instanceof ChineseCheckersSettings own) {
            return own;
        }
        throw new NotationException("these settings are not Chinese checkers settings: " + settings);
    }

    private static ChineseCheckersPosition own(Position position) {
        if (position instanceof ChineseCheckersPosition own) {
            return own;
        }
        throw new NotationException("not a Chinese checkers position: " + position);
    }
}
