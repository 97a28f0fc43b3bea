package com.plyyard.ai.jungle;

import static com.plyyard.ai.jungle.JungleKnowledge.DEN;

import com.plyyard.ai.search.Scores;
import com.plyyard.ai.search.SearchBoard;
import com.plyyard.ai.search.ZobristKeys;
import com.plyyard.engine.jungle.JungleBoard;
import com.plyyard.engine.jungle.JunglePosition;
import java.util.List;

/**
 * Dou Shou Qi for {@link com.plyyard.ai.search.AlphaBeta}: material and placement kept up move
 * by move ({@link JungleKnowledge}); captures, den entries and steps into enemy traps as
 * tactical moves; a piece of the opponent in one's trap — next to one's den — as a threat that
 * must be answered; and the 60-ply rule (JU-9): the hash holds the count of quiet plies, and an
 * advantage fades towards the draw's worth the nearer the draw, so the side ahead seeks a
 * capture in time. A line that comes back to a position it or the game passed through is
 * worth the draw.
 *
 * <p>A draw is worth less than an even position to the side the search plays for (and as much
 * more to its opponent), by a contempt that follows the root's evaluation for that side:
 * {@value #CONTEMPT} when the root is even, a quarter of the root's lead more or less, never
 * below 0 (a side well behind takes the draw) nor above {@value #MAX_CONTEMPT}. Between equal
 * players most games would otherwise end by the 60-ply rule with nobody having tried anything,
 * and a stronger player needs the game to go on to show it; a side that is ahead has the most
 * to lose by it. So the searching side prefers an even exchange, which restarts the count, to
 * letting the quiet plies run out. The contempt stays below the worth of the cheapest piece
 * (the cat, 200): near the 60th quiet ply an advantage is worth little more than the draw, and
 * a larger contempt made the search give a piece away just to restart the count (at 300,
 * level 6 scored 47% against level 5 over 16 games, with 4 times its nodes).
 *
 * <p>Breaking a defence ({@link JungleAttack}): pieces in the enemy's half, attackers no enemy
 * piece left can take, the rat in the river; and steps into an enemy trap count as tactical
 * moves, so the quiescence search sees the den threat they make (docs/ai-strength.md, issue 21).
 *
 * <p>Approach: every step a side's pieces have come towards the enemy den is worth more the
 * longer nothing has been captured (10 a step at the 40th quiet ply), and nothing right after a
 * capture. Levels that see the same exchanges kept their pieces out of each other's reach until
 * the 60-ply rule drew two games in three; a side made to come forward gives the deeper search
 * contact to work with (level 5 against level 4 went from 59% to 75%, level 6 against level 5
 * from 56% to 66%, over the same 16 openings, see docs/ai-strength.md).
 *
 * <p>Circles: when no line in the horizon shows a way through, shuffling a piece to and fro
 * ({@code b3-a3 b5-a5 a3-b3 a5-b5 …}) scores as well as anything else, and the 60 plies run out.
 * A circle brings nothing but the draw nearer, so it scores as the draw, which the contempt
 * makes the side the search plays for avoid: it plays a move that changes something
 * (docs/ai-strength.md, "Circles worth the draw"). The game's positions before the root count
 * too: a circle of two moves a side leaves the search's line at its root, so a search that saw
 * only its own line never saw the circles the game was making.
 */
public final class JungleSearchBoard implements SearchBoard {
    private static final int SQUARES = JungleKnowledge.SQUARES;
    private static final int TEMPO = 10;
    private static final long[] PIECE_KEYS = ZobristKeys.of(17 * SQUARES, 0x1A6E_0001L);
    private static final long[] QUIET_PLY_KEYS = ZobristKeys.of(JungleBoard.DRAW_PLIES + 2, 0x1A6E_0002L);
    private static final long BLUE_TO_MOVE = ZobristKeys.of(1, 0x1A6E_0003L)[0];
    /** Quiet plies after which an advantage starts to shrink towards the draw at 60. */
    private static final int FADE_FROM = 20;
    private static final int MAX_PLY = 64;
    /** The contempt when the root is even; it moves by a quarter of the root's evaluation. */
    private static final int CONTEMPT = 150;
    /** Below the cat's worth (200), so that no piece is given away to restart the count. */
    private static final int MAX_CONTEMPT = 190;
    /** Each step towards the enemy den is worth a hundredth more every this many quiet plies. */
    private static final int QUIET_PLIES_PER_STEP_WORTH = 4;

    private final JungleBoard board;
    /** The side the search plays for: the side to move at the root. */
    private final int rootSide;
    /** The value of each side's pieces (see {@link JungleKnowledge}). */
    private final int[] value = new int[2];
    /** How many pieces of each side stand near the enemy den (see {@link JungleKnowledge#pressure}). */
    private final int[] pressing = new int[2];
    /** How many steps each side's pieces have come towards the enemy den, summed. */
    private final int[] approach = new int[2];
    /** How many pieces of each side stand in the enemy's half (see {@link JungleAttack#invading}). */
    private final int[] invaders = new int[2];
    /** The animals each side still has, bit {@code 1 << animal} each. */
    private final int[] alive = new int[2];
    /** The square of each piece code (each side has one piece of each animal). */
    private final int[] squareOf = new int[17];
    /** How much less than an even position a draw is worth to the side the search plays for. */
    private final int contempt;
    private long hash;
    private final long[] hashBefore = new long[MAX_PLY];
    /** {@link #placement} of the game's positions since the last capture before the root, oldest first. */
    private final long[] beforeRoot;
    private int ply;

    /** A search from {@code board} that knows nothing of the game before it. */
    public JungleSearchBoard(JungleBoard board) {
        this(board, List.of());
    }

    /**
     * @param earlier the game's positions before {@code board}, oldest first: a line that comes
     *     back to one of those since the last capture is worth the draw too
     */
    public JungleSearchBoard(JungleBoard board, List<JunglePosition> earlier) {
        this.board = board;
        this.rootSide = board.side();
        for (int square = 0; square < SQUARES; square++) {
            int code = board.pieceOn(square);
            if (code != 0) {
                int side = (code - 1) >>> 3;
                value[side] += JungleKnowledge.value(code, square);
                pressing[side] += JungleKnowledge.pressing(side, square);
                approach[side] += JungleKnowledge.approach(side, square);
                invaders[side] += JungleAttack.invading(side, square);
                alive[side] |= 1 << ((code - 1) & 7);
                squareOf[code] = square;
            }
        }
        hash = placement(board) ^ QUIET_PLY_KEYS[board.pliesSinceCapture()];
        List<JunglePosition> sinceCapture = earlier.subList(
                Math.max(0, earlier.size() - board.pliesSinceCapture()), earlier.size());
        beforeRoot = sinceCapture.stream().mapToLong(before -> placement(before.searchBoard())).toArray();
        contempt = Math.clamp(CONTEMPT + advantage(rootSide) / 4, 0, MAX_CONTEMPT);
    }

    /** The hash of the pieces and the side to move, without the count of quiet plies. */
    private static long placement(JungleBoard board) {
        long placement = board.side() == JungleBoard.BLUE ? BLUE_TO_MOVE : 0;
        for (int square = 0; square < SQUARES; square++) {
            int code = board.pieceOn(square);
            if (code != 0) {
                placement ^= PIECE_KEYS[code * SQUARES + square];
            }
        }
        return placement;
    }

    @Override
    public int maxMoves() {
        return JungleBoard.MAX_MOVES;
    }

    @Override
    public int generate(int[] out, int offset) {
        return board.generate(out, offset);
    }

    /** Captures, den entries and steps into enemy traps, kept in place from the full list (Jungle has at most 40 moves). */
    @Override
    public int generateTactical(int[] out, int offset) {
        int count = board.generate(out, offset);
        int kept = 0;
        for (int i = offset; i < offset + count; i++) {
            if (!isQuiet(out[i])) {
                out[offset + kept++] = out[i];
            }
        }
        return kept;
    }

    /** JU-7: an enemy piece in one of our traps stands next to our den and enters it next move. */
    @Override
    public boolean threatened() {
        int side = board.side();
        int den = DEN[side];
        return isEnemy(den + 1, side) || isEnemy(den - 1, side) || isEnemy(side == 0 ? den + 7 : den - 7, side);
    }

    private boolean isEnemy(int square, int side) {
        int code = board.pieceOn(square);
        return code != 0 && (code - 1) >>> 3 != side;
    }

    @Override
    public void make(int move) {
        hashBefore[ply++] = hash;
        int from = move & 63;
        int to = move >>> 6;
        int code = board.pieceOn(from);
        int captured = board.pieceOn(to);
        int mover = (code - 1) >>> 3;
        value[mover] += JungleKnowledge.value(code, to) - JungleKnowledge.value(code, from);
        pressing[mover] += JungleKnowledge.pressing(mover, to) - JungleKnowledge.pressing(mover, from);
        approach[mover] += JungleKnowledge.approach(mover, to) - JungleKnowledge.approach(mover, from);
        invaders[mover] += JungleAttack.invading(mover, to) - JungleAttack.invading(mover, from);
        squareOf[code] = to;
        hash ^= PIECE_KEYS[code * SQUARES + from] ^ PIECE_KEYS[code * SQUARES + to] ^ BLUE_TO_MOVE
                ^ QUIET_PLY_KEYS[board.pliesSinceCapture()];
        if (captured != 0) {
            value[mover ^ 1] -= JungleKnowledge.value(captured, to);
            pressing[mover ^ 1] -= JungleKnowledge.pressing(mover ^ 1, to);
            approach[mover ^ 1] -= JungleKnowledge.approach(mover ^ 1, to);
            invaders[mover ^ 1] -= JungleAttack.invading(mover ^ 1, to);
            alive[mover ^ 1] ^= 1 << ((captured - 1) & 7);
            hash ^= PIECE_KEYS[captured * SQUARES + to];
        }
        board.make(move);
        hash ^= QUIET_PLY_KEYS[board.pliesSinceCapture()];
    }

    @Override
    public void unmake(int move) {
        board.unmake(move);
        hash = hashBefore[--ply];
        int from = move & 63;
        int to = move >>> 6;
        int code = board.pieceOn(from);
        int captured = board.pieceOn(to);
        int mover = (code - 1) >>> 3;
        value[mover] -= JungleKnowledge.value(code, to) - JungleKnowledge.value(code, from);
        pressing[mover] -= JungleKnowledge.pressing(mover, to) - JungleKnowledge.pressing(mover, from);
        approach[mover] -= JungleKnowledge.approach(mover, to) - JungleKnowledge.approach(mover, from);
        invaders[mover] -= JungleAttack.invading(mover, to) - JungleAttack.invading(mover, from);
        squareOf[code] = from;
        if (captured != 0) {
            value[mover ^ 1] += JungleKnowledge.value(captured, to);
            pressing[mover ^ 1] += JungleKnowledge.pressing(mover ^ 1, to);
            approach[mover ^ 1] += JungleKnowledge.approach(mover ^ 1, to);
            invaders[mover ^ 1] += JungleAttack.invading(mover ^ 1, to);
            alive[mover ^ 1] |= 1 << ((captured - 1) & 7);
        }
    }

    @Override
    public long hash() {
        return hash;
    }

    @Override
    public int outcome(int ply) {
        if (board.denEntered()) {
            return Scores.lost(ply);
        }
        return board.drawnByQuietPlies() || repeats() ? drawScore() : Scores.NONE;
    }

    /**
     * Whether this position, the count of quiet plies aside, stood earlier on the line from the
     * root or in the game before it, with the same side to move (never across a capture, which
     * no position outlives).
     */
    private boolean repeats() {
        int quiet = board.pliesSinceCapture();
        long position = hash ^ QUIET_PLY_KEYS[quiet];
        int farthest = Math.min(quiet, ply + beforeRoot.length);
        for (int back = 4; back <= farthest; back += 2) {
            long then = back <= ply ? hashBefore[ply - back] ^ QUIET_PLY_KEYS[quiet - back]
                    : beforeRoot[beforeRoot.length - (back - ply)];
            if (then == position) {
                return true;
            }
        }
        return false;
    }

    /** The draw from the side to move's view: below even for the side the search plays for. */
    private int drawScore() {
        return board.side() == rootSide ? -contempt : contempt;
    }

    @Override
    public int evaluate() {
        int side = board.side();
        int advantage = advantage(side) + TEMPO;
        int quiet = board.pliesSinceCapture();
        if (quiet > FADE_FROM) {
            int draw = drawScore();
            advantage = draw + (advantage - draw) * (JungleBoard.DRAW_PLIES - quiet)
                    / (JungleBoard.DRAW_PLIES - FADE_FROM);
        }
        return advantage;
    }

    /** The position's worth to {@code side}, before the fade towards the draw. */
    private int advantage(int side) {
        int quiet = board.pliesSinceCapture();
        return value[side] - value[side ^ 1] + JungleKnowledge.pressure(pressing[side])
                - JungleKnowledge.pressure(pressing[side ^ 1])
                + (approach[side] - approach[side ^ 1]) * quiet / QUIET_PLIES_PER_STEP_WORTH
                + attack(side) - attack(side ^ 1);
    }

    /** {@link JungleAttack}'s terms for {@code side}. */
    private int attack(int side) {
        int enemyAlive = alive[side ^ 1];
        int score = invaders[side] * JungleAttack.INVADER;
        for (int animal = 0; animal < 8; animal++) {
            if ((alive[side] & 1 << animal) != 0 && JungleAttack.unmeetable(animal, enemyAlive)) {
                score += JungleAttack.FREE_STEP * JungleKnowledge.approach(side, squareOf[1 + side * 8 + animal]);
            }
        }
        int rat = 1 + side * 8;
        if ((alive[side] & 1) != 0 && JungleAttack.jumpers(enemyAlive) && JungleKnowledge.isWater(squareOf[rat])) {
            score += JungleAttack.RIVER_RAT;
        }
        return score;
    }

    /** Den entries first, then captures of the most valuable piece by the least valuable, then advances. */
    @Override
    public void orderScores(int[] moves, int offset, int count, int[] scores) {
        for (int i = offset; i < offset + count; i++) {
            scores[i] = orderScore(moves[i]);
        }
    }

    private int orderScore(int move) {
        int from = move & 63;
        int to = move >>> 6;
        int code = board.pieceOn(from);
        if (to == DEN[((code - 1) >>> 3) ^ 1]) {
            return 1 << 28;
        }
        int captured = board.pieceOn(to);
        if (captured != 0) {
            return (1 << 24) + 16 * JungleKnowledge.WORTH[(captured - 1) & 7] - ((code - 1) & 7);
        }
        return JungleKnowledge.value(code, to) - JungleKnowledge.value(code, from);
    }

    @Override
    public boolean hasTactics() {
        return true;
    }

    /**
     * A step into an enemy trap is no quiet move: the piece there enters the den next unless it
     * is taken, so the quiescence search plays it out (a den threat extended).
     */
    @Override
    public boolean isQuiet(int move) {
        int to = move >>> 6;
        int enemy = board.side() ^ 1;
        return board.pieceOn(to) == 0 && to != DEN[enemy] && !JungleKnowledge.isTrapOf(enemy, to);
    }

    @Override
    public int from(int move) {
        return move & 63;
    }

    @Override
    public int to(int move) {
        return move >>> 6;
    }
}
