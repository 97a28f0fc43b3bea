package com.plyyard.engine.halma;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * Halma straight from the rules text, for checking the engine: a 16 × 16 array of letters, a
 * recursive search for chains, nothing precomputed and nothing shared with the engine. Slow and
 * plain on purpose.
 */
final class ReferenceHalma {
    static final int N = 16;

    /** board[file][rank]: 'R', 'B' or '.'; file 0 = a, rank 0 = rank 1. */
    final char[][] board = new char[N][N];
    char side;

    /** Reads a position's notation with its own little parser (not the engine's). */
    static ReferenceHalma parse(String notation) {
        String[] fields = notation.split(" ");
        String[] rows = fields[0].split("/");
        ReferenceHalma ref = new ReferenceHalma();
        for (int r = 0; r < N; r++) {
            int rank = N - 1 - r;
            int file = 0;
            String row = rows[r];
            for (int i = 0; i < row.length(); i++) {
                char c = row.charAt(i);
                if (Character.isDigit(c)) {
                    int run = c - '0';
                    if (i + 1 < row.length() && Character.isDigit(row.charAt(i + 1))) {
                        run = run * 10 + row.charAt(++i) - '0';
                    }
                    for (int k = 0; k < run; k++) {
                        ref.board[file++][rank] = '.';
                    }
                } else {
                    ref.board[file++][rank] = c;
                }
            }
        }
        ref.side = fields[1].equals("r") ? 'R' : 'B';
        return ref;
    }

    static String name(int file, int rank) {
        return "" + (char) ('a' + file) + (rank + 1);
    }

    static boolean onBoard(int file, int rank) {
        return file >= 0 && file < N && rank >= 0 && rank < N;
    }

    /** Every (start, end) move of the side to move as "start-end"; {"pass"} without one; empty once won. */
    Set<String> moves() {
        Set<String> moves = new TreeSet<>();
        if (winner() != 0) {
            return moves;
        }
        for (int f = 0; f < N; f++) {
            for (int r = 0; r < N; r++) {
                if (board[f][r] == side) {
                    addMovesOfPiece(f, r, moves);
                }
            }
        }
        if (moves.isEmpty()) {
            moves.add("pass");
        }
        return moves;
    }

    private void addMovesOfPiece(int f, int r, Set<String> moves) {
        for (int df = -1; df <= 1; df++) {
            for (int dr = -1; dr <= 1; dr++) {
                if ((df != 0 || dr != 0) && onBoard(f + df, r + dr) && board[f + df][r + dr] == '.') {
                    moves.add(name(f, r) + "-" + name(f + df, r + dr));
                }
            }
        }
        char piece = board[f][r];
        board[f][r] = '.';
        boolean[][] visited = new boolean[N][N];
        visited[f][r] = true;
        Set<String> ends = new TreeSet<>();
        jumpFrom(f, r, visited, ends);
        board[f][r] = piece;
        for (String end : ends) {
            moves.add(name(f, r) + "-" + end);
        }
    }

    /**
     * Depth-first flood over landings. The board does not change during a chain (the lifted piece
     * aside), so a square some chain reaches is also reached by a chain that never lands twice:
     * cut out the loop between two visits of a square. Marks are therefore never undone.
     */
    private void jumpFrom(int f, int r, boolean[][] visited, Set<String> ends) {
        for (int df = -1; df <= 1; df++) {
            for (int dr = -1; dr <= 1; dr++) {
                if (df == 0 && dr == 0) {
                    continue;
                }
                int overF = f + df;
                int overR = r + dr;
                int landF = f + 2 * df;
                int landR = r + 2 * dr;
                if (onBoard(landF, landR) && board[overF][overR] != '.' && board[landF][landR] == '.'
                        && !visited[landF][landR]) {
                    visited[landF][landR] = true;
                    ends.add(name(landF, landR));
                    jumpFrom(landF, landR, visited, ends);
                }
            }
        }
    }

    /** 'R' or 'B' when that side's 19 pieces fill the opposite corner camp, else 0. */
    char winner() {
        if (fills('R', true)) {
            return 'R';
        }
        return fills('B', false) ? 'B' : 0;
    }

    /** Whether {@code who} stands on all 19 squares of the south-east camp (or the north-west one). */
    private boolean fills(char who, boolean southEast) {
        int[] rowLengths = {5, 5, 4, 3, 2};
        for (int row = 0; row < rowLengths.length; row++) {
            for (int k = 0; k < rowLengths[row]; k++) {
                int f = southEast ? N - 1 - k : k;
                int r = southEast ? row : N - 1 - row;
                if (board[f][r] != who) {
                    return false;
                }
            }
        }
        return true;
    }

    /** Plays a start-end move (any path: only the ends matter) or a pass. */
    void play(String move) {
        if (!move.equals("pass")) {
            String[] ends = move.split("-");
            int fromF = ends[0].charAt(0) - 'a';
            int fromR = Integer.parseInt(ends[0].substring(1)) - 1;
            int toF = ends[1].charAt(0) - 'a';
            int toR = Integer.parseInt(ends[1].substring(1)) - 1;
            board[toF][toR] = board[fromF][fromR];
            board[fromF][fromR] = '.';
        }
        side = side == 'R' ? 'B' : 'R';
    }

    ReferenceHalma copy() {
        ReferenceHalma copy = new ReferenceHalma();
        for (int f = 0; f < N; f++) {
            copy.board[f] = board[f].clone();
        }
        copy.side = side;
        return copy;
    }

    /** Leaf count {@code depth} plies down, by copying boards: the slow, obvious way. */
    long perft(int depth) {
        if (depth == 0) {
            return 1;
        }
        if (depth == 1) {
            return moves().size();
        }
        long leaves = 0;
        List<String> moves = new ArrayList<>(moves());
        for (String move : moves) {
            ReferenceHalma next = copy();
            next.play(move);
            leaves += next.perft(depth - 1);
        }
        return leaves;
    }
}
