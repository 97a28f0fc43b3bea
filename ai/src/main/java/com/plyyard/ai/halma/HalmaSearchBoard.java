package com.plyyard.ai.halma;

import com.plyyard.ai.search.RaceProgress;
import com.plyyard.ai.search.Scores;
import com.plyyard.ai.search.SearchBoard;
import com.plyyard.ai.search.ZobristKeys;
import com.plyyard.engine.halma.HalmaBoard;
import java.util.function.IntPredicate;
import java.util.function.IntUnaryOperator;

/**
 * Halma for {@link com.plyyard.ai.search.AlphaBeta}: a race, so the evaluation is the
 * opponent's remaining cost minus one's own ({@link HalmaProgress}), kept up move by move, and
 * there are no tactical moves for the quiescence search.
 */
public final class HalmaSearchBoard implements SearchBoard {
    private static final int SQUARES = 256;
    private static final int TEMPO = 24;
    private static final long[] PIECE_KEYS = ZobristKeys.of(2 * SQUARES, 0x4A1A_0001L);
    private static final long BLUE_TO_MOVE = ZobristKeys.of(1, 0x4A1A_0002L)[0];
    private static final int MAX_PLY = 64;
    /** Games between good players end by move 80; from move 100 on, {@link RaceProgress} applies. */
    private static final int PROGRESS_FROM_MOVE = 100;

    private final HalmaBoard board;
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
    public HalmaSearchBoard(HalmaBoard board, int moveNumber) {
        this.board = board;
        this.mustProgress = moveNumber >= PROGRESS_FROM_MOVE;
        this.rootSide = board.side();
        for (int square = 0; square < SQUARES; square++) {
            int side = board.colourOn(square) - 1;
            if (side >= 0) {
                cost[side] += HalmaProgress.cost(side, square);
                hash ^= PIECE_KEYS[side * SQUARES + square];
            }
        }
        if (board.side() == 1) {
            hash ^= BLUE_TO_MOVE;
        }
    }

    @Override
    public int maxMoves() {
        return HalmaBoard.MAX_MOVES + 1;
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
        if (move != HalmaBoard.PASS) {
            int from = move & 255;
            int to = move >>> 8;
            int side = board.colourOn(from) - 1;
            cost[side] += HalmaProgress.cost(side, to) - HalmaProgress.cost(side, from);
            hash ^= PIECE_KEYS[side * SQUARES + from] ^ PIECE_KEYS[side * SQUARES + to];
        }
        hash ^= BLUE_TO_MOVE;
        board.make(move);
    }

    @Override
    public void unmake(int move) {
        board.unmake(move);
        hash = hashBefore[--ply];
        if (move != HalmaBoard.PASS) {
            int from = move & 255;
            int side = board.colourOn(from) - 1;
            cost[side] -= HalmaProgress.cost(side, move >>> 8) - HalmaProgress.cost(side, from);
        }
    }

    @Override
    public long hash() {
        return hash;
    }

    @Override
    public int outcome(int ply) {
        int winner = board.winner();
        if (winner < 0) {
            return Scores.NONE;
        }
        return winner == board.side() ? Scores.won(ply) : Scores.lost(ply);
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
        return HalmaProgress.inTarget(rootSide, square);
    }

    /** How much nearer to its target a move brings the mover's pieces (a pass: none). */
    private int gain(int move) {
        if (move == HalmaBoard.PASS) {
            return 0;
        }
        int from = move & 255;
        int side = board.colourOn(from) - 1;
        return HalmaProgress.cost(side, from) - HalmaProgress.cost(side, move >>> 8);
    }

    @Override
    public boolean isQuiet(int move) {
        return true;
    }

    @Override
    public int from(int move) {
        return move == HalmaBoard.PASS ? -1 : move & 255;
    }

    @Override
    public int to(int move) {
        return move == HalmaBoard.PASS ? -1 : move >>> 8;
    }
}
