package com.plyyard.server.pages;

import java.util.Arrays;
import java.util.Locale;

/**
 * The colour theme a reader chose with the header's switch, kept in a cookie so that the page
 * arrives in it (no flash of the other theme before the script runs); without a choice the page
 * follows the system's {@code prefers-color-scheme}.
 */
public enum Theme {
    SYSTEM, LIGHT, DARK;

    /** The cookie the theme switch sets (js/theme.js). */
    public static final String COOKIE = "plyyard-theme";

    /** The theme a cookie names; the system's for none or an unknown value. */
    public static Theme of(String cookie) {
        return Arrays.stream(values()).filter(theme -> theme.code().equals(cookie)).findFirst().orElse(SYSTEM);
    }

    public String code() {
        return name().toLowerCase(Locale.ROOT);
    }
}
