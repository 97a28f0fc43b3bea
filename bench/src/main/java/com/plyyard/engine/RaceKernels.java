package com.plyyard.engine;

import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import java.util.stream.IntStream;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The generator kernels of a race game's search tier on one seeded mid-game: one piece's chain
 * landings by its {@link JumpLattice}, the side's whole move list, and one make/unmake, the
 * pieces and moves taken in turn so that no call repeats the last one's. Each game's subclass
 * reaches its position in its own {@code @Setup} through {@link #measure}.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public abstract class RaceKernels {
    private static final long SEED = 22;

    private RaceBoard board;
    private JumpLattice lattice;
    private final long[] classOccupied = new long[JumpLattice.CLASSES];
    private long[] jumps;
    private int[] pieces;
    private int[] moves;
    private int moveCount;
    private int next;

    /**
     * Plays {@code plies} seeded random moves from {@code start} and measures the search tier of
     * the position reached, a board of {@code squares} squares.
     */
    protected final <P extends Position> P measure(P start, int plies, Function<P, RaceBoard> searchTier,
            JumpLattice jumpLattice, int squares, int maxMoves) {
        SplittableRandom random = new SplittableRandom(SEED);
        P position = start;
        for (int i = 0; i < plies; i++) {
            List<Move> legal = position.legalMoves();
            @SuppressWarnings("unchecked")
            P next = (P) position.play(legal.get(random.nextInt(legal.size())));
            position = next;
        }
        board = searchTier.apply(position);
        lattice = jumpLattice;
        jumps = new long[lattice.jumpsLength()];
        for (int s = 0; s < squares; s++) {
            if (board.seatOn(s) != 0) {
                classOccupied[lattice.classOf(s)] |= lattice.bit(s);
            }
        }
        lattice.jumps(classOccupied, jumps);
        int mover = board.side() + 1;
        pieces = IntStream.range(0, squares).filter(s -> board.seatOn(s) == mover).toArray();
        moves = new int[maxMoves];
        moveCount = board.generate(moves, 0);
        return position;
    }

    /** The next piece of the side to move, in turn. */
    protected final int nextPiece() {
        return pieces[next++ % pieces.length];
    }

    /** One piece's short-jump chain landings, as the generator finds them for each piece of a move list. */
    protected final long shortJumpLandings() {
        return lattice.landings(jumps, classOccupied, nextPiece());
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
