package com.plyyard.engine.chinesecheckers;

import static com.plyyard.engine.chinesecheckers.StarGeometry.HOLES;

import com.plyyard.engine.JumpLattice;
import com.plyyard.engine.RaceKernels;
import java.util.List;
import java.util.OptionalInt;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;

/**
 * The Chinese-checkers generator kernels ({@link RaceKernels}) 40 random moves into a two-player
 * game, the same for both values of {@code longJump} up to the option: chain landings by
 * {@link JumpLattice}, or by {@link LongJumps} with the option.
 */
public class StarKernels extends RaceKernels {
    @Param({"false", "true"})
    public boolean longJump;

    private long occupiedLow;
    private long occupiedHigh;
    private final LongJumps lines = new LongJumps();
    private final long[] longLandings = new long[2];

    @Setup
    public void setUp() {
        ChineseCheckersSettings settings = ChineseCheckers.GAME.settings(OptionalInt.of(2),
                longJump ? List.of(ChineseCheckersSettings.LONG_JUMP) : List.of());
        StarBoard board = measure(ChineseCheckers.GAME.start(settings), 40, ChineseCheckersPosition::searchBoard,
                StarGeometry.LATTICE, HOLES, StarBoard.MAX_MOVES).searchBoard();
        for (int h = 0; h < HOLES; h++) {
            if (board.seatOn(h) != 0) {
                if (h < 64) {
                    occupiedLow |= 1L << h;
                } else {
                    occupiedHigh |= 1L << h;
                }
            }
        }
    }

    /** One piece's chain landings. */
    @Benchmark
    public long landingSet() {
        if (longJump) {
            lines.landings(occupiedLow, occupiedHigh, nextPiece(), longLandings);
            return longLandings[0] ^ longLandings[1];
        }
        return shortJumpLandings();
    }
}
