package com.plyyard.engine.halma;

import com.plyyard.engine.Move;
import com.plyyard.engine.Position;
import com.plyyard.engine.RedBlueSettings;
import java.util.List;

/** Builds Halma positions for tests from piece lists such as {@code "Rh8 Bi9"}. */
final class Setup {
    static final String START = "RRRRR11/RRRRR11/RRRR12/RRR13/RR14/16/16/16/16/16/16/14BB/13BBB/12BBBB/11BBBBB/11BBBBB r 1";
    static final List<String> RED_CAMP = List.of("a16", "b16", "c16", "d16", "e16", "a15", "b15", "c15", "d15",
            "e15", "a14", "b14", "c14", "d14", "a13", "b13", "c13", "a12", "b12");
    static final List<String> BLUE_CAMP = List.of("l1", "m1", "n1", "o1", "p1", "l2", "m2", "n2", "o2", "p2",
            "m3", "n3", "o3", "p3", "n4", "o4", "p4", "o5", "p5");

    private Setup() {
    }

    /** The notation of a board with these pieces ({@code R} or {@code B} then a square name). */
    static String notation(String side, int moveNumber, String pieces) {
        char[][] grid = new char[16][16];
        for (char[] row : grid) {
            java.util.Arrays.fill(row, '.');
        }
        for (String piece : pieces.trim().split("\\s+")) {
            if (piece.isEmpty()) {
                continue;
            }
            int file = piece.charAt(1) - 'a';
            int rank = Integer.parseInt(piece.substring(2)) - 1;
            grid[15 - rank][file] = piece.charAt(0);
        }
        StringBuilder text = new StringBuilder();
        for (int r = 0; r < 16; r++) {
            if (r > 0) {
                text.append('/');
            }
            int run = 0;
            for (char c : grid[r]) {
                if (c == '.') {
                    run++;
                    continue;
                }
                if (run > 0) {
                    text.append(run);
                    run = 0;
                }
                text.append(c);
            }
            if (run > 0) {
                text.append(run);
            }
        }
        return text + " " + side + " " + moveNumber;
    }

    static HalmaPosition position(String side, String pieces) {
        return Halma.GAME.parsePosition(RedBlueSettings.INSTANCE, notation(side, 1, pieces));
    }

    /** The pieces of a whole camp with one letter, as a piece list. */
    static String camp(char letter, List<String> squares) {
        StringBuilder pieces = new StringBuilder();
        squares.forEach(s -> pieces.append(' ').append(letter).append(s));
        return pieces.toString();
    }

    /** The legal moves as "start-end" texts. */
    static List<String> startEnds(Position position) {
        return position.legalMoves().stream().map(Move::startEnd).toList();
    }

    /** The destinations of the piece on {@code from}. */
    static List<String> destinations(Position position, String from) {
        return position.legalMoves().stream().filter(m -> !m.isPass() && m.from().name().equals(from))
                .map(m -> m.to().name()).sorted().toList();
    }

    static Move move(Position position, String text) {
        return position.parseMove(text);
    }
}
