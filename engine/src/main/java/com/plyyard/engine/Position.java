package com.plyyard.engine;

import java.util.List;
import java.util.Optional;

/**
 * An immutable, always valid game position: obtained only by parsing notation or by playing a
 * legal move. Everything a client needs to play is here; the fast search boards live inside
 * each game's package.
 */
public interface Position {

    Game game();

    Settings settings();

    Colour sideToMove();

    /** The move number field of the notation (whole rounds, starting at 1). */
    int moveNumber();

    /**
     * One move per distinct (start, end) pair, each with one shortest path, sorted by their
     * {@code start-end} text; a lone {@link Move#PASS} when the side to move must pass; empty
     * when the game is over or the side to move has lost by having no move.
     */
    List<Move> legalMoves();

    /** One shortest legal path from {@code from} to {@code to}, if that move is legal. */
    Optional<Move> shortestPath(Square from, Square to);

    /**
     * The position after {@code move}, which may be any legal path.
     *
     * @throws IllegalMoveException whose message names the rule broken
     */
    Position play(Move move);

    /**
     * Parses a move's text (any letter case, {@code -} separators) into squares of this board,
     * without judging its legality.
     *
     * @throws NotationException for an unknown square or a malformed path
     */
    Move parseMove(String text);

    /** Every square of the board, in index order. */
    List<Square> squares();

    /** The square with this name, in any letter case. @throws NotationException if none */
    Square square(String name);

    Status status();

    /**
     * The id in shared/spec/rules.md of the rule that ended the game, such as {@code JU-7} (a den
     * entered) or {@code CC-10} (every piece home); null while the game goes on.
     */
    String endingRule();

    /**
     * AL-2: the position after the player of {@code colour} resigns from a game of three or more
     * players: their pieces leave the board and play goes on without them.
     *
     * @throws IllegalArgumentException for a two-player game (there a resignation simply ends it),
     *     a colour no longer playing, or a game that is over
     */
    Position withoutPlayer(Colour colour);

    /** The canonical notation of this position. */
    String notation();

    /**
     * How many jumps {@code move}'s path makes on this board: 0 for a step or a pass, else one
     * per hop of the chain, so a single jump is 1 (a path of two squares may be either). Dou Shou
     * Qi has no hops: its river jumps (JU-5) are single moves, counted 0.
     */
    default int hops(Move move) {
        return 0;
    }

    /**
     * What makes this position the same as another for a draw claim by repetition (AL-5): the
     * pieces and the side to move, not the move number. Empty where the game and its settings
     * have no such claim (AL-5 is for two-player Chinese checkers and Halma, default rule).
     */
    default Optional<String> repetitionKey() {
        return Optional.empty();
    }

    /**
     * Whether {@code colour} cannot finish as the board stands (AL-5): its target camp is full,
     * mostly of its own pieces but with at least one of another player's, which no rule makes
     * leave (CC-11, HA-5). A camp full of the others' pieces, as at the start, is not blocked: they
     * leave. Never in Dou Shou Qi, nor where CC-15 counts such a camp as filled.
     */
    default boolean targetBlocked(Colour colour) {
        return false;
    }
}
