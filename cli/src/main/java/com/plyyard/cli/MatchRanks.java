package com.plyyard.cli;

import com.plyyard.engine.Colour;
import com.plyyard.engine.Status;
import java.io.PrintStream;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The tally of a match of three or more players, by player name (a name that holds several seats
 * is counted once per seat): first places, the mean rank, and the score, where a game's place
 * is worth {@code (players − rank) / (players − 1)}: 1 for first, 0 for last. Players the game
 * does not rank (without {@code play-for-places} only the winner is ranked; a game stopped at
 * the cap ranks nobody) share the places left, each taking their average.
 */
final class MatchRanks {
    private final Map<String, Tally> tallies = new LinkedHashMap<>();
    private int games;
    private int capped;

    private static final class Tally {
        int seats;
        int firsts;
        double ranks;
        double score;
    }

    /** Registers the names in the order they are to be printed. */
    MatchRanks(List<MatchPlayer> players) {
        players.forEach(player -> tallies.putIfAbsent(player.name(), new Tally()));
    }

    /**
     * @param seated the player of each colour, in turn order
     * @param colours the colours in turn order
     */
    void add(Status status, List<MatchPlayer> seated, List<Colour> colours) {
        games++;
        List<Colour> ranking = status instanceof Status.Finished finished ? finished.ranking() : List.of();
        if (!status.isOver()) {
            capped++;
        }
        int players = colours.size();
        double sharedRank = (ranking.size() + 1 + players) / 2.0;
        for (int seat = 0; seat < players; seat++) {
            int place = ranking.indexOf(colours.get(seat));
            double rank = place >= 0 ? place + 1 : sharedRank;
            Tally tally = tallies.get(seated.get(seat).name());
            tally.seats++;
            tally.firsts += rank == 1 ? 1 : 0;
            tally.ranks += rank;
            tally.score += (players - rank) / (players - 1);
        }
    }

    /** Prints one line a name, beside the mean rank that chance alone would give, {@code (players + 1) / 2}. */
    void print(int players, PrintStream out) {
        out.printf(Locale.ROOT, "%d games of %d players, %d at the %d-ply cap (nobody ranked)%n", games, players,
                capped, MatchCommand.plyCap(players));
        tallies.forEach((name, tally) -> out.printf(Locale.ROOT,
                "%s: %d seats, %d first places (%.1f%%), mean rank %.2f (chance %.1f), score %.1f%%%n", name,
                tally.seats, tally.firsts, 100.0 * tally.firsts / tally.seats, tally.ranks / tally.seats,
                (players + 1) / 2.0, 100 * tally.score / tally.seats));
    }
}
