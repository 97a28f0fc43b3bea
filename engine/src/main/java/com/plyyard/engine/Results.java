package com.plyyard.engine;

import java.util.stream.Collectors;

/** The result text of game records, derived from a position's status. */
public final class Results {
    public static final String UNFINISHED = "*";
    public static final String DRAW = "1/2-1/2";

    private Results() {
    }

    /**
     * {@code *} while in progress, {@code 1/2-1/2} when drawn; with two players {@code 1-0} when
     * the first colour won and {@code 0-1} when the second did; with more, the finishing order.
     */
    public static String of(Position position) {
        return of(position.settings(), position.status());
    }

    /** The result of a game with these settings whose status is {@code status}. */
    public static String of(Settings settings, Status status) {
        return switch (status) {
            case Status.InProgress ignored -> UNFINISHED;
            case Status.Drawn ignored -> DRAW;
            case Status.Finished finished -> ofRanking(settings, finished);
        };
    }

    private static String ofRanking(Settings settings, Status.Finished finished) {
        if (settings.players() == 2) {
            return finished.winner() == settings.colours().get(0) ? "1-0" : "0-1";
        }
        return finished.ranking().stream()
                .map(colour -> String.valueOf(Character.toUpperCase(colour.letter())))
                .collect(Collectors.joining(","));
    }

    /** Whether {@code text} is a well-formed result for a game with these settings. */
    public static boolean isWellFormed(String text, Settings settings) {
        if (text.equals(UNFINISHED) || text.equals(DRAW)) {
            return true;
        }
        if (settings.players() == 2) {
            return text.equals("1-0") || text.equals("0-1");
        }
        String[] letters = text.split(",", -1);
        java.util.Set<Colour> seen = java.util.EnumSet.noneOf(Colour.class);
        for (String letter : letters) {
            Colour colour = letter.length() == 1 && Character.isUpperCase(letter.charAt(0))
                    ? Colour.ofLetter(letter.charAt(0)) : null;
            if (colour == null || !settings.colours().contains(colour) || !seen.add(colour)) {
                return false;
            }
        }
        return letters.length <= settings.players();
    }
}
