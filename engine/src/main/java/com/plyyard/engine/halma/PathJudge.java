package com.plyyard.engine.halma;

import static com.plyyard.engine.halma.HalmaGrid.name;

import com.plyyard.engine.IllegalMoveException;
import com.plyyard.engine.Move;
import com.plyyard.engine.Square;
import java.util.List;

/**
 * Checks a proposed Halma path hop by hop and says which rule the first bad hop breaks. Any
 * legal path is accepted, not only the shortest one; a path this judge accepts is legal, so the
 * position plays it without asking the generator.
 */
final class PathJudge {
    private PathJudge() {
    }

    /**
     * @param cell 1 red, 2 blue, 0 empty per square (not modified)
     * @param side the side to move, 0 red or 1 blue
     * @throws IllegalMoveException naming the rule broken
     */
    static void check(byte[] cell, Move move, int side) {
        List<Square> path = move.path();
        int from = path.get(0).index();
        if (cell[from] == 0) {
            throw new IllegalMoveException("HA-2", "there is no piece on " + name(from) + " to move");
        }
        if (cell[from] != side + 1) {
            throw new IllegalMoveException("HA-2", "the piece on " + name(from) + " is "
                    + HalmaPosition.colourName(cell[from] - 1) + "'s; a player moves only their own pieces");
        }
        int second = path.get(1).index();
        if (HalmaGrid.adjacent(from, second)) {
            checkStep(cell, from, second, path.size());
            return;
        }
        // HA-4: the piece is lifted for the whole chain, so its start square is empty and no
        // square (the start included) may be landed on twice.
        byte[] board = cell.clone();
        board[from] = 0;
        boolean[] visited = new boolean[HalmaGrid.SQUARES];
        visited[from] = true;
        for (int i = 1; i < path.size(); i++) {
            int a = path.get(i - 1).index();
            int b = path.get(i).index();
            if (visited[b]) {
                throw new IllegalMoveException("HA-4", "the chain has already been on " + name(b)
                        + (b == from ? " (its start square)" : "") + " this turn and may not land there again");
            }
            checkJump(board, a, b);
            visited[b] = true;
        }
    }

    private static void checkStep(byte[] cell, int from, int to, int pathSize) {
        if (cell[to] != 0) {
            throw new IllegalMoveException("HA-2", "a step needs an empty square, and " + name(to) + " is occupied");
        }
        if (pathSize > 2) {
            throw new IllegalMoveException("HA-4", "a step to " + name(to)
                    + " ends the turn; a turn is a step or a chain of jumps, never both");
        }
    }

    private static void checkJump(byte[] board, int a, int b) {
        int direction = HalmaGrid.direction(a, b);
        if (direction < 0) {
            throw new IllegalMoveException("HA-3", name(a) + " and " + name(b)
                    + " are not on one line; each jump goes straight along one of the eight directions");
        }
        int distance = HalmaGrid.distance(a, b);
        if (distance == 1) {
            throw new IllegalMoveException("HA-4", "the hop " + name(a) + "-" + name(b)
                    + " is a step inside a chain; a turn is a step or a chain of jumps, never both");
        }
        if (board[b] != 0) {
            throw new IllegalMoveException("HA-3", "the landing square " + name(b) + " is occupied");
        }
        if (distance > 2) {
            throw new IllegalMoveException("HA-3", "a jump goes over one neighbouring piece to the square right "
                    + "behind it; " + name(a) + "-" + name(b) + " spans " + distance + " squares");
        }
        int over = HalmaGrid.neighbour(a, direction);
        if (board[over] == 0) {
            throw new IllegalMoveException("HA-3", "there is no piece on " + name(over)
                    + " to jump over; a step moves one square only");
        }
    }
}
