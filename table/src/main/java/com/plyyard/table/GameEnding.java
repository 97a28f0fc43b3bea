package com.plyyard.table;

import com.plyyard.engine.Colour;
import com.plyyard.engine.Results;
import com.plyyard.engine.Settings;
import com.plyyard.engine.Status;
import java.util.List;

/**
 * An ending decided by the players rather than the board: a resignation, an agreed draw (AL-2),
 * a claim against an absent player, or an abort (which leaves the game without a result).
 */
public record GameEnding(String id, Status status) {
    public static final String ABORTED = "aborted";

    public static GameEnding resigned(Settings settings, Colour loser) {
        List<Colour> ranking = settings.colours().stream().filter(c -> c != loser).toList();
        return new GameEnding("resigned", new Status.Finished(List.of(ranking.get(0))));
    }

    public static GameEnding drawAgreed() {
        return new GameEnding("draw-agreed", new Status.Drawn("draw agreed"));
    }

    /** The claimer won ({@code winner}), or with {@code winner} null the claim drew the game. */
    public static GameEnding claimed(Colour winner, Claim.Reason reason) {
        return new GameEnding(reason.ending(), winner == null ? new Status.Drawn("draw claimed: " + reason.id())
                : new Status.Finished(List.of(winner)));
    }

    public static GameEnding aborted() {
        return new GameEnding(ABORTED, new Status.InProgress());
    }

    public boolean isAborted() {
        return id.equals(ABORTED);
    }

    public String result(Settings settings) {
        return switch (status) {
            case Status.Drawn ignored -> Results.DRAW;
            case Status.Finished finished -> finished.winner() == settings.colours().get(0) ? "1-0" : "0-1";
            case Status.InProgress ignored -> Results.UNFINISHED;
        };
    }
}
