package com.plyyard.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.util.LinkedHashMap;
import java.util.Map;

/** The rule tests' check of a refused move: the rule, the kind of refusal and its parameters. */
public final class Refusals {
    private Refusals() {
    }

    /**
     * Asserts that {@code move} is refused for {@code rule} with a refusal of {@code kind} whose
     * parameters include the name, value pairs given (in their protocol form: {@code "to", "e5"},
     * {@code "owner", "blue"}, {@code "animal", "L"}, {@code "rank", 6}), and that nothing changed.
     */
    public static Refusal assertRefused(Position position, String move, String rule, Refusal.Kind kind,
            Object... params) {
        String before = position.notation();
        IllegalMoveException refused = catchThrowableOfType(IllegalMoveException.class,
                () -> position.play(position.parseMove(move)));
        assertThat(refused).as("%s should be refused in %s", move, before).isNotNull();
        Refusal refusal = refused.refusal();
        assertThat(refusal.rule()).as("rule broken by %s: %s", move, refused.getMessage()).isEqualTo(rule);
        assertThat(refusal.kind()).as("kind of refusal of %s: %s", move, refused.getMessage()).isEqualTo(kind);
        Map<String, Object> expected = new LinkedHashMap<>();
        for (int i = 0; i < params.length; i += 2) {
            expected.put((String) params[i], params[i + 1]);
        }
        assertThat(refusal.wireParams()).as("parameters of the refusal of %s", move).containsAllEntriesOf(expected);
        assertThat(refused.getMessage()).as("the English reason").isEqualTo(rule + ": " + refusal.english());
        assertThat(position.notation()).as("a refused move changes nothing").isEqualTo(before);
        return refusal;
    }
}
