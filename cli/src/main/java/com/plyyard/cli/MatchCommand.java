package com.plyyard.cli;

import com.plyyard.ai.SearchingPlayer;
import com.plyyard.ai.ThinkingTimes;
import com.plyyard.engine.Colour;
import com.plyyard.engine.Game;
import com.plyyard.engine.Games;
import com.plyyard.engine.Move;
import com.plyyard.engine.Position;
import com.plyyard.engine.Settings;
import com.plyyard.engine.Status;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.SortedSet;
import java.util.SplittableRandom;

/**
 * {@code plyyard match}: computer players ({@link MatchPlayer}), one a seat, play a game N times,
 * in groups from the same random opening with the players' seats rotated, so that each plays
 * every seat (two players: both colours). Prints each game, then for two players the wins,
 * draws and losses of the first player, its score and the Elo difference with a 95% interval
 * ({@link MatchScore}); for three or more, each player's first places, mean rank and score
 * ({@link MatchRanks}). A game reaching {@value #ROUND_CAP} rounds (600 plies for two players)
 * is stopped, scored as a draw and counted apart. Level 8 thinks by time: how long each of its
 * moves took against the budget is printed at the end ({@link MatchTimes}). With {@code --records
 * FILE} every game is also written there in the record format of notation.md, one after the
 * other, to be replayed or studied.
 */
final class MatchCommand {
    /** Rounds (one move of every seat) after which a game is stopped. */
    static final int ROUND_CAP = 300;
    private static final Set<String> FLAGS = Set.of("players", "option", "games", "time", "opening-plies", "seed",
            "records");
    private static final Set<String> REPEATABLE = Set.of("players", "option");

    private MatchCommand() {
    }

    static int plyCap(int players) {
        return ROUND_CAP * players;
    }

    static void run(List<String> words, PrintStream out) {
        Arguments arguments = new Arguments(words, FLAGS, REPEATABLE, Set.of());
        if (arguments.operands().size() != 1) {
            throw new UsageException("match takes one game, e.g. plyyard match jungle --players level8,random --games 10");
        }
        Game game = Games.byId(arguments.operands().get(0));
        // --players takes either the player count of the settings (a number) or the competitors.
        OptionalInt count = OptionalInt.empty();
        List<MatchPlayer> players = new ArrayList<>();
        for (String value : arguments.all("players")) {
            if (value.matches("\\d+")) {
                count = OptionalInt.of(Arguments.number(value, "--players", 1, 99));
            } else {
                for (String name : value.split(",")) {
                    players.add(MatchPlayer.parse(name));
                }
            }
        }
        Settings settings = game.settings(count, List.copyOf(arguments.all("option")));
        if (players.size() != settings.players()) {
            throw new UsageException("match needs one player a seat: " + settings.players() + " for this game, not "
                    + players.size() + ", e.g. --players " + String.join(",", examplePlayers(settings.players())));
        }
        int games = arguments.has("games") ? Arguments.number(arguments.value("games"), "--games", 1, 100_000) : 10;
        int millis = arguments.has("time") ? Arguments.number(arguments.value("time"), "--time", 1, 600_000) : 1_000;
        int openingPlies = arguments.has("opening-plies")
                ? Arguments.number(arguments.value("opening-plies"), "--opening-plies", 0, 40) : 4;
        long seed = arguments.has("seed") ? Arguments.number(arguments.value("seed"), "--seed", 0, Integer.MAX_VALUE) : 1;
        Optional<Path> records = arguments.has("records") ? Optional.of(Path.of(arguments.value("records")))
                : Optional.empty();
        try (MatchRecords written = MatchRecords.open(records)) {
            play(new Match(game, settings, List.copyOf(players), games, millis, openingPlies, seed), written, out);
        }
    }

    private static List<String> examplePlayers(int seats) {
        List<String> names = new ArrayList<>(List.of("level8"));
        while (names.size() < seats) {
            names.add("greedy");
        }
        return names;
    }

    private record Match(Game game, Settings settings, List<MatchPlayer> players, int games, int millis,
            int openingPlies, long seed) {

        int seats() {
            return players.size();
        }

        /** Game i seats the players rotated by i places: seat s holds player (s + i) mod seats. */
        List<MatchPlayer> seated(int game) {
            List<MatchPlayer> seated = new ArrayList<>();
            for (int seat = 0; seat < seats(); seat++) {
                seated.add(players.get((seat + game) % seats()));
            }
            return seated;
        }
    }

    private static void play(Match match, MatchRecords records, PrintStream out) {
        SortedSet<String> options = match.settings().options();
        out.printf(Locale.ROOT, "%s, %s%s%s, %d games, %d ms a move, %d random opening plies%n",
                String.join(" vs ", match.players().stream().map(MatchPlayer::name).toList()), match.game().id(),
                match.seats() == 2 ? "" : " with " + match.seats() + " players",
                options.isEmpty() ? "" : " (" + String.join(", ", options) + ")", match.games(), match.millis(),
                match.openingPlies());
        SearchingPlayer computer = new SearchingPlayer(ThinkingTimes.everyGame(match.millis()));
        MatchScore score = new MatchScore();
        MatchRanks ranks = new MatchRanks(match.players());
        MatchTimes times = new MatchTimes(match.millis());
        List<Colour> colours = match.settings().colours();
        int plyCap = plyCap(match.seats());
        for (int i = 0; i < match.games(); i++) {
            List<MatchPlayer> seated = match.seated(i);
            Position opening = opening(match, i / match.seats());
            Position position = opening;
            List<Move> played = new ArrayList<>();
            int ply = match.openingPlies();
            long moveSeed = match.seed() * 1_000_003L + i;
            while (!position.status().isOver() && ply < plyCap) {
                MatchPlayer mover = seated.get(colours.indexOf(position.sideToMove()));
                long started = System.nanoTime();
                Move move = mover.choose(position, computer, moveSeed * 7919 + ply);
                if (mover.thinksByTime()) {
                    times.add(System.nanoTime() - started);
                }
                position = position.play(move);
                played.add(move);
                ply++;
            }
            boolean capped = !position.status().isOver();
            if (match.seats() == 2) {
                score.add(firstPlayerResult(position.status(), colours.get(i % 2 == 0 ? 0 : 1)), capped);
            } else {
                ranks.add(position.status(), seated, colours);
            }
            out.printf(Locale.ROOT, "game %d: %s: %s in %d plies%s%n", i + 1, seatingText(seated, colours),
                    resultText(position), ply, capped ? " (" + plyCap + "-ply cap, scored as a draw; last position "
                            + position.notation() + ")" : "");
            out.flush();
            records.write(opening, played, seated, colours, i + 1);
        }
        if (match.seats() == 2) {
            score.print(match.players().get(0).name(), out);
        } else {
            ranks.print(match.seats(), out);
        }
        times.print(out);
    }

    /** The same random opening for every game of a group. */
    private static Position opening(Match match, int group) {
        SplittableRandom random = new SplittableRandom(match.seed() * 31 + group);
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

    /** {@code greedy (red) - random (blue)}. */
    private static String seatingText(List<MatchPlayer> seated, List<Colour> colours) {
        List<String> seats = new ArrayList<>();
        for (int seat = 0; seat < seated.size(); seat++) {
            seats.add(seated.get(seat).name() + " (" + colours.get(seat).name().toLowerCase(Locale.ROOT) + ")");
        }
        return String.join(" - ", seats);
    }

    /** Two players: {@code 1-0}, {@code 0-1} or a draw with its reason; more: the winner, or the ranking for places. */
    private static String resultText(Position position) {
        return switch (position.status()) {
            case Status.Finished finished when position.settings().players() == 2 ->
                finished.winner() == position.settings().colours().get(0) ? "1-0" : "0-1";
            case Status.Finished finished when finished.ranking().size() == 1 ->
                "won by " + finished.winner().name().toLowerCase(Locale.ROOT);
            case Status.Finished finished -> "ranking " + String.join(", ",
                    finished.ranking().stream().map(colour -> colour.name().toLowerCase(Locale.ROOT)).toList());
            case Status.Drawn drawn -> "1/2-1/2 (" + drawn.reason() + ")";
            case Status.InProgress ignored -> "1/2-1/2";
        };
    }
}
