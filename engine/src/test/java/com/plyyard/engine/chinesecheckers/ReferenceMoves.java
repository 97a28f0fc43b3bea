package com.plyyard.engine.chinesecheckers;

import com.plyyard.engine.Move;
import com.plyyard.engine.Position;
import com.plyyard.engine.Square;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * A plain reference move generator for Chinese checkers, written from the rules text (CC-3 …
 * CC-7, CC-13, CC-14) and the hole formula of {@code notation.md} only. It shares no code or
 * table with the engine's fast board: holes are (x, y) pairs computed from the row lengths, the
 * board is read from the position's notation, steps look at the six neighbours and jump chains
 * are found by a recursive depth-first search with a visited set. Slow on purpose; it is the
 * yardstick the fast generator is measured against.
 */
final class ReferenceMoves {
    static final int ROWS = 17;
    static final int[] ROW_LENGTHS = {1, 2, 3, 4, 13, 12, 11, 10, 9, 10, 11, 12, 13, 4, 3, 2, 1};
    /** Doubled x runs from −12 to 12; array column = x + OFFSET. */
    private static final int OFFSET = 12;
    private static final int WIDTH = 2 * OFFSET + 1;
    /** The six directions of the board's three lines, in doubled coordinates. */
    static final int[][] DIRECTIONS = {{2, 0}, {-2, 0}, {1, 1}, {-1, 1}, {1, -1}, {-1, -1}};

    private static final char OFF = 0;
    private static final char EMPTY = '.';

    /** NAME[y][x + OFFSET]: the hole's name, null off the board. */
    private static final String[][] NAME = new String[ROWS][WIDTH];

    static {
        for (int y = 0; y < ROWS; y++) {
            int length = ROW_LENGTHS[y];
            for (int k = 1; k <= length; k++) {
                int x = 2 * (k - 1) - (length - 1);
                NAME[y][x + OFFSET] = "" + (char) ('a' + y) + k;
            }
        }
    }

    /** board[y][x + OFFSET]: OFF off the board, EMPTY for an empty hole, else the piece letter. */
    private final char[][] board = new char[ROWS][WIDTH];
    private final char mover;
    private final boolean longJump;
    private final boolean over;

    private ReferenceMoves(Position position) {
        this(position.notation(), position.settings().options().contains(ChineseCheckersSettings.LONG_JUMP),
                position.status().isOver());
    }

    /** From the text of a position (board and side fields are read), for a game not yet over. */
    private ReferenceMoves(String notation, boolean longJump, boolean over) {
        String[] fields = notation.split(" ");
        String[] rows = fields[0].split("/");
        if (rows.length != ROWS) {
            throw new IllegalStateException("expected " + ROWS + " rows in " + notation);
        }
        for (int r = 0; r < ROWS; r++) {
            int y = ROWS - 1 - r;
            List<Character> cells = new ArrayList<>();
            String row = rows[r];
            for (int i = 0; i < row.length(); i++) {
                char c = row.charAt(i);
                if (Character.isDigit(c)) {
                    int run = 0;
                    while (i < row.length() && Character.isDigit(row.charAt(i))) {
                        run = 10 * run + (row.charAt(i) - '0');
                        i++;
                    }
                    i--;
                    for (int j = 0; j < run; j++) {
                        cells.add(EMPTY);
                    }
                } else {
                    cells.add(c);
                }
            }
            if (cells.size() != ROW_LENGTHS[y]) {
                throw new IllegalStateException("row " + (char) ('a' + y) + " has " + cells.size()
                        + " holes, not " + ROW_LENGTHS[y] + ", in " + notation);
            }
            for (int k = 1; k <= cells.size(); k++) {
                int x = 2 * (k - 1) - (ROW_LENGTHS[y] - 1);
                board[y][x + OFFSET] = cells.get(k - 1);
            }
        }
        mover = Character.toUpperCase(fields[1].charAt(0));
        this.longJump = longJump;
        this.over = over;
    }

    static ReferenceMoves of(Position position) {
        return new ReferenceMoves(position);
    }

    /** A board read from notation text, for a game in progress (used to drive cheap playouts). */
    static ReferenceMoves ofNotation(String notation, boolean longJump) {
        return new ReferenceMoves(notation, longJump, false);
    }

    /** (x, y) of a hole from its name, by the formula of notation.md. */
    static int[] coordinates(String hole) {
        int y = hole.charAt(0) - 'a';
        int k = Integer.parseInt(hole.substring(1));
        return new int[] {2 * (k - 1) - (ROW_LENGTHS[y] - 1), y};
    }

    // ---- the rules ------------------------------------------------------------------------

    private boolean onBoard(int x, int y) {
        return y >= 0 && y < ROWS && x + OFFSET >= 0 && x + OFFSET < WIDTH && board[y][x + OFFSET] != OFF;
    }

    private boolean empty(int x, int y) {
        return onBoard(x, y) && board[y][x + OFFSET] == EMPTY;
    }

    private boolean occupied(int x, int y) {
        return onBoard(x, y) && board[y][x + OFFSET] != EMPTY;
    }

    /**
     * The landing holes of single jumps from (x, y): CC-4, or with long-jump CC-14, walking each
     * line one hole at a time. The board must already have the mover lifted.
     */
    private List<int[]> singleJumps(int x, int y) {
        List<int[]> landings = new ArrayList<>();
        for (int[] d : DIRECTIONS) {
            if (!longJump) {
                if (occupied(x + d[0], y + d[1]) && empty(x + 2 * d[0], y + 2 * d[1])) {
                    landings.add(new int[] {x + 2 * d[0], y + 2 * d[1]});
                }
                continue;
            }
            // the first piece along the line, at distance `distance`; the holes before it are empty
            int distance = 1;
            while (empty(x + distance * d[0], y + distance * d[1])) {
                distance++;
            }
            if (!occupied(x + distance * d[0], y + distance * d[1])) {
                continue; // ran off the board: no piece on this line
            }
            boolean clear = true;
            for (int i = distance + 1; i <= 2 * distance; i++) {
                if (!empty(x + i * d[0], y + i * d[1])) {
                    clear = false;
                    break;
                }
            }
            if (clear) {
                landings.add(new int[] {x + 2 * distance * d[0], y + 2 * distance * d[1]});
            }
        }
        return landings;
    }

    /** CC-5, CC-6: every hole a chain can land on, by depth-first search; visited includes the start. */
    private void chains(int x, int y, boolean[][] visited, Set<String> landings) {
        for (int[] next : singleJumps(x, y)) {
            if (visited[next[1]][next[0] + OFFSET]) {
                continue;
            }
            visited[next[1]][next[0] + OFFSET] = true;
            landings.add(NAME[next[1]][next[0] + OFFSET]);
            chains(next[0], next[1], visited, landings);
        }
    }

    /** Every destination of the piece on (x, y): steps (CC-3) and chain landings (CC-4 … CC-6). */
    private Set<String> destinations(int x, int y) {
        Set<String> result = new TreeSet<>();
        for (int[] d : DIRECTIONS) {
            if (empty(x + d[0], y + d[1])) {
                result.add(NAME[y + d[1]][x + d[0] + OFFSET]);
            }
        }
        char piece = board[y][x + OFFSET];
        board[y][x + OFFSET] = EMPTY; // the moving piece is lifted from its start hole
        boolean[][] visited = new boolean[ROWS][WIDTH];
        visited[y][x + OFFSET] = true;
        chains(x, y, visited, result);
        board[y][x + OFFSET] = piece;
        return result;
    }

    /**
     * The side to move's distinct moves as {@code start-end}; {@code pass} alone when it has
     * none (CC-13); nothing when the game is over.
     */
    Set<String> moves() {
        Set<String> moves = new TreeSet<>();
        if (over) {
            return moves;
        }
        for (int y = 0; y < ROWS; y++) {
            for (int x = -OFFSET; x <= OFFSET; x++) {
                if (onBoard(x, y) && board[y][x + OFFSET] == mover) {
                    for (String to : destinations(x, y)) {
                        moves.add(NAME[y][x + OFFSET] + "-" + to);
                    }
                }
            }
        }
        if (moves.isEmpty()) {
            moves.add("pass");
        }
        return moves;
    }

    /**
     * One shortest path (hole names) per distinct move, found by breadth-first search over jump
     * landings; a step's path has two holes; {@code pass} maps to an empty path. Since the board
     * does not change during a turn, a breadth-first path never revisits a hole, so its length is
     * the fewest hops any legal path needs.
     */
    Map<String, List<String>> shortestPaths() {
        Map<String, List<String>> paths = new TreeMap<>();
        if (over) {
            return paths;
        }
        for (int y = 0; y < ROWS; y++) {
            for (int x = -OFFSET; x <= OFFSET; x++) {
                if (onBoard(x, y) && board[y][x + OFFSET] == mover) {
                    shortestPathsFrom(x, y, paths);
                }
            }
        }
        if (paths.isEmpty()) {
            paths.put("pass", List.of());
        }
        return paths;
    }

    private void shortestPathsFrom(int x, int y, Map<String, List<String>> paths) {
        String start = NAME[y][x + OFFSET];
        for (int[] d : DIRECTIONS) {
            if (empty(x + d[0], y + d[1])) {
                paths.put(start + "-" + NAME[y + d[1]][x + d[0] + OFFSET],
                        List.of(start, NAME[y + d[1]][x + d[0] + OFFSET]));
            }
        }
        char piece = board[y][x + OFFSET];
        board[y][x + OFFSET] = EMPTY;
        int[][][] parent = new int[ROWS][WIDTH][];
        parent[y][x + OFFSET] = new int[] {x, y};
        ArrayDeque<int[]> queue = new ArrayDeque<>();
        queue.add(new int[] {x, y});
        while (!queue.isEmpty()) {
            int[] at = queue.poll();
            for (int[] next : singleJumps(at[0], at[1])) {
                if (parent[next[1]][next[0] + OFFSET] != null) {
                    continue;
                }
                parent[next[1]][next[0] + OFFSET] = at;
                queue.add(next);
                List<String> path = new ArrayList<>();
                for (int[] h = next; h[0] != x || h[1] != y; h = parent[h[1]][h[0] + OFFSET]) {
                    path.add(NAME[h[1]][h[0] + OFFSET]);
                }
                path.add(start);
                Collections.reverse(path);
                paths.putIfAbsent(start + "-" + NAME[next[1]][next[0] + OFFSET], List.copyOf(path));
            }
        }
        board[y][x + OFFSET] = piece;
    }

    /** The piece letter on each hole, by hole name (empty holes left out). */
    Map<String, Character> pieces() {
        Map<String, Character> pieces = new TreeMap<>();
        for (int y = 0; y < ROWS; y++) {
            for (int x = -OFFSET; x <= OFFSET; x++) {
                if (occupied(x, y)) {
                    pieces.put(NAME[y][x + OFFSET], board[y][x + OFFSET]);
                }
            }
        }
        return pieces;
    }

    /** The piece letter on {@code hole}, or null when it is empty. */
    Character pieceAt(String hole) {
        int[] c = coordinates(hole);
        return occupied(c[0], c[1]) ? board[c[1]][c[0] + OFFSET] : null;
    }

    /** Every destination of the piece on {@code hole}, steps and jump chains. */
    Set<String> destinationsFrom(String hole) {
        int[] c = coordinates(hole);
        return destinations(c[0], c[1]);
    }

    /** Moves the piece on {@code from} to {@code to} on this board (no legality check). */
    void move(String from, String to) {
        int[] a = coordinates(from);
        int[] b = coordinates(to);
        board[b[1]][b[0] + OFFSET] = board[a[1]][a[0] + OFFSET];
        board[a[1]][a[0] + OFFSET] = EMPTY;
    }

    /** Puts {@code piece} (a letter) on the empty {@code hole}, to build test positions. */
    void place(String hole, char piece) {
        int[] c = coordinates(hole);
        if (!empty(c[0], c[1])) {
            throw new IllegalStateException(hole + " is not an empty hole");
        }
        board[c[1]][c[0] + OFFSET] = piece;
    }

    /** The board field of the notation: rows q down to a, runs of empty holes as numbers. */
    String boardField() {
        StringBuilder text = new StringBuilder();
        for (int y = ROWS - 1; y >= 0; y--) {
            int run = 0;
            for (int k = 1; k <= ROW_LENGTHS[y]; k++) {
                char c = board[y][2 * (k - 1) - (ROW_LENGTHS[y] - 1) + OFFSET];
                if (c == EMPTY) {
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
            if (y > 0) {
                text.append('/');
            }
        }
        return text.toString();
    }

    /** Every hole name, row a to q, left to right. */
    static List<String> holeNames() {
        List<String> names = new ArrayList<>();
        for (int y = 0; y < ROWS; y++) {
            for (int k = 1; k <= ROW_LENGTHS[y]; k++) {
                names.add("" + (char) ('a' + y) + k);
            }
        }
        return names;
    }

    /** The engine move for a reference path (an empty path is the pass). */
    static Move toMove(Position position, List<String> path) {
        if (path.isEmpty()) {
            return Move.PASS;
        }
        List<Square> squares = new ArrayList<>();
        for (String hole : path) {
            squares.add(position.square(hole));
        }
        return new Move(squares);
    }

    // ---- perft ----------------------------------------------------------------------------

    /**
     * Leaf nodes {@code depth} plies below {@code position}, using this generator for the moves
     * (one per distinct start-end, a pass counting as a move) and {@link Position#play} with the
     * reference's own shortest path for the children.
     */
    static long perft(Position position, int depth) {
        if (depth == 0) {
            return 1;
        }
        ReferenceMoves reference = of(position);
        if (depth == 1) {
            return reference.moves().size();
        }
        Map<String, List<String>> paths = reference.shortestPaths();
        if (!paths.keySet().equals(reference.moves())) {
            throw new IllegalStateException("the reference's depth-first and breadth-first searches disagree on "
                    + position.notation() + ": " + reference.moves() + " vs " + paths.keySet());
        }
        long nodes = 0;
        for (List<String> path : paths.values()) {
            nodes += perft(position.play(toMove(position, path)), depth - 1);
        }
        return nodes;
    }

    /** Perft per first move, by {@code start-end}, to locate a disagreement. */
    static Map<String, Long> divide(Position position, int depth) {
        Map<String, Long> counts = new TreeMap<>();
        for (Map.Entry<String, List<String>> e : of(position).shortestPaths().entrySet()) {
            counts.put(e.getKey(), perft(position.play(toMove(position, e.getValue())), depth - 1));
        }
        return counts;
    }
}
