package com.plyyard.ai.search;

/**
 * What earlier visits learnt about positions, by Zobrist hash: one slot per index, replaced
 * unless the stored result came from a deeper search of the same position.
 *
 * <pre>
 *   data bits  0–21  score + 2^21 (scores of wins are stored relative to the node, see below)
 *             22–23  bound: 1 exact, 2 lower (failed high), 3 upper (failed low)
 *             24–31  depth
 *             32–63  best move (packed, as the board makes it)
 * </pre>
 * Win scores count plies from the root; stored, they count from the node, so a hit at another
 * ply reads the same distance to the end.
 */
final class TranspositionTable {
    static final int EXACT = 1;
    static final int LOWER = 2;
    static final int UPPER = 3;
    private static final int SCORE_OFFSET = 1 << 21;

    private final long[] keys;
    private final long[] data;
    private final int mask;

    /** @param bits the table holds 2^bits entries of 16 bytes */
    TranspositionTable(int bits) {
        keys = new long[1 << bits];
        data = new long[1 << bits];
        mask = (1 << bits) - 1;
    }

    /** The stored data of this position, or 0 when none (a stored entry is never 0: its bound is set). */
    long probe(long hash) {
        int i = (int) hash & mask;
        return keys[i] == hash ? data[i] : 0;
    }

    void store(long hash, int move, int score, int bound, int depth, int ply) {
        int i = (int) hash & mask;
        if (keys[i] == hash && depth(data[i]) > depth && bound != EXACT) {
            return;
        }
        keys[i] = hash;
        data[i] = (long) move << 32 | (long) depth << 24 | (long) bound << 22 | (toNode(score, ply) + SCORE_OFFSET);
    }

    static int move(long entry) {
        return (int) (entry >>> 32);
    }

    static int depth(long entry) {
        return (int) (entry >>> 24) & 0xFF;
    }

    static int bound(long entry) {
        return (int) (entry >>> 22) & 3;
    }

    static int score(long entry, int ply) {
        int stored = (int) (entry & (1 << 22) - 1) - SCORE_OFFSET;
        return stored > Scores.WIN_BOUND ? stored - ply : stored < -Scores.WIN_BOUND ? stored + ply : stored;
    }

    private static int toNode(int score, int ply) {
        return score > Scores.WIN_BOUND ? score + ply : score < -Scores.WIN_BOUND ? score - ply : score;
    }
}
