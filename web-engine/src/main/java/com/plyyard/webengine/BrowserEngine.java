package com.plyyard.webengine;

import com.plyyard.ai.Analysis;
import com.plyyard.ai.Level;
import com.plyyard.ai.MoveReview;
import com.plyyard.ai.MoveReview.ReviewScale;
import com.plyyard.ai.SearchEngine;
import com.plyyard.ai.SearchResult;
import com.plyyard.ai.search.Scores;
import com.plyyard.ai.search.SearchLimits;
import com.plyyard.engine.Game;
import com.plyyard.engine.GameRecord;
import com.plyyard.engine.Games;
import com.plyyard.engine.IllegalMoveException;
import com.plyyard.engine.Move;
import com.plyyard.engine.NotationException;
import com.plyyard.engine.Position;
import com.plyyard.engine.RecordFormat;
import com.plyyard.engine.Refusal;
import com.plyyard.engine.Settings;
import com.plyyard.table.ApiError;
import com.plyyard.table.JsonWriter;
import com.plyyard.table.Mode;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.function.Supplier;
import java.util.stream.Collectors;
import org.teavm.jso.JSExport;

/**
 * What the browser build of the engine and the AI exports to JavaScript: a thin door onto
 * {@code Game}, {@code Position} and {@code SearchEngine}, with no rule of its own. TeaVM compiles
 * this class and what it reaches to WebAssembly; the JVM runs the very same methods in the
 * equality test, so the two builds are compared through one entry.
 *
 * <p>Every call names its position the way the command line does: the game's id, the player
 * count (0 for the game's default), its options joined by commas (empty for none) and the
 * position in the notation of {@code notation.md} (empty for the start). Only strings and numbers
 * cross the border. Malformed input and illegal moves throw the engine's exceptions, which reach
 * JavaScript as errors carrying the engine's message.
 */
public final class BrowserEngine {
    /** The games played in this browser alone, by id: one page holds one, a worker serves one page. */
    private static final Map<String, OfflineTable> TABLES = new HashMap<>();

    private BrowserEngine() {
    }

    /** The position in canonical notation ({@code ""} names the start): how a pasted position is checked. */
    @JSExport
    public static String notation(String game, int players, String options, String position) {
        return position(game, players, options, position).notation();
    }

    /** The legal moves, one whole path each, sorted as {@code Position.legalMoves}, joined by spaces. */
    @JSExport
    public static String legalMoves(String game, int players, String options, String position) {
        return position(game, players, options, position).legalMoves().stream().map(Move::toString)
                .collect(Collectors.joining(" "));
    }

    /** The notation of the position after {@code move}, which may be any legal path. */
    @JSExport
    public static String play(String game, int players, String options, String position, String move) {
        Position before = position(game, players, options, position);
        return before.play(before.parseMove(move)).notation();
    }

    /**
     * The leaves of the move tree {@code depth} plies deep. A double, not a long: JavaScript's
     * numbers hold every count up to 2^53 exactly, and a long would arrive as a BigInt.
     */
    @JSExport
    public static double perft(String game, int players, String options, String position, int depth) {
        Position start = position(game, players, options, position);
        return start.game().perft(start, depth);
    }

    /**
     * The computer's move as {@code plyyard bestmove --level --nodes --seed} finds it: the level's
     * noise and depth, the node budget in place of its time, so the answer depends only on the
     * arguments. Answered as JSON: {@code {"move":"c3-d3","score":-4,"depth":7,"nodes":20002}}, the
     * score in hundredths for the side to move (or a forced result, see {@code Scores}).
     */
    @JSExport
    public static String bestMove(String game, int players, String options, String position, int level,
            int nodes, int seed) {
        Position start = position(game, players, options, position);
        Level chosen = Level.of(start.game(), start.settings(), level);
        SearchResult result = SearchEngine.search(start,
                new SearchLimits(nodes, 0, chosen.noise(), seed, chosen.maxDepth()));
        // Concatenation, not String.format: the formatter would add a fifth to the WebAssembly.
        return "{\"move\":\"" + result.move() + "\",\"score\":" + result.score() + ",\"depth\":" + result.depth()
                + ",\"nodes\":" + result.nodes() + "}";
    }

    /**
     * The analysis board's answer ({@code Analysis.of}) for a depth and a node budget for each
     * search, as JSON: {@code {"score":-4,"winsIn":null,"depth":6,"line":["c3-d3",…],"best":[{"move":"c3-d3",
     * "score":-4,"winsIn":null},…],"unit":"moves","unitScore":70,"race":{"toMove":23,"other":25},"seats":[]}};
     * {@code winsIn} is a forced result in the side to move's own moves (negative when it loses), null
     * otherwise; {@code unit} and {@code unitScore} the game's unit (points, moves of the race) and what
     * one is worth in scores, as the review counts ({@link ReviewScale}); {@code race} is null unless a
     * two-player race is solved, {@code seats} holds each seat's estimated moves to finish (null
     * when unknown) with 3+ players. Scores as {@code bestMove}'s.
     */
    @JSExport
    public static String analyse(String game, int players, String options, String position, int depth, int nodes) {
        Position analysed = position(game, players, options, position);
        Analysis analysis = Analysis.of(analysed, depth, nodes);
        ReviewScale scale = ReviewScale.of(analysed);
        String race = analysis.race().map(counts -> "{\"toMove\":" + counts.sideToMove() + ",\"other\":"
                + counts.other() + "}").orElse("null");
        return "{\"score\":" + analysis.score() + ",\"winsIn\":" + winsIn(analysis.score()) + ",\"depth\":"
                + analysis.depth() + ",\"line\":" + quotedList(analysis.line().stream().map(Move::toString).toList())
                + ",\"best\":" + analysis.best().stream().map(move -> "{\"move\":\"" + move.move() + "\",\"score\":"
                        + move.score() + ",\"winsIn\":" + winsIn(move.score()) + "}")
                        .collect(Collectors.joining(",", "[", "]"))
                + ",\"unit\":" + JsonWriter.quoted(scale.unit()) + ",\"unitScore\":" + scale.searchUnits()
                + ",\"race\":" + race + ",\"seats\":" + analysis.seats().stream()
                        .map(seat -> seat.isPresent() ? String.valueOf(seat.getAsInt()) : "null")
                        .collect(Collectors.joining(",", "[", "]"))
                + "}";
    }

    /** A forced result in own moves ({@link Scores#movesToResult}), or null: the page never decodes a score itself. */
    private static String winsIn(int score) {
        return Scores.isDecisive(score) ? String.valueOf(Scores.movesToResult(score)) : "null";
    }

    /**
     * The game review of one move ({@code MoveReview.of}), asked move by move so that the page
     * shows its progress and can stop it: as JSON {@code {"best":"c3-d3","before":15,"after":-24,
     * "loss":39,"mark":"?!"}}, values in hundredths of {@link #reviewScale}'s unit, before
     * and after from the first player's view, the loss from the mover's, the mark's symbol
     * ({@code ?!} inaccuracy, {@code ?} mistake, {@code ??} blunder) or null.
     */
    @JSExport
    public static String reviewMove(String game, int players, String options, String position, String move,
            int depth, int nodes) {
        Position before = position(game, players, options, position);
        MoveReview review = MoveReview.of(before, before.parseMove(move), depth, nodes);
        return "{\"best\":" + JsonWriter.quoted(review.best().toString()) + ",\"before\":" + review.before() + ",\"after\":"
                + review.after() + ",\"loss\":" + review.loss() + ",\"mark\":"
                + review.mark().map(mark -> JsonWriter.quoted(mark.symbol())).orElse("null") + "}";
    }

    /**
     * The unit of a game's review and its marks' thresholds, in hundredths of the unit, as JSON:
     * {@code {"unit":"points","inaccuracy":80,"mistake":180,"blunder":400}}.
     */
    @JSExport
    public static String reviewScale(String game, int players, String options) {
        ReviewScale scale = ReviewScale.of(position(game, players, options, ""));
        return "{\"unit\":" + JsonWriter.quoted(scale.unit()) + ",\"inaccuracy\":" + scale.inaccuracy() + ",\"mistake\":"
                + scale.mistake() + ",\"blunder\":" + scale.blunder() + "}";
    }

    /**
     * A record ({@code notation.md}) read by the engine, as JSON: {@code {"game":"jungle","players":2,
     * "options":"","start":"…","moves":["…",…]}}, the start in position notation and the moves as
     * whole paths, so the analysis board can replay it with the other calls.
     */
    @JSExport
    public static String readRecord(String text) {
        GameRecord record = RecordFormat.read(text);
        Position start = record.start();
        return "{\"game\":" + JsonWriter.quoted(start.game().id()) + ",\"players\":" + start.settings().players()
                + ",\"options\":" + JsonWriter.quoted(String.join(",", start.settings().options())) + ",\"start\":"
                + JsonWriter.quoted(start.notation()) + ",\"moves\":" + quotedList(record.moves().stream().map(Move::toString).toList())
                + "}";
    }

    // ---- games without the server (OfflineTable) ------------------------------------------

    /**
     * Opens a game played in this browser alone ({@code mode} {@code local} or {@code computer},
     * see {@link OfflineTable}) under {@code id}, replacing any open under it, and answers its
     * state. Every table call answers {@code {"error":{"code":…,"message":…}}} (with a refused
     * move's {@code rule}, {@code kind} and {@code params}) when the rules refuse.
     */
    @JSExport
    public static String tableOpen(String id, String game, int players, String options, String position, String mode,
            int person, int level, String name, String date) {
        return answered(() -> {
            OfflineTable table = new OfflineTable(id, position(game, players, options, position), Mode.of(mode),
                    person, level, name, date);
            TABLES.put(id, table);
            return table.state();
        });
    }

    /** A person's command (seat -1) or a replayed one: {@code OfflineTable.command}. */
    @JSExport
    public static String tableCommand(String id, int seat, String type, String argument, int v) {
        return answered(() -> table(id).command(seat, type, argument, v));
    }

    /** What the computer does now ({@code OfflineTable.computerActs}), or {@code null}. */
    @JSExport
    public static String tableComputer(String id) {
        return answered(() -> table(id).computerActs());
    }

    @JSExport
    public static String tableHops(String id, String path) {
        return answered(() -> table(id).hops(path));
    }

    @JSExport
    public static String tableState(String id) {
        return answered(() -> table(id).state());
    }

    @JSExport
    public static String tableRecord(String id) {
        return answered(() -> table(id).record());
    }

    private static OfflineTable table(String id) {
        OfflineTable table = TABLES.get(id);
        if (table == null) {
            throw ApiError.unknownGame(id);
        }
        return table;
    }

    private static String answered(Supplier<String> call) {
        try {
            return call.get();
        } catch (ApiError refused) {
            return errorJson(refused.code(), refused.getMessage(), refused.refusal());
        } catch (IllegalArgumentException malformed) {
            return errorJson("bad-request", malformed.getMessage(), null);
        }
    }

    /**
     * Whether {@code path} may be played, and if not why, as the Learn pages' judge answers
     * ({@code docs/protocol.md}): {@code {"legal":true}} or {@code {"legal":false,"rule":"JU-3",
     * "kind":"no-piece","params":{"from":"a1"}}}; what a game without the server explains with.
     */
    @JSExport
    public static String judge(String game, int players, String options, String position, String path) {
        Position before = position(game, players, options, position);
        JsonWriter out = new JsonWriter(256).object().field("legal");
        try {
            before.play(before.parseMove(path));
            out.bool(true);
        } catch (IllegalMoveException refused) {
            refusalFields(out.bool(false), refused.refusal());
        } catch (NotationException malformed) {
            out.bool(false);
        }
        return out.end().toString();
    }

    private static String errorJson(String code, String message, Refusal refusal) {
        JsonWriter out = new JsonWriter(256).object().field("error").object().field("code").text(code)
                .field("message").text(message);
        if (refusal != null) {
            refusalFields(out, refusal);
        }
        return out.end().end().toString();
    }

    /** A refused move's {@code rule}, {@code kind} and {@code params}, as the protocol names them. */
    private static void refusalFields(JsonWriter out, Refusal refusal) {
        out.field("rule").text(refusal.rule()).field("kind").text(refusal.kind().id()).field("params").object();
        refusal.wireParams().forEach((name, value) -> {
            out.field(name);
            if (value instanceof Number number) {
                out.raw(number.toString());
            } else {
                out.text(String.valueOf(value));
            }
        });
        out.end();
    }

    private static String quotedList(List<String> texts) {
        return texts.stream().map(JsonWriter::quoted).collect(Collectors.joining(",", "[", "]"));
    }

    private static Position position(String gameId, int players, String options, String notation) {
        Game game = Games.byId(gameId);
        List<String> names = options.isEmpty() ? List.of() : Arrays.asList(options.split(","));
        Settings settings = game.settings(players == 0 ? OptionalInt.empty() : OptionalInt.of(players), names);
        return notation.isEmpty() ? game.start(settings) : game.parsePosition(settings, notation);
    }
}
