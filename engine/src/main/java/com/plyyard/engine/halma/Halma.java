package com.plyyard.engine.halma;

import com.plyyard.engine.Game;
import com.plyyard.engine.NotationException;
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
    public RedBlueSettings settings(OptionalInt players, Collection<String> options) {
        return RedBlueSettings.of(id(), players, options);
    }

    @Override
    public HalmaPosition start(Settings settings) {
        own(settings);
        return HalmaPosition.start();
    }

    @Override
    public HalmaPosition parsePosition(Settings settings, String notation) {
        own(settings);
        return HalmaPosition.parse(notation);
    }

    @Override
    public long perft(Position position, int depth) {
        return own(position).searchBoard().perft(depth);
    }

    @Override
    public int randomPlayout(Position position, SplittableRandom random, int maxTurns) {
        return own(position).searchBoard().randomPlayout(random, maxTurns);
    }

    private static void own(Settings settings) {
        if (!(settings instanceof RedBlueSettings)) {
            throw new NotationException("these settings are not Halma settings: " + settings);
        }
    }

    private static HalmaPosition own(Position position) {
        if (position instanceof HalmaPosition own) {
            return own;
        }
        throw new NotationException("not a Halma position: " + position);
    }
}
