package com.plyyard.engine.chinesecheckers;

import static com.plyyard.engine.chinesecheckers.StarGeometry.RAY;

import com.plyyard.engine.IllegalMoveException;
import com.plyyard.engine.Move;
import com.plyyard.engine.Square;
import java.util.List;

/**
 * Checks a proposed path hop by hop and says which rule the first bad hop breaks. Any legal
 * path is accepted, not only the shortest one.
 */
final class PathJudge {
    private PathJudge() {
    }

    /**
     * @param cell the seat on each hole plus one (not modified)
     * @param seat the seat to move
     * @throws IllegalMoveException naming the rule broken
     */
    static void check(byte[] cell, Move move, int seat, boolean longJump, String colourName) {
        List<Square> path = move.path();
        int from = path.get(0).index();
        if (cell[from] == 0) {
            throw new IllegalMoveException("CC-3", "there is no piece on " + name(from) + " to move");
        }
        if (cell[from] != seat + 1) {
            throw new IllegalMoveException("CC-3", "the piece on " + name(from) + " is not " + colourName
                    + "'s; a player moves only their own pieces");
        }
        int second = path.get(1).index();
        if (StarGeometry.adjacent(from, second)) {
            checkStep(cell, from, second, path.size());
            return;
        }
        byte[] board = cell.clone();
        board[from] = 0;
        boolean[] visited = new boolean[StarGeometry.HOLES];
        visited[from] = true;
        for (int i = 1; i < path.size(); i++) {
            int a = path.get(i - 1).index();
            int b = path.get(i).index();
            checkJump(board, a, b, longJump);
            if (visited[b]) {
                throw new IllegalMoveException("CC-6", "the chain has already been on " + name(b)
                        + " this turn and may not land there again");
            }
            visited[b] = true;
        }
    }

    private static void checkStep(byte[] cell, int from, int to, int pathSize) {
        if (cell[to] != 0) {
            throw new IllegalMoveException("CC-3", "a step needs an empty hole, and " + name(to) + " is occupied");
        }
        if (pathSize > 2) {
            throw new IllegalMoveException("CC-7", "a step to " + name(to)
                    + " ends the turn; a turn is a step or a chain of jumps, never both");
        }
    }

    private static void checkJump(byte[] board, int a, int b, boolean longJump) {
        int direction = StarGeometry.direction(a, b);
        if (direction < 0) {
            throw new IllegalMoveException("CC-4", name(a) + " and " + name(b)
                    + " are not on one line of the board; each jump follows one of the six lines");
        }
        int distance = StarGeometry.distance(a, b);
        if (distance == 1) {
            throw new IllegalMoveException("CC-7", "the hop " + name(a) + "-" + name(b)
                    + " is a step inside a chain; a turn is a step or a chain of jumps, never both");
        }
        if (board[b] != 0) {
            throw new IllegalMoveException("CC-4", "the landing hole " + name(b) + " is occupied");
        }
        int[] ray = RAY[a * StarGeometry.DIRECTIONS + direction];
        int pieces = 0;
        int pivot = -1;
        for (int i = 0; i < distance - 1; i++) {
            if (board[ray[i]] != 0) {
                pieces++;
                pivot = i;
            }
        }
        if (!longJump) {
            if (distance > 2) {
                throw new IllegalMoveException("CC-4", "a jump goes over one adjacent piece to the hole right "
                        + "behind it; " + name(a) + "-" + name(b) + " spans " + distance + " holes");
            }
            if (pieces == 0) {
                throw new IllegalMoveException("CC-4", "there is no piece on " + name(ray[0])
                        + " to jump over; a step moves one hole only");
            }
            return;
        }
        if (pieces == 0) {
            throw new IllegalMoveException("CC-14", "there is no piece between " + name(a) + " and "
                    + name(b) + " to jump over");
        }
        if (pieces > 1) {
            throw new IllegalMoveException("CC-14", "the jump " + name(a) + "-" + name(b)
                    + " passes over " + pieces + " pieces; a jump goes over exactly one");
        }
        if (2 * (pivot + 1) != distance) {
            throw new IllegalMoveException("CC-14", "the piece on " + name(ray[pivot]) + " is not halfway between "
                    + name(a) + " and " + name(b) + "; a long jump lands as far beyond the piece as it started before it");
        }
    }

    private static String name(int hole) {
        return StarGeometry.square(hole).name();
    }
}
