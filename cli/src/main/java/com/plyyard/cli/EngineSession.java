package com.plyyard.cli;

import com.plyyard.ai.Level;
import com.plyyard.ai.SearchResult;
import com.plyyard.ai.ThinkingPool;
import com.plyyard.ai.search.Scores;
import com.plyyard.ai.search.SearchLimits;
import com.plyyard.engine.Game;
import com.plyyard.engine.Games;
import com.plyyard.engine.Position;
import com.plyyard.engine.Settings;
import com.plyyard.engine.Status;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.OptionalInt;
import java.util.stream.Collectors;

/**
 * The state of one {@code plyyard engine} conversation — game, settings, position, level and the
 * search under way — and the answer to each line (see {@code docs/engine-protocol.md}). A line
 * that cannot be obeyed gets one {@code error …} line and changes nothing. Searches run on a
 * {@link ThinkingPool} thread, so {@code stop} and {@code isready} are read while one thinks;
 * every line out goes through {@link #say} so lines of the two threads never interleave.
 */
final class EngineSession implements AutoCloseable {
    private static final String COMMANDS = "plyyard, isready, game, level, position, go, stop, show, quit";

    private final PrintStream out;
    private final ThinkingPool pool = new ThinkingPool(1);
    private Game game = Games.byId("chinese-checkers");
    private Settings settings = game.defaultSettings();
    private Position position = game.start(settings);
    /** The positions the last {@code position} line's moves passed through before {@link #position}, oldest first. */
    private List<Position> earlier = List.of();
    /** The level number: its budget depends on the game ({@link Level#of}). */
    private int level = 8;
    /** The search under way, or null; guarded by {@code this} with the output. */
    private ThinkingPool.Thinking thinking;
    private boolean thinkingForever;

    EngineSession(PrintStream out) {
        this.out = out;
    }

    /** Obeys one line; false when the conversation is over ({@code quit}). */
    boolean handle(String line) {
        List<String> words = Arrays.stream(line.strip().split("\\s+")).filter(w -> !w.isEmpty()).toList();
        if (words.isEmpty()) {
            return true;
        }
        List<String> rest = words.subList(1, words.size());
        try {
            switch (words.get(0)) {
                case "plyyard" -> introduce();
                case "isready" -> say("readyok");
                case "game" -> setGame(rest);
                case "level" -> setLevel(rest);
                case "position" -> setPosition(rest);
                case "go" -> go(rest);
                case "stop" -> stop();
                case "show" -> show();
                case "quit" -> {
                    return false;
                }
                default -> throw new IllegalArgumentException("unknown command '" + words.get(0) + "' (commands: "
                        + COMMANDS + ")");
            }
        } catch (IllegalArgumentException | UsageException e) {
            say("error " + e.getMessage());
        }
        return true;
    }

    private void introduce() {
        say("id name Ply Yard");
        say("id games " + Games.all().stream().map(Game::id).collect(Collectors.joining(" ")));
        say("plyyardok");
    }

    /** {@code game <id> [players N] [option NAME]…}: new settings and their start position. */
    private void setGame(List<String> words) {
        requireIdle();
        if (words.isEmpty() || words.size() % 2 == 0) {
            throw new IllegalArgumentException("usage: game <id> [players N] [option NAME]...");
        }
        Game chosenGame = Games.byId(words.get(0));
        OptionalInt players = OptionalInt.empty();
        List<String> options = new ArrayList<>();
        for (int i = 1; i < words.size(); i += 2) {
            String value = words.get(i + 1);
            switch (words.get(i)) {
                case "players" -> players = OptionalInt.of(WholeNumber.parse(value, "players", 1, 99));
                case "option" -> options.add(value);
                default -> throw new IllegalArgumentException("unknown game setting '" + words.get(i)
                        + "' (players N, option NAME)");
            }
        }
        Settings chosen = chosenGame.settings(players, options);
        game = chosenGame;
        settings = chosen;
        position = chosenGame.start(chosen);
        earlier = List.of();
    }

    private void setLevel(List<String> words) {
        requireIdle();
        if (words.size() != 1) {
            throw new IllegalArgumentException("usage: level <1-8>");
        }
        level = WholeNumber.parse(words.get(0), "the level", 1, 8);
    }

    /** {@code position start|<notation> [moves M…]}: replaced only when every move is legal. */
    private void setPosition(List<String> words) {
        requireIdle();
        int movesAt = words.indexOf("moves");
        List<String> where = movesAt < 0 ? words : words.subList(0, movesAt);
        if (where.isEmpty()) {
            throw new IllegalArgumentException("usage: position start|<notation> [moves M...]");
        }
        Position chosen = where.equals(List.of("start")) ? game.start(settings)
                : game.parsePosition(settings, String.join(" ", where));
        List<String> moves = movesAt < 0 ? List.of() : words.subList(movesAt + 1, words.size());
        List<Position> passed = new ArrayList<>();
        for (int i = 0; i < moves.size(); i++) {
            passed.add(chosen);
            chosen = playText(chosen, moves.get(i), i + 1);
        }
        position = chosen;
        earlier = List.copyOf(passed);
    }

    /** A move as a whole path, or as start-end when a legal path joins them. */
    private static Position playText(Position before, String text, int number) {
        if (before.status().isOver()) {
            throw new IllegalArgumentException("move " + number + " '" + text + "': the game is already over");
        }
        try {
            var move = before.parseMove(text);
            if (move.path().size() == 2) {
                move = before.shortestPath(move.from(), move.to()).orElse(move);
            }
            return before.play(move);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("move " + number + " '" + text + "': " + e.getMessage(), e);
        }
    }

    /**
     * {@code go [movetime MS] [nodes N] [depth D] [infinite]}; none of them: the level's budget.
     * The level's noise holds, and so does its depth (with 4 and 6 players in Chinese checkers:
     * 3) unless {@code depth} is given or the search is {@code infinite}.
     */
    private void go(List<String> words) {
        requireIdle();
        if (position.status().isOver() || position.legalMoves().isEmpty()) {
            throw new IllegalArgumentException("the game is over in this position: there is no move to find");
        }
        Level strength = Level.of(game, settings, level);
        long millis = 0;
        long nodes = SearchLimits.UNLIMITED_NODES;
        int depth = strength.maxDepth();
        boolean infinite = false;
        boolean limited = false;
        for (int i = 0; i < words.size(); i++) {
            String word = words.get(i);
            if (word.equals("infinite")) {
                infinite = true;
                continue;
            }
            if (i + 1 == words.size()) {
                throw new IllegalArgumentException("go " + word + " needs a value (go movetime MS | nodes N | depth D"
                        + " | infinite)");
            }
            String value = words.get(++i);
            switch (word) {
                case "movetime" -> millis = WholeNumber.parse(value, "movetime", 1, 3_600_000);
                case "nodes" -> nodes = WholeNumber.parse(value, "nodes", 1, Integer.MAX_VALUE);
                case "depth" -> depth = WholeNumber.parse(value, "depth", 1, SearchLimits.UNLIMITED_DEPTH);
                default -> throw new IllegalArgumentException("unknown go limit '" + word
                        + "' (movetime MS, nodes N, depth D, infinite)");
            }
            limited = true;
        }
        if (infinite && limited) {
            throw new IllegalArgumentException("go infinite takes no other limit");
        }
        SearchLimits limits = infinite || limited
                ? new SearchLimits(nodes, millis, strength.noise(), 0, infinite ? SearchLimits.UNLIMITED_DEPTH : depth)
                : strength.limits(0);
        start(limits, infinite);
    }

    private synchronized void start(SearchLimits limits, boolean infinite) {
        thinkingForever = infinite;
        thinking = pool.start(position, earlier, limits, this::info, this::bestMove);
        thinking.result().exceptionally(failure -> {
            synchronized (this) {
                thinking = null;
                say("error the search failed: " + failure.getMessage());
            }
            return null;
        });
    }

    private void info(SearchResult depth) {
        say(String.format(Locale.ROOT, "info depth %d score %s nodes %d time %d nps %d move %s", depth.depth(),
                score(depth.score()), depth.nodes(), depth.millis(), depth.nodesPerSecond(), depth.move()));
    }

    /** Marks the engine idle before answering, so a reader of {@code bestmove} may send the next position at once. */
    private synchronized void bestMove(SearchResult result) {
        thinking = null;
        info(result);
        say("bestmove " + result.move());
    }

    /** {@code cp N} in hundredths, or {@code win N} / {@code loss N} in plies. */
    private static String score(int score) {
        if (score > Scores.WIN_BOUND) {
            return "win " + (Scores.WIN - score);
        }
        if (score < -Scores.WIN_BOUND) {
            return "loss " + (Scores.WIN + score);
        }
        return "cp " + score;
    }

    private synchronized void stop() {
        if (thinking != null) {
            thinking.stop();
        }
    }

    private void show() {
        say("game " + game.id() + " players " + settings.players()
                + settings.options().stream().map(o -> " option " + o).collect(Collectors.joining()));
        say("level " + level);
        say("position " + position.notation());
        say("status " + switch (position.status()) {
            case Status.InProgress ignored -> "in progress, " + position.sideToMove().title().toLowerCase(Locale.ROOT)
                    + " to move";
            case Status.Finished finished -> "finished, ranking " + finished.ranking().stream()
                    .map(c -> c.title().toLowerCase(Locale.ROOT)).collect(Collectors.joining(" "));
            case Status.Drawn drawn -> "drawn, " + drawn.reason();
        });
    }

    private synchronized void requireIdle() {
        if (thinking != null) {
            throw new IllegalArgumentException("a search is running: send stop and wait for bestmove first");
        }
    }

    private synchronized void say(String line) {
        out.println(line);
        out.flush();
    }

    /** At the end of the input: lets a limited search answer; an infinite one is stopped. */
    void awaitSearch() {
        ThinkingPool.Thinking running;
        synchronized (this) {
            running = thinking;
            if (running != null && thinkingForever) {
                running.stop();
            }
        }
        if (running != null) {
            running.result().exceptionally(failure -> null).join();
        }
    }

    /** Stops the search under way, waits for its answer and ends the pool. */
    @Override
    public void close() {
        stop();
        awaitSearch();
        pool.close();
    }
}
