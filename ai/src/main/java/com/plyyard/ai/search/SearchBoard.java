package com.plyyard.ai.search;

/**
 * A game as the two-player alpha-beta search sees it: a mutable board with packed int moves,
 * make/unmake, an incremental Zobrist hash and an evaluation from the side to move's view. One
 * implementation per game keeps the rules and the knowledge; {@link AlphaBeta} keeps the search.
 */
public interface SearchBoard {

    /** Most moves a position can have, so the search can lay out one list per ply. */
    int maxMoves();

    /**
     * Writes every move of the side to move into {@code out} from {@code offset} (a pass is a
     * move); returns the count, zero when the side to move has lost by having no move.
     */
    int generate(int[] out, int offset);

    /**
     * Writes the moves the quiescence search follows (captures, moves that win at once); zero
     * for races, which have none.
     */
    int generateTactical(int[] out, int offset);

    /**
     * Whether the opponent would win with their next move if the side to move did nothing (a
     * den under attack): the quiescence search may not stand pat then.
     */
    boolean threatened();

    /**
     * Whether {@link #generate} would write {@code move} here, told without generating: false
     * for a pass, and false where the board cannot tell it cheaply, so that the search never
     * tries a move the list would not hold (a table move of another position, a killer of a
     * sibling).
     */
    default boolean isMove(int move) {
        return false;
    }

    void make(int move);

    void unmake(int move);

    /** The Zobrist hash of everything that decides the game from here, kept up by make/unmake. */
    long hash();

    /**
     * The result when the game is over at this node, from the side to move's view:
     * {@link Scores#lost}/{@link Scores#won} at this ply, 0 for a draw, or {@link Scores#NONE}
     * while it goes on. Running out of moves is the search's business (see {@link #generate}).
     */
    int outcome(int ply);

    /** The static worth of the position for the side to move, in hundredths of a pawn-like unit. */
    int evaluate();

    /**
     * For a game without tactical moves: the negated {@link #evaluate} of the position after
     * {@code move}, its worth for the side making it, told without making the move so that the
     * search's last ply need not make every move; {@link Scores#NONE} where only making it tells
     * (the move may end the game, or the evaluation reads more of the board than the moved piece).
     */
    default int valueAfter(int move) {
        return Scores.NONE;
    }

    /** The {@link #hash} of the position after {@code move}. */
    default long hashAfter(int move) {
        make(move);
        long after = hash();
        unmake(move);
        return after;
    }

    /**
     * A cheap guess of how good each of {@code count} moves from {@code offset} is, to try likelier
     * moves first (higher first): {@code scores[i]} for {@code moves[i]}. One call for the list,
     * as the browser build dispatches every call through this interface.
     */
    void orderScores(int[] moves, int offset, int count, int[] scores);

    /** Whether the game has tactical moves at all ({@link #generateTactical}); when not, every move is quiet. */
    boolean hasTactics();

    /** Whether a move is quiet (no capture, no immediate win), so it may be a killer or reduced. */
    boolean isQuiet(int move);

    /** The square a packed move starts from, −1 for a pass. */
    int from(int move);

    /** The square a packed move ends on, −1 for a pass. */
    int to(int move);
}
