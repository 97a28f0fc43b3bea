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
    private static final int ANALYSIS_DEPTH = 3;
    private static final int ANALYSIS_NODES = 5_000;
    /** Two-player races with the armies apart (the ai's RaceFinishTest): red needs 4 own moves, blue more. */
    /** Plies reviewed at the end of each walk. */
    private static final int REVIEWED_PLIES = 4;
    /** Dou Shou Qi after 1. a3-a4 b8-b7 2. a4-a5 b7-b8: red's elephant may step beside blue's rat. */
    private static final String ELEPHANT_BESIDE_THE_RAT = "l5t/1d3c1/r1p1w1e/7/E6/7/2W1P1R/1C3D1/T5L r 4 3";
    private static final String STAR_RACE = "R/RR/RRR/3R/5R1R5/8R3/11/10/9/3B6/11/8B3/7B5/3B/BBB/BB/B r 48";
    private static final String HALMA_RACE =
            "BBBBB11/BBBBB1B9/B1B13/B1B2B10/16/4B11/5B2B7/16/16/14R1/13R2/14RR/13RRR/12RR1R/11RRRRR/11R1RRR r 94";

    @Test
    void notationLegalMovesAndPlayedPositionsAreTheJvmsAlongAWalkThroughEveryGame() throws Exception {
        List<EngineCall> calls = new ArrayList<>();
        for (Setup setup : Setup.every()) {
            for (Walk.Step step : Walk.of(setup, WALK_PLIES).steps()) {
                calls.add(setup.call("notation", step.position()));
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
    void analysisForADepthAndNodeBudgetIsTheJvmsFromTheStartAndTheMiddleGame() throws Exception {
        List<EngineCall> calls = new ArrayList<>();
        for (Setup setup : Setup.every()) {
            calls.add(setup.call("analyse", "", ANALYSIS_DEPTH, ANALYSIS_NODES));
            calls.add(setup.call("analyse", Walk.of(setup, WALK_PLIES).end(), ANALYSIS_DEPTH, ANALYSIS_NODES));
        }
        calls.add(EngineCall.of("analyse", "halma", 0, "", HALMA_RACE, ANALYSIS_DEPTH, ANALYSIS_NODES));
        calls.add(EngineCall.of("analyse", "chinese-checkers", 2, "", STAR_RACE, ANALYSIS_DEPTH, ANALYSIS_NODES));
        calls.add(EngineCall.of("analyse", "jungle", 0, "", "", 1, ANALYSIS_NODES));
        assertSameAnswers(calls);
    }

    @Test
    void analysisAnswersWithAnEvaluationTheBestLineAndTheBestMoves() {
        for (Setup setup : Setup.every()) {
            String answer = BrowserEngine.analyse(setup.game(), setup.players(), setup.options(),
                    Walk.of(setup, WALK_PLIES).end(), ANALYSIS_DEPTH, ANALYSIS_NODES);
            assertThat(answer).as(setup.toString()).matches("\\{\"score\":-?\\d+,\"winsIn\":(null|-?\\d+),\"depth\":\\d+,\"line\":\\[\"[^\"]+\".*\\],"
                    + "\"best\":\\[\\{\"move\":\"[^\"]+\",\"score\":-?\\d+,\"winsIn\":(null|-?\\d+)\\}.*\\],\"unit\":\"(points|moves)\",\"unitScore\":\\d+,\"race\":(null|\\{.*\\}),"
                    + "\"seats\":\\[.*\\]\\}");
            int seats = answer.substring(answer.indexOf("\"seats\":[")).split(",").length;
            assertThat(seats).as("one estimate per seat with 3+ players: %s", answer)
                    .isEqualTo(setup.players() > 2 ? setup.players() : 1);
        }
    }

    @Test
    void CC10_aSolvedRaceGivesEachSidesMovesToFinish() {
        String answer = BrowserEngine.analyse("chinese-checkers", 2, "", STAR_RACE, ANALYSIS_DEPTH, ANALYSIS_NODES);

        assertThat(answer).containsPattern("\"race\":\\{\"toMove\":4,\"other\":([5-9]|\\d\\d)\\}");
    }

    @Test
    void theReviewOfTheMiddleGamesMovesIsTheJvms() throws Exception {
        List<EngineCall> calls = new ArrayList<>();
        for (Setup setup : Setup.every()) {
            calls.add(EngineCall.of("reviewScale", setup.game(), setup.players(), setup.options()));
            List<Walk.Step> steps = Walk.of(setup, WALK_PLIES).steps();
            for (Walk.Step step : steps.subList(Math.max(0, steps.size() - REVIEWED_PLIES), steps.size())) {
                calls.add(setup.call("reviewMove", step.position(), step.move(), ANALYSIS_DEPTH, ANALYSIS_NODES));
            }
        }
        calls.add(EngineCall.of("reviewMove", "jungle", 0, "", ELEPHANT_BESIDE_THE_RAT, "a5-a6", 4, ANALYSIS_NODES));
        calls.add(EngineCall.of("reviewMove", "chinese-checkers", 2, "", STAR_RACE, "m6-l5", ANALYSIS_DEPTH,
                ANALYSIS_NODES));
        assertSameAnswers(calls);
    }

    @Test
    void JU6b_theReviewMarksAnElephantSteppedBesideTheRatAsABlunder() {
        String answer = BrowserEngine.reviewMove("jungle", 0, "", ELEPHANT_BESIDE_THE_RAT, "a5-a6", 4, ANALYSIS_NODES);

        assertThat(answer).matches("\\{\"best\":\"[^\"]+\",\"before\":-?\\d+,\"after\":-?\\d+,\"loss\":\\d+,"
                + "\"mark\":\"\\?\\?\"\\}");
    }

    @Test
    void aRecordReadsAsTheJvmReadsIt() throws Exception {
        List<EngineCall> calls = new ArrayList<>();
        for (Setup setup : Setup.every()) {
            calls.add(EngineCall.of("readRecord", Walk.of(setup, WALK_PLIES).record(setup)));
        }
        calls.add(EngineCall.of("readRecord", "[Game \"Go\"]\n\n1. d4"));
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

    /**
     * A game without the server (OfflineTable) answers every command as the JVM does: a one-screen
     * game of each setup walked move by move with a hop question before each move, a refused move,
     * a take-back, its state and record; and against the computer a draw offer the computer
     * answers (a search of a fixed node count, so the same on both sides).
     */
    @Test
    void AL4_aGameWithoutTheServerJudgesEveryCommandAsTheJvm() throws Exception {
        List<EngineCall> calls = new ArrayList<>();
        for (Setup setup : Setup.every()) {
            String id = "equality-" + setup.game() + "-" + setup.players() + "-" + setup.options();
            calls.add(EngineCall.of("tableOpen", id, setup.game(), setup.players(), setup.options(), "", "local", 0, 1, "",
                    "2026.12.03"));
            for (Walk.Step step : Walk.of(setup, 6).steps()) {
                calls.add(EngineCall.of("tableHops", id, step.move().split("[-x]")[0]));
                calls.add(EngineCall.of("tableCommand", id, -1, "move", step.move(), -1));
            }
            calls.add(EngineCall.of("tableCommand", id, -1, "move", "a1-a9", -1));
            calls.add(EngineCall.of("tableCommand", id, -1, "takeback", "", -1));
            calls.add(EngineCall.of("tableState", id));
            calls.add(EngineCall.of("tableRecord", id));
            calls.add(setup.call("judge", Walk.of(setup, 6).end(), "a1-a9"));
        }
        calls.add(EngineCall.of("tableOpen", "equality-computer", "jungle", 0, "", "", "computer", 0, 8, "Ada",
                "2026.12.03"));
        calls.add(EngineCall.of("tableCommand", "equality-computer", -1, "offer-draw", "", -1));
        calls.add(EngineCall.of("tableComputer", "equality-computer"));
        calls.add(EngineCall.of("tableComputer", "equality-computer"));
        calls.add(EngineCall.of("tableCommand", "equality-computer", -1, "move", "a1-a9", 0));
        calls.add(EngineCall.of("tableState", "no-such-table"));
        assertSameAnswers(calls);
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
