package com.plyyard.ai.search;

/**
 * What a search found, with the best move still packed as its board makes it.
 *
 * @param move the best move found, packed
 * @param score from the side to move's view (see {@link Scores})
 * @param depth the last depth searched to the end (in plies; with 3+ players a ply is an own move
 *     or a round of the opponents' replies)
 */
public record SearchOutcome(int move, int score, int depth, long nodes, long millis) {
}
