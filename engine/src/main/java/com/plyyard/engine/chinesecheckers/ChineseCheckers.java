package com.plyyard.engine.chinesecheckers;

import com.plyyard.engine.BoardLayout;
import com.plyyard.engine.Game;
import com.plyyard.engine.Games;
import com.plyyard.engine.Position;
import com.plyyard.engine.Settings;
import java.util.Collection;
import java.util.List;
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
    public List<Integer> playerCounts() {
        return ChineseCheckersSettings.PLAYER_COUNTS;
    }

    @Override
    public List<String> optionNames() {
        return ChineseCheckersSettings.OPTION_NAMES;
    }

    @Override
    public BoardLayout layout(Settings settings) {
        return StarGeometry.layout(Games.own(ChineseCheckersSettings.class, settings, "Chinese checkers settings").camps());
    }

    @Override
    public ChineseCheckersSettings settings(OptionalInt players, Collection<String> options) {
        return ChineseCheckersSettings.of(players, options);
    }

    @Override
    public ChineseCheckersPosition start(Settings settings) {
        return ChineseCheckersPosition.start(Games.own(ChineseCheckersSettings.class, settings, "Chinese checkers settings"));
    }

    @Override
    public ChineseCheckersPosition parsePosition(Settings settings, String notation) {
        return ChineseCheckersPosition.parse(Games.own(ChineseCheckersSettings.class, settings, "Chinese checkers settings"), notation);
    }

    @Override
    public long perft(Position position, int depth) {
        return Games.own(ChineseCheckersPosition.class, position, "a Chinese checkers position").searchBoard().perft(depth);
    }

    @Override
    public int randomPlayout(Position position, SplittableRandom random, int maxTurns) {
        return Games.own(ChineseCheckersPosition.class, position, "a Chinese checkers position").searchBoard().randomPlayout(random, maxTurns);
    }
}
