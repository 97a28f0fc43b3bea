package com.plyyard.table;

import com.plyyard.engine.IllegalMoveException;
import com.plyyard.engine.Refusal;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A request or message the server refuses; it changed nothing. The code is one of those listed
 * in {@code docs/protocol.md}; the message is an English detail without internals. A move the
 * rules refuse also carries the engine's {@link Refusal}, which the client words in its language.
 */
public final class ApiError extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final String code;
    private final int httpStatus;
    private final transient Refusal refusal;

    public ApiError(String code, int httpStatus, String message) {
        this(code, httpStatus, message, null);
    }

    private ApiError(String code, int httpStatus, String message, Refusal refusal) {
        super(message, null, false, false);
        this.code = code;
        this.httpStatus = httpStatus;
        this.refusal = refusal;
    }

    /** A move the rules refuse: {@code illegal-move}, with the rule, kind and parameters. */
    public static ApiError illegalMove(IllegalMoveException e) {
        return new ApiError("illegal-move", 422, e.getMessage(), e.refusal());
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

    /** The engine's reason for an {@code illegal-move}, else null. */
    public Refusal refusal() {
        return refusal;
    }

    /**
     * The error as the protocol sends it: {@code code} and {@code message}, and for a refused
     * move {@code rule}, {@code kind} and {@code params} too.
     */
    public Map<String, Object> body() {
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("code", code);
        body.put("message", getMessage());
        body.putAll(refusalFields(refusal));
        return body;
    }

    /** A refusal's {@code rule}, {@code kind} and {@code params}, as the protocol names them. */
    public static Map<String, Object> refusalFields(Refusal refusal) {
        if (refusal == null) {
            return Map.of();
        }
        Map<String, Object> fields = new LinkedHashMap<>();
        fields.put("rule", refusal.rule());
        fields.put("kind", refusal.kind().id());
        fields.put("params", refusal.wireParams());
        return fields;
    }
}
