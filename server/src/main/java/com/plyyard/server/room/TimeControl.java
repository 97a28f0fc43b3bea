package com.plyyard.server.room;

import com.plyyard.table.ApiError;
import com.plyyard.table.Mode;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * How much time each seat has: none (untimed), Fischer (a base time, and an increment added to
 * the mover's clock after each of its moves) or correspondence (a fixed time for every move).
 * Written for people as {@code 5+3} (minutes + seconds), {@code 2d} (days per move) or
 * {@code untimed}; in records as PGN's {@code 300+3}, {@code 1/172800} or {@code -}.
 *
 * @param baseMillis Fischer: each seat's time at the start; correspondence: the time per move
 */
public record TimeControl(Kind kind, long baseMillis, long incrementMillis) {
    public enum Kind { UNTIMED, FISCHER, CORRESPONDENCE }

    public static final TimeControl UNTIMED = new TimeControl(Kind.UNTIMED, 0, 0);
    /** Online games without a choice: long enough to think, short enough to finish in one sitting. */
    public static final TimeControl ONLINE_DEFAULT = fischer(10 * 60_000, 5_000);
    /** Against the computer without a choice: a person's practice game, with time to spare. */
    public static final TimeControl COMPUTER_DEFAULT = fischer(15 * 60_000, 10_000);

    /** The time controls the home page offers, as {@link #id()} writes them: the others are for the API. */
    public static final List<String> OFFERED = List.of("untimed", "3+2", "5+3", "10+5", "15+10", "1d", "2d", "3d", "7d");

    /** The record header that holds {@link #header()}. */
    static final String HEADER = "TimeControl";
    static final int MAX_BASE_MINUTES = 180;
    static final int MAX_INCREMENT_SECONDS = 180;
    static final List<Integer> CORRESPONDENCE_DAYS = List.of(1, 2, 3, 7);
    private static final long DAY = 86_400_000L;
    private static final Pattern FISCHER = Pattern.compile("(\\d{1,3}(?:\\.\\d{1,2})?)\\+(\\d{1,3})");
    private static final Pattern DAYS = Pattern.compile("(\\d{1,2})d");
    private static final Pattern PGN_FISCHER = Pattern.compile("(\\d{1,6})\\+(\\d{1,3})");
    private static final Pattern PGN_PER_MOVE = Pattern.compile("1/(\\d{1,7})");

    static TimeControl fischer(long baseMillis, long incrementMillis) {
        return new TimeControl(Kind.FISCHER, baseMillis, incrementMillis);
    }

    static TimeControl correspondence(int days) {
        return new TimeControl(Kind.CORRESPONDENCE, days * DAY, 0);
    }

    public boolean timed() {
        return kind != Kind.UNTIMED;
    }

    /**
     * Reads a time control as a person chose it: {@code M+S} with M minutes of base (0 to 180, in
     * steps of a second: {@code 0.5} is 30 s) and S seconds of increment (0 to 180), {@code Nd}
     * with N one of 1, 2, 3, 7 days per move, or {@code untimed}.
     *
     * @throws ApiError {@code bad-time-control} for anything else
     */
    public static TimeControl parse(String text) {
        String value = text.strip();
        if (value.equals("untimed")) {
            return UNTIMED;
        }
        Matcher days = DAYS.matcher(value);
        if (days.matches()) {
            int n = Integer.parseInt(days.group(1));
            if (!CORRESPONDENCE_DAYS.contains(n)) {
                throw refused("a correspondence game has 1, 2, 3 or 7 days per move, not " + n);
            }
            return correspondence(n);
        }
        Matcher fischer = FISCHER.matcher(value);
        if (!fischer.matches()) {
            throw refused("a time control is minutes+seconds (such as 5+3), days per move (such as 2d) or untimed,"
                    + " not '" + shorten(value) + "'");
        }
        BigDecimal baseSeconds = new BigDecimal(fischer.group(1)).multiply(BigDecimal.valueOf(60));
        int increment = Integer.parseInt(fischer.group(2));
        if (baseSeconds.stripTrailingZeros().scale() > 0) {
            throw refused("the base time must be a whole number of seconds: " + fischer.group(1) + " minutes is not");
        }
        if (baseSeconds.compareTo(BigDecimal.valueOf(MAX_BASE_MINUTES * 60L)) > 0) {
            throw refused("the base time is at most " + MAX_BASE_MINUTES + " minutes");
        }
        if (increment > MAX_INCREMENT_SECONDS) {
            throw refused("the increment is at most " + MAX_INCREMENT_SECONDS + " seconds");
        }
        if (baseSeconds.signum() == 0 && increment == 0) {
            throw refused("a clock of 0+0 has no time at all");
        }
        return fischer(baseSeconds.longValueExact() * 1000, increment * 1000L);
    }

    /** The time control of a game created without one: untimed on one screen, else the mode's default. */
    public static TimeControl defaultFor(Mode mode) {
        return switch (mode) {
            case ONLINE -> ONLINE_DEFAULT;
            case COMPUTER -> COMPUTER_DEFAULT;
            case LOCAL, REVIEW -> UNTIMED;
        };
    }

    /** As a person writes it ({@link #parse} reads it back; a record's odd base shows rounded to 0.01 min). */
    public String id() {
        return switch (kind) {
            case UNTIMED -> "untimed";
            case FISCHER -> BigDecimal.valueOf(baseMillis).divide(BigDecimal.valueOf(60_000), 2, RoundingMode.HALF_UP)
                    .stripTrailingZeros().toPlainString() + "+" + incrementMillis / 1000;
            case CORRESPONDENCE -> baseMillis / DAY + "d";
        };
    }

    /** The record's {@code TimeControl} header, as PGN writes it: seconds. */
    public String header() {
        return switch (kind) {
            case UNTIMED -> "-";
            case FISCHER -> baseMillis / 1000 + "+" + incrementMillis / 1000;
            case CORRESPONDENCE -> "1/" + baseMillis / 1000;
        };
    }

    /** Reads a {@code TimeControl} header ({@link #header()}); empty for text no Ply Yard record holds. */
    public static Optional<TimeControl> ofHeader(String header) {
        if (header == null || header.equals("-")) {
            return Optional.of(UNTIMED);
        }
        Matcher fischer = PGN_FISCHER.matcher(header);
        if (fischer.matches()) {
            return Optional.of(fischer(Long.parseLong(fischer.group(1)) * 1000,
                    Long.parseLong(fischer.group(2)) * 1000));
        }
        Matcher perMove = PGN_PER_MOVE.matcher(header);
        if (perMove.matches() && Long.parseLong(perMove.group(1)) > 0) {
            return Optional.of(new TimeControl(Kind.CORRESPONDENCE, Long.parseLong(perMove.group(1)) * 1000, 0));
        }
        return Optional.empty();
    }

    private static ApiError refused(String message) {
        return new ApiError("bad-time-control", 400, message);
    }

    private static String shorten(String value) {
        return value.length() > 20 ? value.substring(0, 20) + "…" : value;
    }
}
