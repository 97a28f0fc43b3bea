package com.plyyard.engine.jungle;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;

/**
 * A plain Dou Shou Qi rules model for tests, written straight from rules.md without the engine's
 * tables or bit sets: a grid of letters indexed [file][rank], upper case red, lower case blue.
 * It parses the notation itself so that it shares nothing with the engine under test.
 */
final class ReferenceJungle {
    static final String ANIMALS = "RCDWPTLE"; // index + 1 is the rank (JU-2)

    final char[][] grid = new char[7][9];
    final boolean redToMove;
    final int quietPlies;

    private ReferenceJungle(char[][] grid, boolean redToMove, int quietPlies) {
        for (int f = 0; f < 7; f++) {
            this.grid[f] = grid[f].clone();
        }
        this.redToMove = redToMove;
        this.quietPlies = quietPlies;
    }

    static ReferenceJungle parse(String notation) {
        String[] fields = notation.trim().split(" ");
        String[] rows = fields[0].split("/");
        char[][] grid = new char[7][9];
        for (int r = 0; r < 9; r++) {
            int rank = 8 - r;
            int file = 0;
            for (char c : rows[r].toCharArray()) {
                if (Character.isDigit(c)) {
                    for (int k = 0; k < c - '0'; k++) {
                        grid[file++][rank] = '.';
                    }
                } else {
                    grid[file++][rank] = c;
                }
            }
        }
        return new ReferenceJungle(grid, fields[1].equals("r"), Integer.parseInt(fields[2]));
    }

    // ---- terrain (JU-1) ---------------------------------------------------------------------

    static boolean isWater(int file, int rank) {
        return (file == 1 || file == 2 || file == 4 || file == 5) && rank >= 3 && rank <= 5;
    }

    static boolean isDenOf(boolean red, int file, int rank) {
        return file == 3 && rank == (red ? 0 : 8);
    }

    static boolean isTrapOf(boolean red, int file, int rank) {
        int home = red ? 0 : 8;
        int next = red ? 1 : 7;
        return (rank == home && (file == 2 || file == 4)) || (rank == next && file == 3);
    }

    static boolean onBoard(int file, int rank) {
        return file >= 0 && file < 7 && rank >= 0 && rank < 9;
    }

    static boolean isRed(char piece) {
        return Character.isUpperCase(piece);
    }

    static int rankOf(char piece) {
        return ANIMALS.indexOf(Character.toUpperCase(piece)) + 1;
    }

    // ---- the end of the game ----------------------------------------------------------------

    /** JU-7 or JU-9 ended the game (JU-8 shows as having no move). */
    boolean over() {
        for (int f = 0; f < 7; f++) {
            for (int r = 0; r < 9; r++) {
                char p = grid[f][r];
                if (p != '.' && isDenOf(!isRed(p), f, r)) {
                    return true;
                }
            }
        }
        return quietPlies >= 60;
    }

    // ---- moves ------------------------------------------------------------------------------

    /** Every legal move as {@code start-end} text, sorted; empty when the game is over. */
    TreeSet<String> moves() {
        TreeSet<String> moves = new TreeSet<>();
        if (over()) {
            return moves;
        }
        int[][] directions = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
        for (int f = 0; f < 7; f++) {
            for (int r = 0; r < 9; r++) {
                char p = grid[f][r];
                if (p == '.' || isRed(p) != redToMove) {
                    continue;
                }
                for (int[] d : directions) {
                    int tf = f + d[0];
                    int tr = r + d[1];
                    if (onBoard(tf, tr) && mayEnter(p, f, r, tf, tr)) {
                        moves.add(name(f, r) + "-" + name(tf, tr));
                    }
                    char upper = Character.toUpperCase(p);
                    if (upper == 'L' || upper == 'T') {
                        riverJump(p, f, r, d, moves);
                    }
                }
            }
        }
        return moves;
    }

    /** JU-5: from land straight over water only, no rat on the way, to the first land square. */
    private void riverJump(char p, int f, int r, int[] d, TreeSet<String> moves) {
        int tf = f + d[0];
        int tr = r + d[1];
        if (isWater(f, r) || !onBoard(tf, tr) || !isWater(tf, tr)) {
            return;
        }
        while (onBoard(tf, tr) && isWater(tf, tr)) {
            if (grid[tf][tr] != '.') {
                return; // a rat (the only swimmer) of either side blocks the jump
            }
            tf += d[0];
            tr += d[1];
        }
        if (onBoard(tf, tr) && mayEnter(p, f, r, tf, tr)) {
            moves.add(name(f, r) + "-" + name(tf, tr));
        }
    }

    /** JU-3, JU-4, JU-6 for a piece on (f, r) arriving on (tf, tr). */
    private boolean mayEnter(char p, int f, int r, int tf, int tr) {
        boolean red = isRed(p);
        if (isDenOf(red, tf, tr)) {
            return false;
        }
        if (isWater(tf, tr) && Character.toUpperCase(p) != 'R') {
            return false;
        }
        char q = grid[tf][tr];
        if (q == '.') {
            return true;
        }
        if (isRed(q) == red) {
            return false;
        }
        return captures(p, f, r, q, tf, tr);
    }

    private static boolean captures(char p, int f, int r, char q, int tf, int tr) {
        char mover = Character.toUpperCase(p);
        char target = Character.toUpperCase(q);
        if (isWater(f, r) != isWater(tf, tr)) {
            return false; // JU-6d
        }
        if (mover == 'E' && target == 'R') {
            return false; // JU-6c
        }
        if (mover == 'R' && target == 'E') {
            return !isWater(f, r) && !isWater(tf, tr); // JU-6b
        }
        if (isTrapOf(isRed(p), tf, tr)) {
            return true; // JU-6a: the target has rank 0 in the mover's trap
        }
        return rankOf(p) >= rankOf(q);
    }

    ReferenceJungle play(String move) {
        int f = move.charAt(0) - 'a';
        int r = move.charAt(1) - '1';
        int tf = move.charAt(3) - 'a';
        int tr = move.charAt(4) - '1';
        ReferenceJungle next = new ReferenceJungle(grid, !redToMove, grid[tf][tr] == '.' ? quietPlies + 1 : 0);
        next.grid[tf][tr] = grid[f][r];
        next.grid[f][r] = '.';
        return next;
    }

    long perft(int depth) {
        if (depth == 0) {
            return 1;
        }
        long nodes = 0;
        for (String move : moves()) {
            nodes += play(move).perft(depth - 1);
        }
        return nodes;
    }

    /** Per first move, the leaf count below it (for comparing with the engine's perft divide). */
    List<String> divide(int depth) {
        List<String> lines = new ArrayList<>();
        for (String move : moves()) {
            lines.add(move + " " + play(move).perft(depth - 1));
        }
        return lines;
    }

    static String name(int file, int rank) {
        return "" + (char) ('a' + file) + (rank + 1);
    }
}
