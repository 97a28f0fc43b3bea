package com.plyyard.engine.chinesecheckers;

import static com.plyyard.engine.chinesecheckers.StarGeometry.CAMP_MASK;
import static com.plyyard.engine.chinesecheckers.StarGeometry.DIRECTIONS;
import static com.plyyard.engine.chinesecheckers.StarGeometry.HOLES;
import static com.plyyard.engine.chinesecheckers.StarGeometry.JUMP_LAND;
import static com.plyyard.engine.chinesecheckers.StarGeometry.JUMP_OVER;
import static com.plyyard.engine.chinesecheckers.StarGeometry.JUMP_START;
import static com.plyyard.engine.chinesecheckers.StarGeometry.LATTICE;
import static com.plyyard.engine.chinesecheckers.StarGeometry.NEIGHBOUR_MASK;
import static com.plyyard.engine.chinesecheckers.StarGeometry.RAY;

import com.plyyard.engine.JumpChains;
import com.plyyard.engine.JumpLattice;
import com.plyyard.engine.MovePacking;
import com.plyyard.engine.RaceBoard;
import java.util.SplittableRandom;

/**
 * The mutable search board of Chinese checkers: a mailbox of seats and bit sets of holes (two
 * longs each, laid out as in {@link StarGeometry}), with make/unmake and no allocation per node.
 *
 * <p>A packed move is {@code start | end << 7} (holes 0–120 fit in 7 bits); {@link #PASS} is
 * the pass. Moves are distinct (start, end) pairs: the generator finds every hole a piece can
 * reach, not every path to it.
 *
 * <p>The packed state saved for unmake: bits 0–2 side to move, 3–8 finished seats, 9 game over,
 * 10 and up the move number.
 */
public final class StarBoard implements RaceBoard {
    public static final int PASS = 1 << 14;
    public static final MovePacking PACKING = new MovePacking(7, PASS);
    /** More than the most distinct moves a side can have: 10 pieces × 120 destinations. */
    public static final int MAX_MOVES = 1210;
    private static final int MAX_DEPTH = 64;
    /** Moves made and not yet taken back: a search's line, or a play-out to the end of a game of 6 players. */
    private static final int MAX_MADE = 1024;

    private final int seats;
    private final boolean longJump;
    private final boolean fillBlockedTarget;
    private final boolean playForPlaces;
    /** TARGET[2s], [2s+1]: seat s's target camp. */
    private final long[] target;

    /** The seat on each hole plus one; 0 for an empty hole. */
    private final byte[] cell = new byte[HOLES];
    /** pieces[2s], [2s+1]: the holes of seat s. */
    private final long[] pieces;
    private long occupiedLow;
    private long occupiedHigh;
    private int side;
    private int finishedSeats;
    /** Seats that resigned (AL-2): their pieces are gone and the turn skips them. Fixed for a board. */
    private final int withdrawnSeats;
    private boolean over;
    private int moveNumber;

    private final int[] undo = new int[MAX_MADE];
    private int ply;
    /** The shortest chains of either kind, for recording a move. */
    private final JumpChains chains;
    /** The star's lines as bit patterns, with the option CC-14 only; else null. */
    private final LongJumps longJumps;
    /** The landings of one piece's long-jump chains (CC-14), as a bit set of holes. */
    private final long[] longLandings = new long[2];
    /** The occupied holes by lattice class, for the bit-parallel short-jump chains. */
    private final long[] classOccupied = new long[JumpLattice.CLASSES];
    /** What {@link JumpLattice#jumps} makes of {@link #classOccupied}, once per move list. */
    private final long[] jumps = new long[LATTICE.jumpsLength()];
    /**
     * Per piece of the side to move, for {@link #randomMove}: its hole, and at 4i .. 4i+3 its
     * steps (two words of holes) and its jump landings (two words of holes with long jumps, else
     * one word of lattice cells and a zero).
     */
    private final int[] pieceHole = new int[ChineseCheckersPosition.PIECES_PER_SIDE];
    private final long[] pieceMoves = new long[4 * ChineseCheckersPosition.PIECES_PER_SIDE];
    private final int[] pieceMoveCount = new int[ChineseCheckersPosition.PIECES_PER_SIDE];
    /** Move lists of the plies of perft; made on first use, as the public tier never needs it. */
    private int[] moveBuffer;

    /**
     * @param seatOfHole the seat on each hole plus one, 0 for empty (copied)
     * @param finishedSeats bit s set when seat s has finished
     * @param withdrawnSeats bit s set when seat s has resigned from a game of 3+ players
     */
    StarBoard(ChineseCheckersSettings settings, byte[] seatOfHole, int side, int finishedSeats, int withdrawnSeats,
            int moveNumber) {
        this.seats = settings.players();
        this.longJump = settings.longJump();
        this.fillBlockedTarget = settings.fillBlockedTarget();
        this.playForPlaces = settings.playForPlaces();
        this.chains = longJump ? new JumpChains(HOLES, RAY, DIRECTIONS)
                : new JumpChains(HOLES, JUMP_START, JUMP_OVER, JUMP_LAND);
        this.target = new long[2 * seats];
        this.pieces = new long[2 * seats];
        for (int s = 0; s < seats; s++) {
            int camp = settings.camps().get(s).opposite().ordinal();
            target[2 * s] = CAMP_MASK[2 * camp];
            target[2 * s + 1] = CAMP_MASK[2 * camp + 1];
        }
        for (int h = 0; h < HOLES; h++) {
            cell[h] = seatOfHole[h];
            if (cell[h] != 0) {
                pieces[2 * (cell[h] - 1) + (h >>> 6)] |= 1L << h;
                classOccupied[LATTICE.classOf(h)] |= LATTICE.bit(h);
            }
        }
        occupiedLow = occupied(0);
        occupiedHigh = occupied(1);
        this.longJumps = longJump ? new LongJumps() : null;
        this.side = side;
        this.finishedSeats = finishedSeats;
        this.withdrawnSeats = withdrawnSeats;
        this.moveNumber = moveNumber;
        this.over = ends();
    }

    private long occupied(int word) {
        long all = 0;
        for (int s = 0; s < seats; s++) {
            all |= pieces[2 * s + word];
        }
        return all;
    }

    @Override
    public MovePacking packing() {
        return PACKING;
    }

    @Override
    public int side() {
        return side;
    }

    public boolean isOver() {
        return over;
    }

    public int finishedSeats() {
        return finishedSeats;
    }

    public int moveNumber() {
        return moveNumber;
    }

    /** The seat on {@code hole} plus one, or 0. */
    @Override
    public int seatOn(int hole) {
        return cell[hole];
    }

    // ---- move generation ------------------------------------------------------------------

    /**
     * Writes the side to move's distinct moves into {@code out} from {@code offset}; a lone
     * {@link #PASS} when it has none; nothing when the game is over. Returns the count.
     */
    @Override
    public int generate(int[] out, int offset) {
        if (over) {
            return 0;
        }
        if (!longJump) {
            LATTICE.jumps(classOccupied, jumps);
        }
        int n = offset;
        n = generateFrom(pieces[2 * side], 0, out, n);
        n = generateFrom(pieces[2 * side + 1], 64, out, n);
        if (n == offset) {
            out[n++] = PASS;
        }
        return n - offset;
    }

    private int generateFrom(long holes, int base, int[] out, int n) {
        long emptyLow = ~occupiedLow;
        long emptyHigh = ~occupiedHigh;
        while (holes != 0) {
            int from = base + Long.numberOfTrailingZeros(holes);
            holes &= holes - 1;
            n = writeMoves(from, NEIGHBOUR_MASK[2 * from] & emptyLow, 0, out, n);
            n = writeMoves(from, NEIGHBOUR_MASK[2 * from + 1] & emptyHigh, 64, out, n);
            if (longJump) {
                longJumps.landings(occupiedLow, occupiedHigh, from, longLandings);
                n = writeMoves(from, longLandings[0], 0, out, n);
                n = writeMoves(from, longLandings[1], 64, out, n);
            } else if (mayJump(from)) {
                int c = LATTICE.classOf(from);
                for (long landings = LATTICE.landings(jumps, classOccupied, from); landings != 0;
                        landings &= landings - 1) {
                    out[n++] = from | LATTICE.square(c, Long.numberOfTrailingZeros(landings)) << 7;
                }
            }
        }
        return n;
    }

    @Override
    public boolean isMove(int move) {
        int from = move & 127;
        int to = move >>> 7;
        if (over || from >= HOLES || to >= HOLES || cell[from] != side + 1 || cell[to] != 0) {
            return false;
        }
        if ((NEIGHBOUR_MASK[2 * from + (to >>> 6)] & 1L << to) != 0) {
            return true;
        }
        if (longJump) {
            longJumps.landings(occupiedLow, occupiedHigh, from, longLandings);
            return (longLandings[to >>> 6] & 1L << to) != 0;
        }
        int c = LATTICE.classOf(from);
        if (LATTICE.classOf(to) != c || !mayJump(from)) {
            return false;
        }
        LATTICE.jumps(classOccupied, jumps, c);
        return (LATTICE.landings(jumps, classOccupied, from) & LATTICE.bit(to)) != 0;
    }

    /** Writes a move from {@code from} to each hole of one word of a bit set ({@code base} 0 or 64). */
    private static int writeMoves(int from, long holes, int base, int[] out, int n) {
        for (; holes != 0; holes &= holes - 1) {
            out[n++] = from | (base + Long.numberOfTrailingZeros(holes)) << 7;
        }
        return n;
    }

    /** A short jump needs an adjacent piece; most pieces of a spread-out game have none. */
    private boolean mayJump(int from) {
        return (NEIGHBOUR_MASK[2 * from] & occupiedLow | NEIGHBOUR_MASK[2 * from + 1] & occupiedHigh) != 0;
    }

    /** The number of distinct moves of the side to move (a pass counts as one). */
    public int countMoves() {
        if (over) {
            return 0;
        }
        if (!longJump) {
            LATTICE.jumps(classOccupied, jumps);
        }
        int count = countFrom(pieces[2 * side], 0) + countFrom(pieces[2 * side + 1], 64);
        return count == 0 ? 1 : count;
    }

    private int countFrom(long holes, int base) {
        int count = 0;
        long emptyLow = ~occupiedLow;
        long emptyHigh = ~occupiedHigh;
        while (holes != 0) {
            int from = base + Long.numberOfTrailingZeros(holes);
            holes &= holes - 1;
            count += Long.bitCount(NEIGHBOUR_MASK[2 * from] & emptyLow)
                    + Long.bitCount(NEIGHBOUR_MASK[2 * from + 1] & emptyHigh)
                    + (longJump ? longJumpCount(from)
                            : mayJump(from) ? Long.bitCount(LATTICE.landings(jumps, classOccupied, from)) : 0);
        }
        return count;
    }

    private int longJumpCount(int from) {
        longJumps.landings(occupiedLow, occupiedHigh, from, longLandings);
        return Long.bitCount(longLandings[0]) + Long.bitCount(longLandings[1]);
    }

    /** For each hole, the hole a shortest jump chain from {@code from} reaches it from; −1 where none does. */
    int[] jumpParents(int from) {
        return chains.parents(cell, from);
    }

    // ---- making moves ---------------------------------------------------------------------

    /** Plays a packed move, remembering what {@link #unmake} needs. */
    @Override
    public void make(int move) {
        undo[ply++] = side | finishedSeats << 3 | (over ? 1 << 9 : 0) | moveNumber << 10;
        play(move);
    }

    @Override
    public void unmake(int move) {
        int state = undo[--ply];
        if (move != PASS) {
            movePiece(move >>> 7, move & 127);
        }
        side = state & 7;
        finishedSeats = state >>> 3 & 63;
        over = (state & 1 << 9) != 0;
        moveNumber = state >>> 10;
    }

    /** Plays a packed move for good (no unmake). */
    public void play(int move) {
        if (move != PASS) {
            movePiece(move & 127, move >>> 7);
            recordFinishers();
        }
        passTurn();
    }

    private void movePiece(int from, int to) {
        int seat = cell[from] - 1;
        cell[to] = cell[from];
        cell[from] = 0;
        long fromBit = 1L << from;
        long toBit = 1L << to;
        int fromWord = 2 * seat + (from >>> 6);
        int toWord = 2 * seat + (to >>> 6);
        pieces[fromWord] ^= fromBit;
        pieces[toWord] ^= toBit;
        classOccupied[LATTICE.classOf(from)] ^= LATTICE.bit(from);
        classOccupied[LATTICE.classOf(to)] ^= LATTICE.bit(to);
        if (from < 64) {
            occupiedLow ^= fromBit;
        } else {
            occupiedHigh ^= fromBit;
        }
        if (to < 64) {
            occupiedLow ^= toBit;
        } else {
            occupiedHigh ^= toBit;
        }
    }

    /** CC-10, CC-15: the mover first, then (only CC-15 lets a move finish others) the rest in turn order. */
    private void recordFinishers() {
        if (hasFinished(side)) {
            markFinished(side);
        }
        if (fillBlockedTarget) {
            for (int i = 1; i < seats; i++) {
                int seat = (side + i) % seats;
                if (hasFinished(seat)) {
                    markFinished(seat);
                }
            }
        }
    }

    /** Whether {@code seat}, not yet finished, now satisfies CC-10 (or CC-15 with that option). */
    boolean hasFinished(int seat) {
        if (((finishedSeats | withdrawnSeats) & 1 << seat) != 0) {
            return false;
        }
        long targetLow = target[2 * seat];
        long targetHigh = target[2 * seat + 1];
        long ownLow = pieces[2 * seat] & targetLow;
        long ownHigh = pieces[2 * seat + 1] & targetHigh;
        if (ownLow == targetLow && ownHigh == targetHigh) {
            return true;
        }
        return fillBlockedTarget && (ownLow | ownHigh) != 0
                && (occupiedLow & targetLow) == targetLow && (occupiedHigh & targetHigh) == targetHigh;
    }

    @Override
    public boolean targetBlocked(int seat) {
        long targetLow = target[2 * seat];
        long targetHigh = target[2 * seat + 1];
        boolean full = (occupiedLow & targetLow) == targetLow && (occupiedHigh & targetHigh) == targetHigh;
        int own = Long.bitCount(pieces[2 * seat] & targetLow) + Long.bitCount(pieces[2 * seat + 1] & targetHigh);
        int others = Long.bitCount(targetLow) + Long.bitCount(targetHigh) - own;
        return full && others > 0 && own > others;
    }

    private void markFinished(int seat) {
        finishedSeats |= 1 << seat;
        over = ends();
    }

    /**
     * CC-12 with AL-2: the game ends at the first finisher (or, playing for places, when all but
     * one have finished), counting resigned players as out; it also ends when one player is left.
     */
    private boolean ends() {
        int out = Integer.bitCount(finishedSeats | withdrawnSeats);
        return out >= seats - 1 || !playForPlaces && finishedSeats != 0;
    }

    /** CC-12: the turn goes to the next seat still playing; a new round starts at seat 0. */
    void passTurn() {
        int next = side;
        for (int i = 1; i <= seats; i++) {
            int seat = (side + i) % seats;
            if (((finishedSeats | withdrawnSeats) & 1 << seat) == 0) {
                next = seat;
                break;
            }
        }
        if (next <= side) {
            moveNumber++;
        }
        side = next;
    }

    // ---- counting -------------------------------------------------------------------------

    /** Leaf nodes {@code depth} plies down, counting the last ply in bulk. */
    public long perft(int depth) {
        if (depth == 0) {
            return 1;
        }
        if (over) {
            return 0;
        }
        if (depth == 1) {
            return countMoves();
        }
        if (moveBuffer == null || moveBuffer.length < MAX_DEPTH * MAX_MOVES) {
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

    /** Plays uniformly random distinct moves until the game ends or {@code maxTurns}; returns turns played. */
    public int randomPlayout(SplittableRandom random, int maxTurns) {
        int turns = 0;
        while (!over && turns < maxTurns) {
            play(randomMove(random));
            turns++;
        }
        return turns;
    }

    /**
     * A uniformly random distinct move of the side to move (game not over), {@link #PASS} when it
     * has none: the moves are counted piece by piece as bit sets and only the chosen one is built.
     */
    private int randomMove(SplittableRandom random) {
        if (!longJump) {
            LATTICE.jumps(classOccupied, jumps);
        }
        int pieceCount = 0;
        int total = 0;
        long emptyLow = ~occupiedLow;
        long emptyHigh = ~occupiedHigh;
        for (int word = 0; word < 2; word++) {
            for (long own = pieces[2 * side + word]; own != 0; own &= own - 1) {
                int from = 64 * word + Long.numberOfTrailingZeros(own);
                long stepsLow = NEIGHBOUR_MASK[2 * from] & emptyLow;
                long stepsHigh = NEIGHBOUR_MASK[2 * from + 1] & emptyHigh;
                long jumpsLow;
                long jumpsHigh;
                if (longJump) {
                    longJumps.landings(occupiedLow, occupiedHigh, from, longLandings);
                    jumpsLow = longLandings[0];
                    jumpsHigh = longLandings[1];
                } else {
                    jumpsLow = mayJump(from) ? LATTICE.landings(jumps, classOccupied, from) : 0;
                    jumpsHigh = 0;
                }
                int i = 4 * pieceCount;
                pieceMoves[i] = stepsLow;
                pieceMoves[i + 1] = stepsHigh;
                pieceMoves[i + 2] = jumpsLow;
                pieceMoves[i + 3] = jumpsHigh;
                int moves = Long.bitCount(stepsLow) + Long.bitCount(stepsHigh) + Long.bitCount(jumpsLow)
                        + Long.bitCount(jumpsHigh);
                pieceMoveCount[pieceCount] = moves;
                pieceHole[pieceCount++] = from;
                total += moves;
            }
        }
        // A pass is the one move of a side without any, as in countMoves: drawing for it keeps the
        // play-outs those of picking from the generated list.
        int chosen = random.nextInt(Math.max(total, 1));
        if (total == 0) {
            return PASS;
        }
        int piece = 0;
        while (chosen >= pieceMoveCount[piece]) {
            chosen -= pieceMoveCount[piece++];
        }
        int k = 4 * piece;
        while (chosen >= Long.bitCount(pieceMoves[k])) {
            chosen -= Long.bitCount(pieceMoves[k++]);
        }
        int from = pieceHole[piece];
        // The chosen-th set bit: expand deposits it where that bit of the set is (PDEP on x86).
        int bit = Long.numberOfTrailingZeros(Long.expand(1L << chosen, pieceMoves[k]));
        int to = switch (k % 4) {
            case 0 -> bit;
            case 2 -> longJump ? bit : LATTICE.square(LATTICE.classOf(from), bit);
            default -> 64 + bit;
        };
        return from | to << 7;
    }
}
