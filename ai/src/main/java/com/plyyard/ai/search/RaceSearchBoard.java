package com.plyyard.ai.search;

import com.plyyard.engine.RaceBoard;
import java.util.function.IntPredicate;
import java.util.function.IntUnaryOperator;

/**
 * A two-player race (Chinese checkers, Halma) for {@link AlphaBeta}: the evaluation is the
 * opponent's remaining cost minus one's own, kept up move by move with the Zobrist hash, and
 * there are no tactical moves for the quiescence search. Each game says how its packed moves
 * read and when its game is won.
 */
public abstract class RaceSearchBoard implements SearchBoard {
    /** Being to move is worth about half a typical move's progress. */
    private static final int TEMPO = 24;
    private static final int MAX_PLY = 64;

    private final RaceBoard board;
    private final RaceCosts costs;
    private final long[] pieceKeys;
    private final int squares;
    /** Toggled by every move: the two side keys together. */
    private final long turnKey;
    private final int[] cost = new int[2];
    private long hash;
    private final long[] hashBefore = new long[MAX_PLY];
    private int ply;
    /** Whether the game is long enough for {@link RaceProgress}: the root keeps only progressing moves. */
    private final boolean mustProgress;
    private final IntUnaryOperator gain = this::gain;
    /** The side to move at the root, and its target camp, for {@link RaceProgress#keepReleasing}. */
    private final int rootSide;
    private final IntPredicate inRootTarget = this::inRootTarget;
    private final int[] replies;

    /**
     * @param pieceKeys Zobrist keys, {@code pieceKeys[seat * squares + square]}
     * @param sideKeys the key of each side to move (either may be 0)
     * @param mustProgress whether {@link RaceProgress} applies from the root
     */
    protected RaceSearchBoard(RaceBoard board, RaceCosts costs, long[] pieceKeys, int squares, long[] sideKeys,
            boolean mustProgress, int maxMoves) {
        this.board = board;
        this.costs = costs;
        this.pieceKeys = pieceKeys;
        this.squares = squares;
        this.turnKey = sideKeys[0] ^ sideKeys[1];
        this.mustProgress = mustProgress;
        this.rootSide = board.side();
        this.replies = new int[maxMoves];
        hash = sideKeys[rootSide];
        for (int square = 0; square < squares; square++) {
            int seat = seatOn(square);
            if (seat >= 0) {
                cost[seat] += costs.cost(seat, square);
                hash ^= pieceKeys[seat * squares + square];
            }
        }
    }

    /** The seat of the piece on {@code square}, or −1. */
    private int seatOn(int square) {
        return board.seatOn(square) - 1;
    }

    /** The exact finish of this race ({@link RaceFinish}) for the side to move, within {@code control}'s budget. */
    public final RaceFinish finish(SearchControl control) {
        return new RaceFinish(this, board, costs, squares, pass(), control);
    }

    /** The board's packed pass. */
    protected abstract int pass();

    @Override
    public final int generate(int[] out, int offset) {
        int count = board.generate(out, offset);
        if (ply > 0 || !mustProgress) {
            return count;
        }
        int releasing = RaceProgress.keepReleasing(this, out, offset, count, replies, inRootTarget, gain);
        return RaceProgress.keepProgressing(out, offset, releasing, gain);
    }

    @Override
    public final int generateTactical(int[] out, int offset) {
        return 0;
    }

    @Override
    public final boolean threatened() {
        return false;
    }

    @Override
    public final void make(int move) {
        hashBefore[ply++] = hash;
        int from = from(move);
        if (from >= 0) {
            int to = to(move);
            int seat = seatOn(from);
            cost[seat] += costs.cost(seat, to) - costs.cost(seat, from);
            hash ^= pieceKeys[seat * squares + from] ^ pieceKeys[seat * squares + to];
        }
        hash ^= turnKey;
        board.make(move);
    }

    @Override
    public final void unmake(int move) {
        board.unmake(move);
        hash = hashBefore[--ply];
        int from = from(move);
        if (from >= 0) {
            int seat = seatOn(from);
            cost[seat] -= costs.cost(seat, to(move)) - costs.cost(seat, from);
        }
    }

    @Override
    public final long hash() {
        return hash;
    }

    @Override
    public final int evaluate() {
        int side = board.side();
        return cost[side ^ 1] - cost[side] + TEMPO;
    }

    @Override
    public final int orderScore(int move) {
        return 16 * gain(move);
    }

    @Override
    public final boolean isQuiet(int move) {
        return true;
    }

    private boolean inRootTarget(int square) {
        return costs.inTarget(rootSide, square);
    }

    /** How much nearer to its target a move brings the mover's pieces (a pass: none). */
    private int gain(int move) {
        int from = from(move);
        if (from < 0) {
            return 0;
        }
        int seat = seatOn(from);
        return costs.cost(seat, from) - costs.cost(seat, to(move));
    }
}
