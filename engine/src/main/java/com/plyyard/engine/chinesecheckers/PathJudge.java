package com.plyyard.engine.chinesecheckers;

import static com.plyyard.engine.chinesecheckers.StarGeometry.RAY;

import com.plyyard.engine.Colour;
import com.plyyard.engine.IllegalMoveException;
import com.plyyard.engine.Move;
import com.plyyard.engine.Refusal;
import com.plyyard.engine.Refusal.Kind;
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
     * @param colours the colour of each seat
     * @throws IllegalMoveException naming the rule broken
     */
    static void check(byte[] cell, Move move, int seat, boolean longJump, List<Colour> colours) {
        List<Square> path = move.path();
        int from = path.get(0).index();
        if (cell[from] == 0) {
            throw refused("CC-3", Kind.NO_PIECE, "from", square(from));
        }
        if (cell[from] != seat + 1) {
            throw refused("CC-3", Kind.NOT_OWN_PIECE, "from", square(from), "owner", colours.get(cell[from] - 1),
                    "side", colours.get(seat));
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
                throw refused("CC-6", Kind.REVISITED, "square", square(b));
            }
            visited[b] = true;
        }
    }

    private static void checkStep(byte[] cell, int from, int to, int pathSize) {
        if (cell[to] != 0) {
            throw refused("CC-3", Kind.STEP_ONTO_PIECE, "to", square(to));
        }
        if (pathSize > 2) {
            throw refused("CC-7", Kind.STEP_THEN_MORE, "to", square(to));
        }
    }

    private static void checkJump(byte[] board, int a, int b, boolean longJump) {
        int direction = StarGeometry.direction(a, b);
        if (direction < 0) {
            throw refused("CC-4", Kind.NOT_IN_LINE, "from", square(a), "to", square(b));
        }
        int distance = StarGeometry.distance(a, b);
        if (distance == 1) {
            throw refused("CC-7", Kind.STEP_IN_CHAIN, "from", square(a), "to", square(b));
        }
        if (board[b] != 0) {
            throw refused("CC-4", Kind.LANDING_OCCUPIED, "to", square(b));
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
                throw refused("CC-4", Kind.JUMP_TOO_LONG, "from", square(a), "to", square(b), "distance", distance);
            }
            if (pieces == 0) {
                throw refused("CC-4", Kind.NOTHING_TO_JUMP, "over", square(ray[0]));
            }
            return;
        }
        if (pieces == 0) {
            throw refused("CC-14", Kind.LONG_JUMP_EMPTY, "from", square(a), "to", square(b));
        }
        if (pieces > 1) {
            throw refused("CC-14", Kind.LONG_JUMP_CROWDED, "from", square(a), "to", square(b), "count", pieces);
        }
        if (2 * (pivot + 1) != distance) {
            throw refused("CC-14", Kind.LONG_JUMP_OFF_CENTRE, "over", square(ray[pivot]), "from", square(a),
                    "to", square(b));
        }
    }

    private static IllegalMoveException refused(String rule, Kind kind, Object... params) {
        return Refusal.of(rule, kind, params).exception();
    }

    private static Square square(int hole) {
        return StarGeometry.square(hole);
    }
}
