package com.plyyard.webengine;

import com.plyyard.ai.Level;
import com.plyyard.ai.SearchEngine;
import com.plyyard.ai.SearchResult;
import com.plyyard.ai.search.SearchLimits;
import com.plyyard.engine.Game;
import com.plyyard.engine.Games;
import com.plyyard.engine.Move;
import com.plyyard.engine.Position;
import com.plyyard.engine.Settings;
import java.util.Arrays;
import java.util.List;
import java.util.OptionalInt;
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
    private BrowserEngine() {
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

    private static Position position(String gameId, int players, String options, String notation) {
        Game game = Games.byId(gameId);
        List<String> names = options.isEmpty() ? List.of() : Arrays.asList(options.split(","));
        Settings settings = game.settings(players == 0 ? OptionalInt.empty() : OptionalInt.of(players), names);
        return notation.isEmpty() ? game.start(settings) : game.parsePosition(settings, notation);
    }
}
