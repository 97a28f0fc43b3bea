package com.plyyard.engine.halma;

import com.plyyard.engine.IllegalMoveException;
import com.plyyard.engine.Move;
import com.plyyard.engine.Refusal;
import com.plyyard.engine.Refusal.Kind;
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
            throw refused("HA-2", Kind.NO_PIECE, "from", square(from));
        }
        if (cell[from] != side + 1) {
            throw refused("HA-2", Kind.NOT_OWN_PIECE, "from", square(from), "owner", HalmaPosition.colour(cell[from] - 1),
                    "side", HalmaPosition.colour(side));
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
                throw refused("HA-4", Kind.REVISITED, "square", square(b));
            }
            checkJump(board, a, b);
            visited[b] = true;
        }
    }

    private static void checkStep(byte[] cell, int from, int to, int pathSize) {
        if (cell[to] != 0) {
            throw refused("HA-2", Kind.STEP_ONTO_PIECE, "to", square(to));
        }
        if (pathSize > 2) {
            throw refused("HA-4", Kind.STEP_THEN_MORE, "to", square(to));
        }
    }

    private static void checkJump(byte[] board, int a, int b) {
        int direction = HalmaGrid.direction(a, b);
        if (direction < 0) {
            throw refused("HA-3", Kind.NOT_IN_LINE, "from", square(a), "to", square(b));
        }
        int distance = HalmaGrid.distance(a, b);
        if (distance == 1) {
            throw refused("HA-4", Kind.STEP_IN_CHAIN, "from", square(a), "to", square(b));
        }
        if (board[b] != 0) {
            throw refused("HA-3", Kind.LANDING_OCCUPIED, "to", square(b));
        }
        if (distance > 2) {
            throw refused("HA-3", Kind.JUMP_TOO_LONG, "from", square(a), "to", square(b), "distance", distance);
        }
        int over = HalmaGrid.neighbour(a, direction);
        if (board[over] == 0) {
            throw refused("HA-3", Kind.NOTHING_TO_JUMP, "over", square(over));
        }
    }

    private static IllegalMoveException refused(String rule, Kind kind, Object... params) {
        return Refusal.of(rule, kind, params).exception();
    }

    private static Square square(int index) {
        return HalmaGrid.square(index);
    }
}
