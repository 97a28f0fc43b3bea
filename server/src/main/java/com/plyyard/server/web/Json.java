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
                .addModule(new SimpleModule().addSerializer(LegalPaths.class, new LegalPathsWriter())
                        .addSerializer(GameState.class, new StateWriter()))
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

    /** The state as the table writes it, for the browser's offline games too (one writer, not two). */
    private static final class StateWriter extends StdSerializer<GameState> {
        private static final long serialVersionUID = 1L;

        StateWriter() {
            super(GameState.class);
        }

        @Override
        public void serialize(GameState state, JsonGenerator generator, SerializerProvider provider) throws IOException {
            generator.writeRawValue(StateJson.write(state));
        }
    }

    /** Writes the legal paths' array as it is: it was written once, when its version was made. */
    private static final class LegalPathsWriter extends StdSerializer<LegalPaths> {
        private static final long serialVersionUID = 1L;

        LegalPathsWriter() {
            super(LegalPaths.class);
        }

        @Override
        public void serialize(LegalPaths paths, JsonGenerator generator, SerializerProvider provider) throws IOException {
            generator.writeRawValue(paths.toString());
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
