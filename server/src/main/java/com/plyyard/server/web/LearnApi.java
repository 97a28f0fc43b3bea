package com.plyyard.server.web;

import com.plyyard.ai.SearchEngine;
import com.plyyard.engine.Colour;
import com.plyyard.engine.Game;
import com.plyyard.engine.Games;
import com.plyyard.engine.IllegalMoveException;
import com.plyyard.engine.Move;
import com.plyyard.engine.NotationException;
import com.plyyard.engine.Position;
import com.plyyard.engine.Settings;
import com.plyyard.engine.Status;
import com.plyyard.server.store.ReportStore;
import com.plyyard.table.ApiError;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;

/**
 * The stateless endpoints of the "Learn" pages: judging a move tried on a diagram, listing the
 * legal moves of a diagram, error reports about a page, and the build's version.
 */
final class LearnApi {
    static final int MAX_MESSAGE = 2000;
    static final int MAX_POSITION = 400;
    static final int MAX_PASSAGE = 200;
    /** The race solver's budget per answer: the lessons' finishes take a few thousand nodes. */
    static final long RACE_NODES = 200_000;

    private final ReportStore reports;
    private final BuildInfo build;
    private final RateLimit reportsPerAddress;
    private final RequestGuard guard;

    /** @param reportsPerAddress a stricter limit than the HTTP one: each report is a row for operators to read */
    LearnApi(ReportStore reports, BuildInfo build, RateLimit reportsPerAddress, RequestGuard guard) {
        this.reports = reports;
        this.build = build;
        this.reportsPerAddress = reportsPerAddress;
        this.guard = guard;
    }

    /** A diagram: a game, its settings and a position. */
    record Diagram(String game, Integer players, List<String> options, String position) {
    }

    record JudgeRequest(String game, Integer players, List<String> options, String position, String move) {
    }

    /** A race exercise's move: {@code move} absent asks only how few moves the position needs. */
    record RaceRequest(String game, Integer players, List<String> options, String position, String move) {
    }

    record ReportRequest(String game, String edition, String position, String passage, String language,
            String message) {
    }

    void routes(RoutesConfig routes) {
        routes.post("/api/judge", this::judge);
        routes.post("/api/legal", this::legal);
        routes.post("/api/race", this::race);
        routes.post("/api/reports", this::report);
        routes.get("/api/version", ctx -> ctx.json(Map.of("version", build.version(), "commit", build.commit())));
    }

    private void judge(Context ctx) {
        JudgeRequest request = Json.read(ctx.body(), JudgeRequest.class);
        Position position = position(new Diagram(request.game(), request.players(), request.options(), request.position()));
        String text = required(request.move(), "move", 200);
        Move move;
        try {
            move = position.parseMove(text);
        } catch (NotationException e) {
            throw new ApiError("bad-notation", 400, e.getMessage());
        }
        ctx.json(judge(position, move));
    }

    /**
     * The answer to a move tried on a diagram: {@code legal}, the path played, the position
     * after and its status; or the rule broken and the engine's reason. A two-square path that
     * is not a legal hop but joins the ends of a legal chain plays one shortest chain, as in a game.
     */
    static Map<String, Object> judge(Position position, Move tried) {
        Map<String, Object> answer = new LinkedHashMap<>();
        try {
            Move move = tried;
            Position after;
            try {
                after = position.play(move);
            } catch (IllegalMoveException refused) {
                if (move.path().size() != 2) {
                    throw refused;
                }
                move = position.shortestPath(move.from(), move.to()).orElseThrow(() -> refused);
                after = position.play(move);
            }
            answer.put("legal", true);
            answer.put("move", move.toString());
            answer.put("position", after.notation());
            answer.put("status", status(after.status()));
        } catch (IllegalMoveException e) {
            answer.put("legal", false);
            answer.putAll(ApiError.refusalFields(e.refusal()));
            answer.put("reason", e.getMessage());
        }
        return answer;
    }

    /**
     * The Learn pages' race exercises: the side to move plays its own moves one after another,
     * the other side's pieces standing where they are, and the AI's exact race finish says how
     * few own moves are still needed. The answer is {@link #judge}'s, with {@code finished} and
     * {@code fewest} (null when the solver cannot tell: no race, the armies not apart, its budget
     * spent), the position after with the same side to move again.
     */
    private void race(Context ctx) {
        RaceRequest request = Json.read(ctx.body(), RaceRequest.class);
        Position position = position(new Diagram(request.game(), request.players(), request.options(), request.position()));
        if (request.move() == null) {
            ctx.json(Collections.singletonMap("fewest", fewest(position)));
            return;
        }
        Move move;
        try {
            move = position.parseMove(required(request.move(), "move", 200));
        } catch (NotationException e) {
            throw new ApiError("bad-notation", 400, e.getMessage());
        }
        ctx.json(raceStep(position, move));
    }

    /** One own move of a race exercise, judged: see {@link #race}. */
    static Map<String, Object> raceStep(Position position, Move move) {
        Map<String, Object> answer = judge(position, move);
        if (Boolean.TRUE.equals(answer.get("legal"))) {
            Position after = position.game().parsePosition(position.settings(), (String) answer.get("position"));
            boolean finished = after.status() instanceof Status.Finished won && won.winner() == position.sideToMove();
            Position again = after.status().isOver() ? after : withSideToMove(after, position.sideToMove());
            answer.put("position", again.notation());
            answer.put("finished", finished);
            answer.put("fewest", finished ? Integer.valueOf(0) : fewest(again));
        }
        return answer;
    }

    /** The same board with {@code side} to move: the other side stands still (notation: the side is the second field). */
    private static Position withSideToMove(Position position, Colour side) {
        String[] fields = position.notation().split(" ");
        fields[1] = String.valueOf(side.letter());
        return position.game().parsePosition(position.settings(), String.join(" ", fields));
    }

    /** The fewest own moves the side to move needs to finish its race, or null when the solver cannot tell. */
    static Integer fewest(Position position) {
        OptionalInt moves = SearchEngine.fewestOwnMovesToFinish(position, RACE_NODES);
        return moves.isPresent() ? Integer.valueOf(moves.getAsInt()) : null;
    }

    private void legal(Context ctx) {
        Diagram diagram = Json.read(ctx.body(), Diagram.class);
        Position position = position(diagram);
        ctx.json(Map.of("legal", position.legalMoves().stream().map(Move::toString).toList(),
                "status", status(position.status())));
    }

    private void report(Context ctx) {
        reportsPerAddress.take(guard.clientAddress(ctx));
        ReportRequest request = Json.read(ctx.body(), ReportRequest.class);
        String game = required(request.game(), "game", 32);
        try {
            Games.byId(game);
        } catch (NotationException e) {
            throw new ApiError("bad-settings", 400, e.getMessage());
        }
        String edition = required(request.edition(), "edition", 64);
        String position = optional(request.position(), "position", MAX_POSITION);
        String passage = required(request.passage(), "passage", MAX_PASSAGE);
        String language = required(request.language(), "language", 8);
        if (!language.equals("en") && !language.equals("fr")) {
            throw ApiError.badRequest("language must be en or fr");
        }
        String message = required(request.message(), "message", MAX_MESSAGE);
        long id = reports.add(new ReportStore.Report(0, game.toLowerCase(), edition, position, passage, language,
                message, System.currentTimeMillis()));
        ctx.status(201).json(Map.of("id", id));
    }

    static Position position(Diagram diagram) {
        String id = required(diagram.game(), "game", 32);
        String text = required(diagram.position(), "position", MAX_POSITION);
        try {
            Game game = Games.byId(id);
            Settings settings = game.settings(
                    diagram.players() == null ? OptionalInt.empty() : OptionalInt.of(diagram.players()),
                    diagram.options() == null ? List.of() : diagram.options());
            return game.parsePosition(settings, text);
        } catch (IllegalArgumentException e) {
            throw new ApiError("bad-settings", 400, e.getMessage());
        }
    }

    private static Object status(Status status) {
        return switch (status) {
            case Status.InProgress p -> Map.of("over", false);
            case Status.Finished f -> Map.of("over", true, "winner", f.winner().name().toLowerCase());
            case Status.Drawn d -> Map.of("over", true, "drawn", d.reason());
        };
    }

    private static String required(String value, String field, int max) {
        if (value == null || value.isBlank()) {
            throw ApiError.badRequest(field + " is required");
        }
        return optional(value, field, max);
    }

    private static String optional(String value, String field, int max) {
        if (value != null && value.length() > max) {
            throw ApiError.badRequest(field + " is longer than " + max + " characters");
        }
        return value == null || value.isBlank() ? null : value.strip();
    }
}
