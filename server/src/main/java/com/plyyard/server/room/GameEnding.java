package com.plyyard.server.room;

import com.plyyard.engine.Colour;
import com.plyyard.engine.Results;
import com.plyyard.engine.Settings;
import com.plyyard.engine.Status;
import java.util.List;

/** An ending decided by the players rather than the board: a resignation or an agreed draw (AL-2). */
record GameEnding(String id, Status status) {

    static GameEnding resigned(Settings settings, Colour loser) {
        List<Colour> ranking = settings.colours().stream().filter(c -> c != loser).toList();
        return new GameEnding("resigned", new Status.Finished(List.of(ranking.get(0))));
    }

    static GameEnding drawAgreed() {
        return new GameEnding("draw-agreed", new Status.Drawn("draw agreed"));
    }

    String result(Settings settings) {
        return switch (status) {
            case Status.Drawn ignored -> Results.DRAW;
            case Status.Finished finished -> finished.winner() == settings.colours().get(0) ? "1-0" : "0-1";
            case Status.InProgress ignored -> Results.UNFINISHED;
        };
    }
}
