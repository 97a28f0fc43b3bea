package com.plyyard.ai.search;

import java.util.function.Consumer;

/**
 * Negamax alpha-beta for two-player games over any {@link SearchBoard}: iterative deepening,
 * principal variation search with late-move reductions, a transposition table, killer and
 * history move ordering, and a quiescence search over the board's tactical moves.
 *
 * <p>One instance searches one position once; it allocates its tables up front and nothing per
 * node. With a node budget and no time limit the result depends only on the position and the
 * limits, so games replay exactly.
 */
public final class AlphaBeta {
    /** Deepest ply, quiescence included; the engine boards keep 64 plies of undo. */
    static final int MAX_PLY = 60;
    private static final int HISTORY_SIZE = 1 << 17;
    /**
     * Ordering keys, highest first: the table's move; tactical moves at the board's order score
     * (never negative); killers; then quiet moves by history plus the board's guess.
     */
    private static final int TT_MOVE = Integer.MAX_VALUE;
    private static final int QUIET_BASE = -(1 << 29);
    private static final int KILLER_1 = QUIET_BASE + (1 << 28);
    private static final int KILLER_2 = KILLER_1 - 1;
    /** The table's move and the two killers. */
    private static final int CANDIDATES = 3;
    /** A move count before the list is generated. */
    private static final int UNGENERATED = -1;

    private final SearchBoard board;
    private final SearchControl control;
    private final TranspositionTable table;
    private final int stride;
    /** Whether any move can be tactical: a race's never are, so it is not asked per move. */
    private final boolean tactics;
    private final boolean noisy;
    private final int[] moves;
    private final int[] order;
    private final int[][] killers = new int[MAX_PLY + 1][2];
    private final int[] history = new int[HISTORY_SIZE];
    private int rootBestMove;
    private int rootBestScore;

    public AlphaBeta(SearchBoard board, SearchControl control, int tableBits) {
        this.board = board;
        this.control = control;
        this.table = new TranspositionTable(tableBits);
        this.stride = board.maxMoves();
        this.tactics = board.hasTactics();
        this.noisy = control.limits().noise() != 0;
        this.moves = new int[(MAX_PLY + 1) * stride];
        this.order = new int[(MAX_PLY + 1) * stride];
    }

    /**
     * Deepens until the limits stop it or a forced result is certain, reporting each finished
     * depth. The position must have a move (the game goes on and the side to move is not stuck).
     */
    public SearchOutcome search(int maxDepth, Consumer<SearchOutcome> onDepth) {
        int rootCount = board.generate(moves, 0);
        if (rootCount == 0) {
            throw new IllegalStateException("the side to move has no move");
        }
        SearchOutcome best = new SearchOutcome(moves[0], board.evaluate(), 0, 0, 0);
        if (rootCount == 1) {
            return best;
        }
        for (int depth = 1; depth <= Math.min(maxDepth, MAX_PLY - 10); depth++) {
            rootBestMove = 0;
            int score = negamax(depth, 0, -Scores.INFINITY, Scores.INFINITY);
            // A depth cut short still holds a sound best move once it finished searching one:
            // The first root move tried is the last best, so a later one proved at least as good.
            if (rootBestMove != 0) {
                best = new SearchOutcome(rootBestMove, control.stopped() ? rootBestScore : score,
                        control.stopped() ? best.depth() : depth, control.nodes(), control.elapsedMillis());
            }
            if (control.stopped()) {
                break;
            }
            onDepth.accept(best);
            if (Scores.isDecisive(score) && Scores.WIN - Math.abs(score) <= depth) {
                break;
            }
        }
        return new SearchOutcome(best.move(), best.score(), best.depth(), control.nodes(), control.elapsedMillis());
    }

    /** Steps: 1 end of game and table, 2 leaves, 3 ordered moves with PVS and reductions, 4 store. */
    private int negamax(int depth, int ply, int alpha, int beta) {
        // 1. The game may be over here; the table may already know enough.
        if (ply > 0) {
            int outcome = board.outcome(ply);
            if (outcome != Scores.NONE) {
                return outcome;
            }
        }
        if (depth <= 0 || ply >= MAX_PLY - 10) {
            return quiescence(ply, alpha, beta);
        }
        if (control.visit()) {
            return 0;
        }
        long hash = board.hash();
        long entry = table.probe(hash);
        int tableMove = 0;
        if (entry != 0) {
            tableMove = TranspositionTable.move(entry);
            if (ply > 0 && TranspositionTable.depth(entry) >= depth) {
                int stored = TranspositionTable.score(entry, ply);
                int bound = TranspositionTable.bound(entry);
                if (bound == TranspositionTable.EXACT
                        || bound == TranspositionTable.LOWER && stored >= beta
                        || bound == TranspositionTable.UPPER && stored <= alpha) {
                    return stored;
                }
            }
        }
        // 2. At a race's last ply the table's move and the killers are tried before the list is
        // generated: nine nodes in ten cut with one of them. Elsewhere the list comes first; a
        // side without a move has lost (only Dou Shou Qi has such positions).
        int base = ply * stride;
        int count = depth == 1 && !tactics && ply > 0 ? UNGENERATED : generated(base, tableMove, ply, 0);
        // 3. Best-first: the first move with a full window, the rest with a null window first.
        int alphaStart = alpha;
        int bestScore = -Scores.INFINITY;
        int bestMove = 0;
        int candidate = 0;
        for (int i = 0; ; i++) {
            int move = 0;
            while (count == UNGENERATED && move == 0) {
                move = candidate < CANDIDATES ? candidate(candidate++, tableMove, ply) : 0;
                if (move == 0 && candidate >= CANDIDATES) {
                    count = generated(base, tableMove, ply, i);
                }
            }
            if (count == 0) {
                return Scores.lost(ply);
            }
            if (count != UNGENERATED) {
                if (i >= count) {
                    break;
                }
                move = i == 0 ? moves[base] : pickNext(base, i, count);
            }
            boolean quiet = !tactics || board.isQuiet(move);
            int score = depth == 1 && !tactics ? frontierScore(move, i, ply, alpha, beta)
                    : searchedScore(move, i, quiet, depth, ply, alpha, beta);
            if (control.stopped()) {
                return 0;
            }
            if (score > bestScore) {
                bestScore = score;
                bestMove = move;
                if (ply == 0) {
                    rootBestMove = move;
                    rootBestScore = score;
                }
            }
            if (score > alpha) {
                alpha = score;
                if (alpha >= beta) {
                    if (quiet) {
                        rememberCutoff(move, depth, ply);
                    }
                    break;
                }
            }
        }
        // 4. Remember what was learnt.
        int bound = bestScore >= beta ? TranspositionTable.LOWER
                : bestScore > alphaStart ? TranspositionTable.EXACT : TranspositionTable.UPPER;
        table.store(hash, bestMove, bestScore, bound, depth, ply);
        return bestScore;
    }

    /**
     * Generates the moves and gives them their keys; the first {@code tried} of them, tried
     * before the list, are picked again without a search, so that the list is in the order the
     * search would have left it. Returns the count: zero when the side to move has lost, which
     * only Dou Shou Qi's positions allow.
     */
    private int generated(int base, int tableMove, int ply, int tried) {
        int count = board.generate(moves, base);
        if (count > 0) {
            scoreMoves(base, count, tableMove, ply);
        }
        for (int i = 1; i < tried; i++) {
            pickNext(base, i, count);
        }
        return count;
    }

    /**
     * The {@code index}th move to try before generating (the table's move, then the two killers)
     * when it is legal here and was not tried already, else 0. The list would pick them first, in
     * this order: keys put the table's move above the killers and the killers above every quiet
     * move. A pass is never one ({@link SearchBoard#isMove}): it is legal only alone.
     */
    private int candidate(int index, int tableMove, int ply) {
        int[] killer = killers[ply];
        int move = index == 0 ? tableMove : killer[index - 1];
        if (move == 0 || index > 0 && move == tableMove || index == 2 && move == killer[0]) {
            return 0;
        }
        return board.isMove(move) ? move : 0;
    }

    /** A move's score by searching it: the first with a full window, the rest with a null window first. */
    private int searchedScore(int move, int i, boolean quiet, int depth, int ply, int alpha, int beta) {
        board.make(move);
        int score;
        if (i == 0) {
            score = -negamax(depth - 1, ply + 1, -beta, -alpha);
        } else {
            int reduction = depth >= 3 && i >= 4 && quiet ? (i >= 12 && depth >= 5 ? 2 : 1) : 0;
            score = -negamax(depth - 1 - reduction, ply + 1, -alpha - 1, -alpha);
            if (score > alpha && (reduction > 0 || score < beta)) {
                score = -negamax(depth - 1, ply + 1, -beta, -alpha);
            }
        }
        board.unmake(move);
        return score;
    }

    /**
     * A move's score at the last ply of a game without tactical moves, where the child's
     * quiescence search is its evaluation: read from {@link SearchBoard#valueAfter} without
     * making the move where the board can tell it. The result, the node count and the stop are
     * those of {@link #searchedScore}: the child would stand pat on that value, clamped to the
     * window, {@code min(value, beta)}, and count one node, two when a null window failed high
     * inside the full window and was searched again.
     */
    private int frontierScore(int move, int i, int ply, int alpha, int beta) {
        int value = board.valueAfter(move);
        if (value == Scores.NONE) {
            return searchedScore(move, i, true, 1, ply, alpha, beta);
        }
        if (control.visit()) {
            return 0;
        }
        if (noisy) {
            value -= control.noise(board.hashAfter(move));
        }
        if (i > 0 && value > alpha && alpha + 1 < beta && control.visit()) {
            return 0;
        }
        return Math.min(value, beta);
    }

    /**
     * Stands pat on the evaluation, or follows the tactical moves until quiet; a side whose
     * opponent threatens to win at once may not stand pat and tries every move.
     */
    private int quiescence(int ply, int alpha, int beta) {
        if (control.visit()) {
            return 0;
        }
        boolean threatened = ply < MAX_PLY && board.threatened();
        int base = ply * stride;
        int count;
        if (threatened) {
            count = board.generate(moves, base);
            if (count == 0) {
                return Scores.lost(ply);
            }
        } else {
            int standPat = board.evaluate() + control.noise(board.hash());
            if (standPat >= beta || ply >= MAX_PLY) {
                return standPat;
            }
            alpha = Math.max(alpha, standPat);
            count = board.generateTactical(moves, base);
        }
        board.orderScores(moves, base, count, order);
        int best = threatened ? -Scores.INFINITY : alpha;
        for (int i = 0; i < count; i++) {
            int move = pickNext(base, i, count);
            board.make(move);
            int outcome = board.outcome(ply + 1);
            int score = outcome != Scores.NONE ? -outcome : -quiescence(ply + 1, -beta, -alpha);
            board.unmake(move);
            if (control.stopped()) {
                return 0;
            }
            if (score > best) {
                best = score;
                if (score > alpha) {
                    alpha = score;
                    if (alpha >= beta) {
                        break;
                    }
                }
            }
        }
        return best;
    }

    /**
     * Gives each move its ordering key (see {@link #TT_MOVE}), a tactical move keeping the board's
     * guess, and moves the best to the front as {@link #pickNext} would: most nodes try no other.
     */
    private void scoreMoves(int base, int count, int tableMove, int ply) {
        int[] killer = killers[ply];
        board.orderScores(moves, base, count, order);
        int best = base;
        for (int i = base; i < base + count; i++) {
            int move = moves[i];
            if (move == tableMove) {
                order[i] = TT_MOVE;
            } else if (!tactics || board.isQuiet(move)) {
                order[i] = move == killer[0] ? KILLER_1
                        : move == killer[1] ? KILLER_2
                        : QUIET_BASE + history[move & HISTORY_SIZE - 1] + order[i];
            }
            if (order[i] > order[best]) {
                best = i;
            }
        }
        int move = moves[best];
        moves[best] = moves[base];
        order[best] = order[base];
        moves[base] = move;
    }

    /** Moves the best remaining move to position i and returns it (selection, as cutoffs come early). */
    private int pickNext(int base, int i, int count) {
        return MoveSelection.pickBest(moves, order, base, i, count);
    }

    private void rememberCutoff(int move, int depth, int ply) {
        if (killers[ply][0] != move) {
            killers[ply][1] = killers[ply][0];
            killers[ply][0] = move;
        }
        int slot = move & HISTORY_SIZE - 1;
        history[slot] = Math.min(history[slot] + depth * depth, 1 << 20);
    }
}
