package com.plyyard.engine.jungle;

import com.plyyard.engine.Move;
import com.plyyard.engine.Position;
import com.plyyard.engine.RedBlueSettings;
import java.util.Set;
import java.util.TreeSet;

/** Builds test positions from a few pieces, such as {@code setup("r", "La4", "rb5")}. */
final class Setups {
    private Setups() {
    }

    static JunglePosition parse(String notation) {
        return Jungle.GAME.parsePosition(RedBlueSettings.INSTANCE, notation);
    }

    /**
     * @param side {@code r} or {@code b}
     * @param pieces a piece letter (upper case red) then a square, such as {@code Ea3} or {@code rb4}
     */
    static JunglePosition setup(String side, String... pieces) {
        return setup(side, 0, pieces);
    }

    static JunglePosition setup(String side, int quietPlies, String... pieces) {
        return parse(notation(side, quietPlies, pieces));
    }

    static String notation(String side, int quietPlies, String... pieces) {
        char[][] grid = new char[7][9];
        for (char[] file : grid) {
            java.util.Arrays.fill(file, '.');
        }
        for (String piece : pieces) {
            grid[piece.charAt(1) - 'a'][piece.charAt(2) - '1'] = piece.charAt(0);
        }
        return format(grid, side, quietPlies, 1);
    }

    /** Formats a [file][rank] grid of letters ({@code .} empty) as position notation. */
    static String format(char[][] grid, String side, int quietPlies, int moveNumber) {
        StringBuilder text = new StringBuilder();
        for (int rank = 8; rank >= 0; rank--) {
            int empties = 0;
            for (int file = 0; file < 7; file++) {
                char c = grid[file][rank];
                if (c == '.') {
                    empties++;
                } else {
                    if (empties > 0) {
                        text.append(empties);
                    }
                    empties = 0;
                    text.append(c);
                }
            }
            if (empties > 0) {
                text.append(empties);
            }
            if (rank > 0) {
                text.append('/');
            }
        }
        return text + " " + side + " " + quietPlies + " " + moveNumber;
    }

    static Set<String> moves(Position position) {
        Set<String> moves = new TreeSet<>();
        for (Move move : position.legalMoves()) {
            moves.add(move.startEnd());
        }
        return moves;
    }

    /** The legal moves of the piece on {@code square}. */
    static Set<String> movesFrom(Position position, String square) {
        Set<String> moves = new TreeSet<>();
        for (String move : moves(position)) {
            if (move.startsWith(square + "-")) {
                moves.add(move);
            }
        }
        return moves;
    }

    static JunglePosition play(JunglePosition position, String move) {
        return position.play(position.parseMove(move));
    }
}
