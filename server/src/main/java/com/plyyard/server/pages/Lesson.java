package com.plyyard.server.pages;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * One game's Learn page as data ({@code web/learn/{game}.json}): its rule sections, analysed
 * positions, exercises and FAQ by id. The texts are in {@code web/i18n} under
 * {@code learn.{game}.…}. The server renders the page from it, the front end enhances that page
 * from the same file, and LearnLessonsTest plays every move it lists through the engine.
 */
public record Lesson(String game, String edition, String revised, List<Section> sections, List<String> notApplied,
        List<String> illegal, Misconception misconception, List<Analysis> analyses, List<String> faq,
        List<Exercise> exercises) {

    private static final ObjectMapper MAPPER = new ObjectMapper()
            .configure(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, true);

    /** A position to try moves on; {@code players} and {@code options} default to the game's. */
    public record Diagram(Integer players, List<String> options, String position, Map<String, String> labels,
            List<Try> tries) {
        public Diagram {
            options = options == null ? List.of() : List.copyOf(options);
            labels = labels == null ? Map.of() : Map.copyOf(labels);
            tries = tries == null ? List.of() : List.copyOf(tries);
        }
    }

    /** A move the page offers to try, and what the engine says of it. */
    public record Try(String move, boolean legal, String rule, Boolean wins, Boolean drawn) {
    }

    public record Section(String id, List<String> rules, Diagram diagram) {
    }

    public record Misconception(Diagram diagram) {
    }

    /** An analysed position; {@code after} shows the position after the move discussed, if any. */
    public record Analysis(String id, Diagram diagram, Diagram after) {
    }

    public record Exercise(String id, String level, List<Step> steps) {
        /** The diagram of step {@code index}: its own, or the previous step's when it has none. */
        public Diagram diagramOf(int index) {
            for (int i = index; i >= 0; i--) {
                if (steps.get(i).diagram() != null) {
                    return steps.get(i).diagram();
                }
            }
            throw new IllegalStateException("exercise " + id + " has no diagram before step " + (index + 1));
        }
    }

    public record Step(Diagram diagram, Goal goal) {
    }

    /**
     * What a move must be to solve a step: the front end and LearnLessonsTest check it. With
     * {@code finish}, a race: the reader plays own moves one after another (the other side
     * standing still) and must fill the target camp in that many, the server's race solver
     * judging each; {@code example} is then a whole sequence, and {@code slower} lists first
     * moves the text says cost a move. With {@code unstoppable}, the answers are the only moves
     * after which the opponent cannot stop an entry into its den (LearnLessonsTest searches it).
     */
    public record Goal(boolean legal, String rule, List<String> answers, Boolean wins, Boolean distinct,
            String example, Integer finish, List<String> slower, Boolean unstoppable) {
    }

    /** The lesson of a game, or empty when the game has none (an unknown game). */
    public static Optional<Lesson> of(String game) {
        if (!game.matches("[a-z-]{1,40}")) {
            return Optional.empty();
        }
        String path = "/web/learn/" + game + ".json";
        try (InputStream in = Lesson.class.getResourceAsStream(path)) {
            return in == null ? Optional.empty() : Optional.of(MAPPER.readValue(in, Lesson.class));
        } catch (IOException e) {
            throw new UncheckedIOException(path + " does not match the lesson format", e);
        }
    }
}
