package com.plyyard.ai.search;

/**
 * What a search found, with the best move still packed as its board makes it.
 *
 * @param move the best move found, packed
 * @param score from the side to move's view (see {@link Scores})
 * @param depth the last depth searched to the end: plies (with 3 players an own move or a
 *     round of replies), or the side to move's own moves in the lookahead of 4 and 6 players
 */
public record SearchOutcome(int move, int score, int depth, long nodes, long millis) {
}
