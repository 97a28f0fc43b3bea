package com.plyyard.server.web;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.cfg.CoercionAction;
import com.fasterxml.jackson.databind.cfg.CoercionInputShape;
import com.fasterxml.jackson.databind.type.LogicalType;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.plyyard.server.room.ApiError;

/** JSON in and out. Input is strict: unknown fields and wrong types are refused as {@code bad-request}. */
final class Json {
    static final ObjectMapper MAPPER = strict(new ObjectMapper());

    private static ObjectMapper strict(ObjectMapper mapper) {
        mapper.configure(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, true)
                .configure(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES, true)
                .configure(MapperFeature.ALLOW_COERCION_OF_SCALARS, false);
        // A number or a boolean where text is expected is a malformed message, not text.
        mapper.coercionConfigFor(LogicalType.Textual)
                .setCoercion(CoercionInputShape.Integer, CoercionAction.Fail)
                .setCoercion(CoercionInputShape.Float, CoercionAction.Fail)
                .setCoercion(CoercionInputShape.Boolean, CoercionAction.Fail);
        return mapper;
    }

    private Json() {
    }

    static String write(Object value) {
        try {
            return MAPPER.writeValueAsString(value);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write " + value.getClass().getSimpleName() + " as JSON", e);
        }
    }

    static <T> T read(String text, Class<T> type) {
        try {
            T value = MAPPER.readValue(text, type);
            if (value == null) {
                throw ApiError.badRequest("the body is empty; expected a JSON object");
            }
            return value;
        } catch (JsonProcessingException e) {
            throw ApiError.badRequest("malformed JSON: " + e.getOriginalMessage());
        }
    }

    static <T> T read(JsonNode node, Class<T> type) {
        try {
            return MAPPER.treeToValue(node, type);
        } catch (JsonProcessingException | IllegalArgumentException e) {
            throw ApiError.badRequest("malformed message data: "
                    + (e instanceof JsonProcessingException j ? j.getOriginalMessage() : e.getMessage()));
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
            throw ApiError.badRequest("malformed JSON: " + e.getOriginalMessage());
        }
    }
}
