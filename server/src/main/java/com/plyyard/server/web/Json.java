package com.plyyard.server.web;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.cfg.CoercionAction;
import com.fasterxml.jackson.databind.cfg.CoercionInputShape;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;
import com.fasterxml.jackson.databind.type.LogicalType;
import com.plyyard.table.ApiError;
import com.plyyard.table.GameState;
import com.plyyard.table.LegalPaths;
import com.plyyard.table.StateJson;
import java.io.IOException;
import java.util.function.Function;

/**
 * JSON in and out. Input is strict: unknown fields, wrong types, fractions where a whole number
 * is meant and keys given twice are refused as {@code bad-request}, with a message from
 * {@link JsonRefusal}.
 */
final class Json {
    static final ObjectMapper MAPPER = strict();

    private static ObjectMapper strict() {
        ObjectMapper mapper = JsonMapper.builder()
                .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
                .disable(MapperFeature.ALLOW_COERCION_OF_SCALARS)
                // Else {"t":"move","t":"resign"} is read as its last key says, and resigns.
                .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
                // The state as the table writes it, for the browser's offline games too (one
                // writer, not two); the legal paths' array as it was written with its version.
                .addModule(new SimpleModule()
                        .addSerializer(GameState.class, new RawJson<>(GameState.class, StateJson::write))
                        .addSerializer(LegalPaths.class, new RawJson<>(LegalPaths.class, LegalPaths::toString)))
                .build();
        // A number or a boolean where text is expected is a malformed message, not text.
        mapper.coercionConfigFor(LogicalType.Textual)
                .setCoercion(CoercionInputShape.Integer, CoercionAction.Fail)
                .setCoercion(CoercionInputShape.Float, CoercionAction.Fail)
                .setCoercion(CoercionInputShape.Boolean, CoercionAction.Fail);
        // "players": 3.7 or "seat": 1.5 is malformed, not 3 players or seat 1.
        mapper.coercionConfigFor(LogicalType.Integer).setCoercion(CoercionInputShape.Float, CoercionAction.Fail);
        return mapper;
    }

    private Json() {
    }

    /** Writes a value as the JSON text it already has. */
    private static final class RawJson<T> extends StdSerializer<T> {
        private static final long serialVersionUID = 1L;

        private final transient Function<T, String> json;

        RawJson(Class<T> type, Function<T, String> json) {
            super(type);
            this.json = json;
        }

        @Override
        public void serialize(T value, JsonGenerator generator, SerializerProvider provider) throws IOException {
            generator.writeRawValue(json.apply(value));
        }
    }

    static String write(Object value) {
        try {
            return MAPPER.writeValueAsString(value);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write " + value.getClass().getSimpleName() + " as JSON", e);
        }
    }

    static <T> T read(String text, Class<T> type) {
        if (text == null || text.isBlank()) {
            throw ApiError.badRequest("the body is empty; expected a JSON object");
        }
        try {
            T value = MAPPER.readValue(text, type);
            if (value == null) {
                throw ApiError.badRequest("the body is null; expected a JSON object");
            }
            return value;
        } catch (JsonProcessingException e) {
            throw JsonRefusal.of(e);
        }
    }

    static <T> T read(JsonNode node, Class<T> type) {
        try {
            return MAPPER.treeToValue(node, type);
        } catch (JsonProcessingException e) {
            throw JsonRefusal.of(e);
        }
    }

    static JsonNode tree(String text) {
        try {
            JsonNode node = MAPPER.readTree(text);
            if (node == null || !node.isObject()) {
                throw ApiError.badRequest("a message is a JSON object {\"t\": type, \"d\": data}");
            }
            return node;
        } catch (JsonProcessingException e) {
            throw JsonRefusal.of(e);
        }
    }
}
