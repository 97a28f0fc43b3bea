package com.plyyard.server.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.plyyard.engine.Game;
import com.plyyard.engine.Games;
import com.plyyard.engine.Position;
import com.plyyard.table.Absent;
import com.plyyard.table.GameState;
import com.plyyard.table.LegalPaths;
import com.plyyard.table.StateJson;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

/**
 * The table's hand-written state JSON (the server's wire and the browser's offline games) says
 * what Jackson's default writing of the same record says, field for field, nulls included, for
 * states with every optional part absent and present, and names that need escapes.
 */
class StateJsonTest {
    /** Jackson writing records its own way; only the legal paths, held as JSON already, are written raw. */
    private static final ObjectMapper RECORDS = JsonMapper.builder().build();

    @Test
    void aStateWithNothingOptionalReadsAsJacksonWritesIt() throws Exception {
        GameState state = state(null, "Ann", null, null, null, null, LegalPaths.NONE);
        assertSameTree(state);
    }

    @Test
    void aStateWithOffersAbsenceClocksAndLegalMovesReadsAsJacksonWritesIt() throws Exception {
        Game game = Games.byId("chinese-checkers");
        Position start = game.start(game.settings(OptionalInt.of(3), List.of()));
        GameState state = state(3, "Zoë \"the\" \\ hopper\n\t\u0001\u2028", new GameState.DrawOffer(1, List.of(2)),
                new GameState.Offer("takeback", 0, List.of()), new Absent(2, 1_700_000_000_123L, 1_700_000_030_123L),
                new GameState.Clocks(List.of(300_000L, 12L, 0L), 1, 1_700_000_000_999L),
                LegalPaths.of(start.legalMoves()));
        assertSameTree(state);
        assertThat(Json.MAPPER.readTree(Json.write(state)).get("legal")).hasSize(start.legalMoves().size());
    }

    @Test
    void theServersMapperWritesTheStateThroughTheTable() throws Exception {
        GameState state = state(8, "Bo", null, null, null, null, LegalPaths.NONE);
        assertThat(Json.write(state)).isEqualTo(StateJson.write(state));
    }

    private static void assertSameTree(GameState state) throws Exception {
        JsonNode written = Json.MAPPER.readTree(StateJson.write(state));
        ObjectNode records = RECORDS.valueToTree(state);
        // Jackson would write LegalPaths as a bean; on the wire, legal is the paths' array.
        records.set("legal", RECORDS.valueToTree(state.legal().paths()));
        // Read back from text, as a client reads it (a tree built from a long holds a long node).
        JsonNode expected = Json.MAPPER.readTree(RECORDS.writeValueAsString(records));
        assertThat(written).isEqualTo(expected);
        assertThat(names(written)).containsExactlyElementsOf(names(expected));
    }

    private static List<String> names(JsonNode node) {
        List<String> names = new ArrayList<>();
        node.fieldNames().forEachRemaining(names::add);
        return names;
    }

    private static GameState state(Integer level, String name, GameState.DrawOffer drawOffer, GameState.Offer offer,
            Absent absent, GameState.Clocks clocks, LegalPaths legal) {
        return new GameState("g1", 7, "chinese-checkers", 3, List.of("long-jump"), "online",
                List.of(new GameState.SeatView(0, "red", "human", null, name, true, 2),
                        new GameState.SeatView(1, "blue", "computer", level, null, true, 0)),
                "start", List.of(new GameState.Ply("a1-b2", 0, "after")), "after", "blue", 2, "playing", null,
                List.of(), null, null, List.of("green"), legal, drawOffer, offer, true, false, absent, null,
                "untimed", clocks);
    }
}
