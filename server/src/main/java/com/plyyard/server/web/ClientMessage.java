package com.plyyard.server.web;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.plyyard.server.room.ApiError;
import com.plyyard.server.room.Command;
import java.util.Set;
import java.util.TreeSet;

/** A client message {@code {"t": type, "d": data}}, checked field by field. */
record ClientMessage(String type, JsonNode data) {
    private static final Set<String> TYPES = Set.of("hello", "sync", "move", "hops", "resign", "offer-draw",
            "answer-draw", "takeback", "new-game", "rematch", "ping");

    record Hello(String token, Integer v) {
    }

    record PathData(String path, Integer v) {
    }

    record SeatData(Integer seat) {
    }

    record AnswerData(Boolean accept) {
    }

    record Empty() {
    }

    static ClientMessage parse(String text) {
        JsonNode node = Json.tree(text);
        JsonNode type = node.get("t");
        if (type == null || !type.isTextual() || !TYPES.contains(type.asText())) {
            throw ApiError.badRequest("unknown message type " + (type == null ? "(none)" : type.toString())
                    + "; known: " + String.join(", ", new TreeSet<>(TYPES)));
        }
        for (var names = node.fieldNames(); names.hasNext(); ) {
            String name = names.next();
            if (!name.equals("t") && !name.equals("d")) {
                throw ApiError.badRequest("unknown field '" + name + "'; a message has only t and d");
            }
        }
        JsonNode data = node.get("d");
        if (data == null || data.isNull()) {
            data = JsonNodeFactory.instance.objectNode();
        }
        if (!data.isObject()) {
            throw ApiError.badRequest("d must be a JSON object");
        }
        return new ClientMessage(type.asText(), data);
    }

    <T> T data(Class<T> type) {
        return Json.read(data, type);
    }

    /** The game-changing command this message carries, or null for the other types. */
    Command command() {
        return switch (type) {
            case "move" -> {
                PathData move = data(PathData.class);
                if (move.path() == null) {
                    throw ApiError.badRequest("a move needs a path");
                }
                yield new Command.PlayMove(move.path(), move.v());
            }
            case "resign" -> new Command.Resign(data(SeatData.class).seat());
            case "offer-draw" -> {
                data(Empty.class);
                yield new Command.OfferDraw();
            }
            case "answer-draw" -> {
                AnswerData answer = data(AnswerData.class);
                if (answer.accept() == null) {
                    throw ApiError.badRequest("answer-draw needs accept: true or false");
                }
                yield new Command.AnswerDraw(answer.accept());
            }
            case "takeback" -> {
                data(Empty.class);
                yield new Command.TakeBack();
            }
            default -> null;
        };
    }
}
