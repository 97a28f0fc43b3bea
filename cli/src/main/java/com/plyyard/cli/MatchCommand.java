package com.plyyard.cli;

import com.plyyard.ai.SearchEngine;
import com.plyyard.ai.SearchingPlayer;
import com.plyyard.ai.search.SearchLimits;
import com.plyyard.engine.Colour;
import com.plyyard.engine.Game;
import com.plyyard.engine.Games;
import com.plyyard.engine.Move;
import com.plyyard.engine.Position;
import com.plyyard.engine.Settings;
import com.plyyard.engine.Status;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.OptionalInt;
import java.util.Set;
import java.util.SplittableRandom;

/**
 * {@code plyyard match}: two computer players ({@code level1} … {@code level8}, {@code greedy}
 * or {@code random}) play a two-player game N times, in pairs from the same random opening with
 * colours swapped; prints each game, then wins, draws and losses of the first player, its score
 * and the Elo difference with a 95% interval. A game reaching {@value #PLY_CAP} plies is scored
 * as a draw and counted apart. Level 8 thinks by time: how long each of its moves took against
 * the budget is printed at the end ({@link MatchTimes}).
 */
final class MatchCommand {
    static final int PLY_CAP = 600;
    private static final Set<String> FLAGS = Set.of("players", "option", "games", "time", "opening-plies", "seed");
    private static final Set<String> REPEATABLE = Set.of("players", "option");

    private MatchCommand() {
    }

    /**
     * A player of the match: a level of the computer, {@link #RANDOM} for uniformly random moves,
     * or {@link #GREEDY}: the move whose position evaluates best one ply later (in Dou Shou Qi
     * after the captures it starts have been played out by the quiescence search).
     */
    private record Competitor(String name, int level) {
        static final int RANDOM = 0;
        static final int GREEDY = -1;
        static final int TIMED_LEVEL = 8;

        static Competitor parse(String text) {
            String name = text.trim().toLowerCase(Locale.ROOT);
            if (name.equals("random")) {
                return new Competitor(name, RANDOM);
            }
            if (name.equals("greedy")) {
                return new Competitor(name, GREEDY);
            }
            if (name.matches("level[1-8]")) {
                return new Competitor(name, name.charAt(5) - '0');
            }
            throw new UsageException("a match player is level1 … level8, greedy or random, not '" + text + "'");
        }

        Move choose(Position position, SearchingPlayer computer, long seed) {
            return switch (level) {
                case RANDOM -> {
                    List<Move> moves = position.legalMoves();
                    yield moves.get(new SplittableRandom(seed).nextInt(moves.size()));
                }
                case GREEDY -> SearchEngine.search(position, SearchLimits.depth(1)).move();
                default -> computer.choose(position, level, seed);
            };
        }
    }

    static void run(List<String> words, PrintStream out) {
        Arguments arguments = new Arguments(words, FLAGS, REPEATABLE, Set.of());
        if (arguments.operands().size() != 1) {
            throw new UsageException("match takes one game, e.g. plyyard match jungle --players level8,random --games 10");
        }
        Game game = Games.byId(arguments.operands().get(0));
        // --players takes either the player count of the settings (a number) or the two competitors.
        OptionalInt count = OptionalInt.empty();
        List<Competitor> competitors = new ArrayList<>();
        for (String value : arguments.all("players")) {
            if (value.matches("\\d+")) {
                count = OptionalInt.of(Arguments.number(value, "--players", 1, 99));
            } else {
                for (String name : value.split(",")) {
                    competitors.add(Competitor.parse(name));
                }
            }
        }
        if (competitors.size() != 2) {
            throw new UsageException("match needs two players, e.g. --players level8,random");
        }
        Settings settings = game.settings(count, List.copyOf(arguments.all("option")));
        if (settings.players() != 2) {
            throw new UsageException("match plays two-player games only, not " + settings.players() + " players");
        }
        int games = arguments.has("games") ? Arguments.number(arguments.value("games"), "--games", 1, 100_000) : 10;
        int millis = arguments.has("time") ? Arguments.number(arguments.value("time"), "--time", 1, 600_000) : 1_000;
        int openingPlies = arguments.has("opening-plies")
                ? Arguments.number(arguments.value("opening-plies"), "--opening-plies", 0, 40) : 4;
        long seed = arguments.has("seed") ? Arguments.number(arguments.value("seed"), "--seed", 0, Integer.MAX_VALUE) : 1;
        play(new Match(game, settings, competitors.get(0), competitors.get(1), games, millis, openingPlies, seed), out);
    }

    private record Match(Game game, Settings settings, Competitor first, Competitor second, int games, int millis,
            int openingPlies, long seed) {
    }

    private static void play(Match match, PrintStream out) {
        out.printf(Locale.ROOT, "%s vs %s, %s, %d games, %d ms a move, %d random opening plies%n",
                match.first().name(), match.second().name(), match.game().id(), match.games(), match.millis(),
                match.openingPlies());
        SearchingPlayer computer = new SearchingPlayer(match.millis());
        MatchScore score = new MatchScore();
        MatchTimes times = new MatchTimes(match.millis());
        for (int i = 0; i < match.games(); i++) {
            boolean firstIsRed = i % 2 == 0;
            Position position = opening(match, i / 2);
            int ply = match.openingPlies();
            long moveSeed = match.seed() * 1_000_003L + i;
            while (!position.status().isOver() && ply < PLY_CAP) {
                boolean redToMove = position.sideToMove() == match.settings().colours().get(0);
                Competitor mover = redToMove == firstIsRed ? match.first() : match.second();
                long started = System.nanoTime();
                Move move = mover.choose(position, computer, moveSeed * 7919 + ply);
                if (mover.level() == Competitor.TIMED_LEVEL) {
                    times.add(System.nanoTime() - started);
                }
                position = position.play(move);
                ply++;
            }
            double result = firstPlayerResult(position.status(), match.settings().colours().get(firstIsRed ? 0 : 1));
            boolean capped = !position.status().isOver();
            score.add(result, capped);
            Competitor red = firstIsRed ? match.first() : match.second();
            Competitor blue = firstIsRed ? match.second() : match.first();
            out.printf(Locale.ROOT, "game %d: %s (red) - %s (blue): %s in %d plies%s%n", i + 1, red.name(), blue.name(),
                    redResult(position), ply,
                    capped ? " (600-ply cap, scored as a draw; last position " + position.notation() + ")" : "");
            out.flush();
        }
        score.print(match.first().name(), out);
        times.print(out);
    }

    /** The same random opening for both games of a pair. */
    private static Position opening(Match match, int pair) {
        SplittableRandom random = new SplittableRandom(match.seed() * 31 + pair);
        Position position = match.game().start(match.settings());
        for (int i = 0; i < match.openingPlies() && !position.status().isOver(); i++) {
            List<Move> moves = position.legalMoves();
            position = position.play(moves.get(random.nextInt(moves.size())));
        }
        return position;
    }

    private static double firstPlayerResult(Status status, Colour firstColour) {
        if (status instanceof Status.Finished finished) {
            return finished.winner() == firstColour ? 1 : 0;
        }
        return 0.5;
    }

    private static String redResult(Position position) {
        return switch (position.status()) {
            case Status.Finished finished -> finished.winner() == Colour.RED ? "1-0" : "0-1";
            case Status.Drawn drawn -> "1/2-1/2 (" + drawn.reason() + ")";
            case Status.InProgress ignored -> "1/2-1/2";
        };
    }
}
