package com.plyyard.server;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpHeaders;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.net.http.WebSocketHandshakeException;
import java.util.Map;
import java.util.concurrent.CompletionException;

/**
 * Requests with headers of the test's choosing (an {@code X-Forwarded-For} to be another client,
 * an {@code Origin}), answered with their headers, for the tests of the server's defences.
 */
final class WebClient {
    private final HttpClient http = HttpClient.newHttpClient();
    private final RunningServer server;

    WebClient(RunningServer server) {
        this.server = server;
    }

    /** @param headers name, value, name, value … */
    HttpResponse<String> send(String method, String path, String body, String... headers) {
        return send(http, method, path, body, headers);
    }

    /**
     * The same on a connection of its own, closed after the answer: the server may close a
     * connection after a malformed request, and a request reusing it would meet an empty answer.
     */
    HttpResponse<String> sendAlone(String method, String path, String body, String... headers) {
        try (HttpClient fresh = HttpClient.newHttpClient()) {
            return send(fresh, method, path, body, headers);
        }
    }

    private HttpResponse<String> send(HttpClient client, String method, String path, String body, String... headers) {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(server.base() + path))
                .method(method, body == null ? HttpRequest.BodyPublishers.noBody()
                        : HttpRequest.BodyPublishers.ofString(body));
        if (headers.length > 0) {
            request.headers(headers);
        }
        try {
            return client.send(request.build(), HttpResponse.BodyHandlers.ofString());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /** The HTTP status of a WebSocket upgrade sent with this {@code Origin} (101 when it opened). */
    int upgradeStatus(String gameId, String origin) {
        return origin == null ? upgrade(gameId).status() : upgrade(gameId, "Origin", origin).status();
    }

    /**
     * The answer to a WebSocket upgrade: its status (101 when it opened; closed at once) and
     * headers. Java's client gives no body of a refused upgrade.
     */
    record Upgrade(int status, HttpHeaders headers) {
    }

    /** A WebSocket upgrade with these headers (name, value …). */
    Upgrade upgrade(String gameId, String... headers) {
        WebSocket.Builder builder = http.newWebSocketBuilder();
        for (int i = 0; i + 1 < headers.length; i += 2) {
            builder.header(headers[i], headers[i + 1]);
        }
        try {
            WebSocket socket = builder.buildAsync(URI.create(server.base().replace("http:", "ws:") + "/ws/games/" + gameId),
                    new WebSocket.Listener() { }).join();
            socket.abort();
            return new Upgrade(101, HttpHeaders.of(Map.of(), (name, value) -> true));
        } catch (CompletionException e) {
            if (e.getCause() instanceof WebSocketHandshakeException refused) {
                return new Upgrade(refused.getResponse().statusCode(), refused.getResponse().headers());
            }
            throw e;
        }
    }
}
