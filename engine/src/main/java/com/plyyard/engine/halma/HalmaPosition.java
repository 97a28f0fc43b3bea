package com.plyyard.engine.halma;

import com.plyyard.engine.BoardText;
import com.plyyard.engine.Colour;
import com.plyyard.engine.Game;
import com.plyyard.engine.Move;
import com.plyyard.engine.MoveText;
import com.plyyard.engine.NotationException;
import com.plyyard.engine.Position;
import com.plyyard.engine.RedBlueSettings;
import com.plyyard.engine.Refusal;
import com.plyyard.engine.Square;
import com.plyyard.engine.Status;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * An immutable Halma position. Everything it shows follows from the board, the side to move and
 * the move number, so two positions with the same notation are equal.
 *
 * <p>What a parsed position may hold, beyond the shape of the notation: only {@code R} and
 * {@code B} pieces, at most 19 of each anywhere on the board (fewer for studies; a side with
 * fewer than 19 can never win), side {@code r} or {@code b}, move number ≥ 1. A side that has
 * filled its target camp has won (HA-5); since only its own move can complete that, the other
 * side must be to move, and both sides cannot have won.
 */
public final class HalmaPosition implements Position {
    private static final List<Square> ALL_SQUARES =
            java.util.stream.IntStream.range(0, HalmaGrid.SQUARES).mapToObj(HalmaGrid::square).toList();

    private static final Colour[] COLOURS = {Colour.RED, Colour.BLUE};

    /** 1 red, 2 blue, 0 empty per square. Never modified after construction. */
    private final byte[] cell;
    private final int side;
    private final int moveNumber;
    /** The side that has won, or −1. */
    private final int winner;

    private HalmaPosition(byte[] cell, int side, int moveNumber, int winner) {
        this.cell = cell;
        this.side = side;
        this.moveNumber = moveNumber;
        this.winner = winner;
    }

    static HalmaPosition start() {
        byte[] cell = new byte[HalmaGrid.SQUARES];
        for (int side = 0; side < 2; side++) {
            for (int s : HalmaGrid.campSquares(side)) {
                cell[s] = (byte) (side + 1);
            }
        }
        return new HalmaPosition(cell, 0, 1, -1);
    }

    static HalmaPosition parse(String notation) {
        String[] fields = BoardText.fields(notation, "board", "side to move", "move number");
        int[] lengths = new int[HalmaGrid.SIZE];
        Arrays.fill(lengths, HalmaGrid.SIZE);
        char[][] rows = BoardText.parse(fields[0], lengths, "RB", r -> String.valueOf(HalmaGrid.SIZE - r));
        byte[] cell = new byte[HalmaGrid.SQUARES];
        int[] count = new int[2];
        for (int r = 0; r < rows.length; r++) {
            for (int file = 0; file < HalmaGrid.SIZE; file++) {
                char c = rows[r][file];
                if (c == BoardText.EMPTY) {
                    continue;
                }
                int pieceSide = c == 'R' ? 0 : 1;
                if (++count[pieceSide] > HalmaGrid.PIECES_PER_SIDE) {
                    throw new NotationException(COLOURS[pieceSide].title() + " has more than "
                            + HalmaGrid.PIECES_PER_SIDE + " pieces (HA-1)");
                }
                cell[HalmaGrid.at(file, HalmaGrid.SIZE - 1 - r)] = (byte) (pieceSide + 1);
            }
        }
        int side = BoardText.side(fields[1], RedBlueSettings.INSTANCE) == Colour.RED ? 0 : 1;
        int moveNumber = BoardText.number(fields[2], "move number", 1);
        return new HalmaPosition(cell, side, moveNumber, winnerOf(cell, side));
    }

    /** The side a parsed board shows as having won, checking that the game could have reached it. */
    private static int winnerOf(byte[] cell, int side) {
        HalmaBoard board = new HalmaBoard(cell, side, -1, 1);
        boolean red = board.hasFilledTarget(0);
        boolean blue = board.hasFilledTarget(1);
        if (red && blue) {
            throw new NotationException("both sides have filled their target camps, but the game ends at the "
                    + "first win (HA-5)");
        }
        int winner = red ? 0 : blue ? 1 : -1;
        if (winner == side) {
            throw new NotationException(colourName(side) + " has filled its target camp, so the game ended on "
                    + colourName(side) + "'s move and " + colourName(1 - side) + " must be the side to move (HA-5)");
        }
        return winner;
    }

    private HalmaBoard board() {
        return new HalmaBoard(cell, side, winner, moveNumber);
    }

    @Override
    public Game game() {
        return Halma.GAME;
    }

    @Override
    public RedBlueSettings settings() {
        return RedBlueSettings.INSTANCE;
    }

    @Override
    public Colour sideToMove() {
        return COLOURS[side];
    }

    @Override
    public int moveNumber() {
        return moveNumber;
    }

    /** The colour of the piece on this square, if any. */
    public Optional<Colour> pieceOn(Square square) {
        int colour = cell[square.index()];
        return colour == 0 ? Optional.empty() : Optional.of(COLOURS[colour - 1]);
    }

    @Override
    public List<Move> legalMoves() {
        HalmaBoard board = board();
        int[] packed = new int[HalmaBoard.MAX_MOVES + 1];
        int count = board.generate(packed, 0);
        if (count == 1 && packed[0] == HalmaBoard.PASS) {
            return List.of(Move.PASS);
        }
        // Sorted by their start-end text, each text made once rather than at every comparison.
        String[] keys = new String[count];
        Integer[] order = new Integer[count];
        for (int i = 0; i < count; i++) {
            keys[i] = HalmaGrid.name(packed[i] & 255) + "-" + HalmaGrid.name(packed[i] >>> 8);
            order[i] = i;
        }
        Arrays.sort(order, Comparator.comparing(i -> keys[i]));
        List<Move> moves = new ArrayList<>(count);
        int[] parents = new int[HalmaGrid.SQUARES];
        int parentsOf = -1;
        for (int i : order) {
            int from = packed[i] & 255;
            int to = packed[i] >>> 8;
            if (!HalmaGrid.adjacent(from, to) && from != parentsOf) {
                parents = board.jumpParents(from);
                parentsOf = from;
            }
            moves.add(path(from, to, parents));
        }
        return List.copyOf(moves);
    }

    /** A step, or the shortest chain that {@code parents} traces back from {@code to}. */
    private static Move path(int from, int to, int[] parents) {
        if (HalmaGrid.adjacent(from, to)) {
            return Move.of(HalmaGrid.square(from), HalmaGrid.square(to));
        }
        List<Square> path = new ArrayList<>();
        for (int s = to; s != from; s = parents[s]) {
            path.add(HalmaGrid.square(s));
        }
        path.add(HalmaGrid.square(from));
        return new Move(path.reversed());
    }

    @Override
    public Optional<Move> shortestPath(Square from, Square to) {
        int a = from.index();
        int b = to.index();
        if (winner >= 0 || cell[a] != side + 1 || cell[b] != 0 || a == b) {
            return Optional.empty();
        }
        if (HalmaGrid.adjacent(a, b)) {
            return Optional.of(Move.of(from, to));
        }
        int[] parents = board().jumpParents(a);
        return parents[b] < 0 ? Optional.empty() : Optional.of(path(a, b, parents));
    }

    @Override
    public HalmaPosition play(Move move) {
        HalmaBoard board = board();
        if (board.isOver()) {
            throw Refusal.of("HA-5", Refusal.Kind.GAME_OVER).exception();
        }
        if (move.isPass()) {
            if (board.hasMove()) {
                throw Refusal.of("HA-5", Refusal.Kind.PASS_WITH_MOVE, "side", colour(side)).exception();
            }
            board.play(HalmaBoard.PASS);
        } else {
            PathJudge.check(cell, move, side);
            board.play(move.from().index() | move.to().index() << 8);
        }
        byte[] next = new byte[HalmaGrid.SQUARES];
        for (int s = 0; s < next.length; s++) {
            next[s] = (byte) board.seatOn(s);
        }
        return new HalmaPosition(next, board.side(), board.moveNumber(), board.winner());
    }

    @Override
    public int hops(Move move) {
        List<Square> path = move.path();
        return move.isPass() || HalmaGrid.adjacent(path.get(0).index(), path.get(1).index()) ? 0 : path.size() - 1;
    }

    @Override
    public Move parseMove(String text) {
        return MoveText.parse(text, HalmaGrid::square, true);
    }

    @Override
    public List<Square> squares() {
        return ALL_SQUARES;
    }

    @Override
    public Square square(String name) {
        return HalmaGrid.square(name);
    }

    /** A two-player game: a resignation ends it, so no position exists without one player. */
    @Override
    public Position withoutPlayer(Colour colour) {
        throw new IllegalArgumentException("AL-2: in a two-player game a resignation ends the game");
    }

    /** HA-5: a side has won with every piece in the opposite camp (a two-player game ends no other way on the board). */
    @Override
    public String endingRule() {
        return winner < 0 ? null : "HA-5";
    }

    @Override
    public Status status() {
        return winner < 0 ? new Status.InProgress() : new Status.Finished(List.of(COLOURS[winner]));
    }

    @Override
    public String notation() {
        char[][] rows = new char[HalmaGrid.SIZE][HalmaGrid.SIZE];
        for (int r = 0; r < rows.length; r++) {
            for (int file = 0; file < HalmaGrid.SIZE; file++) {
                int colour = cell[HalmaGrid.at(file, HalmaGrid.SIZE - 1 - r)];
                rows[r][file] = colour == 0 ? BoardText.EMPTY : colour == 1 ? 'R' : 'B';
            }
        }
        return BoardText.format(rows) + " " + COLOURS[side].letter() + " " + moveNumber;
    }

    /** AL-5: the squares' contents and the side to move. */
    @Override
    public Optional<String> repetitionKey() {
        return Optional.of(new String(cell, StandardCharsets.ISO_8859_1) + side);
    }

    @Override
    public boolean targetBlocked(Colour colour) {
        int seat = Arrays.asList(COLOURS).indexOf(colour);
        return seat >= 0 && board().targetBlocked(seat);
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof HalmaPosition p && p.side == side && p.moveNumber == moveNumber
                && Arrays.equals(p.cell, cell);
    }

    @Override
    public int hashCode() {
        return (Arrays.hashCode(cell) * 31 + side) * 31 + moveNumber;
    }

    @Override
    public String toString() {
        return notation();
    }

    /** A fresh mutable search board of this position: perft, playouts and the computer players' search. */
    public HalmaBoard searchBoard() {
        return board();
    }

    static Colour colour(int side) {
        return COLOURS[side];
    }

    static String colourName(int side) {
        return COLOURS[side].title().toLowerCase(java.util.Locale.ROOT);
    }
}
