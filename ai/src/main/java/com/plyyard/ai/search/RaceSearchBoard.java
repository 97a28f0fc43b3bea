package com.plyyard.ai.search;

import com.plyyard.engine.MovePacking;
import com.plyyard.engine.RaceBoard;
import java.util.function.IntPredicate;
import java.util.function.IntUnaryOperator;

/**
 * A two-player race (Chinese checkers, Halma) for {@link AlphaBeta}: the evaluation is the
 * opponent's remaining cost minus one's own, kept up move by move with the Zobrist hash, and
 * there are no tactical moves for the quiescence search. Each game says how its packed moves
 * read and when its game is won.
 *
 * <p>Each piece walled in inside its home camp by the other side ({@link RaceWalls}) costs the
 * side the search plays for {@value #WALLED_IN}, whichever side's piece it is: neither side can
 * finish while it stays, and under the default rule the game can then only be drawn (AL-5). So the
 * search keeps an opponent's piece in its target camp a way out, filling the other holes only as
 * far as that allows, and brings its own stragglers out before the opponent's pieces close around
 * them; the opponent, searched as the side that gains from a draw, is expected to wall in where it
 * can. More than any one move's progress (a hole filled from outside the camp: 60 to 160), so no
 * progress pays for a wall.
 */
public abstract class RaceSearchBoard implements SearchBoard {
    /** Being to move is worth about half a typical move's progress. */
    private static final int TEMPO = 24;
    private static final int MAX_PLY = 64;
    private static final int WALLED_IN = 300;

    private final RaceBoard board;
    private final RaceCosts costs;
    /**
     * The costs, target camps, seats on squares and move packing as the search reads them per
     * move: arrays and fields, not calls, since in the browser build every call through an
     * interface stays a call, dispatched among the games.
     */
    private final int[] costOf;
    private final boolean[] targetOf;
    private final byte[] seatAt;
    private final int pass;
    private final int fromMask;
    private final int toShift;
    private final long[] pieceKeys;
    private final int squares;
    /** Toggled by every move: the two side keys together. */
    private final long turnKey;
    private final int[] cost = new int[2];
    private final RaceWalls walls;
    /** How many of each seat's pieces stand in its target camp, the other seat's home camp. */
    private final int[] inTarget = new int[2];
    /** How many pieces each seat has. */
    private final int[] pieces = new int[2];
    private long hash;
    private final long[] hashBefore = new long[MAX_PLY];
    private int ply;
    /** Whether the game is long enough for {@link RaceProgress}: the root keeps only progressing moves. */
    private final boolean mustProgress;
    private final IntUnaryOperator gain = this::gain;
    /**
     * The side to move at the root: the side the search plays for ({@link #WALLED_IN}), and whose
     * target camp counts for {@link RaceProgress#keepReleasing}.
     */
    private final int rootSide;
    private final IntPredicate inRootTarget = this::inRootTarget;
    private final int[] replies;

    /**
     * @param lines the board's lines, for {@link RaceWalls}
     * @param pieceKeys Zobrist keys, {@code pieceKeys[seat * squares + square]}
     * @param sideKeys the key of each side to move (either may be 0)
     * @param mustProgress whether {@link RaceProgress} applies from the root
     */
    protected RaceSearchBoard(RaceBoard board, RaceCosts costs, RaceLines lines, long[] pieceKeys, int squares,
            long[] sideKeys, boolean mustProgress, int maxMoves) {
        this.board = board;
        this.costs = costs;
        this.walls = new RaceWalls(lines, costs, squares);
        this.pieceKeys = pieceKeys;
        this.squares = squares;
        this.turnKey = sideKeys[0] ^ sideKeys[1];
        this.mustProgress = mustProgress;
        this.rootSide = board.side();
        this.replies = new int[maxMoves];
        MovePacking packing = board.packing();
        this.pass = packing.pass();
        this.fromMask = (1 << packing.squareBits()) - 1;
        this.toShift = packing.squareBits();
        this.costOf = new int[2 * squares];
        this.targetOf = new boolean[2 * squares];
        this.seatAt = new byte[squares];
        hash = sideKeys[rootSide];
        for (int square = 0; square < squares; square++) {
            for (int seat = 0; seat < 2; seat++) {
                costOf[seat * squares + square] = costs.cost(seat, square);
                targetOf[seat * squares + square] = costs.inTarget(seat, square);
            }
            int seat = board.seatOn(square) - 1;
            seatAt[square] = (byte) seat;
            if (seat >= 0) {
                cost[seat] += costOf[seat * squares + square];
                inTarget[seat] += targetOf[seat * squares + square] ? 1 : 0;
                pieces[seat]++;
                hash ^= pieceKeys[seat * squares + square];
            }
        }
    }

    /** The exact finish of this race ({@link RaceFinish}) for the side to move, within {@code control}'s budget. */
    public final RaceFinish finish(SearchControl control) {
        return new RaceFinish(this, board, costs, squares, pass, control);
    }

    @Override
    public final int generate(int[] out, int offset) {
        int count = board.generate(out, offset);
        if (ply > 0) {
            return count;
        }
        count = keepWayOut(out, offset, count);
        if (!mustProgress) {
            return count;
        }
        int releasing = RaceProgress.keepReleasing(this, out, offset, count, replies, inRootTarget, gain);
        int progressing = RaceProgress.keepProgressing(out, offset, releasing, gain);
        return gain(out[offset]) > 0 ? progressing
                : RaceProgress.keepMostWaysOut(this, out, offset, progressing, replies, inRootTarget, gain);
    }

    /**
     * Keeps, in place from {@code offset}, the root moves after which the fewest of the
     * opponent's pieces are walled in inside the root side's target camp ({@link RaceWalls});
     * returns their count. The evaluation alone let the search close a way out and plan to open
     * it again beyond its horizon, so a blocker that wanted to leave found itself shut in.
     */
    private int keepWayOut(int[] out, int offset, int count) {
        if (!wallsMatter(rootSide)) {
            return count;
        }
        int fewest = Integer.MAX_VALUE;
        for (int i = offset; i < offset + count; i++) {
            fewest = Math.min(fewest, opponentWalledInAfter(out[i]));
        }
        int kept = 0;
        for (int i = offset; i < offset + count; i++) {
            if (opponentWalledInAfter(out[i]) == fewest) {
                out[offset + kept++] = out[i];
            }
        }
        return kept;
    }

    private int opponentWalledInAfter(int move) {
        make(move);
        int walled = walls.walledIn(board, rootSide ^ 1);
        unmake(move);
        return walled;
    }

    @Override
    public final boolean isMove(int move) {
        return board.isMove(move);
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
            int seat = seatAt[from];
            cost[seat] += costOf[seat * squares + to] - costOf[seat * squares + from];
            inTarget[seat] += entered(seat, from, to);
            hash ^= pieceKeys[seat * squares + from] ^ pieceKeys[seat * squares + to];
            seatAt[to] = (byte) seat;
            seatAt[from] = -1;
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
            int to = to(move);
            int seat = seatAt[to];
            cost[seat] -= costOf[seat * squares + to] - costOf[seat * squares + from];
            inTarget[seat] -= entered(seat, from, to);
            seatAt[from] = (byte) seat;
            seatAt[to] = -1;
        }
    }

    @Override
    public final long hash() {
        return hash;
    }

    /** +1 when a move of {@code seat} enters its target camp, −1 when it leaves it, else 0. */
    private int entered(int seat, int from, int to) {
        return (targetOf[seat * squares + to] ? 1 : 0) - (targetOf[seat * squares + from] ? 1 : 0);
    }

    @Override
    public final int evaluate() {
        int side = side();
        int walled = WALLED_IN * walledIn();
        return cost[side ^ 1] - cost[side] + TEMPO + (side == rootSide ? -walled : walled);
    }

    /**
     * Told without making the move only while no walls count ({@link #wallsMatter}: a move that
     * enters no camp cannot make them count) and for a move that enters neither camp from outside
     * it, the only moves that can end the game (CC-10, CC-15, HA-5).
     */
    @Override
    public final int valueAfter(int move) {
        int from = from(move);
        if (from < 0) {
            return Scores.NONE;
        }
        int to = to(move);
        if (targetOf[to] && !targetOf[from] || targetOf[squares + to] && !targetOf[squares + from]
                || wallsMatter(0) || wallsMatter(1)) {
            return Scores.NONE;
        }
        int side = side();
        int moverCost = cost[side] + costOf[side * squares + to] - costOf[side * squares + from];
        return cost[side ^ 1] - moverCost - TEMPO;
    }

    @Override
    public final long hashAfter(int move) {
        int from = from(move);
        if (from < 0) {
            return hash ^ turnKey;
        }
        int keys = seatAt[from] * squares;
        return hash ^ pieceKeys[keys + from] ^ pieceKeys[keys + to(move)] ^ turnKey;
    }

    /**
     * Whether the pieces of the other seat still in the target camp of {@code seat} count as
     * walled in or not: once {@code seat} has brought at least half its pieces there. Earlier,
     * the armies are still passing each other and every piece moves on soon (walls counted from
     * the first piece in changed the search of mid-game positions, where nothing is held for good).
     */
    private boolean wallsMatter(int seat) {
        return 2 * inTarget[seat] >= pieces[seat];
    }

    /** The pieces walled in inside their home camps ({@link RaceWalls}), where {@link #wallsMatter}. */
    private int walledIn() {
        int walled = 0;
        for (int seat = 0; seat < 2; seat++) {
            if (wallsMatter(seat ^ 1)) {
                walled += walls.walledIn(board, seat);
            }
        }
        return walled;
    }

    @Override
    public final void orderScores(int[] moves, int offset, int count, int[] scores) {
        int costs = side() * squares;
        for (int i = offset; i < offset + count; i++) {
            int move = moves[i];
            scores[i] = move == pass ? 0
                    : 16 * (costOf[costs + (move & fromMask)] - costOf[costs + (move >>> toShift)]);
        }
    }

    /** The side to move: every move, a pass too, hands the turn to the other side. */
    private int side() {
        return rootSide ^ ply & 1;
    }

    @Override
    public final boolean hasTactics() {
        return false;
    }

    @Override
    public final boolean isQuiet(int move) {
        return true;
    }

    private boolean inRootTarget(int square) {
        return targetOf[rootSide * squares + square];
    }

    @Override
    public final int from(int move) {
        return move == pass ? -1 : move & fromMask;
    }

    @Override
    public final int to(int move) {
        return move == pass ? -1 : move >>> toShift;
    }

    /** How much nearer to its target a move brings the mover's pieces (a pass: none). */
    private int gain(int move) {
        int from = from(move);
        if (from < 0) {
            return 0;
        }
        int seat = seatAt[from];
        return costOf[seat * squares + from] - costOf[seat * squares + to(move)];
    }
}
