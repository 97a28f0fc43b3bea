package com.plyyard.server.web;

import com.plyyard.server.observe.Metrics;
import com.plyyard.table.ApiError;
import io.javalin.http.Context;
import java.net.URI;
import java.util.List;
import java.util.Locale;

/**
 * Runs before every HTTP request and WebSocket upgrade: sets the security headers, applies the
 * per-client rate limit, and lets only the server's own pages (or an allowed origin) open a
 * WebSocket, since browsers let any site open one to us with the player's cookies and address.
 */
final class RequestGuard {
    /**
     * Everything from this origin only: the front end has no inline script or style, so neither
     * is allowed; {@code connect-src 'self'} covers the same-origin WebSocket (CSP level 3).
     */
    static final String CONTENT_SECURITY_POLICY = "default-src 'none'; script-src 'self'; style-src 'self'; "
            + "img-src 'self'; connect-src 'self'; manifest-src 'self'; frame-ancestors 'none'; base-uri 'none'; "
            + "form-action 'self'";
    /**
     * The policy of the engine's Web Worker ({@code /engine/}, module web-engine), which a worker
     * takes from its own script's response: it may compile WebAssembly and fetch it, and TeaVM's
     * runtime builds its JavaScript glue with {@code new Function}, which needs {@code 'unsafe-eval'}
     * there. It holds in the worker alone; the pages keep the policy above.
     */
    static final String ENGINE_WORKER_POLICY = "default-src 'none'; script-src 'self' 'wasm-unsafe-eval' 'unsafe-eval'; "
            + "connect-src 'self'";
    private static final String ENGINE_PATH = "/engine/";

    private final RateLimit perAddress;
    private final List<String> allowedOrigins;
    private final List<String> trustedProxies;

    RequestGuard(WebOptions options, Metrics metrics) {
        this.perAddress = new RateLimit("http", "requests from this address", options.httpRate(), options.httpBurst(),
                metrics);
        this.allowedOrigins = options.allowedOrigins().stream().map(o -> o.toLowerCase(Locale.ROOT)).toList();
        this.trustedProxies = options.trustedProxies();
    }

    /** Before every HTTP request (static files and errors included). */
    void beforeRequest(Context ctx) {
        secure(ctx);
        perAddress.take(clientAddress(ctx));
    }

    /** Before a WebSocket upgrade, which the HTTP {@code before} handlers do not see. */
    void beforeUpgrade(Context ctx) {
        perAddress.take(clientAddress(ctx));
        String origin = ctx.header("Origin");
        if (origin != null && !sameOrigin(origin, ctx.header("Host"))
                && !allowedOrigins.contains(origin.toLowerCase(Locale.ROOT))) {
            throw new ApiError("bad-origin", 403, "pages of another site may not open this game's channel");
        }
    }

    static void secure(Context ctx) {
        ctx.header("Content-Security-Policy",
                ctx.path().startsWith(ENGINE_PATH) ? ENGINE_WORKER_POLICY : CONTENT_SECURITY_POLICY);
        ctx.header("X-Content-Type-Options", "nosniff");
        ctx.header("X-Frame-Options", "DENY");
        ctx.header("Referrer-Policy", "no-referrer");
        ctx.header("Cross-Origin-Opener-Policy", "same-origin");
        ctx.header("Cross-Origin-Resource-Policy", "same-origin");
        ctx.header("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()");
    }

    /** Whether the page's origin names the host the browser sent this request to (any scheme: TLS may end at a proxy). */
    private static boolean sameOrigin(String origin, String host) {
        try {
            String authority = URI.create(origin).getRawAuthority();
            return host != null && authority != null && authority.equalsIgnoreCase(host);
        } catch (IllegalArgumentException malformed) {
            return false;
        }
    }

    /**
     * The address a limit counts: the peer's, or when the peer is a trusted reverse proxy the
     * last address of its {@code X-Forwarded-For} (the one it added; earlier ones the client may forge).
     */
    String clientAddress(Context ctx) {
        String peer = ctx.req().getRemoteAddr();
        String forwarded = ctx.header("X-Forwarded-For");
        if (forwarded == null || !trustedProxies.contains(peer)) {
            return peer;
        }
        String last = forwarded.substring(forwarded.lastIndexOf(',') + 1).strip();
        return last.isEmpty() || last.length() > 64 ? peer : last;
    }
}
