package com.plyyard.engine;

import java.util.List;

/** Where a game stands. */
public sealed interface Status {
    /** The game goes on. */
    record InProgress() implements Status {
    }

    /**
     * The game is over with a ranking: the winner first, then the next finishers in order. In a
     * two-player game the ranking holds the winner alone.
     */
    record Finished(List<Colour> ranking) implements Status {
        public Finished {
            ranking = List.copyOf(ranking);
            if (ranking.isEmpty()) {
                throw new IllegalArgumentException("a finished game has a winner");
            }
        }

        public Colour winner() {
            return ranking.get(0);
        }
    }

    /** The game is drawn; the reason says which rule drew it. */
    record Drawn(String reason) implements Status {
    }

    default boolean isOver() {
        return !(this instanceof InProgress);
    }
}
