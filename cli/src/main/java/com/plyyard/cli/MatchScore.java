package com.plyyard.cli;

import java.io.PrintStream;
import java.util.Locale;

/**
 * The tally of a match from the first player's side: wins, draws, losses, the score, and the
 * Elo difference it implies with a 95% interval: the Wilson interval of the score, counting a
 * draw as half a win (which overstates the spread a little, so the interval errs wide). A score
 * of 0 or 100% gives a point estimate bounded by half a game and an open end ({@code inf}).
 */
final class MatchScore {
    private int wins;
    private int draws;
    private int losses;
    private int capped;

    void add(double result, boolean reachedCap) {
        if (result == 1) {
            wins++;
        } else if (result == 0) {
            losses++;
        } else {
            draws++;
        }
        if (reachedCap) {
            capped++;
        }
    }

    void print(String first, PrintStream out) {
        int games = wins + draws + losses;
        double score = (wins + draws / 2.0) / games;
        double z = 1.96;
        double centre = (score + z * z / (2 * games)) / (1 + z * z / games);
        double half = z * Math.sqrt(score * (1 - score) / games + z * z / (4.0 * games * games)) / (1 + z * z / games);
        out.printf(Locale.ROOT, "%s: %d wins, %d draws (%d at the %d-ply cap), %d losses in %d games; score %.1f%%%n",
                first, wins, draws, capped, MatchCommand.plyCap(2), losses, games, 100 * score);
        out.printf(Locale.ROOT, "Elo difference %s (95%% interval %s .. %s)%n",
                elo(Math.clamp(score, 0.5 / games, 1 - 0.5 / games)), elo(centre - half), elo(centre + half));
    }

    private static String elo(double score) {
        // The Wilson bounds of a 0% or 100% score are 0 and 1 up to rounding.
        if (score <= 1e-9) {
            return "-inf";
        }
        if (score >= 1 - 1e-9) {
            return "+inf";
        }
        return String.format(Locale.ROOT, "%+.0f", -400 * Math.log10(1 / score - 1));
    }
}
