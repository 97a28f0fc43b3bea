package com.plyyard.server.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.plyyard.engine.Colour;
import com.plyyard.engine.Game;
import com.plyyard.engine.Games;
import com.plyyard.engine.Move;
import com.plyyard.engine.Position;
import com.plyyard.engine.Status;
import com.plyyard.server.pages.Lesson;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

/**
 * The lesson data of the Learn pages ({@code web/learn/*.json}) against the engine: every
 * diagram parses, every move to try is accepted or refused with the rule the page claims, and
 * every exercise's answers and worked example satisfy its goal. A lesson the engine contradicts
 * fails the build. Every text the page will look up exists in both languages.
 */
class LearnLessonsTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    private static JsonNode resource(String path) throws IOException {
        try (InputStream in = LearnLessonsTest.class.getResourceAsStream(path)) {
            assertThat(in).as(path).isNotNull();
            return JSON.readTree(in);
        }
    }

    private static Position parse(String game, JsonNode diagram) {
        Game g = Games.byId(game);
        List<String> options = new ArrayList<>();
        diagram.path("options").forEach(o -> options.add(o.asText()));
        OptionalInt players = diagram.has("players") ? OptionalInt.of(diagram.get("players").asInt()) : OptionalInt.empty();
        return g.parsePosition(g.settings(players, options), diagram.get("position").asText());
    }

    private static Map<String, Object> judge(Position position, String move) {
        return LearnApi.judge(position, position.parseMove(move));
    }

    private static String startEnd(String path) {
        String[] squares = path.split("-");
        return squares[0] + "-" + squares[squares.length - 1];
    }

    /** Checks a judged move against a claim with {@code legal}, optional {@code rule}, {@code wins} and {@code drawn}. */
    private static void assertClaim(String where, Position position, String move, JsonNode claim) {
        Map<String, Object> answer = judge(position, move);
        assertThat(answer.get("legal")).as(where + " " + move + " → " + answer).isEqualTo(claim.get("legal").asBoolean());
        if (claim.has("rule")) {
            assertThat(answer.get("rule")).as(where + " " + move + " rule → " + answer).isEqualTo(claim.get("rule").asText());
        }
        if (claim.has("wins")) {
            Object status = answer.get("status");
            boolean wins = status instanceof Map<?, ?> m && position.sideToMove().name().toLowerCase().equals(m.get("winner"));
            assertThat(wins).as(where + " " + move + " wins → " + answer).isEqualTo(claim.get("wins").asBoolean());
        }
        if (claim.has("drawn")) {
            boolean drawn = answer.get("status") instanceof Map<?, ?> m && m.get("drawn") != null;
            assertThat(drawn).as(where + " " + move + " drawn → " + answer).isEqualTo(claim.get("drawn").asBoolean());
        }
    }

    /** The server renders the page from the same file: its model reads every lesson whole. */
    @ParameterizedTest
    @ValueSource(strings = {"chinese-checkers", "halma", "jungle"})
    void theServersPageModelReadsTheSameLessonFile(String game) throws IOException {
        JsonNode file = resource("/web/learn/" + game + ".json");
        Lesson lesson = Lesson.of(game).orElseThrow(() -> new AssertionError("the server finds no lesson for " + game));
        assertThat(lesson.edition()).isEqualTo(file.get("edition").asText());
        assertThat(lesson.sections()).hasSize(file.get("sections").size());
        assertThat(lesson.analyses()).hasSize(file.get("analyses").size());
        assertThat(lesson.exercises()).hasSize(file.get("exercises").size());
        assertThat(lesson.faq()).hasSize(file.get("faq").size());
        assertThat(Lesson.of("chess")).as("no lesson for an unknown game").isEmpty();
    }

    @ParameterizedTest
    @ValueSource(strings = {"chinese-checkers", "halma", "jungle"})
    void everyDiagramParsesAndEveryTriedMoveIsJudgedAsThePageSays(String game) throws IOException {
        JsonNode lesson = resource("/web/learn/" + game + ".json");
        assertThat(lesson.get("game").asText()).isEqualTo(game);
        List<JsonNode> diagrams = new ArrayList<>();
        lesson.get("sections").forEach(s -> {
            if (s.has("diagram")) {
                diagrams.add(s.get("diagram"));
            }
        });
        diagrams.add(lesson.get("misconception").get("diagram"));
        lesson.get("analyses").forEach(a -> {
            diagrams.add(a.get("diagram"));
            if (a.has("after")) {
                diagrams.add(a.get("after"));
            }
        });
        int tries = 0;
        for (JsonNode diagram : diagrams) {
            Position position = parse(game, diagram);
            assertThat(position.notation()).isEqualTo(diagram.get("position").asText());
            diagram.path("labels").fieldNames().forEachRemaining(square -> assertThat(position.square(square).name()).isEqualTo(square));
            for (JsonNode attempt : diagram.path("tries")) {
                assertClaim(game, position, attempt.get("move").asText(), attempt);
                tries++;
            }
        }
        assertThat(tries).isGreaterThanOrEqualTo(8);
    }

    @ParameterizedTest
    @ValueSource(strings = {"chinese-checkers", "halma", "jungle"})
    void everyExerciseIsSolvableAsItsGoalSays(String game) throws IOException {
        JsonNode lesson = resource("/web/learn/" + game + ".json");
        assertThat(lesson.get("exercises").size()).isGreaterThanOrEqualTo(3);
        Set<String> levels = new HashSet<>();
        for (JsonNode exercise : lesson.get("exercises")) {
            String id = exercise.get("id").asText();
            levels.add(exercise.get("level").asText());
            JsonNode diagram = null;
            String previousExample = null;
            for (JsonNode step : exercise.get("steps")) {
                if (step.has("diagram")) {
                    diagram = step.get("diagram");
                }
                assertThat(diagram).as(id + ": the first step needs a diagram").isNotNull();
                Position position = parse(game, diagram);
                JsonNode goal = step.get("goal");
                String example = goal.get("example").asText();
                if (goal.has("finish")) {
                    assertRace(id, position, goal);
                    continue;
                }
                if (goal.path("unstoppable").asBoolean()) {
                    assertOnlyUnstoppableEntries(id, position, goal);
                }
                assertClaim(id + " example", position, example, goal);
                for (JsonNode answer : goal.path("answers")) {
                    assertClaim(id + " answer", position, answer.asText(), goal);
                }
                if (goal.has("answers")) {
                    List<String> ends = new ArrayList<>();
                    goal.get("answers").forEach(a -> ends.add(startEnd(a.asText())));
                    assertThat(ends).as(id + ": the example is one of the answers").contains(startEnd(example));
                }
                if (goal.path("distinct").asBoolean()) {
                    assertThat(startEnd(example)).as(id + ": a different move").isNotEqualTo(startEnd(previousExample));
                }
                previousExample = example;
            }
        }
        assertThat(levels).containsExactlyInAnyOrder("understand", "compare", "review");
    }

    /**
     * A race step: the exact race solver needs {@code finish} own moves, the example finishes
     * in that many with each move leaving one fewer, and each {@code slower} first move leaves
     * more than {@code finish - 1}, as the text says.
     */
    private static void assertRace(String id, Position position, JsonNode goal) {
        int finish = goal.get("finish").asInt();
        assertThat(LearnApi.fewest(position)).as(id + ": the solver's fewest own moves").isEqualTo(finish);
        Position current = position;
        String[] moves = goal.get("example").asText().split(" ");
        assertThat(moves).as(id + ": the example has the fewest moves").hasSize(finish);
        for (int i = 0; i < moves.length; i++) {
            Map<String, Object> answer = LearnApi.raceStep(current, current.parseMove(moves[i]));
            assertThat(answer.get("legal")).as(id + " example move " + moves[i] + " → " + answer).isEqualTo(true);
            assertThat(answer.get("fewest")).as(id + " moves left after " + moves[i]).isEqualTo(finish - i - 1);
            assertThat(answer.get("finished")).as(id + " finished after " + moves[i]).isEqualTo(i == moves.length - 1);
            current = current.game().parsePosition(current.settings(), (String) answer.get("position"));
        }
        for (JsonNode slower : goal.path("slower")) {
            Map<String, Object> answer = LearnApi.raceStep(position, position.parseMove(slower.asText()));
            assertThat((Integer) answer.get("fewest")).as(id + ": " + slower.asText() + " costs a move")
                    .isGreaterThan(finish - 1);
        }
    }

    /**
     * The den attack, by search: the side to move cannot enter the den at once, and its moves
     * after which every reply still lets it enter are exactly the step's answers.
     */
    private static void assertOnlyUnstoppableEntries(String id, Position position, JsonNode goal) {
        assertThat(winsAtOnce(position)).as(id + ": no entry at once").isFalse();
        Set<String> unstoppable = new TreeSet<>();
        for (Move move : position.legalMoves()) {
            Position after = position.play(move);
            boolean forced = after.status().isOver() ? wonBy(after, position.sideToMove())
                    : after.legalMoves().stream().map(after::play)
                            .allMatch(reply -> !reply.status().isOver() && winsAtOnce(reply));
            if (forced) {
                unstoppable.add(move.toString());
            }
        }
        Set<String> answers = new TreeSet<>();
        goal.get("answers").forEach(a -> answers.add(a.asText()));
        assertThat(unstoppable).as(id + ": the entries blue cannot stop").isEqualTo(answers);
    }

    private static boolean winsAtOnce(Position position) {
        return position.legalMoves().stream().anyMatch(move -> wonBy(position.play(move), position.sideToMove()));
    }

    private static boolean wonBy(Position position, Colour side) {
        return position.status() instanceof Status.Finished won && won.winner() == side;
    }

    /** The keys the page looks up, as js/learn/lesson-keys.js builds them. */
    static Set<String> keysOf(JsonNode lesson) {
        String p = "learn." + lesson.get("game").asText() + ".";
        Set<String> keys = new TreeSet<>();
        for (String k : List.of("title", "intro", "myth.claim", "myth.truth")) {
            keys.add(p + k);
        }
        lesson.get("sections").forEach(s -> {
            keys.add(p + "s." + s.get("id").asText() + ".title");
            keys.add(p + "s." + s.get("id").asText() + ".text");
            s.get("rules").forEach(r -> keys.add("learn.rule." + r.asText()));
        });
        lesson.get("notApplied").forEach(n -> keys.add(p + "not." + n.asText()));
        lesson.get("illegal").forEach(n -> keys.add(p + "illegal." + n.asText()));
        lesson.get("faq").forEach(n -> {
            keys.add(p + "faq." + n.asText() + ".q");
            keys.add(p + "faq." + n.asText() + ".a");
        });
        lesson.get("analyses").forEach(a -> {
            for (String k : List.of("title", "setup", "question", "answer", "reasoning")) {
                keys.add(p + "an." + a.get("id").asText() + "." + k);
            }
            if (a.has("after")) {
                keys.add(p + "an." + a.get("id").asText() + ".after");
            }
        });
        lesson.get("exercises").forEach(e -> {
            String q = p + "ex." + e.get("id").asText() + ".";
            for (String k : List.of("title", "hint", "explain")) {
                keys.add(q + k);
            }
            for (int i = 1; i <= e.get("steps").size(); i++) {
                keys.add(q + "step" + i);
            }
            e.get("steps").forEach(st -> {
                if (st.get("goal").has("rule")) {
                    keys.add("learn.rule." + st.get("goal").get("rule").asText());
                }
            });
        });
        return keys;
    }

    @Test
    void bothLanguagesHaveTheSameKeysAndEveryLessonText() throws IOException {
        JsonNode en = resource("/web/i18n/en.json");
        JsonNode fr = resource("/web/i18n/fr.json");
        Set<String> enKeys = new TreeSet<>();
        Set<String> frKeys = new TreeSet<>();
        for (Iterator<String> it = en.fieldNames(); it.hasNext();) {
            enKeys.add(it.next());
        }
        for (Iterator<String> it = fr.fieldNames(); it.hasNext();) {
            frKeys.add(it.next());
        }
        assertThat(frKeys).isEqualTo(enKeys);
        for (String game : List.of("chinese-checkers", "halma", "jungle")) {
            JsonNode lesson = resource("/web/learn/" + game + ".json");
            assertThat(enKeys).as(game).containsAll(keysOf(lesson));
            for (String key : keysOf(lesson)) {
                assertThat(fr.get(key).asText()).as(key).isNotBlank().isNotEqualTo(key);
            }
        }
    }
}
