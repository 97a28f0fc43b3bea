package com.plyyard.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/** A client of a Ply Yard server at {@link #base()}: HTTP calls and WebSocket connections, as the tests use them. */
public abstract class ServerClient {
    public static final ObjectMapper JSON = new ObjectMapper();
    private final HttpClient http = HttpClient.newHttpClient();

    /** The server's address, such as {@code http://127.0.0.1:8080}. */
    public abstract String base();

    /** A client of the server at {@code base}. */
    public static ServerClient at(String base) {
        return new ServerClient() {
            @Override
            public String base() {
                return base;
            }
        };
    }

    public record Answer(int status, String body) {
        public JsonNode json() {
            try {
                return JSON.readTree(body);
            } catch (IOException e) {
                throw new UncheckedIOException("not JSON: " + body, e);
            }
        }

        public String errorCode() {
            return json().path("error").path("code").asText();
        }
    }

    public Answer get(String path) {
        return send(HttpRequest.newBuilder(URI.create(base() + path)).GET().build());
    }

    public Answer post(String path, String body) {
        return post(path, body, null);
    }

    public Answer post(String path, String body, String token) {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(base() + path))
                .POST(HttpRequest.BodyPublishers.ofString(body));
        if (token != null) {
            request.header("X-Seat-Token", token);
        }
        return send(request.build());
    }

    private Answer send(HttpRequest request) {
        try {
            HttpResponse<String> response = http.send(request, HttpResponse.BodyHandlers.ofString());
            return new Answer(response.statusCode(), response.body());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /** Creates a game and returns the creator's answer (id, seat, token, state). */
    /** The value of a metric without labels on {@code /metrics}; fails if it is not there. */
    public double metric(String name) {
        for (String line : get("/metrics").body().split("\n")) {
            if (line.startsWith(name + " ")) {
                return Double.parseDouble(line.substring(name.length() + 1).strip());
            }
        }
        throw new AssertionError("no metric " + name + " on /metrics");
    }

    public JsonNode create(String body) {
        Answer answer = post("/api/games", body);
        assertThat(answer.status()).as(answer.body()).isEqualTo(201);
        return answer.json();
    }

    public JsonNode command(String id, String token, String message) {
        Answer answer = post("/api/games/" + id + "/commands", message, token);
        assertThat(answer.status()).as(answer.body()).isEqualTo(200);
        return answer.json();
    }

    public Socket connect(String id) {
        Socket socket = new Socket();
        socket.webSocket = http.newWebSocketBuilder()
                .buildAsync(URI.create(base().replace("http://", "ws://") + "/ws/games/" + id), socket).join();
        return socket;
    }

    /** A WebSocket client that queues every message it receives. */
    public static final class Socket implements WebSocket.Listener, AutoCloseable {
        private final BlockingQueue<JsonNode> received = new LinkedBlockingQueue<>();
        private final StringBuilder partial = new StringBuilder();
        private final CompletableFuture<Integer> closed = new CompletableFuture<>();
        private WebSocket webSocket;

        @Override
        public CompletionStage<?> onClose(WebSocket ws, int statusCode, String reason) {
            closed.complete(statusCode);
            return null;
        }

        @Override
        public void onError(WebSocket ws, Throwable error) {
            closed.complete(-1);
        }

        /** The status code the server closed this connection with; fails after a few seconds. */
        public int closeCode() {
            return closed.orTimeout(10, TimeUnit.SECONDS).join();
        }

        @Override
        public CompletionStage<?> onText(WebSocket ws, CharSequence data, boolean last) {
            partial.append(data);
            if (last) {
                try {
                    received.add(JSON.readTree(partial.toString()));
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
                partial.setLength(0);
            }
            ws.request(1);
            return null;
        }

        public void send(String message) {
            webSocket.sendText(message, true).join();
        }

        public void sendBinary(byte[] data) {
            webSocket.sendBinary(java.nio.ByteBuffer.wrap(data), true).join();
        }

        /** The next message of type {@code t}, skipping others; fails after a few seconds. */
        public JsonNode next(String t) {
            return next(t, 10);
        }

        /** The next message of type {@code t}, skipping others; fails after {@code seconds}. */
        public JsonNode next(String t, int seconds) {
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
            try {
                while (System.nanoTime() < deadline) {
                    JsonNode message = received.poll(100, TimeUnit.MILLISECONDS);
                    if (message != null && message.path("t").asText().equals(t)) {
                        return message.path("d");
                    }
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            throw new AssertionError("no '" + t + "' message arrived within " + seconds + " s");
        }

        /** The next message, whatever its type; fails after a few seconds. */
        public JsonNode nextAny() {
            try {
                JsonNode message = received.poll(10, TimeUnit.SECONDS);
                if (message != null) {
                    return message;
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            throw new AssertionError("no message arrived within 10 s");
        }

        /**
         * The next message, whatever its type, or null once the server has closed the connection
         * and every message before the close has been read; fails after a few seconds of neither.
         */
        public JsonNode nextUnlessClosed() {
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
            try {
                while (System.nanoTime() < deadline) {
                    JsonNode message = received.poll(50, TimeUnit.MILLISECONDS);
                    if (message != null) {
                        return message;
                    }
                    if (closed.isDone() && received.isEmpty()) {
                        return null;
                    }
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            throw new AssertionError("no message arrived within 10 s, and the connection is still open");
        }

        /** Every message received so far, as text. */
        public String drained() {
            StringBuilder all = new StringBuilder();
            JsonNode message;
            while ((message = received.poll()) != null) {
                all.append(message).append('\n');
            }
            return all.toString();
        }

        @Override
        public void close() {
            if (!closed.isDone()) {
                webSocket.sendClose(WebSocket.NORMAL_CLOSURE, "bye");
            }
        }
    }

}
