package com.plyyard.table;

import com.plyyard.engine.Move;
import java.util.Arrays;
import java.util.List;

/**
 * The legal moves of one version as the wire sends them: their paths as one JSON array, written
 * once. Every room keeps the array of its version until the next event, a few seconds in a busy
 * game, so it is held as one string rather than as moves and lists: medium-lived objects are what
 * each young collection has to copy (docs/benchmarks.md, "Bounded rooms").
 */
public final class LegalPaths {
    public static final LegalPaths NONE = new LegalPaths("[]");

    private final String json;

    private LegalPaths(String json) {
        this.json = json;
    }

    public static LegalPaths of(List<Move> moves) {
        if (moves.isEmpty()) {
            return NONE;
        }
        StringBuilder json = new StringBuilder(moves.size() * 12).append('[');
        for (Move move : moves) {
            if (json.length() > 1) {
                json.append(',');
            }
            // A path is square names, dashes and crosses, or "pass": nothing to escape in JSON.
            json.append('"').append(move).append('"');
        }
        return new LegalPaths(json.append(']').toString());
    }

    /** The paths, in the engine's order. */
    public List<String> paths() {
        if (this == NONE) {
            return List.of();
        }
        return Arrays.stream(json.substring(2, json.length() - 2).split("\",\"")).toList();
    }

    public boolean isEmpty() {
        return this == NONE;
    }


    @Override
    public boolean equals(Object other) {
        return other instanceof LegalPaths paths && paths.json.equals(json);
    }

    @Override
    public int hashCode() {
        return json.hashCode();
    }

    /** The paths as one JSON array. */
    @Override
    public String toString() {
        return json;
    }
}
