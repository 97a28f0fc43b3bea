package com.plyyard.ai.search;

import com.plyyard.engine.RaceBoard;
import java.util.Arrays;

/**
 * Exact play at the end of a two-player race (Chinese checkers, Halma): once the armies are
 * apart, each side's finish is a puzzle of its own, and this finds the fewest own moves that
 * solve it, by iterative deepening over the side's own moves with the other side's pieces
 * standing where they are (IDA*: each hole of the target camp still to fill needs a move of its own).
 *
 * <p>The armies are apart for a side when each of the other side's pieces is at least {@value
 * #GAP} steps farther from the side's target than the side's rearmost piece (so none stands in
 * the side's target camp). The side's <em>limit</em> is then its rearmost piece's steps plus half
 * of what that gap has beyond {@value #GAP}; its moves end no farther than its limit from its
 * target, and, when the other side is apart too, at least {@value #GAP} steps beyond the other
 * side's limit from the other side's target. A hop lands at most one step behind the piece it
 * jumps over, so a side's chains stay within one step beyond its limit, where no piece of the
 * other side ever stands near enough to be jumped over or to be in the way. Neither side's moves
 * can hinder or help the other, so with both sides apart and solved the result is known: the
 * side to move wins when it needs no more moves than the other. A finish that needs a move
 * beyond these bounds is not looked for; the property tests compare the count with a brute force
 * over every legal move on random endings.
 *
 * <p>Why: the race search's evaluation counts distance, not moves, and its horizon ends a few
 * moves short of a long finish; a finish of six own moves is twelve plies of alpha-beta but a
 * six-move puzzle here.
 */
public final class RaceFinish {
    static final int GAP = 3;
    /** The longest finish looked for, in own moves: a pass after each keeps it within the boards' undo. */
    private static final int MAX_OWN_MOVES = 24;
    private static final int TABLE_BITS = 18;
    /** Ordering: moves that bring a piece into the target camp first, then by steps gained. */
    private static final int ENTERING = 1_000;

    private final RaceSearchBoard search;
    private final RaceBoard board;
    private final RaceCosts costs;
    private final int squares;
    private final int pass;
    private final SearchControl control;
    private final int stride;
    /** The search's tables, made when a puzzle is first solved: most searches find the armies together. */
    private int[] moves;
    private int[] order;
    /** Positions known to need more own moves than {@link #failedWithin} gives: their hash, and that count. */
    private long[] failedKeys;
    private byte[] failedWithin;
    private boolean aborted;
    /**
     * The side whose finish is being solved, the most steps from its target its moves may end
     * on, the fewest steps from the other side's target they may end on (0 when the other side
     * is not apart: its pieces only stand), and the holes of its target camp it has still to fill.
     */
    private int solver;
    private int limit;
    private int otherFloor;
    private int unfilled;
    private int firstMove;

    /** @param control the puzzles' own budget: they give up when it stops them */
    RaceFinish(RaceSearchBoard search, RaceBoard board, RaceCosts costs, int squares, int pass, SearchControl control) {
        this.search = search;
        this.board = board;
        this.costs = costs;
        this.squares = squares;
        this.pass = pass;
        this.control = control;
        this.stride = search.maxMoves();
    }

    /**
     * The first move of the side to move's shortest finish, scored as a win or a loss in the
     * plies the two shortest finishes take; null when the armies are not apart or a puzzle was
     * not solved within the budget.
     */
    public SearchOutcome solve() {
        int me = board.side();
        if (!apart(me) || !apart(me ^ 1)) {
            return null;
        }
        int mine = shortestFinish(MAX_OWN_MOVES);
        int move = firstMove;
        if (mine < 0) {
            return null;
        }
        // The side to move wins unless the other side needs fewer moves, so no longer finish of theirs is looked for.
        search.make(pass);
        int theirs = shortestFinish(mine - 1);
        search.unmake(pass);
        if (aborted) {
            return null;
        }
        int score = theirs < 0 ? Scores.won(2 * mine - 1) : Scores.lost(2 * theirs);
        return new SearchOutcome(move, score, 2 * mine - 1, control.nodes(), control.elapsedMillis());
    }

    /**
     * The fewest own moves the side to move needs to finish, the other side's pieces standing
     * where they are; −1 when the other side is not apart from it (then they may meet), the
     * finish takes more than {@value #MAX_OWN_MOVES} moves, or the budget ran out. The Learn
     * pages' race exercises are checked with it.
     */
    public int fewestOwnMoves() {
        return apart(board.side()) ? shortestFinish(MAX_OWN_MOVES) : -1;
    }

    /**
     * The same for the side not to move, as if it were to move now (the board is left as it was):
     * with {@link #fewestOwnMoves} it gives each side's finish when the race is solved.
     */
    public int otherSideFewestOwnMoves() {
        search.make(pass);
        int moves = fewestOwnMoves();
        search.unmake(pass);
        return moves;
    }

    /** Whether every piece of the other side stands at least {@value #GAP} steps behind the rearmost of {@code side}. */
    private boolean apart(int side) {
        return nearestOther(side) - rearmost(side) >= GAP;
    }

    /** The most steps from the target of {@code side} its moves may end on, when it is apart. */
    private int limit(int side) {
        int rearmost = rearmost(side);
        return rearmost + (nearestOther(side) - rearmost - GAP) / 2;
    }

    /** The steps from the target of {@code side} of its piece farthest from it. */
    private int rearmost(int side) {
        int rear = 0;
        for (int square = 0; square < squares; square++) {
            if (board.seatOn(square) - 1 == side) {
                rear = Math.max(rear, costs.steps(side, square));
            }
        }
        return rear;
    }

    /** The steps from the target of {@code side} of the other side's piece nearest to it. */
    private int nearestOther(int side) {
        int nearest = Integer.MAX_VALUE;
        for (int square = 0; square < squares; square++) {
            int seat = board.seatOn(square) - 1;
            if (seat >= 0 && seat != side) {
                nearest = Math.min(nearest, costs.steps(side, square));
            }
        }
        return nearest;
    }

    /**
     * The side to move's fewest own moves to finish, its first in {@link #firstMove}; −1 if it
     * needs more than {@code most} or none was found within the budget ({@link #aborted}).
     */
    private int shortestFinish(int most) {
        solver = board.side();
        limit = limit(solver);
        otherFloor = apart(solver ^ 1) ? limit(solver ^ 1) + GAP : 0;
        unfilled = 0;
        for (int square = 0; square < squares; square++) {
            if (costs.inTarget(solver, square) && board.seatOn(square) - 1 != solver) {
                unfilled++;
            }
        }
        if (moves == null) {
            moves = new int[(MAX_OWN_MOVES + 1) * stride];
            order = new int[(MAX_OWN_MOVES + 1) * stride];
            failedKeys = new long[1 << TABLE_BITS];
            failedWithin = new byte[1 << TABLE_BITS];
        } else {
            Arrays.fill(failedKeys, 0);
        }
        for (int bound = unfilled; bound <= most; bound++) {
            if (finishes(bound, 0)) {
                return bound;
            }
            if (aborted) {
                return -1;
            }
        }
        return -1;
    }

    /** Whether the solver can finish within {@code left} own moves from here. */
    private boolean finishes(int left, int depth) {
        if (unfilled == 0) {
            return true;
        }
        if (unfilled > left) {
            return false;
        }
        if (control.visit()) {
            aborted = true;
            return false;
        }
        long hash = search.hash();
        int slot = (int) hash & (1 << TABLE_BITS) - 1;
        if (failedKeys[slot] == hash && failedWithin[slot] >= left) {
            return false;
        }
        int base = depth * stride;
        int count = board.generate(moves, base);
        // With as many holes to fill as moves left, every move must fill one.
        boolean mustEnter = unfilled == left;
        int kept = 0;
        for (int i = base; i < base + count; i++) {
            int move = moves[i];
            int from = search.from(move);
            int to = search.to(move);
            if (from < 0 || costs.steps(solver, to) > limit
                    || costs.steps(solver ^ 1, to) < otherFloor) {
                continue;
            }
            int entering = entering(from, to);
            if (mustEnter && entering <= 0) {
                continue;
            }
            moves[base + kept] = move;
            order[base + kept++] = entering * ENTERING + costs.steps(solver, from) - costs.steps(solver, to);
        }
        for (int i = 0; i < kept; i++) {
            int move = MoveSelection.pickBest(moves, order, base, i, kept);
            int entering = entering(search.from(move), search.to(move));
            search.make(move);
            search.make(pass);
            unfilled -= entering;
            boolean found = finishes(left - 1, depth + 1);
            unfilled += entering;
            search.unmake(pass);
            search.unmake(move);
            if (found) {
                firstMove = depth == 0 ? move : firstMove;
                return true;
            }
            if (aborted) {
                return false;
            }
        }
        failedKeys[slot] = hash;
        failedWithin[slot] = (byte) left;
        return false;
    }

    /** 1 when a move brings a piece into the solver's target camp, −1 when it takes one out, else 0. */
    private int entering(int from, int to) {
        return (costs.inTarget(solver, from) ? 0 : 1) - (costs.inTarget(solver, to) ? 0 : 1);
    }
}
