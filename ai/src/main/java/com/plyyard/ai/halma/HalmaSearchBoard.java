package com.plyyard.ai.halma;

import com.plyyard.ai.search.RaceProgress;
import com.plyyard.ai.search.RaceSearchBoard;
import com.plyyard.ai.search.Scores;
import com.plyyard.ai.search.ZobristKeys;
import com.plyyard.engine.halma.HalmaBoard;

/** Halma as a race ({@link RaceSearchBoard}), costs from {@link HalmaProgress}. */
public final class HalmaSearchBoard extends RaceSearchBoard {
    private static final int SQUARES = 256;
    private static final long[] PIECE_KEYS = ZobristKeys.of(2 * SQUARES, 0x4A1A_0001L);
    /** Red to move adds no key; blue to move adds one. */
    private static final long[] SIDE_KEYS = {0, ZobristKeys.of(1, 0x4A1A_0002L)[0]};
    /** Games between good players end by move 80; from move 100 on, {@link RaceProgress} applies. */
    private static final int PROGRESS_FROM_MOVE = 100;

    private final HalmaBoard board;

    /** @param moveNumber the position's move number (whole rounds), for {@link RaceProgress} */
    public HalmaSearchBoard(HalmaBoard board, int moveNumber) {
        super(board, HalmaProgress.COSTS, HalmaLines.LINES, PIECE_KEYS, SQUARES, SIDE_KEYS, moveNumber >= PROGRESS_FROM_MOVE,
                HalmaBoard.MAX_MOVES + 1);
        this.board = board;
    }

    @Override
    public int maxMoves() {
        return HalmaBoard.MAX_MOVES + 1;
    }

    @Override
    public int outcome(int ply) {
        int winner = board.winner();
        if (winner < 0) {
            return Scores.NONE;
        }
        return winner == board.side() ? Scores.won(ply) : Scores.lost(ply);
    }
}
