package com.plyyard.server.web;

import com.plyyard.ai.ComputerPlayer;
import com.plyyard.engine.BoardLayout;
import com.plyyard.engine.BoardLayout.Zone;
import com.plyyard.engine.Colour;
import com.plyyard.engine.Game;
import com.plyyard.engine.GameRecord;
import com.plyyard.engine.Games;
import com.plyyard.engine.RecordFormat;
import com.plyyard.engine.Settings;
import com.plyyard.server.pages.NewGames;
import com.plyyard.server.room.GameRoom;
import com.plyyard.server.room.GameSetup;
import com.plyyard.server.room.Rooms;
import com.plyyard.table.ApiError;
import com.plyyard.table.GameState;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;

/** The HTTP API of docs/protocol.md. */
final class HttpApi implements NewGames {
    static final String TOKEN_HEADER = "X-Seat-Token";

    private final Rooms rooms;
    private final GameCommands commands;

    HttpApi(Rooms rooms, GameCommands commands) {
        this.rooms = rooms;
        this.commands = commands;
    }

    void routes(RoutesConfig routes) {
        routes.get("/api/catalog", this::catalog);
        routes.post("/api/games", this::create);
        routes.get("/api/games/{id}", ctx -> ctx.json(commands.room(ctx.pathParam("id")).state()));
        routes.post("/api/games/{id}/seats", this::join);
        routes.post("/api/games/{id}/commands", this::command);
        routes.get("/api/games/{id}/record", this::record);
        routes.post("/api/records", this::importRecord);
    }

    private void catalog(Context ctx) {
        ctx.json(Map.of("games", Games.all().stream().map(HttpApi::catalogEntry).toList(),
                "levels", ComputerPlayer.levels()));
    }

    /** One game's facts as docs/protocol.md lists them: all from the engine. */
    private static Map<String, Object> catalogEntry(Game game) {
        Map<String, Object> entry = new LinkedHashMap<>();
        entry.put("id", game.id());
        entry.put("players", game.playerCounts());
        entry.put("options", game.optionNames());
        entry.put("setups", game.playerCounts().stream().map(players -> {
            Settings settings = game.settings(OptionalInt.of(players), List.of());
            Map<String, Object> setup = new LinkedHashMap<>();
            setup.put("players", players);
            setup.put("colours", settings.colours().stream().map(HttpApi::colourName).toList());
            setup.put("board", boardOf(game.layout(settings), settings.colours()));
            return setup;
        }).toList());
        return entry;
    }

    private static Map<String, Object> boardOf(BoardLayout layout, List<Colour> colours) {
        Map<String, Object> facing = new LinkedHashMap<>();
        for (Colour colour : colours) {
            facing.put(colourName(colour), layout.facing().get(colour));
        }
        return Map.of("rows", layout.rows().stream().map(row -> row.stream().map(HttpApi::squareOf).toList()).toList(),
                "facing", facing);
    }

    private static Map<String, Object> squareOf(BoardLayout.SquareLayout square) {
        return Map.of("name", square.name(), "x", square.x(), "y", square.y(),
                "zones", square.zones().stream().map(HttpApi::zoneOf).toList());
    }

    private static Map<String, Object> zoneOf(Zone zone) {
        return switch (zone) {
            case Zone.Camp camp -> Map.of("kind", "camp", "colour", colourName(camp.colour()), "inPlay", camp.inPlay());
            case Zone.Water water -> Map.of("kind", "water");
            case Zone.Trap trap -> Map.of("kind", "trap", "side", colourName(trap.side()));
            case Zone.Den den -> Map.of("kind", "den", "side", colourName(den.side()));
        };
    }

    private static String colourName(Colour colour) {
        return colour.name().toLowerCase(Locale.ROOT);
    }

    private void create(Context ctx) {
        Rooms.Taken taken = create(Json.read(ctx.body(), GameSetup.class));
        ctx.status(201).json(taken(taken, taken.room().state()));
    }

    @Override
    public Rooms.Taken create(GameSetup setup) {
        Rooms.Taken taken = rooms.create(setup);
        commands.created(taken.room(), taken.room().state());
        return taken;
    }

    private void join(Context ctx) {
        Map<?, ?> body = ctx.body().isBlank() ? Map.of() : Json.read(ctx.body(), Map.class);
        Object name = body.get("name");
        if (name != null && !(name instanceof String)) {
            throw ApiError.badRequest("name must be text");
        }
        commands.room(ctx.pathParam("id"));
        Rooms.Taken taken = rooms.join(ctx.pathParam("id"), (String) name);
        ctx.json(taken(taken, taken.room().state()));
    }

    private static Map<String, Object> taken(Rooms.Taken taken, GameState state) {
        Map<String, Object> answer = new LinkedHashMap<>();
        answer.put("id", taken.room().id());
        answer.put("seat", taken.seat());
        answer.put("token", taken.token());
        answer.put("state", state);
        return answer;
    }

    private void command(Context ctx) {
        long receivedAt = System.nanoTime();
        GameRoom room = commands.room(ctx.pathParam("id"));
        var held = room.seatsHeldBy(ctx.header(TOKEN_HEADER));
        switch (ClientMessage.parse(ctx.body())) {
            case ClientMessage.Next next -> ctx.json(successor(room, held).orElseGet(room::state));
            case ClientMessage.Order order -> {
                commands.apply(room, order.command(), held, receivedAt);
                ctx.json(room.state());
            }
            default -> throw ApiError.badRequest("that is a WebSocket message, not a command");
        }
    }

    /** The next game, with the token of the caller's seat there; empty while an online rematch waits for the others. */
    private Optional<Object> successor(GameRoom room, Set<Integer> held) {
        return commands.successor(room, held).map(next -> answer(next, held));
    }

    private static Map<String, Object> answer(Rooms.Successor next, Set<Integer> held) {
        String token = held.stream().map(next.tokensByOldSeat()::get).filter(Objects::nonNull)
                .findFirst().orElse(null);
        Map<String, Object> answer = new LinkedHashMap<>();
        answer.put("id", next.room().id());
        answer.put("token", token);
        answer.put("state", next.room().state());
        return answer;
    }

    private void record(Context ctx) {
        GameRoom room = commands.room(ctx.pathParam("id"));
        GameRecord record = room.record();
        ctx.contentType("text/plain; charset=utf-8")
                .header("Content-Disposition", "attachment; filename=\"plyyard-" + room.id() + ".txt\"")
                .result(RecordFormat.write(record));
    }

    private void importRecord(Context ctx) {
        Rooms.Taken taken = importRecord(ctx.body());
        ctx.status(201).json(taken(taken, taken.room().state()));
    }

    @Override
    public Rooms.Taken importRecord(String record) {
        Rooms.Taken taken = rooms.importRecord(record);
        commands.created(taken.room(), taken.room().state());
        return taken;
    }
}
