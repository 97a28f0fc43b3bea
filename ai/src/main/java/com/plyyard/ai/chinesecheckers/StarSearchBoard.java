package com.plyyard.ai.chinesecheckers;

import com.plyyard.ai.search.RaceProgress;
import com.plyyard.ai.search.Scores;
import com.plyyard.ai.search.SearchBoard;
import com.plyyard.ai.search.ZobristKeys;
import com.plyyard.engine.chinesecheckers.StarBoard;
import java.util.function.IntPredicate;
import java.util.function.IntUnaryOperator;

/**
 * Two-player Chinese checkers for {@link com.plyyard.ai.search.AlphaBeta}: a race, so the
 * evaluation is the opponent's remaining cost minus one's own ({@link StarProgress}), kept up
 * move by move, and there are no tactical moves for the quiescence search.
 */
public final class StarSearchBoard implements SearchBoard {
    private static final int HOLES = 121;
    /** Being to move is worth about half a typical move's progress. */
    private static final int TEMPO = 24;
    private static final long[] PIECE_KEYS = ZobristKeys.of(2 * HOLES, 0x57A2_0001L);
    private static final long[] SIDE_KEYS = ZobristKeys.of(2, 0x57A2_0002L);
    private static final int MAX_PLY = 64;
    /** Games between good players end by move 50; from move 60 on, {@link RaceProgress} applies. */
    private static final int PROGRESS_FROM_MOVE = 60;

    private final StarBoard board;
    private final StarProgress progress;
    /** The cost of each seat's pieces (see {@link StarProgress}). */
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
    private final int[] replies = new int[maxMoves()];

    /** @param moveNumber the position's move number (whole rounds), for {@link RaceProgress} */
    public StarSearchBoard(StarBoard board, StarProgress progress, int moveNumber) {
        this.board = board;
        this.progress = progress;
        this.mustProgress = moveNumber >= PROGRESS_FROM_MOVE;
        this.rootSide = board.side();
        for (int hole = 0; hole < HOLES; hole++) {
            int seat = board.seatOn(hole) - 1;
            if (seat >= 0) {
                cost[seat] += progress.cost(seat, hole);
                hash ^= PIECE_KEYS[seat * HOLES + hole];
            }
        }
        hash ^= SIDE_KEYS[board.side()];
    }

    @Override
    public int maxMoves() {
        return StarBoard.MAX_MOVES;
    }

    @Override
    public int generate(int[] out, int offset) {
        int count = board.generate(out, offset);
        if (ply > 0 || !mustProgress) {
            return count;
        }
        int progressing = RaceProgress.keepProgressing(out, offset, count, gain);
        return progressing < count ? progressing
                : RaceProgress.keepReleasing(this, out, offset, count, replies, inRootTarget);
    }

    @Override
    public int generateTactical(int[] out, int offset) {
        return 0;
    }

    @Override
    public boolean threatened() {
        return false;
    }

    @Override
    public void make(int move) {
        hashBefore[ply++] = hash;
        if (move != StarBoard.PASS) {
            int from = move & 127;
            int to = move >>> 7;
            int seat = board.seatOn(from) - 1;
            cost[seat] += progress.cost(seat, to) - progress.cost(seat, from);
            hash ^= PIECE_KEYS[seat * HOLES + from] ^ PIECE_KEYS[seat * HOLES + to];
        }
        hash ^= SIDE_KEYS[0] ^ SIDE_KEYS[1];
        board.make(move);
    }

    @Override
    public void unmake(int move) {
        board.unmake(move);
        hash = hashBefore[--ply];
        if (move != StarBoard.PASS) {
            int from = move & 127;
            int to = move >>> 7;
            int seat = board.seatOn(from) - 1;
            cost[seat] -= progress.cost(seat, to) - progress.cost(seat, from);
        }
    }

    @Override
    public long hash() {
        return hash;
    }

    @Override
    public int outcome(int ply) {
        if (!board.isOver()) {
            return Scores.NONE;
        }
        return (board.finishedSeats() & 1 << board.side()) != 0 ? Scores.won(ply) : Scores.lost(ply);
    }

    @Override
    public int evaluate() {
        int side = board.side();
        return cost[side ^ 1] - cost[side] + TEMPO;
    }

    @Override
    public int orderScore(int move) {
        return 16 * gain(move);
    }

    private boolean inRootTarget(int square) {
        return progress.inTarget(rootSide, square);
    }

    /** How much nearer to its target a move brings the mover's pieces (a pass: none). */
    private int gain(int move) {
        if (move == StarBoard.PASS) {
            return 0;
        }
        int from = move & 127;
        int seat = board.seatOn(from) - 1;
        return progress.cost(seat, from) - progress.cost(seat, move >>> 7);
    }

    @Override
    public boolean isQuiet(int move) {
        return true;
    }

    @Override
    public int from(int move) {
        return move == StarBoard.PASS ? -1 : move & 127;
    }

    @Override
    public int to(int move) {
        return move == StarBoard.PASS ? -1 : move >>> 7;
    }
}
