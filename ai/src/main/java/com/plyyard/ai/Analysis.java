package com.plyyard.ai;

import com.plyyard.ai.SearchEngine.RaceCounts;
import com.plyyard.ai.chinesecheckers.SoloFinish;
import com.plyyard.ai.search.Scores;
import com.plyyard.ai.search.SearchLimits;
import com.plyyard.engine.Move;
import com.plyyard.engine.Position;
import com.plyyard.engine.Status;
import com.plyyard.engine.chinesecheckers.ChineseCheckersPosition;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * What the analysis board shows of a position: the evaluation, the best line and the best moves
 * with their evaluations, found by the computer's own search (no noise) to a given depth.
 *
 * <p>Two-player games: the search of the whole position picks the best move; every legal move
 * is ranked by a shallow search of the position after it ({@value #RANKING_DEPTH} ply), and the
 * best move with the two best others are each searched one ply shallower than asked from the
 * position after them, so the three evaluations are alike and comparable. The best line goes on
 * from the best of the three, each next move the search's best at one ply less. A solved race
 * adds each side's moves to finish, within a budget of its own ({@value #RACE_NODES} nodes a
 * side). 3–6 player Chinese checkers: the search's best move, and each seat's estimated own
 * moves to finish ({@link SoloFinish}). A depth and a node budget for
 * each search make the answer depend only on its arguments.
 *
 * @param score the evaluation from the side to move's view (see {@link Scores})
 * @param depth the depth searched, in the search's units ({@link SearchResult#depth})
 * @param line the best line, starting with the best move
 * @param best the best moves, best first: up to 3 with two players, the search's one with more
 * @param race both sides' moves to finish a solved two-player race
 * @param seats with 3+ players, each seat's estimated own moves to finish, in turn order
 */
public record Analysis(int score, int depth, List<Move> line, List<Evaluated> best, Optional<RaceCounts> race,
        List<OptionalInt> seats) {
    /** Plies of the search that ranks every legal move. */
    static final int RANKING_DEPTH = 1;
    /**
     * The race finish's budget for each side, whatever the searches': a finish of a few moves
     * takes thousands of nodes, and it is tried only once the armies are apart.
     */
    static final long RACE_NODES = 200_000;
    /** Moves whose evaluation is given. */
    static final int SHOWN = 3;

    public Analysis {
        line = List.copyOf(line);
        best = List.copyOf(best);
        seats = List.copyOf(seats);
    }

    /** A move and its evaluation from the side to move's view. */
    public record Evaluated(Move move, int score) {
    }

    /**
     * @param depth at least 2 with two players (the best moves are searched one ply shallower)
     * @param maxNodes each search's node budget
     * @throws IllegalStateException when the game is over
     * @throws IllegalArgumentException when the depth is below 2 or the budget not positive
     */
    public static Analysis of(Position position, int depth, long maxNodes) {
        if (depth < 2 || maxNodes <= 0) {
            throw new IllegalArgumentException("analysis needs a depth of at least 2 and a positive node budget");
        }
        SearchResult whole = SearchEngine.search(position, limits(maxNodes, depth));
        if (position instanceof ChineseCheckersPosition star && star.settings().players() > 2) {
            return new Analysis(whole.score(), whole.depth(), List.of(whole.move()),
                    List.of(new Evaluated(whole.move(), whole.score())), Optional.empty(), SoloFinish.estimate(star));
        }
        List<Searched> searched = new ArrayList<>();
        for (Move move : candidates(position, whole.move(), maxNodes)) {
            Position after = position.play(move);
            SearchResult reply = after.status().isOver() ? null : SearchEngine.search(after, limits(maxNodes, depth - 1));
            searched.add(new Searched(new Evaluated(move, reply == null ? ended(position, after)
                    : fromParent(reply.score())), reply == null ? null : reply.move()));
        }
        // A stable sort: of equal evaluations the whole search's choice stays first.
        searched.sort(Comparator.comparingInt((Searched candidate) -> -candidate.evaluated().score()));
        Evaluated top = searched.get(0).evaluated();
        List<Move> line = line(position.play(top.move()), searched.get(0).reply(), depth - 1, maxNodes);
        line.add(0, top.move());
        return new Analysis(top.score(), depth, line, searched.stream().map(Searched::evaluated).toList(),
                SearchEngine.racesToFinish(position, RACE_NODES), List.of());
    }

    /** A candidate's evaluation and the reply its search found (null when the move ends the game). */
    private record Searched(Evaluated evaluated, Move reply) {
    }

    /** The whole search's best move, then the two best others by the ranking search. */
    private static List<Move> candidates(Position position, Move chosen, long maxNodes) {
        List<Evaluated> ranked = new ArrayList<>();
        for (Move move : position.legalMoves()) {
            if (!move.equals(chosen)) {
                Position after = position.play(move);
                ranked.add(new Evaluated(move, after.status().isOver() ? ended(position, after)
                        : fromParent(SearchEngine.search(after, limits(maxNodes, RANKING_DEPTH)).score())));
            }
        }
        // A stable sort: equal evaluations keep the legal moves' order.
        ranked.sort(Comparator.comparingInt((Evaluated evaluated) -> -evaluated.score()));
        List<Move> candidates = new ArrayList<>();
        candidates.add(chosen);
        ranked.stream().limit(SHOWN - 1).forEach(evaluated -> candidates.add(evaluated.move()));
        return candidates;
    }

    /** The best line from {@code position}, whose best move at {@code depth} plies is {@code first}. */
    private static List<Move> line(Position position, Move first, int depth, long maxNodes) {
        List<Move> line = new ArrayList<>();
        Move next = first;
        for (int left = depth; next != null; left--) {
            line.add(next);
            position = position.play(next);
            next = left <= 1 || position.status().isOver() ? null
                    : SearchEngine.search(position, limits(maxNodes, left - 1)).move();
        }
        return line;
    }

    /** A child's score seen from its parent: negated, a forced result one ply further away. */
    static int fromParent(int childScore) {
        if (!Scores.isDecisive(childScore)) {
            return -childScore;
        }
        return childScore > 0 ? Scores.lost(Scores.WIN - childScore + 1) : Scores.won(Scores.WIN + childScore + 1);
    }

    /** The score of a move that ends the game, for the side that made it. */
    static int ended(Position before, Position after) {
        if (after.status() instanceof Status.Finished finished) {
            return finished.winner() == before.sideToMove() ? Scores.won(1) : Scores.lost(1);
        }
        return 0;
    }

    static SearchLimits limits(long maxNodes, int depth) {
        return new SearchLimits(maxNodes, 0, 0, 0, depth);
    }
}
