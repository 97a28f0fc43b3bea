package com.plyyard.webengine;

import static org.assertj.core.api.Assertions.assertThat;

import com.plyyard.engine.Game;
import com.plyyard.engine.Games;
import com.plyyard.engine.NotationException;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import org.assertj.core.api.SoftAssertions;
import org.junit.jupiter.api.Test;

/**
 * The browser build (TeaVM's WebAssembly, run by Node.js) answers as the JVM does, for every game,
 * player count and option: the same legal moves and positions along a walk through each game, the
 * same perft counts to depth 3, the same computer move for a node budget and seed, and the same
 * refusals. Both sides run {@link BrowserEngine}'s exports, so only the compilation differs.
 */
class BrowserBuildEqualityTest {
    /** Plies of each walk; its positions are the middle game the comparisons run on. */
    private static final int WALK_PLIES = 16;
    private static final int PERFT_DEPTH = 3;
    private static final int SEARCH_NODES = 20_000;

    @Test
    void legalMovesAndPlayedPositionsAreTheJvmsAlongAWalkThroughEveryGame() throws Exception {
        List<EngineCall> calls = new ArrayList<>();
        for (Setup setup : Setup.every()) {
            for (Walk.Step step : Walk.of(setup, WALK_PLIES).steps()) {
                calls.add(setup.call("legalMoves", step.position()));
                calls.add(setup.call("play", step.position(), step.move()));
            }
        }
        assertSameAnswers(calls);
    }

    @Test
    void perftToDepthThreeIsTheJvmsFromTheStartAndTheMiddleGame() throws Exception {
        List<EngineCall> calls = new ArrayList<>();
        for (Setup setup : Setup.every()) {
            calls.add(setup.call("perft", "", PERFT_DEPTH));
            calls.add(setup.call("perft", Walk.of(setup, WALK_PLIES).end(), PERFT_DEPTH));
        }
        assertSameAnswers(calls);
    }

    @Test
    void bestMoveForANodeBudgetAndSeedIsTheJvmsAtANoisyAndTheStrongestLevel() throws Exception {
        List<EngineCall> calls = new ArrayList<>();
        for (Setup setup : Setup.every()) {
            String middle = Walk.of(setup, WALK_PLIES).end();
            calls.add(setup.call("bestMove", "", 3, SEARCH_NODES, 11));
            calls.add(setup.call("bestMove", middle, 3, SEARCH_NODES, 12));
            calls.add(setup.call("bestMove", middle, 8, SEARCH_NODES, 0));
        }
        assertSameAnswers(calls);
    }

    @Test
    void refusalsCarryTheJvmsMessages() throws Exception {
        assertSameAnswers(List.of(
                EngineCall.of("play", "jungle", 0, "", "", "a1-a9"),
                EngineCall.of("play", "chinese-checkers", 2, "", "", "d1-e9"),
                EngineCall.of("legalMoves", "halma", 0, "", "RR/BB r 1"),
                EngineCall.of("legalMoves", "chinese-checkers", 5, "", ""),
                EngineCall.of("perft", "go", 0, "", "", 1)));
    }

    private static void assertSameAnswers(List<EngineCall> calls) throws Exception {
        List<String> browser = NodeEngine.answer(calls);
        assertThat(browser).as("one answer per call from the browser build").hasSameSizeAs(calls);
        SoftAssertions softly = new SoftAssertions();
        for (int i = 0; i < calls.size(); i++) {
            softly.assertThat(browser.get(i)).as("browser build's answer to %s", calls.get(i))
                    .isEqualTo(calls.get(i).answerOnJvm());
        }
        softly.assertAll();
    }

    /** A game with one player count and option set, as the exports name them. */
    record Setup(String game, int players, String options) {

        /** Every game, every player count, without options and with each option alone. */
        static List<Setup> every() {
            List<Setup> setups = new ArrayList<>();
            for (Game game : Games.all()) {
                for (int players : game.playerCounts()) {
                    setups.add(new Setup(game.id(), players, ""));
                    for (String option : game.optionNames()) {
                        if (accepts(game, players, option)) {
                            setups.add(new Setup(game.id(), players, option));
                        }
                    }
                }
            }
            return setups;
        }

        private static boolean accepts(Game game, int players, String option) {
            try {
                game.settings(OptionalInt.of(players), List.of(option));
                return true;
            } catch (NotationException refused) {
                return false;
            }
        }

        EngineCall call(String name, Object... rest) {
            List<Object> args = new ArrayList<>(List.of(game, players, options));
            args.addAll(List.of(rest));
            return new EngineCall(name, args);
        }
    }
}
