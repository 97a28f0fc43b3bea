package com.plyyard.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

/**
 * One online game of the load test: two players on two sockets answering each other's moves, or
 * one player on one socket against the server's computer.
 */
final class LoadTestGame {
    private static final ObjectMapper JSON = new ObjectMapper();

    /**
     * Counts moves, the send-to-receive times and the bytes of the messages' text each way, shared
     * by all games.
     */
    static final class Meter {
        private final ConcurrentLinkedQueue<Long> latencies = new ConcurrentLinkedQueue<>();
        private final AtomicLong moves = new AtomicLong();
        private final AtomicLong bytesFromServer = new AtomicLong();
        private final AtomicLong bytesToServer = new AtomicLong();
        private final AtomicLong errors = new AtomicLong();
        private volatile long errorsBeforeCounting;
        private volatile boolean counting;

        /** Starts the measured window; errors before it (set-up, warm-up) are kept apart. */
        void reset() {
            latencies.clear();
            moves.set(0);
            bytesFromServer.set(0);
            bytesToServer.set(0);
            errorsBeforeCounting = errors.get();
            counting = true;
        }

        void received(long nanos) {
            if (counting) {
                moves.incrementAndGet();
                latencies.add(nanos);
            }
        }

        /** A whole message the server sent, as the UTF-8 bytes of its text (frame headers not counted). */
        void fromServer(String text) {
            if (counting) {
                bytesFromServer.addAndGet(text.getBytes(StandardCharsets.UTF_8).length);
            }
        }

        /** A whole message a client sent, as the UTF-8 bytes of its text. */
        void toServer(String text) {
            if (counting) {
                bytesToServer.addAndGet(text.getBytes(StandardCharsets.UTF_8).length);
            }
        }

        long bytesFromServer() {
            return bytesFromServer.get();
        }

        long bytesToServer() {
            return bytesToServer.get();
        }

        void error() {
            errors.incrementAndGet();
        }

        long moves() {
            return moves.get();
        }

        /** Error answers in the measured window. */
        long errors() {
            return errors.get() - errorsBeforeCounting;
        }

        /** Error answers during set-up and warm-up. */
        long errorsBeforeCounting() {
            return errorsBeforeCounting;
        }

        long[] latencies() {
            counting = false;
            return latencies.stream().mapToLong(Long::longValue).toArray();
        }
    }

    private final ScheduledExecutorService pacing;
    private final long pauseMicros;
    private final Meter meter;
    private final Player[] players;
    /**
     * When the move that the version v answers was sent: the opponent's own move (v is the move's
     * version) or, against the computer, the person's move that the computer's move v answers.
     */
    private final ConcurrentHashMap<Integer, Long> sentAt = new ConcurrentHashMap<>();

    private LoadTestGame(ScheduledExecutorService pacing, long pauseMicros, Meter meter, int people) {
        this.pacing = pacing;
        this.pauseMicros = pauseMicros;
        this.meter = meter;
        this.players = new Player[people];
    }

    /** A new game: red creates it through {@code redUrl}, blue joins through {@code blueUrl} (another node, perhaps). */
    static LoadTestGame open(HttpClient http, String redUrl, String blueUrl, String game,
            ScheduledExecutorService pacing, long pauseMicros, Meter meter, int number) {
        LoadTestGame test = new LoadTestGame(pacing, pauseMicros, meter, 2);
        String address = address(number);
        JsonNode created = post(http, redUrl + "/api/games", "{\"game\":\"" + game + "\",\"mode\":\"online\",\"name\":\"load "
                + number + "\"}", address);
        String id = created.path("id").asText();
        JsonNode joined = post(http, blueUrl + "/api/games/" + id + "/seats", "{}", address);
        test.players[0] = test.new Player(0, created.path("token").asText());
        test.players[1] = test.new Player(1, joined.path("token").asText());
        String[] urls = {redUrl, blueUrl};
        for (int seat = 0; seat < 2; seat++) {
            String ws = urls[seat].replaceFirst("^http", "ws") + "/ws/games/" + id;
            test.players[seat].socket = openSocket(http, ws, address, test.players[seat]);
        }
        return test;
    }

    /**
     * A new game against the computer at {@code level}, untimed so that the level alone sets how
     * long it thinks: the person holds red, the computer every other seat.
     */
    static LoadTestGame againstComputer(HttpClient http, String url, String game, int level,
            ScheduledExecutorService pacing, long pauseMicros, Meter meter, int number) {
        LoadTestGame test = new LoadTestGame(pacing, pauseMicros, meter, 1);
        String address = address(number);
        JsonNode created = post(http, url + "/api/games", "{\"game\":\"" + game + "\",\"mode\":\"computer\",\"seat\":0,"
                + "\"level\":" + level + ",\"timeControl\":\"untimed\",\"name\":\"load " + number + "\"}", address);
        test.players[0] = test.new Player(0, created.path("token").asText());
        test.players[0].socket = openSocket(http, url.replaceFirst("^http", "ws") + "/ws/games/" + created.path("id").asText(),
                address, test.players[0]);
        return test;
    }

    /**
     * Each game's players come from an address of their own, as real players would: the server
     * limits requests per client address and trusts X-Forwarded-For from loopback (a local proxy).
     */
    private static String address(int number) {
        return "10." + (number >> 16 & 255) + "." + (number >> 8 & 255) + "." + (number & 255);
    }

    /**
     * Opens a player's socket, trying again twice: while thousands open at once, the JDK client
     * now and then sees a handshake connection closed under it ("Output closed").
     */
    private static WebSocket openSocket(HttpClient http, String ws, String address, Player player) {
        for (int attempt = 1; ; attempt++) {
            try {
                return http.newWebSocketBuilder().header("X-Forwarded-For", address)
                        .buildAsync(URI.create(ws), player).join();
            } catch (CompletionException e) {
                if (attempt == 3) {
                    throw e;
                }
            }
        }
    }

    private static JsonNode post(HttpClient http, String url, String body, String address) {
        try {
            HttpResponse<String> response = http.send(HttpRequest.newBuilder(URI.create(url))
                    .header("X-Forwarded-For", address).POST(HttpRequest.BodyPublishers.ofString(body)).build(), HttpResponse.BodyHandlers.ofString());
            if (response.statusCode() >= 300) {
                throw new IllegalStateException(url + " answered " + response.statusCode() + ": " + response.body());
            }
            return JSON.readTree(response.body());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    void begin() {
        for (Player player : players) {
            player.send("{\"t\":\"hello\",\"d\":{\"token\":\"" + player.token + "\"}}");
        }
    }

    void close() {
        for (Player player : players) {
            player.socket.abort();
        }
    }

    /** One seat's socket: it plays whenever a state or event says it is to move. */
    private final class Player implements WebSocket.Listener {
        private final int seat;
        private final String token;
        private final StringBuilder partial = new StringBuilder();
        private WebSocket socket;
        private int answeredVersion = -1;
        /** This seat's colour, from the first state (events name only the colour to move). */
        private volatile String colour = "";

        Player(int seat, String token) {
            this.seat = seat;
            this.token = token;
        }

        @Override
        public CompletionStage<?> onText(WebSocket ws, CharSequence data, boolean last) {
            partial.append(data);
            if (last) {
                String text = partial.toString();
                partial.setLength(0);
                meter.fromServer(text);
                handle(text);
            }
            ws.request(1);
            return null;
        }

        private void handle(String text) {
            JsonNode message;
            try {
                message = JSON.readTree(text);
            } catch (IOException e) {
                meter.error();
                return;
            }
            switch (message.path("t").asText()) {
                case "error" -> meter.error();
                case "event" -> {
                    JsonNode event = message.path("d");
                    int version = event.path("v").asInt();
                    Long sent = sentAt.get(version);
                    if (sent != null && event.path("seat").asInt() != seat) {
                        meter.received(System.nanoTime() - sent);
                        sentAt.remove(version);
                    }
                    consider(event);
                }
                case "state" -> {
                    JsonNode state = message.path("d");
                    colour = state.path("seats").path(seat).path("colour").asText();
                    consider(state);
                }
                default -> {
                    // welcome, presence and pong need no answer
                }
            }
        }

        /** Plays when {@code turn} (a state, or an event's delta) says it is this seat's move. */
        private synchronized void consider(JsonNode turn) {
            int version = turn.path("v").asInt();
            JsonNode legal = turn.path("legal");
            boolean myTurn = colour.equals(turn.path("toMove").asText());
            if (!myTurn || legal.isEmpty() || version <= answeredVersion || !turn.path("status").asText().equals("playing")) {
                return;
            }
            answeredVersion = version;
            String path = legal.get(ThreadLocalRandom.current().nextInt(legal.size())).asText();
            long pause = pauseMicros == 0 ? 0 : ThreadLocalRandom.current().nextLong(pauseMicros / 2, pauseMicros * 3 / 2 + 1);
            // against the computer the answer to this move (version + 1) is the version after it
            int answer = players.length == 1 ? version + 2 : version + 1;
            pacing.schedule(() -> {
                sentAt.put(answer, System.nanoTime());
                send("{\"t\":\"move\",\"d\":{\"path\":\"" + path + "\",\"v\":" + version + "}}");
            }, pause, TimeUnit.MICROSECONDS);
        }

        void send(String text) {
            synchronized (this) {
                socket.sendText(text, true).join();
            }
            meter.toServer(text);
        }
    }
}
