package com.plyyard.server.web;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.exc.InputCoercionException;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import com.plyyard.table.ApiError;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.Collection;
import java.util.List;
import java.util.TreeSet;

/**
 * Why the server refuses a JSON text, in words for the client: the field and the kind of value it
 * must hold, or where the text stops being JSON. Jackson's own messages name Java classes and its
 * configuration ({@code CoercionConfig}, {@code StreamReadConstraints}), which docs/protocol.md
 * keeps out of every answer.
 */
final class JsonRefusal {
    private JsonRefusal() {
    }

    static ApiError of(JsonProcessingException e) {
        return ApiError.badRequest(reason(e));
    }

    private static String reason(JsonProcessingException e) {
        if (e instanceof StreamConstraintsException || e.getCause() instanceof StreamConstraintsException) {
            return "the JSON is nested too deeply or holds too long a value" + at(e.getLocation());
        }
        if (e instanceof JsonMappingException mapping && !mapping.getPath().isEmpty()) {
            return fieldReason(mapping);
        }
        if (e instanceof MismatchedInputException mismatch) {
            return "the JSON must be " + kind(mismatch.getTargetType());
        }
        // Jackson marks a repeated key only in its message (STRICT_DUPLICATE_DETECTION).
        String detail = e.getOriginalMessage();
        if (detail != null && detail.startsWith("Duplicate field") && e.getProcessor() instanceof JsonParser parser) {
            return "the field '" + parser.getParsingContext().getCurrentName() + "' is given twice" + at(e.getLocation());
        }
        return "the JSON is malformed" + at(e.getLocation());
    }

    private static String fieldReason(JsonMappingException e) {
        List<JsonMappingException.Reference> path = e.getPath();
        if (e instanceof UnrecognizedPropertyException unknown) {
            String parent = name(path.subList(0, path.size() - 1));
            return "unknown field '" + unknown.getPropertyName() + "'" + (parent.isEmpty() ? "" : " in " + parent)
                    + known(unknown.getKnownPropertyIds());
        }
        String field = name(path);
        if (e.getCause() instanceof InputCoercionException) {
            return field + " is out of range";
        }
        if (e instanceof MismatchedInputException mismatch) {
            return field + " must be " + kind(mismatch.getTargetType());
        }
        return field + " is not valid";
    }

    private static String known(Collection<Object> names) {
        if (names == null || names.isEmpty()) {
            return "";
        }
        return "; known: " + String.join(", ", new TreeSet<>(names.stream().map(String::valueOf).toList()));
    }

    /** A field as the client wrote it: {@code seat}, {@code options[2]}, {@code computer.1}. */
    private static String name(List<JsonMappingException.Reference> path) {
        StringBuilder name = new StringBuilder();
        for (JsonMappingException.Reference step : path) {
            if (step.getFieldName() != null) {
                name.append(name.isEmpty() ? "" : ".").append(step.getFieldName());
            } else {
                name.append('[').append(step.getIndex()).append(']');
            }
        }
        return name.toString();
    }

    private static String kind(Class<?> type) {
        if (type == null) {
            return "an object";
        }
        if (type == Integer.class || type == int.class || type == Long.class || type == long.class
                || type == Short.class || type == short.class || type == BigInteger.class) {
            return "a whole number";
        }
        if (Number.class.isAssignableFrom(type) || type == double.class || type == float.class
                || type == BigDecimal.class) {
            return "a number";
        }
        if (CharSequence.class.isAssignableFrom(type) || type == Character.class || type == char.class) {
            return "text";
        }
        if (type == Boolean.class || type == boolean.class) {
            return "true or false";
        }
        return Collection.class.isAssignableFrom(type) || type.isArray() ? "a list" : "an object";
    }

    private static String at(JsonLocation location) {
        return location == null || location.getLineNr() <= 0 ? ""
                : " at line " + location.getLineNr() + " column " + location.getColumnNr();
    }
}
