package com.plyyard.server.pages;

import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** A time control ({@code 10+5}, {@code 2d}, {@code untimed}) in the reader's words, as the front end's clocks panel writes it. */
final class ClockText {
    private static final Pattern DAYS = Pattern.compile("(\\d+)d");
    private static final Pattern FISCHER = Pattern.compile("([\\d.]+)\\+(\\d+)");

    private ClockText() {
    }

    /** "10 min + 5 s a move", "2 days per move", "Untimed". */
    static String full(Texts texts, Language language, String control) {
        Matcher fischer = FISCHER.matcher(control);
        if (fischer.matches()) {
            return texts.get(language, "clock.fischer", Map.of("base", fischer.group(1), "increment", fischer.group(2)));
        }
        return DAYS.matcher(control).matches() ? days(texts, language, control)
                : texts.get(language, "clock.untimed", Map.of());
    }

    /** As a title names it: "10+5", "2 days per move"; null for an untimed game. */
    static String brief(Texts texts, Language language, String control) {
        if (control == null || control.equals("untimed")) {
            return null;
        }
        return DAYS.matcher(control).matches() ? days(texts, language, control) : control;
    }

    private static String days(Texts texts, Language language, String control) {
        String n = control.substring(0, control.length() - 1);
        return n.equals("1") ? texts.get(language, "clock.day", Map.of())
                : texts.get(language, "clock.days", Map.of("days", n));
    }
}
