package com.plyyard.ai;

import com.plyyard.ai.search.SearchLimits;
import com.plyyard.engine.Colour;
import com.plyyard.engine.Move;
import com.plyyard.engine.Position;
import java.util.List;
import java.util.SplittableRandom;

/** The computer player of every game and level: a search sized by {@link Level}, on the caller's thread. */
public final class SearchingPlayer implements ComputerPlayer {
    /**
     * Below this score, from its own side, a computer seat takes a draw offered (AL-5): one unit
     * of the evaluations, about two moves behind in a race, a lesser animal down in Dou Shou Qi.
     */
    static final int WORSE = -100;
    /**
     * The search behind a draw answer, whatever the level and the move time: an answer that came
     * from the time a move has would change with the machine's load (a 1–20 ms search of Halma's
     * start, stopped after an odd depth, had the side not to move two moves behind and accepting).
     */
    static final long DRAW_NODES = 300_000;

    private final ThinkingTimes times;

    /** Thinks {@link Level#DEFAULT_MILLIS} a move at level 8 in every game. */
    public SearchingPlayer() {
        this(ThinkingTimes.defaults());
    }

    /** @param times how long level 8 thinks in each game, and the cap of the other levels */
    public SearchingPlayer(ThinkingTimes times) {
        this.times = times;
    }

    @Override
    public Move choose(Position position, List<Position> earlier, int level, long seed, long mostMillis) {
        Level strength = Level.of(position.game(), position.settings(), level);
        SplittableRandom random = new SplittableRandom(seed);
        if (strength.careless() > 0 && random.nextDouble() < strength.careless()) {
            List<Move> moves = position.legalMoves();
            if (moves.isEmpty()) {
                throw new IllegalStateException("the game is over: there is no move to choose");
            }
            return moves.get(random.nextInt(moves.size()));
        }
        return SearchEngine.search(position, earlier,
                strength.limits(random.nextLong(), Math.min(times.millis(position.game()), mostMillis))).move();
    }

    @Override
    public boolean acceptsDraw(Position position, Colour colour, long mostMillis) {
        if (position.targetBlocked(colour)) {
            return true;
        }
        if (position.settings().players() != 2 || position.status().isOver()) {
            return false;
        }
        // Only a clock may cut it short: a timed game's seat cannot think beyond its time.
        SearchResult result = SearchEngine.search(position,
                new SearchLimits(DRAW_NODES, mostMillis == Long.MAX_VALUE ? 0 : mostMillis, 0, 0));
        int ours = position.sideToMove() == colour ? result.score() : -result.score();
        return ours < WORSE;
    }
}
