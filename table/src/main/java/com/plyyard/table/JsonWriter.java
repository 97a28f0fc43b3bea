package com.plyyard.table;

import java.util.List;
import java.util.function.Consumer;

/**
 * A JSON text written field by field, nulls written out: for the code that runs in the browser
 * build too ({@link StateJson}, the offline table), which has no JSON library.
 */
public final class JsonWriter {
    private final StringBuilder out;

    public JsonWriter(int capacity) {
        this.out = new StringBuilder(capacity);
    }

    /** {@code text} as a JSON string. */
    public static String quoted(String text) {
        return new JsonWriter(text.length() + 2).text(text).toString();
    }

    public JsonWriter object() {
        out.append('{');
        return this;
    }

    /** Starts a field of the open object: a comma unless it is the first. */
    public JsonWriter field(String name) {
        if (out.charAt(out.length() - 1) != '{') {
            out.append(',');
        }
        out.append('"').append(name).append("\":");
        return this;
    }

    public JsonWriter end() {
        out.append('}');
        return this;
    }

    /** A value already in JSON (null for {@code null}). */
    public JsonWriter raw(String json) {
        out.append(json == null ? "null" : json);
        return this;
    }

    public JsonWriter number(long value) {
        out.append(value);
        return this;
    }

    public JsonWriter number(Integer value) {
        return raw(value == null ? null : value.toString());
    }

    public JsonWriter bool(boolean value) {
        out.append(value);
        return this;
    }

    public JsonWriter numbers(List<? extends Number> values) {
        return list(values, value -> out.append(value));
    }

    public JsonWriter texts(List<String> values) {
        return list(values, this::text);
    }

    public <T> JsonWriter list(List<T> values, Consumer<T> each) {
        if (values == null) {
            return raw(null);
        }
        out.append('[');
        for (int i = 0; i < values.size(); i++) {
            if (i > 0) {
                out.append(',');
            }
            each.accept(values.get(i));
        }
        out.append(']');
        return this;
    }

    public JsonWriter text(String value) {
        if (value == null) {
            return raw(null);
        }
        out.append('"');
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            switch (c) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '\n' -> out.append("\\n");
                case '\r' -> out.append("\\r");
                case '\t' -> out.append("\\t");
                default -> {
                    if (c < 0x20 || c == '\u2028' || c == '\u2029') {
                        String hex = Integer.toHexString(c);
                        out.append("\\u").append("0000", hex.length(), 4).append(hex);
                    } else {
                        out.append(c);
                    }
                }
            }
        }
        out.append('"');
        return this;
    }

    @Override
    public String toString() {
        return out.toString();
    }
}
