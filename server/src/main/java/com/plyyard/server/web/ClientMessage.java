package com.plyyard.server.web;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.plyyard.table.ApiError;
import com.plyyard.table.Claim;
import com.plyyard.table.Command;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.function.Function;
import java.util.stream.Collectors;

/** A client message {@code {"t": type, "d": data}} (docs/protocol.md), checked field by field. */
sealed interface ClientMessage {
    /** @param token the seat token, if any; @param v the last version the client saw */
    record Hello(String token, Integer v) implements ClientMessage {
    }

    record Sync() implements ClientMessage {
    }

    record Hops(String path) implements ClientMessage {
    }

    record Ping() implements ClientMessage {
    }

    /** {@code new-game} or {@code rematch}: the game after this one. */
    record Next() implements ClientMessage {
    }

    /** A message that changes the game. */
    record Order(Command command) implements ClientMessage {
    }

    record PathData(String path, Integer v) {
    }

    record SeatData(Integer seat) {
    }

    record AnswerData(Boolean accept) {
    }

    record Empty() {
    }

    record ClaimData(String outcome, String reason) {
    }

    /** How each type's data is read. */
    Map<String, Function<JsonNode, ClientMessage>> TYPES = Map.ofEntries(
            Map.entry("hello", d -> Json.read(d, Hello.class)),
            Map.entry("sync", d -> empty(d, new Sync())),
            Map.entry("hops", d -> new Hops(required(Json.read(d, PathData.class).path(), "hops needs a path"))),
            Map.entry("ping", d -> empty(d, new Ping())),
            Map.entry("new-game", d -> empty(d, new Next())),
            Map.entry("rematch", d -> empty(d, new Next())),
            Map.entry("move", d -> {
                PathData move = Json.read(d, PathData.class);
                return new Order(new Command.PlayMove(required(move.path(), "a move needs a path"), move.v()));
            }),
            Map.entry("resign", d -> new Order(new Command.Resign(Json.read(d, SeatData.class).seat()))),
            Map.entry("offer-draw", d -> empty(d, new Order(new Command.OfferDraw()))),
            Map.entry("answer-draw", d -> new Order(new Command.AnswerDraw(required(
                    Json.read(d, AnswerData.class).accept(), "answer-draw needs accept: true or false")))),
            Map.entry("takeback", d -> empty(d, new Order(new Command.TakeBack()))),
            Map.entry("answer-takeback", d -> new Order(new Command.AnswerTakeback(required(
                    Json.read(d, AnswerData.class).accept(), "answer-takeback needs accept: true or false")))),
            Map.entry("decline-rematch", d -> empty(d, new Order(new Command.DeclineRematch()))),
            Map.entry("withdraw-offer", d -> empty(d, new Order(new Command.WithdrawOffer()))),
            Map.entry("claim", d -> {
                ClaimData claim = Json.read(d, ClaimData.class);
                return new Order(new Command.Claim(outcome(claim.outcome()), reason(claim.reason())));
            }),
            Map.entry("abort", d -> empty(d, new Order(new Command.Abort()))));

    static ClientMessage parse(String text) {
        JsonNode node = Json.tree(text);
        JsonNode type = node.get("t");
        if (type == null || !type.isTextual() || !TYPES.containsKey(type.asText())) {
            throw ApiError.badRequest("unknown message type " + (type == null ? "(none)" : type.toString())
                    + "; known: " + String.join(", ", new TreeSet<>(TYPES.keySet())));
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
        return TYPES.get(type.asText()).apply(data);
    }

    private static ClientMessage empty(JsonNode data, ClientMessage message) {
        Json.read(data, Empty.class);
        return message;
    }

    private static Claim.Outcome outcome(String word) {
        try {
            return word == null ? null : Claim.Outcome.of(word);
        } catch (IllegalArgumentException e) {
            throw ApiError.badRequest(e.getMessage());
        }
    }

    private static Claim.Reason reason(String word) {
        if (word == null) {
            return null;
        }
        // a flag falls on the server, never on a player's word
        List<Claim.Reason> claimable = List.of(Claim.Reason.ABSENCE, Claim.Reason.REPETITION);
        return claimable.stream().filter(reason -> reason.id().equals(word)).findFirst()
                .orElseThrow(() -> ApiError.badRequest("a claim's reason is " + claimable.stream().map(Claim.Reason::id)
                        .collect(Collectors.joining(" or ")) + ", not '" + word + "'"));
    }

    private static <T> T required(T value, String why) {
        if (value == null) {
            throw ApiError.badRequest(why);
        }
        return value;
    }
}
