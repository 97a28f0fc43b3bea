package com.plyyard.server.room;

/**
 * A request or message the server refuses; it changed nothing. The code is one of those listed
 * in {@code docs/protocol.md}; the message is an English detail without internals.
 */
public final class ApiError extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final String code;
    private final int httpStatus;

    public ApiError(String code, int httpStatus, String message) {
        super(message, null, false, false);
        this.code = code;
        this.httpStatus = httpStatus;
    }

    public static ApiError badRequest(String message) {
        return new ApiError("bad-request", 400, message);
    }

    public static ApiError unknownGame(String id) {
        return new ApiError("unknown-game", 404, "there is no game " + id);
    }

    /** The database is away for a moment (restarting, unreachable, full): nothing was stored. */
    public static ApiError databaseUnavailable() {
        return new ApiError("unavailable", 503, "the database cannot store anything just now; nothing changed, try"
                + " again in a moment");
    }

    public String code() {
        return code;
    }

    public int httpStatus() {
        return httpStatus;
    }
}
