package com.plyyard.engine;

import java.util.Arrays;

/**
 * Where a piece can end a chain of jumps in the checkers family (Chinese checkers, Halma): a
 * breadth-first search over landing squares, shared by every board that describes its jumps as
 * tables. Made once per search board. The boards generate their moves bit-parallel (short jumps
 * by {@link JumpLattice}, Chinese checkers' long jumps by its own line scan); this search finds,
 * for either kind, the shortest chains that recorded moves spell out.
 *
 * <p>A short jump from square s goes over {@code over[i]} to {@code land[i]} for i in
 * {@code hopStart[s] .. hopStart[s+1]−1}. With long jumps (CC-14) the board gives instead, for
 * each square and direction, the ray of squares outwards; a jump goes over the first piece on
 * the ray, at distance d, to the square at distance 2d, all other squares between being empty.
 */
public final class JumpChains {
    private final int[] hopStart;
    private final int[] hopOver;
    private final int[] hopLand;
    private final int[][] rays;
    private final int directions;
    private final boolean longJumps;
    private final int[] reached;
    private final int[] seen;
    private int epoch;

    /** Chains of short jumps only. The tables are read, never copied or changed. */
    public JumpChains(int squares, int[] hopStart, int[] hopOver, int[] hopLand) {
        this(squares, hopStart, hopOver, hopLand, null, 0, false);
    }

    /** Chains of long (and so also short) jumps along {@code rays[s * directions + d]}. */
    public JumpChains(int squares, int[][] rays, int directions) {
        this(squares, null, null, null, rays, directions, true);
    }

    private JumpChains(int squares, int[] hopStart, int[] hopOver, int[] hopLand, int[][] rays, int directions,
            boolean longJumps) {
        this.hopStart = hopStart;
        this.hopOver = hopOver;
        this.hopLand = hopLand;
        this.rays = rays;
        this.directions = directions;
        this.longJumps = longJumps;
        this.reached = new int[squares];
        this.seen = new int[squares];
    }

    /** For each square, where a shortest chain from {@code from} reaches it from; −1 where none does. */
    public int[] parents(byte[] cell, int from) {
        int[] parent = new int[reached.length];
        Arrays.fill(parent, -1);
        search(cell, from, parent);
        return parent;
    }

    /**
     * The breadth-first search: {@code parent} receives, for each landing, the square it was
     * first reached from, which traces one shortest chain back to {@code from}. The piece is
     * lifted while it jumps, so its start square is empty; {@code cell} is restored.
     */
    private void search(byte[] cell, int from, int[] parent) {
        byte piece = cell[from];
        cell[from] = 0;
        int mark = ++epoch;
        seen[from] = mark;
        int count = 0;
        int head = 0;
        int at = from;
        while (true) {
            int before = count;
            count = longJumps ? longHops(cell, at, mark, count) : shortHops(cell, at, mark, count);
            for (int i = before; i < count; i++) {
                parent[reached[i]] = at;
            }
            if (head == count) {
                break;
            }
            at = reached[head++];
        }
        cell[from] = piece;
    }

    private int shortHops(byte[] cell, int at, int mark, int count) {
        for (int i = hopStart[at], end = hopStart[at + 1]; i < end; i++) {
            int land = hopLand[i];
            if (cell[hopOver[i]] != 0 && cell[land] == 0 && seen[land] != mark) {
                seen[land] = mark;
                reached[count++] = land;
            }
        }
        return count;
    }

    private int longHops(byte[] cell, int at, int mark, int count) {
        for (int d = 0; d < directions; d++) {
            int[] ray = rays[at * directions + d];
            int pivot = 0;
            while (pivot < ray.length && cell[ray[pivot]] == 0) {
                pivot++;
            }
            int landIndex = 2 * pivot + 1;
            if (landIndex >= ray.length) {
                continue;
            }
            int i = pivot + 1;
            while (i <= landIndex && cell[ray[i]] == 0) {
                i++;
            }
            int land = ray[landIndex];
            if (i > landIndex && seen[land] != mark) {
                seen[land] = mark;
                reached[count++] = land;
            }
        }
        return count;
    }
}
