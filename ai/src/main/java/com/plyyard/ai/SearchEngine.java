package com.plyyard.ai;

import com.plyyard.ai.chinesecheckers.StarBestReply;
import com.plyyard.ai.chinesecheckers.StarLookahead;
import com.plyyard.ai.chinesecheckers.StarPlayout;
import com.plyyard.ai.chinesecheckers.StarProgress;
import com.plyyard.ai.chinesecheckers.StarSearchBoard;
import com.plyyard.ai.halma.HalmaSearchBoard;
import com.plyyard.ai.jungle.JungleSearchBoard;
import com.plyyard.ai.search.AlphaBeta;
import com.plyyard.ai.search.RaceFinish;
import com.plyyard.ai.search.RaceSearchBoard;
import com.plyyard.ai.search.SearchBoard;
import com.plyyard.ai.search.SearchControl;
import com.plyyard.ai.search.SearchLimits;
import com.plyyard.ai.search.SearchOutcome;
import com.plyyard.engine.Move;
import com.plyyard.engine.Position;
import com.plyyard.engine.chinesecheckers.ChineseCheckers;
import com.plyyard.engine.chinesecheckers.ChineseCheckersPosition;
import com.plyyard.engine.chinesecheckers.StarBoard;
import com.plyyard.engine.halma.Halma;
import com.plyyard.engine.halma.HalmaPosition;
import com.plyyard.engine.jungle.Jungle;
import com.plyyard.engine.jungle.JunglePosition;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;
import java.util.function.IntUnaryOperator;

/**
 * The computer's search for every game, on the calling thread: picks the game's search and
 * evaluation, runs it within the limits and answers with a legal move and its whole path. The
 * stop flag ends it early with the best move found so far. With a node budget and no time limit
 * the answer depends only on the position and the limits.
 */
public final class SearchEngine {
    private SearchEngine() {
    }

    /** A search of {@code position} as if the game had started there. */
    public static SearchResult search(Position position, SearchLimits limits) {
        return search(position, List.of(), limits);
    }

    /** @param earlier the game's positions before {@code position}, oldest first */
    public static SearchResult search(Position position, List<Position> earlier, SearchLimits limits) {
        return search(position, earlier, limits, new AtomicBoolean(), result -> { });
    }

    /**
     * @param earlier the game's positions before {@code position}, oldest first: in Dou Shou Qi a
     *     line that comes back to one of them is worth the draw (JU-9), as one that comes back to
     *     a position of its own; with 4 players, the others' moves in them tell whether they play
     *     greedily
     * @param stop raise it to end the search early
     * @param onDepth called on this thread after each finished depth with the best move so far
     * @throws IllegalStateException when the game is over
     */
    public static SearchResult search(Position position, List<Position> earlier, SearchLimits limits,
            AtomicBoolean stop, Consumer<SearchResult> onDepth) {
        // The clock starts before the legal paths are listed: the time budget covers the whole answer.
        SearchControl control = new SearchControl(limits, stop);
        List<Move> legal = position.legalMoves();
        if (position.status().isOver() || legal.isEmpty()) {
            throw new IllegalStateException("the game is over: there is no move to choose");
        }
        int tableBits = tableBits(limits);
        return switch (position.game()) {
            case ChineseCheckers game -> {
                ChineseCheckersPosition star = (ChineseCheckersPosition) position;
                StarBoard board = star.searchBoard();
                StarProgress progress = new StarProgress(star.settings());
                if (star.settings().players() == 2) {
                    yield alphaBeta(new StarSearchBoard(board, progress, star.settings(), star.moveNumber()), control, tableBits, legal,
                            onDepth);
                }
                PathFinder paths = new PathFinder(legal, StarBoard.PACKING::from, StarBoard.PACKING::to);
                Consumer<SearchOutcome> report = found -> onDepth.accept(paths.result(found));
                SearchOutcome outcome = star.settings().players() == 3
                        ? new StarBestReply(board, progress, control).search(limits.maxDepth(), report)
                        : byTimeAlone(limits)
                                ? new StarPlayout(star, earlier.stream().map(ChineseCheckersPosition.class::cast).toList(),
                                        board, progress, control).search(limits.maxDepth(), report)
                        : new StarLookahead(board, progress, control).search(limits.maxDepth(), report);
                yield paths.result(outcome);
            }
            case Halma game -> alphaBeta(new HalmaSearchBoard(((HalmaPosition) position).searchBoard(),
                    position.moveNumber()), control, tableBits, legal, onDepth);
            case Jungle game -> alphaBeta(new JungleSearchBoard(((JunglePosition) position).searchBoard(),
                    earlier.stream().map(JunglePosition.class::cast).toList()), control, tableBits, legal,
                    onDepth);
        };
    }

    /**
     * The fewest own moves the side to move of a two-player race (Chinese checkers, Halma) needs
     * to fill its target camp, the other side's pieces standing where they are: exact, by the
     * race finish ({@code RaceFinish}). Empty when the position is no two-player race, is over,
     * the armies are not apart for the side to move, or the node budget ran out.
     */
    public static OptionalInt fewestOwnMovesToFinish(Position position, long maxNodes) {
        RaceFinish finish = raceFinish(position, maxNodes);
        int moves = finish == null ? -1 : finish.fewestOwnMoves();
        return moves < 0 ? OptionalInt.empty() : OptionalInt.of(moves);
    }

    /**
     * Both sides' fewest own moves to finish a two-player race, each as if it were to move (see
     * {@link #fewestOwnMovesToFinish}), within {@code maxNodes} each: empty unless both are solved.
     */
    public static Optional<RaceCounts> racesToFinish(Position position, long maxNodes) {
        RaceFinish toMove = raceFinish(position, maxNodes);
        int mine = toMove == null ? -1 : toMove.fewestOwnMoves();
        int theirs = mine < 0 ? -1 : raceFinish(position, maxNodes).otherSideFewestOwnMoves();
        return theirs < 0 ? Optional.empty() : Optional.of(new RaceCounts(mine, theirs));
    }

    /** Each side's fewest own moves to finish a solved race: the side to move's and the other's. */
    public record RaceCounts(int sideToMove, int other) {
    }

    /** The race finish of a two-player race in progress, with its own node budget; null for any other position. */
    private static RaceFinish raceFinish(Position position, long maxNodes) {
        if (position.status().isOver()) {
            return null;
        }
        RaceSearchBoard race = switch (position) {
            case ChineseCheckersPosition star when star.settings().players() == 2 ->
                    new StarSearchBoard(star.searchBoard(), new StarProgress(star.settings()), star.settings(),
                            star.moveNumber());
            case HalmaPosition halma -> new HalmaSearchBoard(halma.searchBoard(), halma.moveNumber());
            default -> null;
        };
        return race == null ? null
                : race.finish(new SearchControl(SearchLimits.nodes(maxNodes), new AtomicBoolean()));
    }

    private static SearchResult alphaBeta(SearchBoard board, SearchControl control, int tableBits, List<Move> legal,
            Consumer<SearchResult> onDepth) {
        PathFinder paths = new PathFinder(legal, board::from, board::to);
        // Only level 8 and searches given a time solve a race's end exactly (RaceFinish), with
        // half their time: exact endings narrow the gap between levels of different depths. With
        // every level solving them, 3 of 32 two-player games between levels 5 and 4 turned into
        // wins of level 4 and 1 the other way (68.8% to 62.5%, the same openings).
        if (board instanceof RaceSearchBoard race && byTimeAlone(control.limits())) {
            SearchOutcome finish = race.finish(control.part(SearchLimits.UNLIMITED_NODES,
                    control.limits().maxMillis() / 2)).solve();
            if (finish != null) {
                SearchResult result = paths.result(finish);
                onDepth.accept(result);
                return result;
            }
        }
        SearchOutcome outcome = new AlphaBeta(board, control, tableBits)
                .search(control.limits().maxDepth(), found -> onDepth.accept(paths.result(found)));
        return paths.result(outcome);
    }

    /**
     * Whether only time bounds the search: level 8, or a search given a time. With 4 and 6
     * players such a search spends what the lookahead leaves on play-outs, and with 2 it solves
     * the end of a race exactly; searches by nodes or depth (levels 1–7, the greedy player, the
     * bench) keep to the lookahead and the alpha-beta search, so that they stay repeatable and
     * the levels below 8 keep their measured strength.
     */
    private static boolean byTimeAlone(SearchLimits limits) {
        return limits.maxNodes() == SearchLimits.UNLIMITED_NODES && limits.maxMillis() > 0;
    }

    /** A table about twice the nodes a budget allows, from 64 KiB to 8 MiB (searches by time get the most). */
    private static int tableBits(SearchLimits limits) {
        long nodes = Math.min(limits.maxNodes(), 1L << 30);
        int bits = 64 - Long.numberOfLeadingZeros(nodes) + 1;
        return Math.clamp(bits, 12, 19);
    }

    /** Finds the legal move (with its whole path) of a packed move's start and end. */
    private record PathFinder(List<Move> legal, IntUnaryOperator from, IntUnaryOperator to) {

        SearchResult result(SearchOutcome outcome) {
            return new SearchResult(move(outcome.move()), outcome.score(), outcome.depth(), outcome.nodes(),
                    outcome.millis());
        }

        private Move move(int packed) {
            int start = from.applyAsInt(packed);
            for (Move move : legal) {
                if (start < 0 ? move.isPass()
                        : !move.isPass() && move.from().index() == start && move.to().index() == to.applyAsInt(packed)) {
                    return move;
                }
            }
            throw new IllegalStateException("the search chose a move that is not legal: " + packed);
        }
    }
}
