package com.plyyard.ai;

import com.plyyard.engine.Move;
import com.plyyard.engine.Position;
import java.util.List;
import java.util.SplittableRandom;

/** The computer player of every game and level: a search sized by {@link Level}, on the caller's thread. */
public final class SearchingPlayer implements ComputerPlayer {
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
    public Move choose(Position position, int level, long seed, long mostMillis) {
        Level strength = Level.of(position.game(), position.settings(), level);
        SplittableRandom random = new SplittableRandom(seed);
        if (strength.careless() > 0 && random.nextDouble() < strength.careless()) {
            List<Move> moves = position.legalMoves();
            if (moves.isEmpty()) {
                throw new IllegalStateException("the game is over: there is no move to choose");
            }
            return moves.get(random.nextInt(moves.size()));
        }
        return SearchEngine.search(position, strength.limits(random.nextLong(), Math.min(times.millis(position.game()), mostMillis))).move();
    }
}
