package com.plyyard.webengine;

import com.plyyard.engine.Game;
import com.plyyard.engine.GameRecord;
import com.plyyard.engine.Games;
import com.plyyard.engine.Move;
import com.plyyard.engine.Position;
import com.plyyard.engine.RecordFormat;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;

/**
 * A repeatable game from the start, played on the JVM through {@link BrowserEngine}: each turn
 * takes the legal move at an index that changes from ply to ply, so that the walk leaves the
 * opening and reaches positions of the middle game. It stops early when the game ends.
 */
record Walk(List<Step> steps, String end) {

    /** A position (empty for the start) and the move the walk played in it. */
    record Step(String position, String move) {
    }

    static Walk of(BrowserBuildEqualityTest.Setup setup, int plies) {
        List<Step> steps = new ArrayList<>();
        String position = "";
        for (int ply = 0; ply < plies; ply++) {
            String legal = BrowserEngine.legalMoves(setup.game(), setup.players(), setup.options(), position);
            if (legal.isEmpty()) {
                break;
            }
            String[] moves = legal.split(" ");
            String move = moves[(ply * 7 + 3) % moves.length];
            steps.add(new Step(position, move));
            position = BrowserEngine.play(setup.game(), setup.players(), setup.options(), position, move);
        }
        return new Walk(steps, position);
    }

    /** The walk as a game record ({@code notation.md}), written by the engine. */
    String record(BrowserBuildEqualityTest.Setup setup) {
        Game game = Games.byId(setup.game());
        Position start = game.start(game.settings(OptionalInt.of(setup.players()),
                setup.options().isEmpty() ? List.of() : List.of(setup.options())));
        List<Move> moves = new ArrayList<>();
        Position position = start;
        for (Step step : steps) {
            Move move = position.parseMove(step.move());
            moves.add(move);
            position = position.play(move);
        }
        return RecordFormat.write(GameRecord.of(start, moves, Map.of()));
    }
}
