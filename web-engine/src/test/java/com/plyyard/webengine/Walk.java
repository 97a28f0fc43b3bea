package com.plyyard.webengine;

import java.util.ArrayList;
import java.util.List;

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
}
