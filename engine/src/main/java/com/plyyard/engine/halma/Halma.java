package com.plyyard.engine.halma;

import com.plyyard.engine.BoardLayout;
import com.plyyard.engine.Game;
import com.plyyard.engine.Games;
import com.plyyard.engine.Position;
import com.plyyard.engine.RedBlueSettings;
import com.plyyard.engine.Settings;
import java.util.Collection;
import java.util.OptionalInt;
import java.util.SplittableRandom;

/** Halma on the 16 × 16 board for two players, rules HA-1 … HA-5. */
public enum Halma implements Game {
    GAME;

    @Override
    public String id() {
        return "halma";
    }

    @Override
    public BoardLayout layout(Settings settings) {
        Games.own(RedBlueSettings.class, settings, "Halma settings");
        return HalmaGrid.layout();
    }

    @Override
    public RedBlueSettings settings(OptionalInt players, Collection<String> options) {
        return RedBlueSettings.of(id(), players, options);
    }

    @Override
    public HalmaPosition start(Settings settings) {
        Games.own(RedBlueSettings.class, settings, "Halma settings");
        return HalmaPosition.start();
    }

    @Override
    public HalmaPosition parsePosition(Settings settings, String notation) {
        Games.own(RedBlueSettings.class, settings, "Halma settings");
        return HalmaPosition.parse(notation);
    }

    @Override
    public long perft(Position position, int depth) {
        return Games.own(HalmaPosition.class, position, "a Halma position").searchBoard().perft(depth);
    }

    @Override
    public int randomPlayout(Position position, SplittableRandom random, int maxTurns) {
        return Games.own(HalmaPosition.class, position, "a Halma position").searchBoard().randomPlayout(random, maxTurns);
    }
}
