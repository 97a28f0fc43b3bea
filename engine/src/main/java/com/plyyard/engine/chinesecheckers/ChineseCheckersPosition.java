package com.plyyard.engine.chinesecheckers;

import com.plyyard.engine.BoardText;
import com.plyyard.engine.Colour;
import com.plyyard.engine.Game;
import com.plyyard.engine.Move;
import com.plyyard.engine.MoveText;
import com.plyyard.engine.NotationException;
import com.plyyard.engine.Position;
import com.plyyard.engine.Refusal;
import com.plyyard.engine.Square;
import com.plyyard.engine.Status;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * An immutable Chinese checkers position. It carries the finishing order so far and the players
 * who resigned, which the notation cannot hold: for a parsed position, players already finished
 * are ranked in turn order, and nobody has resigned.
 */
public final class ChineseCheckersPosition implements Position {
    private static final List<Square> ALL_SQUARES =
            java.util.stream.IntStream.range(0, StarGeometry.HOLES).mapToObj(StarGeometry::square).toList();

    static final int PIECES_PER_SIDE = 10;

    private final ChineseCheckersSettings settings;
    /** The seat on each hole plus one; 0 for an empty hole. Never modified after construction. */
    private final byte[] cell;
    private final int side;
    private final int moveNumber;
    private final List<Integer> finishOrder;
    /** Seats that resigned (AL-2), in the order they did. */
    private final List<Integer> withdrawn;

    private ChineseCheckersPosition(ChineseCheckersSettings settings, byte[] cell, int side, int moveNumber,
            List<Integer> finishOrder, List<Integer> withdrawn) {
        this.settings = settings;
        this.cell = cell;
        this.side = side;
        this.moveNumber = moveNumber;
        this.finishOrder = List.copyOf(finishOrder);
        this.withdrawn = List.copyOf(withdrawn);
    }

    static ChineseCheckersPosition start(ChineseCheckersSettings settings) {
        byte[] cell = new byte[StarGeometry.HOLES];
        List<Camp> camps = settings.camps();
        for (int seat = 0; seat < camps.size(); seat++) {
            for (int hole : StarGeometry.campHoles(camps.get(seat))) {
                cell[hole] = (byte) (seat + 1);
            }
        }
        return new ChineseCheckersPosition(settings, cell, 0, 1, List.of(), List.of());
    }

    static ChineseCheckersPosition parse(ChineseCheckersSettings settings, String notation) {
        String[] fields = BoardText.fields(notation, "board", "side to move", "move number");
        int[] lengths = new int[StarGeometry.ROWS];
        for (int r = 0; r < lengths.length; r++) {
            lengths[r] = StarGeometry.ROW_LENGTHS[StarGeometry.ROWS - 1 - r];
        }
        char[][] rows = BoardText.parse(fields[0], lengths, "RBYGPO",
                r -> String.valueOf((char) ('q' - r)));
        List<Colour> colours = settings.colours();
        byte[] cell = new byte[StarGeometry.HOLES];
        int[] count = new int[colours.size()];
        for (int r = 0; r < rows.length; r++) {
            int y = StarGeometry.ROWS - 1 - r;
            for (int k = 0; k < rows[r].length; k++) {
                char c = rows[r][k];
                if (c == BoardText.EMPTY) {
                    continue;
                }
                Colour colour = Colour.ofLetter(c);
                int seat = colours.indexOf(colour);
                String hole = StarGeometry.square(StarGeometry.hole(y, k + 1)).name();
                if (seat < 0) {
                    throw new NotationException("a " + colour.title().toLowerCase() + " piece on " + hole
                            + ", but " + colour.title().toLowerCase() + " does not play in a "
                            + settings.players() + "-player game");
                }
                if (++count[seat] > PIECES_PER_SIDE) {
                    throw new NotationException(colour.title() + " has more than " + PIECES_PER_SIDE + " pieces");
                }
                cell[StarGeometry.hole(y, k + 1)] = (byte) (seat + 1);
            }
        }
        Colour sideColour = BoardText.side(fields[1], settings);
        int moveNumber = BoardText.number(fields[2], "move number", 1);
        return withFinishers(settings, cell, colours.indexOf(sideColour), moveNumber);
    }

    /** Ranks the players a parsed board shows as finished, in turn order, and checks they could be. */
    private static ChineseCheckersPosition withFinishers(ChineseCheckersSettings settings, byte[] cell, int side,
            int moveNumber) {
        StarBoard board = new StarBoard(settings, cell, side, 0, 0, moveNumber);
        List<Integer> finished = new ArrayList<>();
        for (int seat = 0; seat < settings.players(); seat++) {
            if (board.hasFinished(seat)) {
                finished.add(seat);
            }
        }
        int endsAt = settings.playForPlaces() ? settings.players() - 1 : 1;
        if (finished.size() > endsAt) {
            throw new NotationException(finished.size() + " players have filled their target camps, but the game "
                    + "ends once " + endsAt + (endsAt == 1 ? " has" : " have") + " finished (CC-10, CC-12)");
        }
        if (finished.size() < endsAt && finished.contains(side)) {
            throw new NotationException("the side to move, " + name(settings, side)
                    + ", has already finished and would be skipped (CC-12)");
        }
        return new ChineseCheckersPosition(settings, cell, side, moveNumber, finished, List.of());
    }

    private StarBoard board() {
        return new StarBoard(settings, cell, side, mask(finishOrder), mask(withdrawn), moveNumber);
    }

    private static int mask(List<Integer> seats) {
        int mask = 0;
        for (int seat : seats) {
            mask |= 1 << seat;
        }
        return mask;
    }

    @Override
    public Game game() {
        return ChineseCheckers.GAME;
    }

    @Override
    public ChineseCheckersSettings settings() {
        return settings;
    }

    @Override
    public Colour sideToMove() {
        return settings.colours().get(side);
    }

    @Override
    public int moveNumber() {
        return moveNumber;
    }

    /** The colour of the piece on this hole, if any. */
    public Optional<Colour> pieceOn(Square hole) {
        int seat = cell[hole.index()];
        return seat == 0 ? Optional.empty() : Optional.of(settings.colours().get(seat - 1));
    }

    @Override
    public List<Move> legalMoves() {
        StarBoard board = board();
        int[] packed = new int[StarBoard.MAX_MOVES];
        int count = board.generate(packed, 0);
        List<Move> moves = new ArrayList<>(count);
        int lastFrom = -1;
        int[] parents = null;
        for (int i = 0; i < count; i++) {
            if (packed[i] == StarBoard.PASS) {
                moves.add(Move.PASS);
                continue;
            }
            int from = packed[i] & 127;
            if (from != lastFrom) {
                parents = board.jumpParents(from);
                lastFrom = from;
            }
            moves.add(path(from, packed[i] >>> 7, parents));
        }
        moves.sort(Comparator.comparing(Move::startEnd));
        return List.copyOf(moves);
    }

    private static Move path(int from, int to, int[] parents) {
        if (StarGeometry.adjacent(from, to)) {
            return Move.of(StarGeometry.square(from), StarGeometry.square(to));
        }
        List<Square> path = new ArrayList<>();
        for (int hole = to; hole != from; hole = parents[hole]) {
            path.add(0, StarGeometry.square(hole));
        }
        path.add(0, StarGeometry.square(from));
        return new Move(path);
    }

    @Override
    public Optional<Move> shortestPath(Square from, Square to) {
        return legalMoves().stream()
                .filter(m -> !m.isPass() && m.from().equals(from) && m.to().equals(to))
                .findFirst();
    }

    @Override
    public ChineseCheckersPosition play(Move move) {
        StarBoard board = board();
        if (board.isOver()) {
            throw Refusal.of("CC-10", Refusal.Kind.GAME_OVER).exception();
        }
        if (move.isPass()) {
            int[] packed = new int[StarBoard.MAX_MOVES];
            if (board.generate(packed, 0) != 1 || packed[0] != StarBoard.PASS) {
                throw Refusal.of("CC-13", Refusal.Kind.PASS_WITH_MOVE, "side", settings.colours().get(side)).exception();
            }
            board.play(StarBoard.PASS);
        } else {
            PathJudge.check(cell, move, side, settings.longJump(), settings.colours());
            board.play(move.from().index() | move.to().index() << 7);
        }
        return after(board);
    }

    private ChineseCheckersPosition after(StarBoard board) {
        byte[] next = new byte[StarGeometry.HOLES];
        for (int h = 0; h < next.length; h++) {
            next[h] = (byte) board.seatOn(h);
        }
        List<Integer> order = new ArrayList<>(finishOrder);
        int newlyFinished = board.finishedSeats();
        for (int seat : finishOrder) {
            newlyFinished &= ~(1 << seat);
        }
        // CC-15 can finish several seats at once: the mover first, then the others in turn order.
        for (int i = 0; i < settings.players(); i++) {
            int seat = (side + i) % settings.players();
            if ((newlyFinished & 1 << seat) != 0) {
                order.add(seat);
            }
        }
        return new ChineseCheckersPosition(settings, next, board.side(), board.moveNumber(), order, withdrawn);
    }

    /**
     * AL-2: the player of {@code colour} resigns from a game of three or more players; their
     * pieces leave the board, the turn skips them, and the game ends when one player is left.
     */
    @Override
    public ChineseCheckersPosition withoutPlayer(Colour colour) {
        int seat = settings.colours().indexOf(colour);
        if (settings.players() < 3) {
            throw new IllegalArgumentException("AL-2: in a two-player game a resignation ends the game");
        }
        if (seat < 0 || withdrawn.contains(seat) || finishOrder.contains(seat)) {
            throw new IllegalArgumentException("AL-2: " + colour.title().toLowerCase()
                    + " is not playing in this game any more");
        }
        if (status().isOver()) {
            throw new IllegalArgumentException("AL-2: the game is over");
        }
        byte[] next = cell.clone();
        for (int h = 0; h < next.length; h++) {
            if (next[h] == seat + 1) {
                next[h] = 0;
            }
        }
        List<Integer> out = new ArrayList<>(withdrawn);
        out.add(seat);
        StarBoard board = new StarBoard(settings, next, side, mask(finishOrder), mask(out), moveNumber);
        if (side == seat && !board.isOver()) {
            board.passTurn();
        }
        return new ChineseCheckersPosition(settings, next, board.side(), board.moveNumber(), finishOrder, out);
    }

    @Override
    public int hops(Move move) {
        List<Square> path = move.path();
        return move.isPass() || StarGeometry.adjacent(path.get(0).index(), path.get(1).index()) ? 0 : path.size() - 1;
    }

    @Override
    public Move parseMove(String text) {
        return MoveText.parse(text, StarGeometry::square, true);
    }

    @Override
    public List<Square> squares() {
        return ALL_SQUARES;
    }

    @Override
    public Square square(String name) {
        return StarGeometry.square(name);
    }

    /**
     * CC-10 once a player has finished (CC-12: with play-for-places, once the places are decided);
     * AL-2 when the others withdrew and one player is left.
     */
    @Override
    public String endingRule() {
        if (!board().isOver()) {
            return null;
        }
        return finishOrder.isEmpty() ? "AL-2" : "CC-10";
    }

    /**
     * The ranking once the game is over: without play-for-places, the winner alone (the first
     * finisher, or the last player left); playing for places, the finishers in order, then
     * whoever was left, then the resigned players, the last to resign first.
     */
    @Override
    public Status status() {
        if (!board().isOver()) {
            return new Status.InProgress();
        }
        List<Colour> ranking = new ArrayList<>();
        finishOrder.forEach(seat -> ranking.add(settings.colours().get(seat)));
        for (int seat = 0; seat < settings.players(); seat++) {
            if (!finishOrder.contains(seat) && !withdrawn.contains(seat)) {
                ranking.add(settings.colours().get(seat));
            }
        }
        if (!settings.playForPlaces()) {
            return new Status.Finished(ranking.subList(0, 1));
        }
        for (int i = withdrawn.size() - 1; i >= 0; i--) {
            ranking.add(settings.colours().get(withdrawn.get(i)));
        }
        return new Status.Finished(ranking);
    }

    @Override
    public String notation() {
        char[][] rows = new char[StarGeometry.ROWS][];
        for (int r = 0; r < rows.length; r++) {
            int y = StarGeometry.ROWS - 1 - r;
            rows[r] = new char[StarGeometry.ROW_LENGTHS[y]];
            for (int k = 0; k < rows[r].length; k++) {
                int seat = cell[StarGeometry.hole(y, k + 1)];
                rows[r][k] = seat == 0 ? BoardText.EMPTY
                        : Character.toUpperCase(settings.colours().get(seat - 1).letter());
            }
        }
        return BoardText.format(rows) + " " + sideToMove().letter() + " " + moveNumber;
    }

    /** AL-5: the holes' contents and the side to move; with two players under the default rule only. */
    @Override
    public Optional<String> repetitionKey() {
        if (settings.players() != 2 || settings.fillBlockedTarget()) {
            return Optional.empty();
        }
        return Optional.of(new String(cell, StandardCharsets.ISO_8859_1) + side);
    }

    @Override
    public boolean targetBlocked(Colour colour) {
        int seat = settings.colours().indexOf(colour);
        return seat >= 0 && !settings.fillBlockedTarget() && board().targetBlocked(seat);
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof ChineseCheckersPosition p && p.settings.equals(settings)
                && p.notation().equals(notation()) && p.finishOrder.equals(finishOrder)
                && p.withdrawn.equals(withdrawn);
    }

    @Override
    public int hashCode() {
        return notation().hashCode();
    }

    @Override
    public String toString() {
        return notation();
    }

    /** A fresh mutable search board of this position: perft, playouts and the computer players' search. */
    public StarBoard searchBoard() {
        return board();
    }

    private static String name(ChineseCheckersSettings settings, int seat) {
        return settings.colours().get(seat).title().toLowerCase();
    }
}
