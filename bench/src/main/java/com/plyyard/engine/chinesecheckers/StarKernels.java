package com.plyyard.engine.chinesecheckers;

import static com.plyyard.engine.chinesecheckers.StarGeometry.HOLES;
import static com.plyyard.engine.chinesecheckers.StarGeometry.LATTICE;

import com.plyyard.engine.JumpLattice;
import com.plyyard.engine.Move;
import java.util.List;
import java.util.OptionalInt;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import java.util.stream.IntStream;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The Chinese-checkers generator kernels on one seeded two-player mid-game (the same for both
 * values of {@code longJump}, up to the option): one piece's chain landings (short jumps by
 * {@link JumpLattice}, long jumps by {@link LongJumps}), the side's whole move list, and one
 * make/unmake. The pieces and moves are taken in turn so that no call repeats the last one's.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class StarKernels {
    /** Random moves from the start to the measured position. */
    private static final int PLIES = 40;

    @Param({"false", "true"})
    public boolean longJump;

    private StarBoard board;
    private long occupiedLow;
    private long occupiedHigh;
    private final long[] classOccupied = new long[JumpLattice.CLASSES];
    private final long[] jumps = new long[LATTICE.jumpsLength()];
    private final long[] longLandings = new long[2];
    private int[] pieces;
    private final int[] moves = new int[StarBoard.MAX_MOVES];
    private int moveCount;
    private int next;

    @Setup
    public void setUp() {
        ChineseCheckersSettings settings = ChineseCheckers.GAME.settings(OptionalInt.of(2),
                longJump ? List.of(ChineseCheckersSettings.LONG_JUMP) : List.of());
        ChineseCheckersPosition position = ChineseCheckers.GAME.start(settings);
        SplittableRandom random = new SplittableRandom(22);
        for (int i = 0; i < PLIES; i++) {
            List<Move> legal = position.legalMoves();
            position = position.play(legal.get(random.nextInt(legal.size())));
        }
        board = position.searchBoard();
        for (int h = 0; h < HOLES; h++) {
            if (board.seatOn(h) != 0) {
                if (h < 64) {
                    occupiedLow |= 1L << h;
                } else {
                    occupiedHigh |= 1L << h;
                }
                classOccupied[LATTICE.classOf(h)] |= LATTICE.bit(h);
            }
        }
        LATTICE.jumps(classOccupied, jumps);
        int mover = board.side() + 1;
        pieces = IntStream.range(0, HOLES).filter(h -> board.seatOn(h) == mover).toArray();
        moveCount = board.generate(moves, 0);
    }

    /** One piece's chain landings, as the generator finds them for each piece of a move list. */
    @Benchmark
    public long landingSet() {
        int from = pieces[next++ % pieces.length];
        if (longJump) {
            LongJumps.landings(occupiedLow, occupiedHigh, from, longLandings);
            return longLandings[0] ^ longLandings[1];
        }
        return LATTICE.landings(jumps, classOccupied, from);
    }

    /** The side to move's whole list of distinct moves. */
    @Benchmark
    public int moveList() {
        return board.generate(moves, 0);
    }

    /** One move made and taken back. */
    @Benchmark
    public void makeUnmake() {
        int move = moves[next++ % moveCount];
        board.make(move);
        board.unmake(move);
    }
}
