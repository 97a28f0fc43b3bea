package com.plyyard.ai.halma;

import com.plyyard.ai.search.RaceLines;
import com.plyyard.engine.Position;
import com.plyyard.engine.Square;
import com.plyyard.engine.halma.Halma;
import java.util.Arrays;
import java.util.List;

/** Halma's lines for the race search: each square's eight neighbours (HA-2) and the square behind each (HA-3). */
final class HalmaLines {
    private static final int SIZE = 16;
    private static final int[][] DIRECTIONS = {{-1, -1}, {-1, 0}, {-1, 1}, {0, -1}, {0, 1}, {1, -1}, {1, 0}, {1, 1}};
    static final RaceLines LINES = lines();

    private HalmaLines() {
    }

    /** Built from the engine's square names (file letter, rank number), as {@link HalmaProgress} reads them. */
    private static RaceLines lines() {
        Position start = Halma.GAME.start(Halma.GAME.defaultSettings());
        List<Square> squares = start.squares();
        int[] at = new int[SIZE * SIZE];
        for (Square square : squares) {
            at[SIZE * file(square) + rank(square)] = square.index();
        }
        int count = DIRECTIONS.length;
        int[] neighbour = new int[squares.size() * count];
        int[] behind = new int[squares.size() * count];
        Arrays.fill(neighbour, -1);
        Arrays.fill(behind, -1);
        for (Square square : squares) {
            for (int k = 0; k < count; k++) {
                int[] d = DIRECTIONS[k];
                int slot = count * square.index() + k;
                neighbour[slot] = squareAt(at, file(square) + d[0], rank(square) + d[1]);
                behind[slot] = neighbour[slot] < 0 ? -1 : squareAt(at, file(square) + 2 * d[0], rank(square) + 2 * d[1]);
            }
        }
        return new RaceLines(count, neighbour, behind);
    }

    private static int squareAt(int[] at, int file, int rank) {
        return file < 0 || file >= SIZE || rank < 0 || rank >= SIZE ? -1 : at[SIZE * file + rank];
    }

    private static int file(Square square) {
        return square.name().charAt(0) - 'a';
    }

    private static int rank(Square square) {
        return Integer.parseInt(square.name().substring(1)) - 1;
    }
}
