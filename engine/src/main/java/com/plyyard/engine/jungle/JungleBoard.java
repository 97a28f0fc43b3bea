package com.plyyard.engine.jungle;

import static com.plyyard.engine.jungle.JungleGeometry.BLUE_DEN;
import static com.plyyard.engine.jungle.JungleGeometry.BLUE_TRAPS;
import static com.plyyard.engine.jungle.JungleGeometry.BOARD;
import static com.plyyard.engine.jungle.JungleGeometry.DEN;
import static com.plyyard.engine.jungle.JungleGeometry.JUMPS;
import static com.plyyard.engine.jungle.JungleGeometry.JUMP_LANDING;
import static com.plyyard.engine.jungle.JungleGeometry.JUMP_WATER;
import static com.plyyard.engine.jungle.JungleGeometry.LAND;
import static com.plyyard.engine.jungle.JungleGeometry.NEIGHBOURS;
import static com.plyyard.engine.jungle.JungleGeometry.RED_DEN;
import static com.plyyard.engine.jungle.JungleGeometry.RED_TRAPS;
import static com.plyyard.engine.jungle.JungleGeometry.RIVER_BANKS;
import static com.plyyard.engine.jungle.JungleGeometry.SQUARES;
import static com.plyyard.engine.jungle.JungleGeometry.TRAPS;
import static com.plyyard.engine.jungle.JungleGeometry.WATER;
import static com.plyyard.engine.jungle.JungleGeometry.neighboursOf;
import static com.plyyard.engine.jungle.JungleGeometry.stepsInto;

import java.util.SplittableRandom;

/**
 * The mutable search board of Dou Shou Qi: one bit set per (side, animal), one for the side to
 * move's pieces and one for the other side's, a mailbox for captures, make/unmake and no allocation per node. Square sets follow
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
    /**
     * Bit {@code hunter * 8 + prey} (animal ordinals) is set when the hunter captures the prey
     * outside a trap: an animal takes its rank and below (JU-6), the rat also the elephant
     * (JU-6b), the elephant never the rat (JU-6c).
     */
    private static final long TAKES = 0xFE7F3F1F0F070381L;
    /** The same for a prey in the hunter's traps (JU-6a): any, but still not the rat by the elephant. */
    private static final long TAKES_TRAPPED = 0xFEFFFFFFFFFFFFFFL;

    private final long[] pieces = new long[16];
    /** The squares of the side to move's pieces and of the other side's, swapped at each move. */
    private long ours;
    private long theirs;
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
                if ((cell[s] - 1) >>> 3 == side) {
                    ours |= 1L << s;
                } else {
                    theirs |= 1L << s;
                }
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
        return (theirs & (side == RED ? RED_DEN : BLUE_DEN)) != 0;
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
        long empty = ~(ours | theirs);
        long open = ~DEN[side];
        long trapped = theirs & TRAPS[side];
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

    /**
     * The number of moves of the side to move; zero when the game is over. Counts steps to empty
     * squares a direction at a time over every piece at once, and looks piece by piece only at
     * captures and river jumps, so that perft's last ply costs a few bit counts a node.
     */
    public int countMoves() {
        if (isOver()) {
            return 0;
        }
        long empty = BOARD & ~(ours | theirs);
        long emptyLand = empty & LAND & ~(side == RED ? RED_DEN : BLUE_DEN);
        // Only the rat enters water (JU-4).
        int count = stepsInto(ours, emptyLand) + stepsInto(pieces[side * 8 + RAT], empty & WATER);
        long hunters = ours & neighboursOf(theirs);
        if (hunters != 0) {
            count += captures(hunters);
        }
        long jumpers = (pieces[side * 8 + TIGER] | pieces[side * 8 + LION]) & RIVER_BANKS;
        if (jumpers != 0) {
            count += jumps(jumpers, emptyLand);
        }
        return count;
    }

    /** The captures by steps of {@code hunters}, the side to move's pieces next to an enemy. */
    private int captures(long hunters) {
        long trapped = theirs & (side == RED ? RED_TRAPS : BLUE_TRAPS);
        int count = 0;
        for (; hunters != 0; hunters &= hunters - 1) {
            int from = Long.numberOfTrailingZeros(hunters);
            int hunter = cell[from] - 1 & 7;
            // JU-6d: a rat captures only on the terrain it stands on; the others stand on land.
            long terrain = hunter == RAT && (WATER & 1L << from) != 0 ? WATER : LAND;
            for (long prey = NEIGHBOURS[from] & theirs & terrain; prey != 0; prey &= prey - 1) {
                count += takes(hunter, Long.numberOfTrailingZeros(prey), trapped);
            }
        }
        return count;
    }

    /** The river jumps of {@code jumpers}, the side to move's tigers and lions on a river bank (JU-5). */
    private int jumps(long jumpers, long emptyLand) {
        long trapped = theirs & (side == RED ? RED_TRAPS : BLUE_TRAPS);
        long rats = pieces[RAT] | pieces[8 + RAT];
        int count = 0;
        for (; jumpers != 0; jumpers &= jumpers - 1) {
            int from = Long.numberOfTrailingZeros(jumpers);
            int hunter = cell[from] - 1 & 7;
            for (int i = 2 * from, end = i + JUMPS[from]; i < end; i++) {
                if ((JUMP_WATER[i] & rats) == 0) {
                    long landing = JUMP_LANDING[i];
                    if ((landing & emptyLand) != 0) {
                        count++;
                    } else if ((landing & theirs) != 0) {
                        count += takes(hunter, Long.numberOfTrailingZeros(landing), trapped);
                    }
                }
            }
        }
        return count;
    }

    /** 1 when {@code hunter} may capture the enemy on {@code square} (JU-6 … JU-6c), else 0. */
    private int takes(int hunter, int square, long trapped) {
        long table = (trapped & 1L << square) != 0 ? TAKES_TRAPPED : TAKES;
        return (int) (table >>> (hunter << 3 | cell[square] - 1 & 7)) & 1;
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
        long mover = theirs ^ fromTo;
        theirs = ours;
        ours = mover;
        cell[from] = (byte) code;
        cell[to] = (byte) captured;
        if (captured != 0) {
            pieces[captured - 1] |= 1L << to;
            theirs |= 1L << to;
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
            theirs ^= toBit;
            pliesSinceCapture = 0;
        } else {
            pliesSinceCapture++;
        }
        long fromTo = 1L << from | toBit;
        pieces[code - 1] ^= fromTo;
        long mover = ours ^ fromTo;
        ours = theirs;
        theirs = mover;
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
        int[] moves = moveBuffer;
        int base = ply * MAX_MOVES;
        int end = base + generate(moves, base);
        long nodes = 0;
        for (int i = base; i < end; i++) {
            int move = moves[i];
            make(move);
            // Most of the work is here, just above the leaves: count them without another call.
            nodes += depth == 2 ? countMoves() : perft(depth - 1);
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
