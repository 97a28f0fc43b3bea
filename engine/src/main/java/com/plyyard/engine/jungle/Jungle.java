package com.plyyard.engine.jungle;

import com.plyyard.engine.Game;
import com.plyyard.engine.NotationException;
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
    public RedBlueSettings settings(OptionalInt players, Collection<String> options) {
        return RedBlueSettings.of(id(), players, options);
    }

    @Override
    public JunglePosition start(Settings settings) {
        own(settings);
        return JunglePosition.start();
    }

    @Override
    public JunglePosition parsePosition(Settings settings, String notation) {
        own(settings);
        return JunglePosition.parse(notation);
    }

    @Override
    public long perft(Position position, int depth) {
        return own(position).board().perft(depth);
    }

    @Override
    public int randomPlayout(Position position, SplittableRandom random, int maxTurns) {
        return own(position).board().randomPlayout(random, maxTurns);
    }

    private static void own(Settings settings) {
        if (!(settings instanceof RedBlueSettings)) {
            throw new NotationException("these settings are not Jungle settings: " + settings);
        }
    }

    private static JunglePosition own(Position position) {
        if (position instanceof JunglePosition own) {
            return own;
        }
        throw new NotationException("not a Jungle position: " + position);
    }
}
