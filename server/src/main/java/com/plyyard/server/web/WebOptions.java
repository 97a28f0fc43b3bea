package com.plyyard.server.web;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.function.UnaryOperator;

/**
 * The web layer's defences against hostile input, with defaults that normal play, the tests and
 * {@code plyyard loadtest} never reach, and how long idle games stay in memory. A rate is sustained requests or messages per second, a
 * burst how many may come at once after a quiet spell (token buckets); a rate of 0 turns that
 * limit off.
 *
 * @param httpRate HTTP requests (WebSocket upgrades included) per second per client address
 * @param httpBurst how many HTTP requests a client address may send at once
 * @param socketRate WebSocket messages per second per connection
 * @param socketBurst how many WebSocket messages a connection may send at once
 * @param gameRate game commands (moves, resignations, offers …) per second per game, counted
 *        for seat holders only, so that watchers cannot use up the players' allowance
 * @param gameBurst how many commands a game may receive at once
 * @param reportRate error reports (POST /api/reports) per second per client address
 * @param reportBurst how many reports a client address may send at once
 * @param maxBodyBytes the largest HTTP request body
 * @param maxMessageChars the largest WebSocket message answered with {@code too-large}; four times
 *        as many bytes close the connection (code 1009) without reading further
 * @param allowedOrigins origins (such as {@code https://play.example.org}) whose pages may open a
 *        WebSocket besides the server's own (an {@code Origin} naming the {@code Host} of the request)
 * @param trustedProxies addresses of reverse proxies whose {@code X-Forwarded-For} names the client
 * @param outboxMessages how many messages may wait for one socket that reads slowly; one more
 *        closes it (code 4008, and its client resyncs)
 * @param outboxBytes how many bytes (UTF-8) may wait for one socket, likewise
 * @param roomIdleSeconds how long a game that nobody watches and the computer is not thinking
 *        about stays in memory (it is loaded again from the store on the next request)
 * @param claimGraceSeconds how long the player to move of an online game must have had no
 *        connection before the others may claim the win, a draw or (3+ players) its withdrawal
 */
public record WebOptions(double httpRate, int httpBurst, double socketRate, int socketBurst, double gameRate,
        int gameBurst, double reportRate, int reportBurst, long maxBodyBytes, int maxMessageChars, List<String> allowedOrigins,
        List<String> trustedProxies, int outboxMessages, long outboxBytes, int roomIdleSeconds,
        double claimGraceSeconds) {

    public WebOptions {
        allowedOrigins = List.copyOf(allowedOrigins);
        trustedProxies = List.copyOf(trustedProxies);
    }

    public static WebOptions defaults() {
        return new WebOptions(100, 600, 20, 40, 20, 40, 0.2, 10, 256 * 1024, 4096, List.of(),
                List.of("127.0.0.1", "0:0:0:0:0:0:0:1"), 256, 1024 * 1024, 300, 30);
    }

    /**
     * The defaults, changed by system properties ({@code -Dplyyard.http.rate=50}) or else
     * environment variables ({@code PLYYARD_HTTP_RATE=50}); docs/protocol.md lists them.
     */
    public static WebOptions fromEnvironment() {
        return from(name -> {
            String property = System.getProperty("plyyard." + name);
            return property != null ? property
                    : System.getenv("PLYYARD_" + name.replace('.', '_').replace('-', '_').toUpperCase(Locale.ROOT));
        });
    }

    /** The defaults, changed by the settings {@code lookup} gives for names such as {@code http.rate} (null: unset). */
    static WebOptions from(UnaryOperator<String> lookup) {
        WebOptions d = defaults();
        Settings s = new Settings(lookup);
        return new WebOptions(s.rate("http.rate", d.httpRate), s.count("http.burst", d.httpBurst),
                s.rate("socket.rate", d.socketRate), s.count("socket.burst", d.socketBurst),
                s.rate("game.rate", d.gameRate), s.count("game.burst", d.gameBurst),
                s.rate("reports.rate", d.reportRate), s.count("reports.burst", d.reportBurst),
                s.count("http.max-body", (int) d.maxBodyBytes), s.count("socket.max-message", d.maxMessageChars),
                s.list("socket.origins", d.allowedOrigins), s.list("http.trusted-proxies", d.trustedProxies),
                s.count("socket.outbox-messages", d.outboxMessages), s.count("socket.outbox-bytes", (int) d.outboxBytes),
                s.count("rooms.idle-seconds", d.roomIdleSeconds), 
                // any number ≥ 0, as a rate is: a test may give a fraction of a second
                s.rate("claims.grace-seconds", d.claimGraceSeconds));
    }

    private record Settings(UnaryOperator<String> lookup) {
        double rate(String name, double fallback) {
            String text = lookup.apply(name);
            try {
                double value = text == null ? fallback : Double.parseDouble(text.strip());
                if (!(value >= 0)) {
                    throw new NumberFormatException();
                }
                return value;
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("plyyard." + name + " must be a number ≥ 0, not '" + text + "'");
            }
        }

        int count(String name, int fallback) {
            String text = lookup.apply(name);
            try {
                int value = text == null ? fallback : Integer.parseInt(text.strip());
                if (value < 1) {
                    throw new NumberFormatException();
                }
                return value;
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("plyyard." + name + " must be a whole number ≥ 1, not '" + text + "'");
            }
        }

        List<String> list(String name, List<String> fallback) {
            String text = lookup.apply(name);
            return text == null ? fallback
                    : Arrays.stream(text.split(",")).map(String::strip).filter(word -> !word.isEmpty()).toList();
        }
    }
}
