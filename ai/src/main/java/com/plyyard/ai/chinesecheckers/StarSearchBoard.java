package com.plyyard.ai.chinesecheckers;

import com.plyyard.ai.search.RaceLines;
import com.plyyard.ai.search.RaceProgress;
import com.plyyard.ai.search.RaceSearchBoard;
import com.plyyard.ai.search.Scores;
import com.plyyard.ai.search.ZobristKeys;
import com.plyyard.engine.chinesecheckers.ChineseCheckersSettings;
import com.plyyard.engine.chinesecheckers.StarBoard;
import com.plyyard.engine.chinesecheckers.StarGeometry;

/** Two-player Chinese checkers as a race ({@link RaceSearchBoard}), costs from {@link StarProgress}. */
public final class StarSearchBoard extends RaceSearchBoard {
    private static final int HOLES = StarGeometry.HOLES;
    private static final long[] PIECE_KEYS = ZobristKeys.of(2 * HOLES, 0x57A2_0001L);
    private static final long[] SIDE_KEYS = ZobristKeys.of(2, 0x57A2_0002L);

    private final StarBoard board;

    /**
     * @param settings with {@code fill-blocked-target} (CC-15) a piece walled in inside a target
     *     camp blocks no one, so the search does not keep it a way out
     * @param moveNumber the position's move number (whole rounds), for {@link RaceProgress}
     */
    public StarSearchBoard(StarBoard board, StarProgress progress, ChineseCheckersSettings settings, int moveNumber) {
        super(board, progress, settings.fillBlockedTarget() ? RaceLines.NONE : StarWalls.LINES, PIECE_KEYS, HOLES,
                SIDE_KEYS, moveNumber >= StarProgress.PROGRESS_FROM_MOVE,
                StarBoard.MAX_MOVES);
        this.board = board;
    }

    @Override
    public int maxMoves() {
        return StarBoard.MAX_MOVES;
    }

    @Override
    public int outcome(int ply) {
        if (!board.isOver()) {
            return Scores.NONE;
        }
        return (board.finishedSeats() & 1 << board.side()) != 0 ? Scores.won(ply) : Scores.lost(ply);
    }
}
