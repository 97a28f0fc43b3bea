package com.plyyard.ai.jungle;

import static com.plyyard.ai.jungle.JungleKnowledge.DEN;

import com.plyyard.ai.search.Scores;
import com.plyyard.engine.Move;
import com.plyyard.engine.jungle.JungleBoard;
import com.plyyard.engine.jungle.JunglePosition;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * A solid Dou Shou Qi defender, the opponent that measures whether the computer can break a
 * defence (issue 21): it keeps its pieces in its own half (the four ranks nearest its den),
 * takes a piece only when that wins material or stops a loss, and otherwise shuffles, playing
 * the safest move a shallow search finds ({@value #DEPTH} plies, then captures, den entries and
 * steps into a trap next to a den played out), a random one of the equally safe.
 *
 * <p>Its evaluation knows nothing of attack, only defence ({@link DefenceKnowledge}). A draw by
 * the 60-ply rule (JU-9) is even to it, which is what a defender wants against a stronger
 * player.
 */
public final class DefenderPlayer {
    /** Plies searched below each candidate move, the move itself included. */
    static final int DEPTH = 4;
    /** What a capture must gain over the best quiet move, so that it is worth leaving the shuffle. */
    static final int CAPTURE_MARGIN = 100;
    /** Den threats are followed this deep at most (the engine board keeps 64 plies of undo). */
    private static final int MAX_PLY = 24;

    private final JungleBoard board;
    private final int defender;
    private final int[] moves = new int[(MAX_PLY + 1) * JungleBoard.MAX_MOVES];

    private DefenderPlayer(JungleBoard board) {
        this.board = board;
        this.defender = board.side();
    }

    /**
     * The defender's move in {@code position}; the same position and seed give the same move.
     *
     * @throws IllegalStateException when the game is over
     */
    public static Move choose(JunglePosition position, long seed) {
        List<Move> legal = position.legalMoves();
        if (position.status().isOver() || legal.isEmpty()) {
            throw new IllegalStateException("the game is over: there is no move to choose");
        }
        int packed = new DefenderPlayer(position.searchBoard()).bestMove(new SplittableRandom(seed));
        for (Move move : legal) {
            if (move.from().index() == (packed & 63) && move.to().index() == packed >>> 6) {
                return move;
            }
        }
        throw new IllegalStateException("the defender chose a move that is not legal: " + packed);
    }

    /** Whether {@code square} lies in the four ranks nearest {@code side}'s den. */
    static boolean inOwnHalf(int side, int square) {
        int rank = square / 7;
        return side == JungleBoard.RED ? rank <= 3 : rank >= 5;
    }

    /**
     * The best quiet move that stays home; a capture that stays home instead when it scores
     * {@link #CAPTURE_MARGIN} more; any move only when no move stays home.
     */
    private int bestMove(SplittableRandom random) {
        int count = board.generate(moves, 0);
        int[] scores = new int[count];
        int bestQuiet = -Scores.INFINITY;
        boolean anyHome = false;
        for (int i = 0; i < count; i++) {
            int move = moves[i];
            boolean capture = board.pieceOn(move >>> 6) != 0;
            board.make(move);
            scores[i] = -negamax(DEPTH - 1, 1, -Scores.INFINITY, Scores.INFINITY);
            board.unmake(move);
            if (staysHome(move)) {
                anyHome = true;
                if (!capture) {
                    bestQuiet = Math.max(bestQuiet, scores[i]);
                }
            }
        }
        List<Integer> best = new ArrayList<>();
        int bestScore = -Scores.INFINITY;
        for (int i = 0; i < count; i++) {
            int move = moves[i];
            boolean capture = board.pieceOn(move >>> 6) != 0;
            boolean allowed = !anyHome || staysHome(move) && (!capture || scores[i] >= bestQuiet + CAPTURE_MARGIN);
            if (!allowed || scores[i] < bestScore) {
                continue;
            }
            if (scores[i] > bestScore) {
                bestScore = scores[i];
                best.clear();
            }
            best.add(move);
        }
        return best.get(random.nextInt(best.size()));
    }

    /** A move stays home when it ends in the mover's half, or comes back towards it. */
    private boolean staysHome(int move) {
        int from = move & 63;
        int to = move >>> 6;
        return inOwnHalf(defender, to) || (defender == JungleBoard.RED ? to / 7 < from / 7 : to / 7 > from / 7);
    }

    private int negamax(int depth, int ply, int alpha, int beta) {
        int outcome = outcome(ply);
        if (outcome != Scores.NONE) {
            return outcome;
        }
        if (depth <= 0) {
            return quiescence(ply, alpha, beta);
        }
        int base = ply * JungleBoard.MAX_MOVES;
        int count = board.generate(moves, base);
        if (count == 0) {
            return Scores.lost(ply);
        }
        int best = -Scores.INFINITY;
        for (int i = base; i < base + count; i++) {
            board.make(moves[i]);
            int score = -negamax(depth - 1, ply + 1, -beta, -alpha);
            board.unmake(moves[i]);
            best = Math.max(best, score);
            alpha = Math.max(alpha, score);
            if (alpha >= beta) {
                break;
            }
        }
        return best;
    }

    /**
     * Captures, den entries and steps into the enemy's traps until quiet; a side with an enemy in
     * a trap next to its den must answer it. The steps into traps let a search this shallow see
     * an attacker walk to the den (three moves from two squares away) in time to cover the trap.
     */
    private int quiescence(int ply, int alpha, int beta) {
        int side = board.side();
        boolean threatened = ply < MAX_PLY && nextToEnemyDen(side ^ 1);
        int best = -Scores.INFINITY;
        if (!threatened) {
            best = evaluate();
            if (best >= beta || ply >= MAX_PLY) {
                return best;
            }
            alpha = Math.max(alpha, best);
        }
        int base = ply * JungleBoard.MAX_MOVES;
        int count = board.generate(moves, base);
        if (count == 0) {
            return threatened ? Scores.lost(ply) : best;
        }
        for (int i = base; i < base + count; i++) {
            int move = moves[i];
            int to = move >>> 6;
            if (!threatened && board.pieceOn(to) == 0 && to != DEN[side ^ 1]
                    && !JungleKnowledge.isTrapOf(side ^ 1, to)) {
                continue;
            }
            board.make(move);
            int outcome = outcome(ply + 1);
            int score = outcome != Scores.NONE ? -outcome : -quiescence(ply + 1, -beta, -alpha);
            board.unmake(move);
            best = Math.max(best, score);
            alpha = Math.max(alpha, score);
            if (alpha >= beta) {
                break;
            }
        }
        return best;
    }

    /**
     * The game's result here, or the win of a side to move with a piece next to the enemy den,
     * which enters it next (JU-7: nothing may stand in a den but an enemy).
     */
    private int outcome(int ply) {
        if (board.denEntered()) {
            return Scores.lost(ply);
        }
        if (board.drawnByQuietPlies()) {
            return 0;
        }
        return nextToEnemyDen(board.side()) ? Scores.won(ply + 1) : Scores.NONE;
    }

    private boolean nextToEnemyDen(int side) {
        int den = DEN[side ^ 1];
        return isOf(den - 1, side) || isOf(den + 1, side) || isOf(side == JungleBoard.RED ? den - 7 : den + 7, side);
    }

    private boolean isOf(int square, int side) {
        int code = board.pieceOn(square);
        return code != 0 && (code - 1) >>> 3 == side;
    }

    /** {@link DefenceKnowledge}'s worth of the position, from the side to move's view. */
    private int evaluate() {
        int score = DefenceKnowledge.evaluate(board, defender);
        return board.side() == defender ? score : -score;
    }
}
