package com.plyyard.ai.jungle;

import static com.plyyard.ai.jungle.JungleKnowledge.DEN;

import com.plyyard.ai.search.Scores;
import com.plyyard.ai.search.SearchBoard;
import com.plyyard.ai.search.ZobristKeys;
import com.plyyard.engine.jungle.JungleBoard;

/**
 * Dou Shou Qi for {@link com.plyyard.ai.search.AlphaBeta}: material and placement kept up move
 * by move ({@link JungleKnowledge}); captures and den entries as tactical moves; a piece of the
 * opponent in one's trap — next to one's den — as a threat that must be answered; and the
 * 60-ply rule (JU-9): the hash holds the count of quiet plies, and an advantage is worth less
 * the nearer the draw, so the side ahead seeks a capture in time.
 */
public final class JungleSearchBoard implements SearchBoard {
    private static final int SQUARES = JungleKnowledge.SQUARES;
    private static final int TEMPO = 10;
    private static final long[] PIECE_KEYS = ZobristKeys.of(17 * SQUARES, 0x1A6E_0001L);
    private static final long[] QUIET_PLY_KEYS = ZobristKeys.of(JungleBoard.DRAW_PLIES + 2, 0x1A6E_0002L);
    private static final long BLUE_TO_MOVE = ZobristKeys.of(1, 0x1A6E_0003L)[0];
    /** Quiet plies after which an advantage starts to shrink towards the draw at 60. */
    private static final int FADE_FROM = 20;
    private static final int MAX_PLY = 64;

    private final JungleBoard board;
    /** The value of each side's pieces (see {@link JungleKnowledge}). */
    private final int[] value = new int[2];
    private long hash;
    private final long[] hashBefore = new long[MAX_PLY];
    private int ply;

    public JungleSearchBoard(JungleBoard board) {
        this.board = board;
        for (int square = 0; square < SQUARES; square++) {
            int code = board.pieceOn(square);
            if (code != 0) {
                value[(code - 1) >>> 3] += JungleKnowledge.value(code, square);
                hash ^= PIECE_KEYS[code * SQUARES + square];
            }
        }
        hash ^= QUIET_PLY_KEYS[board.pliesSinceCapture()];
        if (board.side() == JungleBoard.BLUE) {
            hash ^= BLUE_TO_MOVE;
        }
    }

    @Override
    public int maxMoves() {
        return JungleBoard.MAX_MOVES;
    }

    @Override
    public int generate(int[] out, int offset) {
        return board.generate(out, offset);
    }

    /** Captures and den entries, kept in place from the full list (Jungle has at most 40 moves). */
    @Override
    public int generateTactical(int[] out, int offset) {
        int count = board.generate(out, offset);
        int kept = 0;
        for (int i = offset; i < offset + count; i++) {
            if (!isQuiet(out[i])) {
                out[offset + kept++] = out[i];
            }
        }
        return kept;
    }

    /** JU-7: an enemy piece in one of our traps stands next to our den and enters it next move. */
    @Override
    public boolean threatened() {
        int side = board.side();
        int den = DEN[side];
        return isEnemy(den + 1, side) || isEnemy(den - 1, side) || isEnemy(side == 0 ? den + 7 : den - 7, side);
    }

    private boolean isEnemy(int square, int side) {
        int code = board.pieceOn(square);
        return code != 0 && (code - 1) >>> 3 != side;
    }

    @Override
    public void make(int move) {
        hashBefore[ply++] = hash;
        int from = move & 63;
        int to = move >>> 6;
        int code = board.pieceOn(from);
        int captured = board.pieceOn(to);
        int mover = (code - 1) >>> 3;
        value[mover] += JungleKnowledge.value(code, to) - JungleKnowledge.value(code, from);
        hash ^= PIECE_KEYS[code * SQUARES + from] ^ PIECE_KEYS[code * SQUARES + to] ^ BLUE_TO_MOVE
                ^ QUIET_PLY_KEYS[board.pliesSinceCapture()];
        if (captured != 0) {
            value[mover ^ 1] -= JungleKnowledge.value(captured, to);
            hash ^= PIECE_KEYS[captured * SQUARES + to];
        }
        board.make(move);
        hash ^= QUIET_PLY_KEYS[board.pliesSinceCapture()];
    }

    @Override
    public void unmake(int move) {
        board.unmake(move);
        hash = hashBefore[--ply];
        int from = move & 63;
        int to = move >>> 6;
        int code = board.pieceOn(from);
        int captured = board.pieceOn(to);
        int mover = (code - 1) >>> 3;
        value[mover] -= JungleKnowledge.value(code, to) - JungleKnowledge.value(code, from);
        if (captured != 0) {
            value[mover ^ 1] += JungleKnowledge.value(captured, to);
        }
    }

    @Override
    public long hash() {
        return hash;
    }

    @Override
    public int outcome(int ply) {
        if (board.denEntered()) {
            return Scores.lost(ply);
        }
        return board.drawnByQuietPlies() ? 0 : Scores.NONE;
    }

    @Override
    public int evaluate() {
        int side = board.side();
        int advantage = value[side] - value[side ^ 1];
        int quiet = board.pliesSinceCapture();
        if (quiet > FADE_FROM) {
            advantage = advantage * (JungleBoard.DRAW_PLIES - quiet) / (JungleBoard.DRAW_PLIES - FADE_FROM);
        }
        return advantage + TEMPO;
    }

    /** Den entries first, then captures of the most valuable piece by the least valuable, then advances. */
    @Override
    public int orderScore(int move) {
        int from = move & 63;
        int to = move >>> 6;
        int code = board.pieceOn(from);
        if (to == DEN[((code - 1) >>> 3) ^ 1]) {
            return 1 << 28;
        }
        int captured = board.pieceOn(to);
        if (captured != 0) {
            return (1 << 24) + 16 * JungleKnowledge.WORTH[(captured - 1) & 7] - ((code - 1) & 7);
        }
        return JungleKnowledge.value(code, to) - JungleKnowledge.value(code, from);
    }

    @Override
    public boolean isQuiet(int move) {
        int to = move >>> 6;
        return board.pieceOn(to) == 0 && to != DEN[board.side() ^ 1];
    }

    @Override
    public int from(int move) {
        return move & 63;
    }

    @Override
    public int to(int move) {
        return move >>> 6;
    }
}
