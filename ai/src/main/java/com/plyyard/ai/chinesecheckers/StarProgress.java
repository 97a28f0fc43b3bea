package com.plyyard.ai.chinesecheckers;

import com.plyyard.ai.search.RaceCosts;
import com.plyyard.ai.search.RaceProgress;
import com.plyyard.engine.Colour;
import com.plyyard.engine.Square;
import com.plyyard.engine.chinesecheckers.Camp;
import com.plyyard.engine.chinesecheckers.ChineseCheckers;
import com.plyyard.engine.chinesecheckers.ChineseCheckersPosition;
import com.plyyard.engine.chinesecheckers.ChineseCheckersSettings;
import com.plyyard.engine.chinesecheckers.StarBoard;
import java.util.List;
import java.util.OptionalInt;
import java.util.stream.IntStream;

/**
 * How far each seat's pieces still have to go: for every seat and hole, a cost that grows with
 * the hex distance d from the hole to the tip of the seat's target camp, as {@code 16d + d²}.
 * The square term makes stragglers (pieces left in or near the home camp) cost more than the
 * same distance spread over the team, so the search brings the rear along. The target camp is
 * exactly the holes within distance 3 of its tip, so a filled camp is the only way to reach
 * the least total cost: lowering the cost always leads towards finishing.
 *
 * <p>Built from the engine's public squares and start positions only: hole {@code y k} (row
 * letter, 1-based number) lies at doubled coordinates x = 2(k−1) − (L−1), y, L being the row's length.
 */
public final class StarProgress implements RaceCosts {
    private static final int[] CAMP_TIP = new int[Camp.values().length];
    private static final int[] X;
    private static final int[] Y;

    static {
        List<Square> holes = ChineseCheckers.GAME.start(ChineseCheckers.GAME.defaultSettings()).squares();
        int[] rowLength = new int[26];
        for (Square hole : holes) {
            rowLength[hole.name().charAt(0) - 'a']++;
        }
        X = new int[holes.size()];
        Y = new int[holes.size()];
        for (Square hole : holes) {
            int y = hole.name().charAt(0) - 'a';
            int k = Integer.parseInt(hole.name().substring(1));
            X[hole.index()] = 2 * (k - 1) - (rowLength[y] - 1);
            Y[hole.index()] = y;
        }
        // Every camp is full in the six-player start: its tip is its hole farthest from the centre.
        ChineseCheckersPosition six = (ChineseCheckersPosition) ChineseCheckers.GAME.start(
                ChineseCheckers.GAME.settings(OptionalInt.of(6), List.of()));
        int centre = holeAt(0, 8, holes.size());
        int[] farthest = new int[CAMP_TIP.length];
        for (Square hole : holes) {
            if (six.pieceOn(hole).isPresent()) {
                Colour colour = six.pieceOn(hole).get();
                int camp = Camp.of(colour).ordinal();
                int distance = distance(centre, hole.index());
                if (distance >= farthest[camp]) {
                    farthest[camp] = distance;
                    CAMP_TIP[camp] = hole.index();
                }
            }
        }
    }

    /**
     * The move from which every Chinese checkers search keeps to progressing moves ({@link
     * RaceProgress}; with 3+ players {@link #rootMoves}): two-player games between good players
     * end by move 50.
     */
    static final int PROGRESS_FROM_MOVE = 60;
    /** COST[seat * holes + hole]. */
    private final int[] cost;
    /** The tip of each seat's target camp. */
    private final int[] targetTip;
    private final int holes;
    /** {@code targets[seat]}: the holes of the seat's target camp. */
    private final int[][] targets;
    /** CC-15: the mover finishes around another player's piece left in its target camp. */
    private final boolean fillBlockedTarget;

    public StarProgress(ChineseCheckersSettings settings) {
        holes = X.length;
        fillBlockedTarget = settings.fillBlockedTarget();
        List<Camp> camps = settings.camps();
        cost = new int[camps.size() * holes];
        targetTip = new int[camps.size()];
        for (int seat = 0; seat < camps.size(); seat++) {
            int tip = CAMP_TIP[camps.get(seat).opposite().ordinal()];
            targetTip[seat] = tip;
            for (int hole = 0; hole < holes; hole++) {
                int d = distance(hole, tip);
                cost[seat * holes + hole] = 16 * d + d * d;
            }
        }
        targets = IntStream.range(0, camps.size()).mapToObj(this::targetHolesOf).toArray(int[][]::new);
    }

    /** What the piece of {@code seat} on {@code hole} still costs its team. */
    @Override
    public int cost(int seat, int hole) {
        return cost[seat * holes + hole];
    }

    /** How much nearer its target a packed move of {@link StarBoard} brings the pieces of {@code seat}. */
    public int gain(int seat, int move) {
        return move == StarBoard.PASS ? 0
                : cost(seat, StarBoard.PACKING.from(move)) - cost(seat, StarBoard.PACKING.to(move));
    }

    /**
     * The greedy move of the player to move: the one that brings its own pieces nearest their
     * target, the first of equals (a pass when stuck); how the searches of 3+ players expect the
     * opponents they do not search to play.
     *
     * @param scratch room for the moves ({@link StarBoard#MAX_MOVES} entries)
     */
    public int greedyMove(StarBoard board, int[] scratch) {
        int seat = board.side();
        int count = board.generate(scratch, 0);
        int best = scratch[0];
        int bestGain = Integer.MIN_VALUE;
        for (int i = 0; i < count; i++) {
            int moveGain = gain(seat, scratch[i]);
            if (moveGain > bestGain) {
                bestGain = moveGain;
                best = scratch[i];
            }
        }
        return best;
    }

    /**
     * The root moves of a search with 3+ players: from move {@value #PROGRESS_FROM_MOVE} on, only
     * those that bring the mover's pieces nearer their target, when there are any ({@link
     * RaceProgress}); kept in place from {@code offset}, their count returned. A three-player
     * match reached its 900-ply cap with each player a piece short of finishing, all three
     * shuffling pieces inside their camps; such games last about 45 moves. From move 100, the
     * rule let 3 in 100 four-player games stand still for 40 moves; from move 60 they end 40
     * moves sooner with the same winner, and the other games do not change.
     */
    int rootMoves(StarBoard board, int[] moves, int offset, int count) {
        count = keepFewestHeldBack(board, moves, offset, count);
        if (board.moveNumber() < PROGRESS_FROM_MOVE) {
            return count;
        }
        int seat = board.side();
        return RaceProgress.keepProgressing(moves, offset, count, move -> gain(seat, move));
    }

    /**
     * Keeps, in place from {@code offset}, the moves after which the fewest of the other players'
     * pieces in the mover's target camp are held back ({@link StarWalls#heldBack}: no step or
     * short jump nearer their own target); returns their count, or {@code count} when every move
     * leaves as many. Such a piece keeps the mover from finishing (CC-11), and it leaves only
     * forwards, as every player keeps to progressing moves late in the game: a four-player match
     * reached its 1 200-ply cap with red's last piece in orange's target camp, every way forward
     * taken by orange's pieces, orange a piece short and shuffling around it. Not with CC-15,
     * where the mover finishes around it.
     */
    private int keepFewestHeldBack(StarBoard board, int[] moves, int offset, int count) {
        int seat = board.side();
        if (fillBlockedTarget || intruders(board, seat) == 0) {
            return count;
        }
        int fewest = Integer.MAX_VALUE;
        int most = 0;
        int[] heldBack = new int[count];
        for (int i = 0; i < count; i++) {
            int move = moves[offset + i];
            board.make(move);
            heldBack[i] = heldBackIntruders(board, seat);
            board.unmake(move);
            fewest = Math.min(fewest, heldBack[i]);
            most = Math.max(most, heldBack[i]);
        }
        if (fewest == most) {
            return count;
        }
        int kept = 0;
        for (int i = 0; i < count; i++) {
            if (heldBack[i] == fewest) {
                moves[offset + kept++] = moves[offset + i];
            }
        }
        return kept;
    }

    /** The other players' pieces standing in the target camp of {@code seat}. */
    int intruders(StarBoard board, int seat) {
        int count = 0;
        for (int hole : targets[seat]) {
            int on = board.seatOn(hole) - 1;
            count += on >= 0 && on != seat ? 1 : 0;
        }
        return count;
    }

    private int heldBackIntruders(StarBoard board, int seat) {
        int count = 0;
        for (int hole : targets[seat]) {
            int on = board.seatOn(hole) - 1;
            count += on >= 0 && on != seat && StarWalls.heldBack(board, hole, this) ? 1 : 0;
        }
        return count;
    }

    /** The holes of the target camp of {@code seat} ({@link #inTarget}), in hole order. */
    public int[] targetHoles(int seat) {
        return targets[seat].clone();
    }

    private int[] targetHolesOf(int seat) {
        return IntStream.range(0, holes).filter(hole -> inTarget(seat, hole)).toArray();
    }

    /** What all the pieces of {@code seat} on {@code board} still cost its team. */
    int remainingCost(StarBoard board, int seat) {
        int total = 0;
        for (int hole = 0; hole < holes; hole++) {
            if (board.seatOn(hole) - 1 == seat) {
                total += cost(seat, hole);
            }
        }
        return total;
    }

    /** Whether {@code hole} belongs to the target camp of {@code seat}: the holes within 3 steps of its tip. */
    @Override
    public boolean inTarget(int seat, int hole) {
        return steps(seat, hole) <= 3;
    }

    /** Steps from {@code hole} to the tip of the target camp of {@code seat}. */
    @Override
    public int steps(int seat, int hole) {
        return distance(hole, targetTip[seat]);
    }

    /** Steps along the lines of the star between two holes. */
    static int distance(int a, int b) {
        int dx = Math.abs(X[a] - X[b]);
        int dy = Math.abs(Y[a] - Y[b]);
        return dy + Math.max(0, (dx - dy) / 2);
    }

    /** The hole one step beyond {@code over} on the line from {@code from}, its neighbour; −1 off the star. */
    static int behind(int from, int over) {
        int x = 2 * X[over] - X[from];
        int y = 2 * Y[over] - Y[from];
        for (int h = 0; h < X.length; h++) {
            if (X[h] == x && Y[h] == y) {
                return h;
            }
        }
        return -1;
    }

    private static int holeAt(int x, int y, int count) {
        for (int h = 0; h < count; h++) {
            if (X[h] == x && Y[h] == y) {
                return h;
            }
        }
        throw new IllegalStateException("the star has no hole at (" + x + ", " + y + ")");
    }
}
