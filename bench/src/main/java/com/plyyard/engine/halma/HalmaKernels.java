package com.plyyard.engine.halma;

import com.plyyard.engine.RaceKernels;
import com.plyyard.engine.RedBlueSettings;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Setup;

/** The Halma generator kernels ({@link RaceKernels}) 60 random moves into a game. */
public class HalmaKernels extends RaceKernels {
    @Setup
    public void setUp() {
        measure(Halma.GAME.start(RedBlueSettings.INSTANCE), 60, HalmaPosition::searchBoard, HalmaGrid.LATTICE,
                HalmaGrid.SQUARES, HalmaBoard.MAX_MOVES);
    }

    /** One piece's chain landings. */
    @Benchmark
    public long landingSet() {
        return shortJumpLandings();
    }
}
