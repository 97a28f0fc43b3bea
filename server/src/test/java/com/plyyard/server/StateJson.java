package com.plyyard.server;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;

/** Reading the server's game state as tests need it. */
public final class StateJson {
    private StateJson() {
    }

    /** The whole paths of every ply of a state, in order, as a JSON array of texts. */
    public static ArrayNode moves(JsonNode state) {
        ArrayNode paths = JsonNodeFactory.instance.arrayNode();
        state.path("plies").forEach(ply -> paths.add(ply.path("path").asText()));
        return paths;
    }

    /** The live fields an event delta carries, each replacing the state's. */
    private static final List<String> LIVE = List.of("v", "position", "toMove", "moveNumber", "legal", "status",
            "result", "ranking", "ending", "rule", "withdrawn", "drawOffer", "offer", "abortable", "repetition",
            "absent");

    /**
     * What a client makes of {@code state} when {@code delta} arrives, as docs/protocol.md says:
     * the live fields (and a timed game's clocks) replaced, a move's ply appended, a take-back's plies dropped, a seat change's
     * seats replaced.
     */
    public static ObjectNode apply(JsonNode state, JsonNode delta) {
        ObjectNode next = state.deepCopy();
        LIVE.forEach(field -> next.set(field, delta.get(field)));
        if (delta.has("clocks")) {
            next.set("clocks", delta.get("clocks"));
        }
        ArrayNode plies = next.withArray("plies");
        switch (delta.path("kind").asText()) {
            case "move" -> plies.addObject().put("path", delta.path("path").asText())
                    .put("seat", delta.path("seat").asInt()).put("position", delta.path("position").asText());
            case "takeback" -> {
                for (int i = 0; i < delta.path("plies").asInt(); i++) {
                    plies.remove(plies.size() - 1);
                }
            }
            case "seat" -> next.set("seats", delta.get("seats"));
            default -> {
                // the live fields say it all
            }
        }
        return next;
    }
}
