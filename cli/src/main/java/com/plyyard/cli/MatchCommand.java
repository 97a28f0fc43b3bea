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
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.SortedSet;
import java.util.SplittableRandom;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

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
@Command(name = "match",
        header = "Computer players, one a seat, play a game many times.",
        description = "The games start from random openings with the seats rotated, so that each player plays every"
                + " seat. Two players: wins, draws and losses of the first, its score and the Elo difference with a"
                + " 95%% interval; 3+ players: first places, mean rank and score of each; then level 8's move times"
                + " against its budget (docs/ai-strength.md).",
        footer = {"", "Examples:", "  plyyard match jungle --seats level8,level1 --games 4 --time 100",
            "  plyyard match jungle --seats level8,defender --games 32 --time 200",
            "  plyyard match chinese-checkers --players 3 --seats greedy,random,level1",
            "  plyyard match halma --engine old='java -jar old.jar engine' --seats level8,old --games 64"})
final class MatchCommand implements Runnable {
    /** Rounds (one move of every seat) after which a game is stopped. */
    static final int ROUND_CAP = 300;

    @ParentCommand
    private Main plyyard;

    @Parameters(index = "0", paramLabel = "<game>", completionCandidates = GameIds.class,
            description = "the game: ${COMPLETION-CANDIDATES}")
    private String gameId;

    @Option(names = "--seats", paramLabel = "PLAYER", split = ",", completionCandidates = MatchPlayer.Names.class,
            description = "the players, one a seat, in seat order: level1 ... level8, greedy, random, defender (Dou Shou Qi)"
                    + " or a NAME of --engine")
    private List<String> seats = new ArrayList<>();

    /** Repeatable while the old form lasts: {@code --players 3 --players a,b,c} named the count and the players. */
    @Option(names = "--players", paramLabel = "N", description = "the player count (Chinese checkers: 2, 3, 4 or 6;"
            + " default 2); naming the players here, --players A,B, is deprecated: use --seats")
    private List<String> players = new ArrayList<>();

    @Mixin
    private RuleOptions options;

    @Option(names = "--games", paramLabel = "N", defaultValue = "10",
            description = "games to play (default: ${DEFAULT-VALUE})")
    private int games;

    @Option(names = "--time", paramLabel = "MS", defaultValue = "1000", description = "level 8's time a move (the cap"
            + " of the other levels) (default: ${DEFAULT-VALUE})")
    private int millis;

    @Option(names = "--opening-plies", paramLabel = "K", defaultValue = "4", description = "random plies before the"
            + " players take over (default: ${DEFAULT-VALUE})")
    private int openingPlies;

    @Option(names = "--seed", paramLabel = "N", defaultValue = "1", description = "the seed of the openings and the"
            + " players' noise (default: ${DEFAULT-VALUE})")
    private int seed;

    @Option(names = "--engine", paramLabel = "NAME=COMMAND", mapFallbackValue = "", description = "a program of the"
            + " engine protocol (docs/engine-protocol.md) to seat by NAME in --seats; COMMAND is split at spaces, e.g."
            + " old='java -jar old/plyyard.jar engine'; it is told the game so far and 'go movetime' the --time")
    private Map<String, String> engines = new LinkedHashMap<>();

    @Option(names = "--records", paramLabel = "FILE", description = "write every game's record there as it ends"
            + " (shared/spec/notation.md)")
    private Path records;

    static int plyCap(int players) {
        return ROUND_CAP * players;
    }

    @Override
    public void run() {
        Game game = Games.byId(gameId);
        OptionalInt count = OptionalInt.empty();
        List<String> named = new ArrayList<>(seats);
        for (String value : players) {
            if (!value.matches("\\d+")) {
                named.addAll(oldFormPlayers(value));
            } else if (count.isPresent()) {
                throw new UsageException("--players is the player count: give it once");
            } else {
                count = OptionalInt.of(WholeNumber.parse(value, "--players", 1, 99));
            }
        }
        Settings settings = game.settings(count, options.names());
        if (named.size() != settings.players()) {
            throw new UsageException("match needs one player a seat: " + settings.players() + " for this game, not "
                    + named.size() + ", e.g. --seats " + String.join(",", examplePlayers(settings.players())));
        }
        int gameCount = WholeNumber.within(games, "--games", 1, 100_000);
        int moveMillis = WholeNumber.within(millis, "--time", 1, 600_000);
        int plies = WholeNumber.within(openingPlies, "--opening-plies", 0, 40);
        int firstSeed = WholeNumber.within(seed, "--seed", 0, Integer.MAX_VALUE);
        Map<String, ExternalEngine> started = new LinkedHashMap<>();
        try {
            engines.forEach((name, command) -> started.put(name, startEngine(name, command, game, settings)));
            List<MatchPlayer> seated = named.stream().map(text -> MatchPlayer.parse(text, started)).toList();
            seated.forEach(player -> player.checkPlays(game));
            Match match = new Match(game, settings, seated, gameCount, moveMillis, plies, firstSeed);
            try (MatchRecords written = MatchRecords.open(Optional.ofNullable(records))) {
                play(match, written, plyyard.out());
            }
        } finally {
            started.values().forEach(ExternalEngine::close);
        }
    }

    private static ExternalEngine startEngine(String name, String command, Game game, Settings settings) {
        if (!name.matches("[A-Za-z][A-Za-z0-9_.-]*") || MatchPlayer.isBuiltIn(name)) {
            throw new UsageException("--engine " + name + ": an engine's name is a word of letters, digits, '.', '_'"
                    + " or '-', not the name of a built-in player");
        }
        if (command.isBlank()) {
            throw new UsageException("--engine " + name + " needs a command: --engine " + name + "=COMMAND");
        }
        return ExternalEngine.start(name, command, game.id(), settings);
    }

    /** The players given the old way, {@code --players A,B}: still accepted, with a notice. */
    private List<String> oldFormPlayers(String value) {
        if (!seats.isEmpty()) {
            throw new UsageException("give the players once, with --seats (--players is the player count)");
        }
        plyyard.err().println("plyyard: --players " + value + " is deprecated: name the players with --seats " + value
                + " (--players is the player count)");
        return List.of(value.split(","));
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
            List<Position> earlier = new ArrayList<>();
            int ply = match.openingPlies();
            long moveSeed = match.seed() * 1_000_003L + i;
            while (!position.status().isOver() && ply < plyCap) {
                MatchPlayer mover = seated.get(colours.indexOf(position.sideToMove()));
                long started = System.nanoTime();
                Move move = mover.choose(opening, played, earlier, position, computer, moveSeed * 7919 + ply,
                        match.millis());
                if (mover.thinksByTime()) {
                    times.add(System.nanoTime() - started);
                }
                earlier.add(position);
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
