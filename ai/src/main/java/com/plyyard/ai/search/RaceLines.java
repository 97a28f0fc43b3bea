package com.plyyard.ai.search;

/**
 * The lines of a race board (Chinese checkers, Halma): for each square, its neighbours in a fixed
 * number of directions and the square behind each neighbour on the same line, as a step (CC-3,
 * HA-2) and a jump (CC-4, HA-3) reach them.
 *
 * @param directions how many directions each square has (6 on the star, 8 in Halma)
 * @param neighbour {@code neighbour[directions * square + k]}: the neighbour in direction k, −1 for none
 * @param behind the square behind that neighbour on the same line, −1 off the board
 */
public record RaceLines(int directions, int[] neighbour, int[] behind) {
    /** No lines: for a race in which no piece can be walled in to any effect ({@link RaceWalls} finds none). */
    public static final RaceLines NONE = new RaceLines(0, new int[0], new int[0]);
}
