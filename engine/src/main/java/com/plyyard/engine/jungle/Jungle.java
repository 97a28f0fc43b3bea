package com.plyyard.engine.jungle;

import com.plyyard.engine.BoardLayout;
import com.plyyard.engine.Game;
import com.plyyard.engine.Games;
import com.plyyard.engine.Position;
import com.plyyard.engine.RedBlueSettings;
import com.plyyard.engine.Settings;
import java.util.Collection;
import java.util.OptionalInt;
import java.util.SplittableRandom;

/** Dou Shou Qi (Jungle) on the 7 × 9 board, rules JU-1 … JU-10. Two players, no options. */
public enum Jungle implements Game {
    GAME;

    @Override
    public String id() {
        return "jungle";
    }

    @Override
    public BoardLayout layout(Settings settings) {
        Games.own(RedBlueSettings.class, settings, "Jungle settings");
        return JungleGeometry.layout();
    }

    @Override
    public RedBlueSettings settings(OptionalInt players, Collection<String> options) {
        return RedBlueSettings.of(id(), players, options);
    }

    @Override
    public JunglePosition start(Settings settings) {
        Games.own(RedBlueSettings.class, settings, "Jungle settings");
        return JunglePosition.start();
    }

    @Override
    public JunglePosition parsePosition(Settings settings, String notation) {
        Games.own(RedBlueSettings.class, settings, "Jungle settings");
        return JunglePosition.parse(notation);
    }

    @Override
    public long perft(Position position, int depth) {
        return Games.own(JunglePosition.class, position, "a Jungle position").board().perft(depth);
    }

    @Override
    public int randomPlayout(Position position, SplittableRandom random, int maxTurns) {
        return Games.own(JunglePosition.class, position, "a Jungle position").board().randomPlayout(random, maxTurns);
    }
}
