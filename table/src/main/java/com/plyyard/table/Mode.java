package com.plyyard.table;

import java.util.Locale;

/** How a game is played (AL-1), plus finished games imported from records to replay. */
public enum Mode {
    ONLINE, COMPUTER, LOCAL, REVIEW;

    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static Mode of(String id) {
        for (Mode mode : values()) {
            if (mode.id().equals(id) && mode != REVIEW) {
                return mode;
            }
        }
        throw ApiError.badRequest("mode must be online, computer or local, not '" + id + "'");
    }

    public static Mode stored(String id) {
        return valueOf(id.toUpperCase(Locale.ROOT));
    }
}
