package com.plyyard.engine;

import java.util.List;
import java.util.stream.Collectors;

/**
 * A move is its path: every square the moving piece occupies, from start to end. An empty path
 * is a pass. The canonical text joins square names with {@code -}, or is {@code pass}.
 */
public record Move(List<Square> path) {
    public static final Move PASS = new Move(List.of());

    public Move {
        path = List.copyOf(path);
        if (path.size() == 1) {
            throw new IllegalArgumentException("a move path needs at least two squares");
        }
    }

    public static Move of(Square... path) {
        return new Move(List.of(path));
    }

    public boolean isPass() {
        return path.isEmpty();
    }

    public Square from() {
        return path.get(0);
    }

    public Square to() {
        return path.get(path.size() - 1);
    }

    /** The move as a listing shows it: {@code start-end}, or {@code pass}. */
    public String startEnd() {
        return isPass() ? "pass" : from().name() + "-" + to().name();
    }

    @Override
    public String toString() {
        return isPass() ? "pass" : path.stream().map(Square::name).collect(Collectors.joining("-"));
    }
}
