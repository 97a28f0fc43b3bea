package com.plyyard.engine;

/**
 * A well-formed move that the rules refuse. The message starts with the id of the rule broken
 * (as in {@code rules.md}), such as {@code "CC-4: ..."}.
 */
public final class IllegalMoveException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    private final String rule;

    public IllegalMoveException(String rule, String reason) {
        super(rule + ": " + reason);
        this.rule = rule;
    }

    /** The rule id, such as {@code CC-6}. */
    public String rule() {
        return rule;
    }
}
