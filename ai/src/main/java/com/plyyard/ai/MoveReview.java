package com.plyyard.ai;

import com.plyyard.ai.SearchEngine.RaceCounts;
import com.plyyard.ai.chinesecheckers.SoloFinish;
import com.plyyard.ai.chinesecheckers.StarProgress;
import com.plyyard.ai.search.Scores;
import com.plyyard.engine.Move;
import com.plyyard.engine.Position;
import com.plyyard.engine.chinesecheckers.ChineseCheckersPosition;
import com.plyyard.engine.chinesecheckers.ChineseCheckersSettings;
import com.plyyard.engine.halma.HalmaPosition;
import com.plyyard.engine.jungle.JunglePosition;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * One move of a finished game judged against the computer's best move, for the game review: the
 * review asks it move by move, so that the page can show its progress and stop it.
 *
 * <p>Values are in hundredths of the game's unit ({@link ReviewScale}): points of the Dou Shou
 * Qi evaluation, or moves of the race. Two players: the position after the best move and the
 * position after the move played are searched alike, one ply shallower than asked, so the two
 * values compare; a forced result counts as {@link ReviewScale#cap} (a win thrown away, or a
 * loss walked into, always loses more than a blunder's threshold; a slower win loses nothing).
 * A two-player race in which both positions are solved exactly ({@code RaceFinish}) is valued by
 * its exact moves to finish instead. 3–6 players: how much nearer its target camp the search's
 * best move brings the mover's pieces than the move played ({@link StarProgress}); the values
 * shown are the seats' estimated moves to finish ({@link SoloFinish}), which jump by several
 * moves between neighbouring positions and so would mark good moves.
 *
 * @param best the search's best move (the better move a mark shows)
 * @param before the value after the best move, from the first player's view (higher is better for it);
 *        with 3+ players, the first seat's lead in estimated moves over the nearest other seat
 * @param after the value after the move played, from the same view
 * @param loss what the move played lost against the best, from the mover's view, never below 0
 * @param mark how bad that is, empty below an inaccuracy
 */
public record MoveReview(Move best, int before, int after, int loss, Optional<Mark> mark) {
    /** Budget of each exact race finish, as the analysis board's ({@link Analysis#RACE_NODES}). */
    private static final long RACE_NODES = Analysis.RACE_NODES;

    /** The marks, mildest first, with the symbols of chess annotation. */
    public enum Mark {
        INACCURACY("?!"), MISTAKE("?"), BLUNDER("??");

        private final String symbol;

        Mark(String symbol) {
            this.symbol = symbol;
        }

        public String symbol() {
            return symbol;
        }
    }

    /**
     * @param depth the search's depth, at least 2 (the positions after the moves are searched one ply shallower)
     * @param maxNodes each search's node budget
     * @throws IllegalArgumentException when the move is not legal, the depth below 2 or the budget not positive
     * @throws IllegalStateException when the game is over
     */
    public static MoveReview of(Position position, Move played, int depth, long maxNodes) {
        if (depth < 2 || maxNodes <= 0) {
            throw new IllegalArgumentException("a review needs a depth of at least 2 and a positive node budget");
        }
        if (!position.legalMoves().contains(played)) {
            throw new IllegalArgumentException("the move reviewed is not legal: " + played);
        }
        ReviewScale scale = ReviewScale.of(position);
        Move best = SearchEngine.search(position, Analysis.limits(maxNodes, depth)).move();
        Position afterBest = position.play(best);
        Position afterPlayed = position.play(played);
        if (position.settings().players() > 2) {
            return ofEstimates((ChineseCheckersPosition) position, best, played, afterBest, afterPlayed, scale);
        }
        int bestValue = moverValue(position, afterBest, depth, maxNodes, scale);
        int playedValue = played.equals(best) ? bestValue : moverValue(position, afterPlayed, depth, maxNodes, scale);
        Optional<RaceCounts> bestRace = SearchEngine.racesToFinish(afterBest, RACE_NODES);
        Optional<RaceCounts> playedRace = bestRace.isEmpty() || played.equals(best) ? bestRace
                : SearchEngine.racesToFinish(afterPlayed, RACE_NODES);
        if (playedRace.isPresent()) {
            bestValue = exactRace(bestRace.get());
            playedValue = exactRace(playedRace.get());
        }
        int sign = position.sideToMove() == position.settings().colours().get(0) ? 1 : -1;
        int loss = Math.max(0, bestValue - playedValue);
        return new MoveReview(best, sign * bestValue, sign * playedValue, loss, scale.mark(loss));
    }

    /** The value of the position after a move from the mover's view, in the scale's hundredths. */
    private static int moverValue(Position position, Position after, int depth, long maxNodes, ReviewScale scale) {
        int score = after.status().isOver() ? Analysis.ended(position, after)
                : Analysis.fromParent(SearchEngine.search(after, Analysis.limits(maxNodes, depth - 1)).score());
        if (Scores.isDecisive(score)) {
            return score > 0 ? scale.cap() : -scale.cap();
        }
        return Math.clamp(scale.hundredths(score), -scale.cap(), scale.cap());
    }

    /** A solved race after the mover's move, from its view: the other side's moves to finish less its own. */
    private static int exactRace(RaceCounts after) {
        return 100 * (after.sideToMove() - after.other());
    }

    private static MoveReview ofEstimates(ChineseCheckersPosition position, Move best, Move played, Position afterBest,
            Position afterPlayed, ReviewScale scale) {
        StarProgress progress = new StarProgress(position.settings());
        int mover = position.settings().colours().indexOf(position.sideToMove());
        int loss = Math.max(0, scale.hundredths(gain(progress, mover, best) - gain(progress, mover, played)));
        return new MoveReview(best, firstSeatLead(SoloFinish.estimate((ChineseCheckersPosition) afterBest)),
                firstSeatLead(SoloFinish.estimate((ChineseCheckersPosition) afterPlayed)), loss, scale.mark(loss));
    }

    /** How much nearer its target camp a move brings the mover's pieces, in the race search's units. */
    private static int gain(StarProgress progress, int mover, Move move) {
        return move.isPass() ? 0 : progress.cost(mover, move.from().index()) - progress.cost(mover, move.to().index());
    }

    /**
     * How many estimated moves the first seat is ahead of the nearest other seat (negative when
     * behind), in hundredths; 0 when its own estimate or every other's is unknown.
     */
    private static int firstSeatLead(List<OptionalInt> estimates) {
        OptionalInt first = estimates.get(0);
        OptionalInt nearest = estimates.subList(1, estimates.size()).stream().filter(OptionalInt::isPresent)
                .mapToInt(OptionalInt::getAsInt).min();
        return first.isPresent() && nearest.isPresent() ? 100 * (nearest.getAsInt() - first.getAsInt()) : 0;
    }

    /**
     * The unit of a game's review and its marks' thresholds, in hundredths of the unit: a move
     * is marked when it loses at least the threshold against the best move.
     *
     * @param unit {@code "points"} (Dou Shou Qi) or {@code "moves"} (the races)
     * @param searchUnits what one unit is worth in the search's evaluation
     * @param cap the value of a forced result, and the most any value counts
     */
    public record ReviewScale(String unit, int searchUnits, int inaccuracy, int mistake, int blunder, int cap) {
        /**
         * Dou Shou Qi, in points of the evaluation (a cat is worth 2, a leopard 4, an elephant 9):
         * half a cat's worth lost is an inaccuracy, about a cat a mistake, a leopard a blunder.
         */
        static final ReviewScale POINTS = new ReviewScale("points", 100, 80, 180, 400, 2000);
        /**
         * The races, in moves: one and a half moves lost is an inaccuracy, three a mistake, six (a
         * piece left behind, a camp's door closed on oneself) a blunder. A move is worth what a
         * typical move of the computer's own games gains in the race search's evaluation, which
         * differs by game and setting (docs/browser-engine.md, "The game review").
         */
        static ReviewScale moves(int searchUnits) {
            return new ReviewScale("moves", searchUnits, 150, 300, 600, 2000);
        }

        public static ReviewScale of(Position position) {
            if (position instanceof JunglePosition) {
                return POINTS;
            }
            if (position instanceof HalmaPosition) {
                return moves(150);
            }
            if (position.settings().players() > 2) {
                return moves(50);
            }
            return position.settings().options().contains(ChineseCheckersSettings.LONG_JUMP) ? moves(100) : moves(70);
        }

        /** A search's score (not a forced result) in hundredths of the unit. */
        int hundredths(int score) {
            return score * 100 / searchUnits;
        }

        Optional<Mark> mark(int loss) {
            if (loss >= blunder) {
                return Optional.of(Mark.BLUNDER);
            }
            if (loss >= mistake) {
                return Optional.of(Mark.MISTAKE);
            }
            return loss >= inaccuracy ? Optional.of(Mark.INACCURACY) : Optional.empty();
        }
    }
}
