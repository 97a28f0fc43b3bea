package com.plyyard.cli;

/** A whole number within bounds, or the usage error that names the flag, operand or setting that is wrong. */
final class WholeNumber {
    private WholeNumber() {
    }

    /** Parses text such as an environment variable's entry or a line of the engine protocol. */
    static int parse(String text, String what, int min, int max) {
        try {
            return within(Integer.parseInt(text), what, min, max);
        } catch (NumberFormatException e) {
            throw outOfBounds(text, what, min, max);
        }
    }

    /** Checks a number picocli has already converted from a flag or operand. */
    static int within(int value, String what, int min, int max) {
        if (value < min || value > max) {
            throw outOfBounds(String.valueOf(value), what, min, max);
        }
        return value;
    }

    private static UsageException outOfBounds(String text, String what, int min, int max) {
        return new UsageException(what + " must be a whole number from " + min + " to " + max + ", not '" + text + "'");
    }
}
