package com.plyyard.engine;

/**
 * A well-formed move that the rules refuse, carrying the {@link Refusal} that says why. The
 * message is the refusal in English after the id of the rule broken (as in {@code rules.md}),
 * such as {@code "CC-4: the jump would land on e5, which is occupied"}.
 */
public final class IllegalMoveException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    private final transient Refusal refusal;

    public IllegalMoveException(Refusal refusal) {
        super(refusal.rule() + ": " + refusal.english());
        this.refusal = refusal;
    }

    /** The rule id, such as {@code CC-6}. */
    public String rule() {
        return refusal.rule();
    }

    public Refusal refusal() {
        return refusal;
    }
}
