package com.plyyard.table;

import java.util.Arrays;
import java.util.Locale;

/**
 * What a player claims against a seat that let the game stall, and on what ground. The grounds
 * are reasons a game may end without its players agreeing; absence is the first, a clock's
 * deadline is another.
 */
public final class Claim {
    private Claim() {
    }

    /** What the claim gives: with two players the win or a draw; with 3+ the absent seat's withdrawal (AL-2). */
    public enum Outcome {
        WIN, DRAW, WITHDRAWAL;

        public String id() {
            return name().toLowerCase(Locale.ROOT);
        }

        /** @throws IllegalArgumentException for a word that names no outcome */
        public static Outcome of(String id) {
            return Arrays.stream(values()).filter(o -> o.id().equals(id)).findFirst()
                    .orElseThrow(() -> new IllegalArgumentException("a claim is for win, draw or withdrawal, not '" + id + "'"));
        }
    }

    /**
     * Why the claim is allowed. {@link #ending()} is the state's {@code ending} for a game a claim
     * ended; {@link #header()} is the record header that lists the withdrawals claimed on this
     * ground in games of 3+ players.
     */
    public enum Reason {
        /** The seat to move has had no connection for the grace time. */
        ABSENCE("absence", "claimed-absence", "Absent"),
        /**
         * The same position with the same player to move has come for the third time (AL-5: two
         * players, so its header never lists a withdrawal); the claim is for a draw.
         */
        REPETITION("repetition", "claimed-repetition", "Repetition"),
        /**
         * The seat to move ran out of time: the server claims for the others as its flag falls,
         * whoever is connected (with two players the other wins; with 3+ it withdraws).
         */
        TIME("time", "time", "Flagged");

        private final String id;
        private final String ending;
        private final String header;

        Reason(String id, String ending, String header) {
            this.id = id;
            this.ending = ending;
            this.header = header;
        }

        public String id() {
            return id;
        }

        public String ending() {
            return ending;
        }

        public String header() {
            return header;
        }

        /** @throws IllegalArgumentException for a word that names no reason */
        public static Reason of(String id) {
            return Arrays.stream(values()).filter(r -> r.id.equals(id)).findFirst()
                    .orElseThrow(() -> new IllegalArgumentException("unknown claim reason '" + id + "'"));
        }

        /** The reason whose ending is {@code ending}, if any. */
        public static java.util.Optional<Reason> ofEnding(String ending) {
            return Arrays.stream(values()).filter(r -> r.ending.equals(ending)).findFirst();
        }
    }
}
