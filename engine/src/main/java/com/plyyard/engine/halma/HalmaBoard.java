package com.plyyard.engine.halma;

import static com.plyyard.engine.halma.HalmaGrid.BLUE_CAMP;
import static com.plyyard.engine.halma.HalmaGrid.HOP_LAND;
import static com.plyyard.engine.halma.HalmaGrid.HOP_OVER;
import static com.plyyard.engine.halma.HalmaGrid.HOP_START;
import static com.plyyard.engine.halma.HalmaGrid.LATTICE;
import static com.plyyard.engine.halma.HalmaGrid.NEIGHBOUR_HIGH;
import static com.plyyard.engine.halma.HalmaGrid.NEIGHBOUR_LOW;
import static com.plyyard.engine.halma.HalmaGrid.NEIGHBOUR_WORD;
import static com.plyyard.engine.halma.HalmaGrid.PIECES_PER_SIDE;
import static com.plyyard.engine.halma.HalmaGrid.RED_CAMP;
import static com.plyyard.engine.halma.HalmaGrid.SQUARES;
import static com.plyyard.engine.halma.HalmaGrid.WORDS;

import com.plyyard.engine.JumpChains;
import com.plyyard.engine.JumpLattice;
import com.plyyard.engine.MovePacking;
import com.plyyard.engine.RaceBoard;
import java.util.SplittableRandom;

/**
 * The mutable search board of Halma: a byte mailbox (what {@link JumpChains} reads when a move's
 * path is wanted), bit sets of squares (four longs, laid out as in {@link HalmaGrid}) and the
 * occupied squares by class of {@link JumpLattice} (the chains of jumps), with make/unmake and no
 * allocation per node.
 *
 * <p>A packed move is {@code start | end << 8} (squares 0–255 fit in 8 bits); {@link #PASS} is
 * the pass. Moves are distinct (start, end) pairs: the generator finds every square a piece can
 * reach, not every path to it. A step and a chain never reach the same square, since chains only
 * move a piece by even offsets on both axes and a step changes at least one coordinate by one.
 *
 * <p>Public (with its move generation and make/unmake) for the computer players' search in
 * module {@code ai}; positions hand one out through {@link HalmaPosition#searchBoard()}.
 *
 * <p>The packed state saved for unmake: bit 0 the side to move (0 red, 1 blue), bits 1–2 the
 * winner plus one (0 while in progress), bits 3 and up the move number.
 */
public final class HalmaBoard implements RaceBoard {
    public static final int PASS = 1 << 16;
    public static final MovePacking PACKING = new MovePacking(8, PASS);
    /** More than the most distinct moves a side can have: 19 pieces × the 237 squares left empty. */
    public static final int MAX_MOVES = PIECES_PER_SIDE * (SQUARES - PIECES_PER_SIDE);
    /** How deep make/unmake can nest, and so the deepest perft. */
    static final int MAX_PLY = 64;
    private static final long[][] TARGET = {BLUE_CAMP, RED_CAMP};

    /** 1 for a red piece, 2 for blue, 0 for an empty square. */
    private final byte[] cell = new byte[SQUARES];
    /** pieces[4 × side + w]: word w of the squares of side's pieces. */
    private final long[] pieces = new long[2 * WORDS];
    /** empty[w]: word w of the empty squares; empty[4] is always 0, for neighbours above the board. */
    private final long[] empty = new long[WORDS + 1];
    /** The occupied squares by lattice class. */
    private final long[] classOccupied = new long[JumpLattice.CLASSES];
    /** What {@link JumpLattice#jumps} makes of {@link #classOccupied}, once per move list. */
    private final long[] jumps = new long[LATTICE.jumpsLength()];
    private int side;
    private int winner = -1;
    private int moveNumber;

    private final int[] undo = new int[MAX_PLY];
    private int ply;
    /** The shortest chains, for a recorded move's path only. */
    private final JumpChains chains = new JumpChains(SQUARES, HOP_START, HOP_OVER, HOP_LAND);
    /** Per piece of the side to move, for {@link #randomMove}: its square, steps, chain landings and moves. */
    private final int[] pieceSquare = new int[PIECES_PER_SIDE];
    private final int[] pieceSteps = new int[PIECES_PER_SIDE];
    private final long[] pieceLandings = new long[PIECES_PER_SIDE];
    private final int[] pieceMoves = new int[PIECES_PER_SIDE];
    /** Per-ply move lists for perft and playouts, made on first use (the public tier never needs it). */
    private int[] moveBuffer;

    /**
     * @param colourOfSquare 1 red, 2 blue, 0 empty per square (copied)
     * @param winner the side that has filled its target, or −1
     */
    HalmaBoard(byte[] colourOfSquare, int side, int winner, int moveNumber) {
        for (int w = 0; w < WORDS; w++) {
            empty[w] = -1L;
        }
        for (int s = 0; s < SQUARES; s++) {
            cell[s] = colourOfSquare[s];
            if (cell[s] != 0) {
                pieces[WORDS * (cell[s] - 1) + (s >>> 6)] |= 1L << s;
                empty[s >>> 6] &= ~(1L << s);
                classOccupied[LATTICE.classOf(s)] |= LATTICE.bit(s);
            }
        }
        this.side = side;
        this.winner = winner;
        this.moveNumber = moveNumber;
    }

    @Override
    public MovePacking packing() {
        return PACKING;
    }

    @Override
    public int side() {
        return side;
    }

    /** The side that has won, or −1 while the game goes on. */
    public int winner() {
        return winner;
    }

    public boolean isOver() {
        return winner >= 0;
    }

    public int moveNumber() {
        return moveNumber;
    }

    /** 1 red, 2 blue, 0 empty. */
    @Override
    public int seatOn(int square) {
        return cell[square];
    }

    @Override
    public boolean targetBlocked(int seat) {
        boolean full = true;
        int own = 0;
        int others = 0;
        for (int w = 0; w < WORDS; w++) {
            long target = TARGET[seat][w];
            full &= (empty[w] & target) == 0;
            own += Long.bitCount(pieces[WORDS * seat + w] & target);
            others += Long.bitCount(target) - Long.bitCount(pieces[WORDS * seat + w] & target);
        }
        return full && others > 0 && own > others;
    }

    // ---- move generation ------------------------------------------------------------------

    /**
     * Writes the side to move's distinct moves into {@code out} from {@code offset}; a lone
     * {@link #PASS} when it has none (HA-5); nothing when the game is over. Returns the count.
     */
    @Override
    public int generate(int[] out, int offset) {
        if (winner >= 0) {
            return 0;
        }
        findJumpers();
        int n = offset;
        for (int w = 0; w < WORDS; w++) {
            long own = pieces[WORDS * side + w];
            while (own != 0) {
                int from = (w << 6) + Long.numberOfTrailingZeros(own);
                own &= own - 1;
                n = generateSteps(from, out, n);
                int c = LATTICE.classOf(from);
                for (long landings = jumpLandings(from); landings != 0; landings &= landings - 1) {
                    out[n++] = from | LATTICE.square(c, Long.numberOfTrailingZeros(landings)) << 8;
                }
            }
        }
        if (n == offset) {
            out[n++] = PASS;
        }
        return n - offset;
    }

    @Override
    public boolean isMove(int move) {
        int from = move & 255;
        int to = move >>> 8;
        if (winner >= 0 || to >= SQUARES || cell[from] != side + 1 || cell[to] != 0) {
            return false;
        }
        int word = NEIGHBOUR_WORD[from];
        long neighbours = to >>> 6 == word ? NEIGHBOUR_LOW[from] : to >>> 6 == word + 1 ? NEIGHBOUR_HIGH[from] : 0;
        if ((neighbours & 1L << to) != 0) {
            return true;
        }
        int c = LATTICE.classOf(from);
        if (LATTICE.classOf(to) != c) {
            return false;
        }
        LATTICE.jumps(classOccupied, jumps, c);
        return (jumpLandings(from) & LATTICE.bit(to)) != 0;
    }

    /** HA-2: the steps of the piece on {@code from}, one per empty neighbour. */
    private int generateSteps(int from, int[] out, int n) {
        int word = NEIGHBOUR_WORD[from];
        long lowSteps = NEIGHBOUR_LOW[from] & empty[word];
        long highSteps = NEIGHBOUR_HIGH[from] & empty[word + 1];
        int lowBase = word << 6;
        while (lowSteps != 0) {
            out[n++] = from | (lowBase + Long.numberOfTrailingZeros(lowSteps)) << 8;
            lowSteps &= lowSteps - 1;
        }
        while (highSteps != 0) {
            out[n++] = from | (lowBase + 64 + Long.numberOfTrailingZeros(highSteps)) << 8;
            highSteps &= highSteps - 1;
        }
        return n;
    }

    /** The number of distinct moves of the side to move (a pass counts as one; none when over). */
    int countMoves() {
        if (winner >= 0) {
            return 0;
        }
        int count = countPieceMoves();
        return count == 0 ? 1 : count;
    }

    /** The steps and chain landings of all the side to move's pieces, passes aside. */
    private int countPieceMoves() {
        findJumpers();
        int count = 0;
        for (int w = 0; w < WORDS; w++) {
            long own = pieces[WORDS * side + w];
            while (own != 0) {
                int from = (w << 6) + Long.numberOfTrailingZeros(own);
                own &= own - 1;
                count += stepCount(from) + Long.bitCount(jumpLandings(from));
            }
        }
        return count;
    }

    /** Works out, for the chains of the move list about to be made, which jumps have a piece to go over. */
    private void findJumpers() {
        LATTICE.jumps(classOccupied, jumps);
    }

    /** The landing cells (in the lattice class of {@code from}) of the chains of jumps from {@code from}. */
    private long jumpLandings(int from) {
        return mayJump(from) ? LATTICE.landings(jumps, classOccupied, from) : 0;
    }

    /** A chain needs a neighbour to jump over; in a spread-out game most pieces have none. */
    private boolean mayJump(int from) {
        int word = NEIGHBOUR_WORD[from];
        return (NEIGHBOUR_LOW[from] & ~empty[word] | NEIGHBOUR_HIGH[from] & ~empty[word + 1]) != 0;
    }

    /** Whether the side to move has a move other than a pass (false when the game is over). */
    boolean hasMove() {
        return winner < 0 && hasAnyMove();
    }

    private boolean hasAnyMove() {
        findJumpers();
        for (int w = 0; w < WORDS; w++) {
            long own = pieces[WORDS * side + w];
            while (own != 0) {
                int from = (w << 6) + Long.numberOfTrailingZeros(own);
                own &= own - 1;
                if (stepCount(from) > 0 || jumpLandings(from) != 0) {
                    return true;
                }
            }
        }
        return false;
    }

    /** For each square, the square a shortest jump chain from {@code from} reaches it from; −1 where none does. */
    int[] jumpParents(int from) {
        return chains.parents(cell, from);
    }

    // ---- making moves ---------------------------------------------------------------------

    /** Plays a packed move, remembering what {@link #unmake} needs. */
    @Override
    public void make(int move) {
        undo[ply++] = side | (winner + 1) << 1 | moveNumber << 3;
        play(move);
    }

    @Override
    public void unmake(int move) {
        int state = undo[--ply];
        if (move != PASS) {
            movePiece(move >>> 8, move & 255);
        }
        side = state & 1;
        winner = (state >>> 1 & 3) - 1;
        moveNumber = state >>> 3;
    }

    /** Plays a packed move for good (no unmake): HA-5 checks the mover's target, then the turn passes. */
    void play(int move) {
        if (move != PASS) {
            int to = move >>> 8;
            movePiece(move & 255, to);
            if (HalmaGrid.inSet(TARGET[side], to) && hasFilledTarget(side)) {
                winner = side;
            }
        }
        if (side == 1) {
            moveNumber++;
        }
        side ^= 1;
    }

    private void movePiece(int from, int to) {
        long fromBit = 1L << from;
        long toBit = 1L << to;
        int base = WORDS * (cell[from] - 1);
        cell[to] = cell[from];
        cell[from] = 0;
        pieces[base + (from >>> 6)] ^= fromBit;
        pieces[base + (to >>> 6)] ^= toBit;
        empty[from >>> 6] ^= fromBit;
        empty[to >>> 6] ^= toBit;
        classOccupied[LATTICE.classOf(from)] ^= LATTICE.bit(from);
        classOccupied[LATTICE.classOf(to)] ^= LATTICE.bit(to);
    }

    /** HA-5: all 19 squares of the opposite camp hold this side's pieces. */
    boolean hasFilledTarget(int who) {
        long[] target = TARGET[who];
        for (int w = 0; w < WORDS; w++) {
            if ((pieces[WORDS * who + w] & target[w]) != target[w]) {
                return false;
            }
        }
        return true;
    }

    // ---- counting -------------------------------------------------------------------------

    /** Leaf nodes {@code depth} plies down, counting the last ply in bulk. */
    long perft(int depth) {
        if (depth < 0 || depth > MAX_PLY) {
            throw new IllegalArgumentException("perft depth must be 0.." + MAX_PLY + ", not " + depth);
        }
        if (moveBuffer == null) {
            moveBuffer = new int[(MAX_PLY + 1) * (MAX_MOVES + 1)];
        }
        return depth == 0 ? 1 : countLeaves(depth);
    }

    private long countLeaves(int depth) {
        if (depth == 1) {
            return countMoves();
        }
        int base = ply * (MAX_MOVES + 1);
        int count = generate(moveBuffer, base);
        long nodes = 0;
        for (int i = base; i < base + count; i++) {
            int move = moveBuffer[i];
            make(move);
            nodes += countLeaves(depth - 1);
            unmake(move);
        }
        return nodes;
    }

    /**
     * Plays uniformly random distinct moves until the game ends or {@code maxTurns}; returns turns
     * played. Each turn counts the moves of every piece (steps and chain landings by bit count), draws one number and builds only the chosen move: a uniform choice among the
     * moves {@link #generate} lists, without writing them all.
     */
    int randomPlayout(SplittableRandom random, int maxTurns) {
        int turns = 0;
        while (winner < 0 && turns < maxTurns) {
            int move = randomMove(random);
            play(move);
            turns++;
        }
        return turns;
    }

    /** A uniformly random distinct move of the side to move (game not over); {@link #PASS} when none. */
    private int randomMove(SplittableRandom random) {
        findJumpers();
        int total = 0;
        int count = 0;
        for (int w = 0; w < WORDS; w++) {
            long own = pieces[WORDS * side + w];
            while (own != 0) {
                int from = (w << 6) + Long.numberOfTrailingZeros(own);
                own &= own - 1;
                int steps = stepCount(from);
                long landings = jumpLandings(from);
                int moves = steps + Long.bitCount(landings);
                pieceSquare[count] = from;
                pieceSteps[count] = steps;
                pieceLandings[count] = landings;
                pieceMoves[count++] = moves;
                total += moves;
            }
        }
        if (total == 0) {
            return PASS;
        }
        int k = random.nextInt(total);
        int i = 0;
        while (k >= pieceMoves[i]) {
            k -= pieceMoves[i++];
        }
        int from = pieceSquare[i];
        if (k < pieceSteps[i]) {
            return from | step(from, k) << 8;
        }
        // The (k − steps)-th landing: expand deposits that bit where it is in the set (PDEP on x86).
        long landing = Long.expand(1L << (k - pieceSteps[i]), pieceLandings[i]);
        return from | LATTICE.square(LATTICE.classOf(from), Long.numberOfTrailingZeros(landing)) << 8;
    }

    private int stepCount(int from) {
        int word = NEIGHBOUR_WORD[from];
        return Long.bitCount(NEIGHBOUR_LOW[from] & empty[word]) + Long.bitCount(NEIGHBOUR_HIGH[from] & empty[word + 1]);
    }

    /** The k-th (from 0, by square index) empty neighbour of {@code from}. */
    private int step(int from, int k) {
        int word = NEIGHBOUR_WORD[from];
        long low = NEIGHBOUR_LOW[from] & empty[word];
        int inLow = Long.bitCount(low);
        long set = k < inLow ? low : NEIGHBOUR_HIGH[from] & empty[word + 1];
        int skip = k < inLow ? k : k - inLow;
        for (int i = 0; i < skip; i++) {
            set &= set - 1;
        }
        return (word << 6) + (k < inLow ? 0 : 64) + Long.numberOfTrailingZeros(set);
    }
}
