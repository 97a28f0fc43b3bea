package com.plyyard.table;

import com.plyyard.engine.Move;
import com.plyyard.engine.NotationException;
import com.plyyard.engine.Position;
import com.plyyard.engine.Square;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Where a chain may go next: every square s such that the path so far plus s is a legal move,
 * and whether the path so far may end the move. The engine judges; the browser only asks. Only
 * the ends of the version's legal moves from the path's start are tried, since a longer legal
 * path is itself a move from that start to its last square.
 */
public final class ChainHops {
    private ChainHops() {
    }

    /** The answer to a {@code hops} question. */
    public record Hops(String path, List<String> next, boolean stop) {
    }

    /**
     * @param legal the paths of the legal moves of {@code position} (one per start and end)
     * @throws ApiError {@code bad-notation} for a path that names no square
     */
    public static Hops after(Position position, List<String> legal, String path) {
        List<Square> prefix;
        try {
            prefix = parse(position, path);
        } catch (NotationException e) {
            throw new ApiError("bad-notation", 400, e.getMessage());
        }
        String from = prefix.get(0).name();
        List<String> next = new ArrayList<>();
        for (Square square : legal.stream().filter(p -> p.startsWith(from + "-"))
                .map(p -> position.square(p.substring(p.lastIndexOf('-') + 1))).distinct().sorted().toList()) {
            List<Square> longer = new ArrayList<>(prefix);
            longer.add(square);
            if (isLegal(position, new Move(longer))) {
                next.add(square.name());
            }
        }
        boolean stop = prefix.size() > 1 && isLegal(position, new Move(prefix));
        return new Hops(path.strip().toLowerCase(Locale.ROOT), next, stop);
    }

    private static List<Square> parse(Position position, String path) {
        if (path == null || path.isBlank()) {
            throw new NotationException("the path is empty");
        }
        List<Square> squares = new ArrayList<>();
        for (String name : path.strip().split("-", -1)) {
            squares.add(position.square(name));
        }
        return squares;
    }

    private static boolean isLegal(Position position, Move move) {
        try {
            position.play(move);
            return true;
        } catch (IllegalArgumentException e) {
            return false;
        }
    }
}
