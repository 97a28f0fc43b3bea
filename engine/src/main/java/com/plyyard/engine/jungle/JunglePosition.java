package com.plyyard.engine.jungle;

import static com.plyyard.engine.jungle.JungleGeometry.DEN;
import static com.plyyard.engine.jungle.JungleGeometry.FILES;
import static com.plyyard.engine.jungle.JungleGeometry.RANKS;
import static com.plyyard.engine.jungle.JungleGeometry.SQUARES;
import static com.plyyard.engine.jungle.JungleGeometry.bit;
import static com.plyyard.engine.jungle.JungleGeometry.index;

import com.plyyard.engine.BoardText;
import com.plyyard.engine.Colour;
import com.plyyard.engine.Game;
import com.plyyard.engine.IllegalMoveException;
import com.plyyard.engine.Move;
import com.plyyard.engine.MoveText;
import com.plyyard.engine.NotationException;
import com.plyyard.engine.Position;
import com.plyyard.engine.RedBlueSettings;
import com.plyyard.engine.Refusal;
import com.plyyard.engine.Square;
import com.plyyard.engine.Status;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * An immutable Dou Shou Qi position, always valid: no piece where it may not stand (JU-3, JU-4),
 * at most one animal of each kind per side (JU-2), 0 to 60 plies since the last capture, move
 * number at least 1. The ply counter is not checked against the move number, since studies set
 * up mid-game carry a count from play that is not in the record.
 *
 * <p>A parsed position may show a piece in the enemy den: that is a finished game, won by the
 * side that entered (JU-7). It is accepted only when it could have arisen by play: one den
 * entered at most, and the side to move is the one whose den was entered (the winner's move
 * was the last). Likewise 60 plies without a capture is accepted as a drawn game (JU-9), and a
 * side to move without a legal move has lost (JU-8).
 *
 * <p>When several endings coincide, entering the den wins first (it wins at once, JU-7), then
 * the 60-ply draw (the game is drawn when the 60th ply is played, so the next side never has to
 * move), then the loss of a side to move with no legal move.
 */
public final class JunglePosition implements Position {
    private static final List<Square> ALL_SQUARES =
            java.util.stream.IntStream.range(0, JungleGeometry.SQUARES).mapToObj(JungleGeometry::square).toList();

    static final String START = "l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L r 0 1";
    private static final String PIECE_LETTERS = "RCDWPTLErcdwptle";
    private static final List<Colour> COLOURS = List.of(Colour.RED, Colour.BLUE);

    /** The piece code on each square, as in {@link JungleBoard}. Never modified after construction. */
    private final byte[] cell;
    private final int side;
    private final int pliesSinceCapture;
    private final int moveNumber;
    private final Status status;
    /** The rule that ended the game, such as {@code JU-7}; null while in progress. */
    private final String endingRule;

    private JunglePosition(byte[] cell, int side, int pliesSinceCapture, int moveNumber) {
        this.cell = cell;
        this.side = side;
        this.pliesSinceCapture = pliesSinceCapture;
        this.moveNumber = moveNumber;
        JungleBoard board = board();
        Colour other = COLOURS.get(side ^ 1);
        if (board.denEntered()) {
            endingRule = "JU-7";
            status = new Status.Finished(List.of(other));
        } else if (board.drawnByQuietPlies()) {
            endingRule = "JU-9";
            status = new Status.Drawn("JU-9: " + JungleBoard.DRAW_PLIES + " consecutive plies without a capture");
        } else if (board.countMoves() == 0) {
            endingRule = "JU-8";
            status = new Status.Finished(List.of(other));
        } else {
            endingRule = null;
            status = new Status.InProgress();
        }
    }

    static JunglePosition start() {
        return parse(START);
    }

    /** @throws NotationException saying what is wrong and where */
    static JunglePosition parse(String notation) {
        String[] fields = BoardText.fields(notation, "board", "side to move", "plies since the last capture",
                "move number");
        int[] lengths = new int[RANKS];
        Arrays.fill(lengths, FILES);
        char[][] rows = BoardText.parse(fields[0], lengths, PIECE_LETTERS, r -> String.valueOf(RANKS - r));
        byte[] cell = new byte[SQUARES];
        int[] seenOn = new int[17];
        Arrays.fill(seenOn, -1);
        for (int r = 0; r < RANKS; r++) {
            for (int file = 0; file < FILES; file++) {
                char letter = rows[r][file];
                if (letter != BoardText.EMPTY) {
                    int square = index(file, RANKS - 1 - r);
                    cell[square] = (byte) place(letter, square, seenOn);
                }
            }
        }
        int side = BoardText.side(fields[1], RedBlueSettings.INSTANCE) == Colour.RED ? JungleBoard.RED : JungleBoard.BLUE;
        int plies = BoardText.number(fields[2], "count of plies since the last capture", 0);
        if (plies > JungleBoard.DRAW_PLIES) {
            throw new NotationException("the count of plies since the last capture is " + plies + ", but the game is "
                    + "drawn when it reaches " + JungleBoard.DRAW_PLIES + " (JU-9)");
        }
        int moveNumber = BoardText.number(fields[3], "move number", 1);
        checkDens(cell, side);
        return new JunglePosition(cell, side, plies, moveNumber);
    }

    /** Checks one piece of the board field and returns its code; {@code seenOn} remembers each piece's square. */
    private static int place(char letter, int square, int[] seenOn) {
        Animal animal = Animal.ofLetter(letter);
        int owner = Character.isUpperCase(letter) ? JungleBoard.RED : JungleBoard.BLUE;
        int code = 1 + owner * 8 + animal.ordinal();
        String what = MoveJudge.piece(code) + " on " + JungleGeometry.square(square).name();
        if (seenOn[code] >= 0) {
            throw new NotationException("a second " + what + ": " + MoveJudge.sideName(owner) + " already has a "
                    + animal.title() + " on " + JungleGeometry.square(seenOn[code]).name()
                    + ", and a side has one of each animal (JU-2)");
        }
        seenOn[code] = square;
        if (JungleGeometry.isWater(square) && animal != Animal.RAT) {
            throw new NotationException("the " + what + " stands in water, where only the rat may go (JU-4)");
        }
        if ((DEN[owner] & bit(square)) != 0) {
            throw new NotationException("the " + what + " stands in its own den, which its pieces may never enter (JU-3)");
        }
        return code;
    }

    /** JU-7: an entered den ends the game, so only the last move may have entered one. */
    private static void checkDens(byte[] cell, int side) {
        int redDen = Long.numberOfTrailingZeros(DEN[JungleBoard.RED]);
        int blueDen = Long.numberOfTrailingZeros(DEN[JungleBoard.BLUE]);
        if (cell[redDen] != 0 && cell[blueDen] != 0) {
            throw new NotationException("both dens are entered (" + MoveJudge.piece(cell[redDen]) + " on d1, "
                    + MoveJudge.piece(cell[blueDen]) + " on d9), but the game ends when the first is entered (JU-7)");
        }
        int entered = Long.numberOfTrailingZeros(DEN[side ^ 1]);
        if (cell[entered] != 0) {
            throw new NotationException("the " + MoveJudge.piece(cell[entered]) + " on "
                    + JungleGeometry.square(entered).name() + " has entered " + MoveJudge.sideName(side ^ 1)
                    + "'s den, which ended the game with " + MoveJudge.sideName(side) + "'s move, so "
                    + MoveJudge.sideName(side ^ 1) + " must be to move (JU-7)");
        }
    }

    JungleBoard board() {
        return new JungleBoard(cell, side, pliesSinceCapture, moveNumber);
    }

    /** A fresh mutable search board of this position, for the computer players' search. */
    public JungleBoard searchBoard() {
        return board();
    }

    @Override
    public Game game() {
        return Jungle.GAME;
    }

    @Override
    public RedBlueSettings settings() {
        return RedBlueSettings.INSTANCE;
    }

    @Override
    public Colour sideToMove() {
        return COLOURS.get(side);
    }

    @Override
    public int moveNumber() {
        return moveNumber;
    }

    /** Plies played since the last capture (JU-9), as in the notation. */
    public int pliesSinceCapture() {
        return pliesSinceCapture;
    }

    /** The piece on this square, if any. */
    public Optional<JunglePiece> pieceOn(Square square) {
        int code = cell[square.index()];
        return code == 0 ? Optional.empty()
                : Optional.of(new JunglePiece(COLOURS.get((code - 1) >>> 3), Animal.ALL[(code - 1) & 7]));
    }

    @Override
    public List<Move> legalMoves() {
        int[] packed = new int[JungleBoard.MAX_MOVES];
        int count = board().generate(packed, 0);
        List<Move> moves = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            moves.add(Move.of(JungleGeometry.square(packed[i] & 63), JungleGeometry.square(packed[i] >>> 6)));
        }
        moves.sort(Comparator.comparing(Move::startEnd));
        return List.copyOf(moves);
    }

    @Override
    public Optional<Move> shortestPath(Square from, Square to) {
        return isLegal(from.index(), to.index()) ? Optional.of(Move.of(from, to)) : Optional.empty();
    }

    private boolean isLegal(int from, int to) {
        int[] packed = new int[JungleBoard.MAX_MOVES];
        int count = board().generate(packed, 0);
        int wanted = from | to << 6;
        for (int i = 0; i < count; i++) {
            if (packed[i] == wanted) {
                return true;
            }
        }
        return false;
    }

    /**
     * @throws IllegalMoveException naming the rule broken: the rule that ended the game, JU-10
     *     for a pass, JU-3 … JU-6d for a refused move
     */
    @Override
    public JunglePosition play(Move move) {
        if (status.isOver()) {
            throw Refusal.of(endingRule, Refusal.Kind.GAME_OVER).exception();
        }
        if (move.isPass()) {
            throw Refusal.of("JU-10", Refusal.Kind.NO_PASSING).exception();
        }
        if (move.path().size() != 2) {
            throw Refusal.of("JU-3", Refusal.Kind.NOT_TWO_SQUARES, "count", move.path().size()).exception();
        }
        int from = move.from().index();
        int to = move.to().index();
        if (!isLegal(from, to)) {
            Refusal refusal = MoveJudge.refusal(cell, side, from, to);
            throw (refusal != null ? refusal
                    : Refusal.of("JU-3", Refusal.Kind.NOT_LEGAL, "from", move.from(), "to", move.to())).exception();
        }
        JungleBoard board = board();
        board.play(from | to << 6);
        byte[] next = new byte[SQUARES];
        for (int s = 0; s < SQUARES; s++) {
            next[s] = (byte) board.pieceOn(s);
        }
        return new JunglePosition(next, board.side(), board.pliesSinceCapture(), board.moveNumber());
    }

    @Override
    public String endingRule() {
        return endingRule;
    }

    /** Why the move from one square to another is illegal, or null when it is legal (ignores the game's end). */
    Refusal refusal(int from, int to) {
        return MoveJudge.refusal(cell, side, from, to);
    }

    @Override
    public Move parseMove(String text) {
        return MoveText.parse(text, JungleGeometry::square, false);
    }

    @Override
    public List<Square> squares() {
        return ALL_SQUARES;
    }

    @Override
    public Square square(String name) {
        return JungleGeometry.square(name);
    }

    /** A two-player game: a resignation ends it, so no position exists without one player. */
    @Override
    public Position withoutPlayer(Colour colour) {
        throw new IllegalArgumentException("AL-2: in a two-player game a resignation ends the game");
    }

    @Override
    public Status status() {
        return status;
    }

    @Override
    public String notation() {
        char[][] rows = new char[RANKS][FILES];
        for (int r = 0; r < RANKS; r++) {
            for (int file = 0; file < FILES; file++) {
                int code = cell[index(file, RANKS - 1 - r)];
                char letter = code == 0 ? BoardText.EMPTY : Animal.ALL[(code - 1) & 7].letter();
                rows[r][file] = code > 8 ? Character.toLowerCase(letter) : letter;
            }
        }
        return BoardText.format(rows) + " " + sideToMove().letter() + " " + pliesSinceCapture + " " + moveNumber;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof JunglePosition p && p.side == side && p.pliesSinceCapture == pliesSinceCapture
                && p.moveNumber == moveNumber && Arrays.equals(p.cell, cell);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(cell) * 31 + side + 7 * pliesSinceCapture + 131 * moveNumber;
    }

    @Override
    public String toString() {
        return notation();
    }
}
