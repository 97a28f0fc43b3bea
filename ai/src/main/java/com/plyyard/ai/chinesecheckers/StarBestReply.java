package com.plyyard.ai.chinesecheckers;

import static com.plyyard.engine.chinesecheckers.ChineseCheckersSettings.MAX_PLAYERS;

import com.plyyard.ai.search.MoveSelection;
import com.plyyard.ai.search.Scores;
import com.plyyard.ai.search.SearchControl;
import com.plyyard.ai.search.SearchOutcome;
import com.plyyard.engine.chinesecheckers.StarBoard;
import com.plyyard.engine.chinesecheckers.StarGeometry;
import java.util.function.Consumer;

/**
 * The search of Chinese checkers with 3 players: Best-Reply Search (Schadd and Winands,
 * 2011) in its BRS+ form. The mover's own moves alternate with the one reply, of any opponent,
 * that leaves the mover worst off; the other opponents play their greedy moves (the ones that
 * bring their own pieces nearest their target) in turn around it. A full round of searched
 * replies would cost the branching factor once per opponent; one reply a round costs it once, so
 * the search sees as many own moves as a two-player alpha-beta and still sees any one opponent
 * block the mover or finish first (CC-12). Alpha-beta over that tree, deepened one ply at a time
 * (an own move or a round of replies), the last best root move first, then moves by how far they
 * bring their player's pieces.
 *
 * <p>Measured at equal node budgets (docs/ai-strength.md), one BRS+ player took first place in 17
 * of 24 three-player games against two players of {@link StarLookahead} (every own move answered
 * by every other player's greedy move); plain BRS, where the other opponents pass, in 12 of 24,
 * paranoid search (every opponent in turn against the mover) in 10 of 24. The opponents that play
 * greedily keep the plan honest, as in the lookahead: pieces they would have moved on are not
 * jumped over. With 4 or 6 players the lookahead searches instead (see there why).
 *
 * <p>A reply is played in turn order: the opponents before the replier play their greedy moves
 * first, then the reply, then the rest.
 *
 * <p>The value of a line is the mover's lead ({@link StarProgress} costs): the average remaining
 * cost of the other players less the mover's own; an opponent's progress lowers it too. A line
 * where the mover finishes is a win, one where another player ends the game a loss.
 */
public final class StarBestReply {
    /** Plies of own moves and replies; each round takes one undo entry a seat of the board's 64. */
    private static final int MAX_PLY = 16;
    private static final int ORDERED = 12;
    /**
     * What an opponent's piece walled in inside the mover's target camp by the mover's own pieces
     * costs the mover: more than stepping a piece of the camp out to free it. Without it the search,
     * which has every opponent play against the mover, never expects the piece to leave and keeps
     * it walled in for good (CC-11); real opponents move it on once it can.
     */
    private static final int WALLED_IN_BLOCKER = 300;
    /** A reply is packed with the number of opponents that play greedily before it above bit 16. */
    private static final int BEFORE_SHIFT = 16;
    private static final int MOVE_MASK = (1 << BEFORE_SHIFT) - 1;
    private static final int LIST = (MAX_PLAYERS - 1) * StarBoard.MAX_MOVES;

    private final StarBoard board;
    private final StarProgress progress;
    private final SearchControl control;
    private final int me;
    private final int[] moves = new int[(MAX_PLY + 1) * LIST];
    private final int[] gain = new int[(MAX_PLY + 1) * LIST];
    private final int[] killer = new int[MAX_PLY + 1];
    /** The greedy moves of the opponents before and after each ply's reply, to take back in reverse. */
    private final int[] before = new int[(MAX_PLY + 1) * MAX_PLAYERS];
    private final int[] after = new int[(MAX_PLY + 1) * MAX_PLAYERS];
    private final int[] scratch = new int[StarBoard.MAX_MOVES];
    private final int[] seatCost = new int[MAX_PLAYERS];
    private final int others;
    private final int[] targetHoles;
    private long hash;
    private int rootBestMove;
    private int lastBestMove;

    public StarBestReply(StarBoard board, StarProgress progress, SearchControl control) {
        this.board = board;
        this.progress = progress;
        this.control = control;
        this.me = board.side();
        int seatsWithPieces = 0;
        for (int hole = 0; hole < StarGeometry.HOLES; hole++) {
            int seat = board.seatOn(hole) - 1;
            if (seat >= 0) {
                seatsWithPieces |= 1 << seat;
                seatCost[seat] += progress.cost(seat, hole);
                hash = hash * 31 + hole * (seat + 1);
            }
        }
        this.others = Math.max(1, Integer.bitCount(seatsWithPieces & ~(1 << me)));
        this.targetHoles = progress.targetHoles(me);
    }

    /** Deepens ply by ply until the limits stop it; the game must go on. */
    public SearchOutcome search(int maxDepth, Consumer<SearchOutcome> onDepth) {
        int count = progress.rootMoves(board, moves, 0, board.generate(moves, 0));
        SearchOutcome best = new SearchOutcome(moves[0], lead(), 0, 0, 0);
        if (count == 1) {
            return best;
        }
        for (int depth = 1; depth <= Math.min(maxDepth, MAX_PLY); depth++) {
            rootBestMove = 0;
            int score = ownMoves(depth, 0, -Scores.INFINITY, Scores.INFINITY);
            // A depth cut short still holds a sound best move once it finished searching one:
            // the first root move tried is the last best, so a later one proved at least as good.
            if (rootBestMove != 0) {
                lastBestMove = rootBestMove;
                best = new SearchOutcome(rootBestMove, control.stopped() ? best.score() : score,
                        control.stopped() ? best.depth() : depth, control.nodes(), control.elapsedMillis());
            }
            if (control.stopped()) {
                break;
            }
            onDepth.accept(best);
            if (Scores.isDecisive(score)) {
                break;
            }
        }
        return new SearchOutcome(best.move(), best.score(), best.depth(), control.nodes(), control.elapsedMillis());
    }

    /** The mover to play: the best of its moves. */
    private int ownMoves(int depth, int ply, int alpha, int beta) {
        if (depth == 0) {
            return lead() + control.noise(hash);
        }
        int base = ply * LIST;
        int count = board.generate(moves, base);
        if (ply == 0) {
            count = progress.rootMoves(board, moves, base, count);
        }
        for (int i = base; i < base + count; i++) {
            gain[i] = progress.gain(me, moves[i]);
            if (ply == 0 && moves[i] == lastBestMove || moves[i] == killer[ply]) {
                gain[i] = Integer.MAX_VALUE;
            }
        }
        int best = -Scores.INFINITY;
        for (int i = 0; i < count; i++) {
            int move = pickBest(base, i, count);
            if (control.visit()) {
                return best;
            }
            int score = afterOwnMove(move, depth, ply, alpha, beta);
            if (control.stopped()) {
                return best;
            }
            if (score > best) {
                best = score;
                if (ply == 0) {
                    rootBestMove = move;
                }
                if (score > alpha) {
                    alpha = score;
                    if (alpha >= beta) {
                        killer[ply] = move;
                        break;
                    }
                }
            }
        }
        return best;
    }

    private int afterOwnMove(int move, int depth, int ply, int alpha, int beta) {
        long lineHash = hash;
        make(move);
        int score;
        if (finished()) {
            score = Scores.won(ply + 1);
        } else if (board.isOver()) {
            // Another player finishing first ends the game (CC-12, CC-15 can finish others).
            score = Scores.lost(ply + 1);
        } else {
            score = replies(depth - 1, ply + 1, alpha, beta);
        }
        unmake(move, lineHash);
        return score;
    }

    /** The opponents to play: the one reply, of any of them, that leaves the mover worst off. */
    private int replies(int depth, int ply, int alpha, int beta) {
        if (depth == 0) {
            return lead() + control.noise(hash);
        }
        int base = ply * LIST;
        int count = 0;
        int greedyBefore = 0;
        long lineHash = hash;
        while (othersToPlay()) {
            int seat = board.side();
            int found = board.generate(moves, base + count);
            int greedy = moves[base + count];
            int greedyGain = Integer.MIN_VALUE;
            for (int i = base + count; i < base + count + found; i++) {
                gain[i] = progress.gain(seat, moves[i]);
                if (gain[i] > greedyGain) {
                    greedyGain = gain[i];
                    greedy = moves[i];
                }
                moves[i] |= greedyBefore << BEFORE_SHIFT;
            }
            for (int i = base + count; i < base + count + found; i++) {
                if (moves[i] == killer[ply]) {
                    gain[i] = Integer.MAX_VALUE;
                }
            }
            count += found;
            // The next opponent's replies are those after this one's greedy move, as played.
            before[ply * MAX_PLAYERS + greedyBefore++] = greedy;
            make(greedy);
        }
        for (int i = greedyBefore - 1; i >= 0; i--) {
            unmake(before[ply * MAX_PLAYERS + i], lineHash);
        }
        int best = Scores.INFINITY;
        for (int i = 0; i < count; i++) {
            int reply = pickBest(base, i, count);
            if (control.visit()) {
                return best;
            }
            int score = afterReply(reply, depth, ply, alpha, beta);
            if (control.stopped()) {
                return best;
            }
            if (score < best) {
                best = score;
                if (score < beta) {
                    beta = score;
                    if (alpha >= beta) {
                        killer[ply] = reply;
                        break;
                    }
                }
            }
        }
        return best;
    }

    /** Plays the reply with the other opponents' greedy moves around it, and scores what follows. */
    private int afterReply(int reply, int depth, int ply, int alpha, int beta) {
        int greedyBefore = reply >>> BEFORE_SHIFT;
        int move = reply & MOVE_MASK;
        long lineHash = hash;
        for (int i = 0; i < greedyBefore; i++) {
            make(before[ply * MAX_PLAYERS + i]);
        }
        make(move);
        int greedyAfter = 0;
        while (othersToPlay()) {
            int greedy = progress.greedyMove(board, scratch);
            after[ply * MAX_PLAYERS + greedyAfter++] = greedy;
            make(greedy);
        }
        int score;
        if (finished()) {
            score = Scores.won(ply + 1);
        } else if (board.isOver()) {
            score = Scores.lost(ply + 1);
        } else {
            score = ownMoves(depth - 1, ply + 1, alpha, beta);
        }
        for (int i = greedyAfter - 1; i >= 0; i--) {
            unmake(after[ply * MAX_PLAYERS + i], lineHash);
        }
        unmake(move, lineHash);
        for (int i = greedyBefore - 1; i >= 0; i--) {
            unmake(before[ply * MAX_PLAYERS + i], lineHash);
        }
        return score;
    }

    /** Whether the mover has finished: by its own move, or by an opponent's that filled its target camp (CC-15). */
    private boolean finished() {
        return (board.finishedSeats() & 1 << me) != 0;
    }

    /** Whether an opponent is to play before the mover's next move: the mover may have finished meanwhile. */
    private boolean othersToPlay() {
        return !board.isOver() && !finished() && board.side() != me;
    }

    /** Plays a move of the player to move, keeping its cost and the line's hash up to date. */
    private void make(int move) {
        seatCost[board.side()] -= progress.gain(board.side(), move);
        hash = hash * 1_000_003 + move;
        board.make(move);
    }

    private void unmake(int move, long lineHash) {
        board.unmake(move);
        hash = lineHash;
        seatCost[board.side()] += progress.gain(board.side(), move);
    }

    /** The mover's lead: the others' average remaining cost less its own and its walled-in blockers. */
    private int lead() {
        int total = 0;
        for (int seat = 0; seat < MAX_PLAYERS; seat++) {
            total += seat == me ? 0 : seatCost[seat];
        }
        return total / others - seatCost[me] - WALLED_IN_BLOCKER * walledInBlockers();
    }

    /** Opponents' pieces in the mover's target camp that the mover's own pieces keep from moving. */
    private int walledInBlockers() {
        int count = 0;
        for (int hole : targetHoles) {
            int seat = board.seatOn(hole) - 1;
            if (seat >= 0 && seat != me && StarWalls.besideSeat(board, hole, me) && StarWalls.walledIn(board, hole)) {
                count++;
            }
        }
        return count;
    }

    /**
     * The best remaining move, moved to place i; past the first {@link #ORDERED} the moves come as
     * generated, as a node that has not cut off by then rarely does, and a full selection over the
     * hundreds of replies a node has would cost more than searching them.
     */
    private int pickBest(int base, int i, int count) {
        return i >= ORDERED ? moves[base + i] : MoveSelection.pickBest(moves, gain, base, i, count);
    }
}
