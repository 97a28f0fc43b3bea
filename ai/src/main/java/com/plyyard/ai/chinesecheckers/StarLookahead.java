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
 * The search of Chinese checkers with 4 or 6 players: a lookahead over the mover's own next
 * moves, each answered by every other player with its greedy move, the one that brings its own
 * pieces nearest their target. The mover's own chains of jumps, which take two or three moves to
 * set up, matter most; deepening finds those. The others' answers keep the plan honest: when they
 * stood still in the lookahead (passes), level 8 planned chains over pieces that had moved on by
 * its next turn and finished first no more often than greedy with 4 or 6 players. Every own
 * move is tried at the first ply; deeper, only the {@link #BEAM} moves that progress most, which
 * keeps each extra ply affordable.
 *
 * <p>With 3 players {@link StarBestReply} searches instead. With more opponents its one searched
 * reply a round sees less of the board, and its rounds, with the greedy moves played around the
 * reply, cost the own moves that win races: against greedy players it finished first in 6 of 8
 * four-player games at level 8 (200 ms) and 4 of 12 six-player games, this lookahead in 8 of 8
 * and 11 of 12; head to head with 4 players it was not shown stronger (9 first places in 24
 * games against three lookaheads, chance 6; docs/ai-strength.md).
 *
 * <p>The value of a line is the mover's lead: the average remaining cost ({@link StarProgress})
 * of the other players at the root less the mover's own — it orders lines as the mover's own
 * cost does, and reads as ahead (+) or behind (−) — less {@link #INTRUDER_COST} for each other
 * player's piece standing in the mover's target camp at the end of the line. A line where the
 * mover finishes is a win, one where another player finishes first a loss; depth counts the
 * mover's own moves.
 */
public final class StarLookahead {
    private static final int BEAM = 10;
    private static final int MAX_OWN_MOVES = 8;
    /**
     * What another player's piece in the mover's target camp costs the mover: while it stays
     * there the mover cannot finish (CC-11), and a player who moves its most progressing piece
     * each turn leaves such a piece parked while its others still advance. Without this term, 5
     * of level 8's 9 losses in 72 six-player games against five greedy players ended with the
     * mover one piece short and a parked piece in the hole it needed. The term makes the
     * lookahead fill a hole before a passing piece takes it, and prefer lines where a parked piece
     * leaves. With 30, level 8 finished first against five greedy players in 263 of 288 games
     * (seeds 1–4) against 250 without, and in 92 of 96 four-player games against 90; head to head
     * it scored 47.5% and 57.9% with 6 players and 49.3% twice with 4 (96 games each). 100 won
     * as often against greedy players and lost head to head (36.4% with 6 players).
     */
    static final int INTRUDER_COST = 30;

    private final StarBoard board;
    private final StarProgress progress;
    private final SearchControl control;
    private final int me;
    private final int[] moves = new int[(MAX_OWN_MOVES + 1) * StarBoard.MAX_MOVES];
    private final int[] gain = new int[(MAX_OWN_MOVES + 1) * StarBoard.MAX_MOVES];
    /** The others' answers to each own move of the line, to take back in reverse. */
    private final int[] replies = new int[(MAX_OWN_MOVES + 1) * MAX_PLAYERS];
    private final int[] scratch = new int[StarBoard.MAX_MOVES];
    private int cost;
    /** The average cost of the other players with pieces on the board at the root. */
    private final int othersCost;
    private long hash;
    private int rootBestMove;
    /** Each root move and its value at the depth searched last, for {@link #bestRootMoves}. */
    private final int[] rootMoves = new int[StarBoard.MAX_MOVES];
    private final int[] rootValues = new int[StarBoard.MAX_MOVES];
    private int rootCount;

    public StarLookahead(StarBoard board, StarProgress progress, SearchControl control) {
        this.board = board;
        this.progress = progress;
        this.control = control;
        this.me = board.side();
        int[] seatCost = new int[MAX_PLAYERS];
        int seatsWithPieces = 0;
        for (int hole = 0; hole < StarGeometry.HOLES; hole++) {
            int seat = board.seatOn(hole) - 1;
            if (seat >= 0) {
                seatsWithPieces |= 1 << seat;
                seatCost[seat] += progress.cost(seat, hole);
            }
            if (seat == me) {
                hash = hash * 31 + hole;
            }
        }
        cost = seatCost[me];
        int others = Integer.bitCount(seatsWithPieces & ~(1 << me));
        int total = 0;
        for (int seat = 0; seat < seatCost.length; seat++) {
            total += seat == me ? 0 : seatCost[seat];
        }
        othersCost = others == 0 ? 0 : total / others;
    }

    /** Deepens over own moves until the limits stop it; the game must go on. */
    public SearchOutcome search(int maxDepth, Consumer<SearchOutcome> onDepth) {
        int count = progress.rootMoves(board, moves, 0, board.generate(moves, 0));
        SearchOutcome best = new SearchOutcome(moves[0], othersCost - cost, 0, 0, 0);
        if (count == 1) {
            return best;
        }
        for (int depth = 1; depth <= Math.min(maxDepth, MAX_OWN_MOVES); depth++) {
            rootBestMove = 0;
            int score = value(depth, 0);
            if (rootBestMove != 0 && !control.stopped()) {
                best = new SearchOutcome(rootBestMove, score, depth, control.nodes(), control.elapsedMillis());
                onDepth.accept(best);
            }
            if (control.stopped() || Scores.isDecisive(score)) {
                break;
            }
        }
        return new SearchOutcome(best.move(), best.score(), best.depth(), control.nodes(), control.elapsedMillis());
    }

    /**
     * Up to {@code count} root moves, best first (the first of equals), whose value at the depth
     * searched last is within {@code margin} of the best, into {@code into}; returns how many.
     * Meaningful after a {@link #search} that was not stopped.
     */
    public int bestRootMoves(int[] into, int count, int margin) {
        int[] values = rootValues.clone();
        int[] moves = rootMoves.clone();
        int found = 0;
        while (found < Math.min(count, rootCount)) {
            int move = MoveSelection.pickBest(moves, values, 0, found, rootCount);
            if (found > 0 && values[found] < values[0] - margin) {
                break;
            }
            into[found++] = move;
        }
        return found;
    }

    /** The best value the mover can reach in {@code depth} more own moves, {@code ply} already made. */
    private int value(int depth, int ply) {
        int base = ply * StarBoard.MAX_MOVES;
        int count = board.generate(moves, base);
        if (ply == 0) {
            count = progress.rootMoves(board, moves, base, count);
        }
        for (int i = base; i < base + count; i++) {
            int move = moves[i];
            gain[i] = progress.gain(me, move);
        }
        int tried = ply == 0 ? count : Math.min(count, BEAM);
        int best = -Scores.INFINITY;
        for (int i = 0; i < tried; i++) {
            int move = pickBest(base, i, count);
            if (control.visit()) {
                return best;
            }
            int score = afterOwnMove(move, depth, ply);
            if (control.stopped()) {
                return best;
            }
            if (ply == 0) {
                rootMoves[i] = move;
                rootValues[i] = score;
                rootCount = i + 1;
            }
            if (score > best) {
                best = score;
                if (ply == 0) {
                    rootBestMove = move;
                }
            }
        }
        return best;
    }

    /** Plays the move, lets the others answer until the mover is to play again, and scores what follows. */
    private int afterOwnMove(int move, int depth, int ply) {
        int moved = -progress.gain(me, move);
        board.make(move);
        cost += moved;
        long lineHash = hash;
        hash = hash * 1_000_003 + move;
        int answers = 0;
        int score;
        if ((board.finishedSeats() & 1 << me) != 0) {
            score = Scores.won(ply + 1);
        } else if (board.isOver()) {
            score = Scores.lost(ply + 1);
        } else if (depth == 1) {
            score = othersCost - cost - INTRUDER_COST * progress.intruders(board, me) + control.noise(hash);
        } else {
            int at = ply * MAX_PLAYERS;
            // An answer may finish the mover (CC-15) while the game goes on (CC-16): it has won.
            while (board.side() != me && !board.isOver() && (board.finishedSeats() & 1 << me) == 0) {
                int reply = progress.greedyMove(board, scratch);
                board.make(reply);
                replies[at + answers++] = reply;
                // Each answer is a position visited: it counts towards the budget (the search
                // stops at the next own move when the budget is spent) and the bench's signature.
                control.visit();
            }
            // Another player finishing first ends the game (CC-12): the line is lost.
            score = (board.finishedSeats() & 1 << me) != 0 ? Scores.won(ply + 1)
                    : board.isOver() ? Scores.lost(ply + 1) : value(depth - 1, ply + 1);
            for (int r = answers - 1; r >= 0; r--) {
                board.unmake(replies[at + r]);
            }
        }
        board.unmake(move);
        cost -= moved;
        hash = lineHash;
        return score;
    }

    private int pickBest(int base, int i, int count) {
        return MoveSelection.pickBest(moves, gain, base, i, count);
    }
}
