package com.plyyard.ai;

import com.plyyard.ai.search.Scores;
import com.plyyard.engine.Move;

/**
 * A search's answer: the move with its whole path, and what the search thinks of it.
 *
 * @param score from the side to move's view (see {@link Scores}: hundredths, or a forced result)
 * @param depth the last depth searched to the end (plies: with 3 players an own move or
 *     a round of replies; own moves with 4 and 6)
 */
public record SearchResult(Move move, int score, int depth, long nodes, long millis) {

    /** The score as people read it: {@code +1.25}, {@code win in 3 plies} … */
    public String scoreText() {
        return Scores.text(score);
    }

    /** Nodes per second over the search, 0 when it took no measurable time. */
    public long nodesPerSecond() {
        return millis == 0 ? 0 : nodes * 1000 / millis;
    }
}
