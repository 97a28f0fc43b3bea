package com.plyyard.engine.jungle;

import static com.plyyard.engine.jungle.JungleGeometry.DEN;
import static com.plyyard.engine.jungle.JungleGeometry.JUMPS;
import static com.plyyard.engine.jungle.JungleGeometry.JUMP_LANDING;
import static com.plyyard.engine.jungle.JungleGeometry.JUMP_WATER;
import static com.plyyard.engine.jungle.JungleGeometry.LAND;
import static com.plyyard.engine.jungle.JungleGeometry.NEIGHBOURS;
import static com.plyyard.engine.jungle.JungleGeometry.SQUARES;
import static com.plyyard.engine.jungle.JungleGeometry.TRAPS;
import static com.plyyard.engine.jungle.JungleGeometry.WATER;

import java.util.SplittableRandom;

/**
 * The mutable search board of Dou Shou Qi: one bit set per (side, animal), one per side, a
 * mailbox for captures, make/unmake and no allocation per node. Square sets follow
 * {@link JungleGeometry}.
 *
 * <p>A piece code is {@code 1 + side * 8 + animal ordinal} (red rat 1 … red elephant 8, blue
 * rat 9 … blue elephant 16); 0 is an empty square. Bit set {@code pieces[code - 1]} holds that
 * piece.
 *
 * <p>A packed move is {@code from | to << 6} (squares 0–62 fit in 6 bits). A move is a distinct
 * (start, end) pair, which in Jungle is also a distinct path.
 *
 * <p>The packed state saved for unmake: bits 0–4 the captured piece code (0 for none), bits 5
 * and up the plies since the last capture before the move.
 */
public final class JungleBoard {
    public static final int RED = 0;
    public static final int BLUE = 1;
    /** JU-9: the game is drawn when this many plies in a row have had no capture. */
    public static final int DRAW_PLIES = 60;
    /** More than the most moves a side can have: 8 animals × 4 steps + 2 river jumps for each of 2 jumpers. */
    public static final int MAX_MOVES = 40;
    private static final int MAX_DEPTH = 64;
    private static final int RAT = Animal.RAT.ordinal();
    private static final int TIGER = Animal.TIGER.ordinal();
    private static final int LION = Animal.LION.ordinal();
    private static final int ELEPHANT = Animal.ELEPHANT.ordinal();

    private final long[] pieces = new long[16];
    private final long[] occupied = new long[2];
    private final byte[] cell = new byte[SQUARES];
    private int side;
    private int pliesSinceCapture;
    private int moveNumber;

    private final int[] undo = new int[MAX_DEPTH];
    private int ply;
    /** Moves of each ply of perft; allocated on first use, as most boards only list moves. */
    private int[] moveBuffer;

    /** @param pieceCodes the piece code on each square (copied); validity is the caller's business */
    JungleBoard(byte[] pieceCodes, int side, int pliesSinceCapture, int moveNumber) {
        for (int s = 0; s < SQUARES; s++) {
            cell[s] = pieceCodes[s];
            if (cell[s] != 0) {
                pieces[cell[s] - 1] |= 1L << s;
                occupied[(cell[s] - 1) >>> 3] |= 1L << s;
            }
        }
        this.side = side;
        this.pliesSinceCapture = pliesSinceCapture;
        this.moveNumber = moveNumber;
    }

    public int side() {
        return side;
    }

    public int pliesSinceCapture() {
        return pliesSinceCapture;
    }

    public int moveNumber() {
        return moveNumber;
    }

    /** The piece code on {@code square}, 0 when empty. */
    public int pieceOn(int square) {
        return cell[square];
    }

    /** JU-7: the side that just moved stands in the den of the side to move. */
    public boolean denEntered() {
        return (occupied[side ^ 1] & DEN[side]) != 0;
    }

    /** JU-9: sixty plies in a row without a capture. */
    public boolean drawnByQuietPlies() {
        return pliesSinceCapture >= DRAW_PLIES;
    }

    /** Whether the game is over by JU-7 or JU-9 (JU-8, no legal move, shows as zero moves). */
    public boolean isOver() {
        return denEntered() || drawnByQuietPlies();
    }

    // ---- move generation ------------------------------------------------------------------

    /**
     * The squares the piece of {@code animal} on {@code from} may move to (JU-3 … JU-6).
     *
     * @param capturable enemies this animal outranks or that stand in the mover's traps (JU-6, JU-6a)
     * @param empty the empty squares
     * @param open every square but the mover's own den (JU-3)
     * @param rats every rat of both sides: they block river jumps (JU-5)
     */
    private long destinations(int animal, int from, long capturable, long empty, long open, long rats) {
        if (animal == RAT) {
            // JU-4: only the rat swims; JU-6d: it captures only on the terrain it stands on.
            long sameTerrain = (WATER & 1L << from) != 0 ? WATER : LAND;
            return NEIGHBOURS[from] & open & (empty | capturable & sameTerrain);
        }
        long allowed = LAND & open & (empty | capturable);
        long to = NEIGHBOURS[from] & allowed;
        if (animal == TIGER || animal == LION) {
            for (int i = 2 * from, end = i + JUMPS[from]; i < end; i++) {
                if ((JUMP_WATER[i] & rats) == 0) {
                    to |= JUMP_LANDING[i] & allowed;
                }
            }
        }
        return to;
    }

    /**
     * Writes the side to move's moves into {@code out} from {@code offset} and returns their
     * count: zero when the game is over or the side has no move (JU-8).
     */
    public int generate(int[] out, int offset) {
        if (isOver()) {
            return 0;
        }
        int enemy = side ^ 1;
        long empty = ~(occupied[0] | occupied[1]);
        long open = ~DEN[side];
        long trapped = occupied[enemy] & TRAPS[side];
        long rats = pieces[RAT] | pieces[8 + RAT];
        long outranked = 0;
        int n = offset;
        for (int animal = 0; animal < 8; animal++) {
            outranked |= pieces[enemy * 8 + animal];
            long own = pieces[side * 8 + animal];
            if (own == 0) {
                continue;
            }
            long capturable = capturable(animal, outranked | trapped, enemy);
            while (own != 0) {
                int from = Long.numberOfTrailingZeros(own);
                own &= own - 1;
                long to = destinations(animal, from, capturable, empty, open, rats);
                while (to != 0) {
                    out[n++] = from | Long.numberOfTrailingZeros(to) << 6;
                    to &= to - 1;
                }
            }
        }
        return n - offset;
    }

    /** The number of moves of the side to move; zero when the game is over. */
    public int countMoves() {
        if (isOver()) {
            return 0;
        }
        int enemy = side ^ 1;
        long empty = ~(occupied[0] | occupied[1]);
        long open = ~DEN[side];
        long trapped = occupied[enemy] & TRAPS[side];
        long rats = pieces[RAT] | pieces[8 + RAT];
        long outranked = 0;
        int count = 0;
        for (int animal = 0; animal < 8; animal++) {
            outranked |= pieces[enemy * 8 + animal];
            long own = pieces[side * 8 + animal];
            if (own == 0) {
                continue;
            }
            long capturable = capturable(animal, outranked | trapped, enemy);
            while (own != 0) {
                int from = Long.numberOfTrailingZeros(own);
                own &= own - 1;
                count += Long.bitCount(destinations(animal, from, capturable, empty, open, rats));
            }
        }
        return count;
    }

    /** JU-6b: the rat also takes the elephant; JU-6c: the elephant never takes the rat, even trapped. */
    private long capturable(int animal, long outrankedOrTrapped, int enemy) {
        if (animal == RAT) {
            return outrankedOrTrapped | pieces[enemy * 8 + ELEPHANT];
        }
        if (animal == ELEPHANT) {
            return outrankedOrTrapped & ~pieces[enemy * 8 + RAT];
        }
        return outrankedOrTrapped;
    }

    // ---- making moves ---------------------------------------------------------------------

    /** Plays a packed move, remembering what {@link #unmake} needs. */
    public void make(int move) {
        undo[ply++] = cell[move >>> 6] | pliesSinceCapture << 5;
        play(move);
    }

    /** Takes back {@code move}, the last one made. */
    public void unmake(int move) {
        int from = move & 63;
        int to = move >>> 6;
        int state = undo[--ply];
        int captured = state & 31;
        side ^= 1;
        if (side == BLUE) {
            moveNumber--;
        }
        pliesSinceCapture = state >>> 5;
        int code = cell[to];
        long fromTo = 1L << from | 1L << to;
        pieces[code - 1] ^= fromTo;
        occupied[side] ^= fromTo;
        cell[from] = (byte) code;
        cell[to] = (byte) captured;
        if (captured != 0) {
            pieces[captured - 1] |= 1L << to;
            occupied[side ^ 1] |= 1L << to;
        }
    }

    /** Plays a packed move for good (no unmake). */
    public void play(int move) {
        int from = move & 63;
        int to = move >>> 6;
        int code = cell[from];
        int captured = cell[to];
        long toBit = 1L << to;
        if (captured != 0) {
            pieces[captured - 1] ^= toBit;
            occupied[side ^ 1] ^= toBit;
            pliesSinceCapture = 0;
        } else {
            pliesSinceCapture++;
        }
        long fromTo = 1L << from | toBit;
        pieces[code - 1] ^= fromTo;
        occupied[side] ^= fromTo;
        cell[to] = (byte) code;
        cell[from] = 0;
        if (side == BLUE) {
            moveNumber++;
        }
        side ^= 1;
    }

    // ---- counting -------------------------------------------------------------------------

    /** Leaf nodes {@code depth} plies down, counting the last ply in bulk; a finished game has no moves. */
    public long perft(int depth) {
        if (depth == 0) {
            return 1;
        }
        if (depth == 1) {
            return countMoves();
        }
        if (moveBuffer == null) {
            moveBuffer = new int[MAX_DEPTH * MAX_MOVES];
        }
        int base = ply * MAX_MOVES;
        int count = generate(moveBuffer, base);
        long nodes = 0;
        for (int i = base; i < base + count; i++) {
            int move = moveBuffer[i];
            make(move);
            nodes += perft(depth - 1);
            unmake(move);
        }
        return nodes;
    }

    /** Plays uniformly random moves until the game ends or {@code maxTurns}; returns the turns played. */
    public int randomPlayout(SplittableRandom random, int maxTurns) {
        int[] moves = new int[MAX_MOVES];
        int turns = 0;
        while (turns < maxTurns) {
            int count = generate(moves, 0);
            if (count == 0) {
                break;
            }
            play(moves[random.nextInt(count)]);
            turns++;
        }
        return turns;
    }
}
