package com.plyyard.server.web;

import com.plyyard.table.ApiError;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.eclipse.jetty.http.HttpFields;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.handler.ErrorHandler;
import org.eclipse.jetty.util.Callback;

/**
 * Jetty's answer to what never reaches Javalin (a malformed URI or header, a body over the
 * limit announced up front): the API's JSON error form with the security headers, instead of
 * Jetty's HTML page, which names exception causes when asked to.
 */
final class ErrorPage extends ErrorHandler {

    /** A refusal by Jetty or Javalin with only an HTTP status, as one of our error codes. */
    static ApiError forStatus(int status) {
        return switch (status) {
            case 413 -> new ApiError("too-large", 413, "the request is larger than the server accepts");
            case 404 -> new ApiError("not-found", 404, "no such path");
            case 429 -> new ApiError("rate-limited", 429, "too many requests; wait a moment");
            default -> status >= 400 && status < 500
                    ? new ApiError("bad-request", status, "the request is malformed (HTTP " + status + ")")
                    : new ApiError("internal", 500, "the server failed");
        };
    }

    @Override
    protected void generateResponse(Request request, Response response, int code, String message, Throwable cause,
            Callback callback) {
        ApiError error = forStatus(code);
        HttpFields.Mutable headers = response.getHeaders();
        headers.put(HttpHeader.CONTENT_TYPE, "application/json; charset=utf-8");
        headers.put("Content-Security-Policy", RequestGuard.CONTENT_SECURITY_POLICY);
        headers.put("X-Content-Type-Options", "nosniff");
        response.write(true, body(error), callback);
    }

    @Override
    public ByteBuffer badMessageError(int status, String reason, HttpFields.Mutable fields) {
        fields.put(HttpHeader.CONTENT_TYPE, "application/json; charset=utf-8");
        fields.put("Content-Security-Policy", RequestGuard.CONTENT_SECURITY_POLICY);
        return body(forStatus(status));
    }

    private static ByteBuffer body(ApiError error) {
        return ByteBuffer.wrap(Json.write(Map.of("error", Map.of("code", error.code(), "message", error.getMessage())))
                .getBytes(StandardCharsets.UTF_8));
    }
}
