package com.plyyard.server.room;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.io.JsonStringEncoder;
import com.fasterxml.jackson.databind.JsonSerializable;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.jsontype.TypeSerializer;
import com.plyyard.engine.Move;
import java.util.Arrays;
import java.util.List;

/**
 * The legal moves of one version as the wire sends them: their paths as one JSON array, written
 * once. Every room keeps the array of its version until the next event, a few seconds in a busy
 * game, so it is held as one string rather than as moves and lists: medium-lived objects are what
 * each young collection has to copy (docs/benchmarks.md, "Bounded rooms").
 */
public final class LegalPaths implements JsonSerializable {
    static final LegalPaths NONE = new LegalPaths("[]");

    private final String json;

    private LegalPaths(String json) {
        this.json = json;
    }

    static LegalPaths of(List<Move> moves) {
        if (moves.isEmpty()) {
            return NONE;
        }
        StringBuilder json = new StringBuilder(moves.size() * 12).append('[');
        for (Move move : moves) {
            if (json.length() > 1) {
                json.append(',');
            }
            json.append('"').append(JsonStringEncoder.getInstance().quoteAsString(move.toString())).append('"');
        }
        return new LegalPaths(json.append(']').toString());
    }

    /** The paths, in the engine's order (square names hold no character JSON escapes). */
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
    public void serialize(JsonGenerator generator, SerializerProvider provider) throws java.io.IOException {
        generator.writeRawValue(json);
    }

    @Override
    public void serializeWithType(JsonGenerator generator, SerializerProvider provider, TypeSerializer types)
            throws java.io.IOException {
        serialize(generator, provider);
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof LegalPaths paths && paths.json.equals(json);
    }

    @Override
    public int hashCode() {
        return json.hashCode();
    }

    @Override
    public String toString() {
        return json;
    }
}
