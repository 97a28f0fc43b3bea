package com.plyyard.engine;

/**
 * A square (or hole) of a board: its index in the game's own numbering and its notation name.
 * Two squares are equal when both agree; squares are made only by the game that owns the board.
 */
public record Square(int index, String name) implements Comparable<Square> {
    @Override
    public int compareTo(Square other) {
        return Integer.compare(index, other.index);
    }

    @Override
    public String toString() {
        return name;
    }
}
