package com.plyyard.engine;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;

/** Parses the text of a move: square names joined by {@code -} (or {@code x}), or {@code pass}. */
public final class MoveText {
    private MoveText() {
    }

    /**
     * @param squares finds a square by lower-case name, throwing {@link NotationException} if none
     * @param passAllowed whether the game has passes at all
     */
    public static Move parse(String text, Function<String, Square> squares, boolean passAllowed) {
        if (text == null || text.isBlank()) {
            throw new NotationException("the move is empty");
        }
        String lower = text.trim().toLowerCase(Locale.ROOT);
        if (lower.equals("pass")) {
            if (!passAllowed) {
                throw new NotationException("this game has no pass");
            }
            return Move.PASS;
        }
        String[] names = lower.split("[-x]", -1);
        if (names.length < 2) {
            throw new NotationException("the move '" + text.trim() + "' needs at least two squares joined by '-'");
        }
        List<Square> path = new ArrayList<>(names.length);
        for (String name : names) {
            if (name.isEmpty()) {
                throw new NotationException("the move '" + text.trim() + "' has an empty square name");
            }
            path.add(squares.apply(name));
        }
        return new Move(path);
    }
}
