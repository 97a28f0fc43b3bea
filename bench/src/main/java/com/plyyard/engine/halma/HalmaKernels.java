package com.plyyard.engine.halma;

import static com.plyyard.engine.halma.HalmaGrid.LATTICE;
import static com.plyyard.engine.halma.HalmaGrid.SQUARES;

import com.plyyard.engine.JumpLattice;
import com.plyyard.engine.Move;
import com.plyyard.engine.RedBlueSettings;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import java.util.stream.IntStream;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The Halma generator kernels on one seeded mid-game: one piece's chain landings by
 * {@link JumpLattice}, the side's whole move list, and one make/unmake, the pieces and moves
 * taken in turn.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class HalmaKernels {
    /** Random moves from the start to the measured position. */
    private static final int PLIES = 60;

    private HalmaBoard board;
    private final long[] classOccupied = new long[JumpLattice.CLASSES];
    private final long[] jumps = new long[LATTICE.jumpsLength()];
    private int[] pieces;
    private final int[] moves = new int[HalmaBoard.MAX_MOVES];
    private int moveCount;
    private int next;

    @Setup
    public void setUp() {
        HalmaPosition position = Halma.GAME.start(RedBlueSettings.INSTANCE);
        SplittableRandom random = new SplittableRandom(22);
        for (int i = 0; i < PLIES; i++) {
            List<Move> legal = position.legalMoves();
            position = position.play(legal.get(random.nextInt(legal.size())));
        }
        board = position.searchBoard();
        for (int s = 0; s < SQUARES; s++) {
            if (board.seatOn(s) != 0) {
                classOccupied[LATTICE.classOf(s)] |= LATTICE.bit(s);
            }
        }
        LATTICE.jumps(classOccupied, jumps);
        int mover = board.side() + 1;
        pieces = IntStream.range(0, SQUARES).filter(s -> board.seatOn(s) == mover).toArray();
        moveCount = board.generate(moves, 0);
    }

    /** One piece's chain landings, as the generator finds them for each piece of a move list. */
    @Benchmark
    public long landingSet() {
        return LATTICE.landings(jumps, classOccupied, pieces[next++ % pieces.length]);
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
