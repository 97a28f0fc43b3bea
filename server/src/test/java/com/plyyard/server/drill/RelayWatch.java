package com.plyyard.server.drill;

import com.fasterxml.jackson.databind.JsonNode;
import com.plyyard.server.ServerClient;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.WebSocket;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentLinkedQueue;

/**
 * The players' own sockets on the games of a {@link BusyPlay}, reading as a browser does: for each
 * move, the time from the mover sending it to the opponent's socket receiving its event.
 */
final class RelayWatch implements AutoCloseable {
    private final HttpClient http = HttpClient.newHttpClient();
    private final List<WebSocket> sockets = new ArrayList<>();
    private final ConcurrentLinkedQueue<Long> nanos = new ConcurrentLinkedQueue<>();

    RelayWatch(ServerClient node, List<BusyPlay.Game> games) {
        for (BusyPlay.Game game : games) {
            for (int seat = 0; seat < 2; seat++) {
                WebSocket socket = http.newWebSocketBuilder()
                        .buildAsync(URI.create(node.base().replace("http://", "ws://") + "/ws/games/" + game.id),
                                new Opponent(game, seat)).join();
                socket.sendText("{\"t\":\"hello\",\"d\":{\"token\":\"" + game.tokens[seat] + "\"}}", true).join();
                sockets.add(socket);
            }
        }
    }

    /** The relay times measured since the last call, in ms, sorted; and starts a new window. */
    double[] takeMillis() {
        List<Long> taken = new ArrayList<>();
        Long each;
        while ((each = nanos.poll()) != null) {
            taken.add(each);
        }
        return taken.stream().mapToDouble(n -> n / 1e6).sorted().toArray();
    }

    static double percentile(double[] sorted, double p) {
        return sorted.length == 0 ? Double.NaN : sorted[(int) Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];
    }

    static String describe(double[] sorted, double seconds) {
        return String.format(Locale.ROOT, "%d moves relayed (%.0f/s), p50 %.1f ms, p99 %.1f ms, max %.1f ms",
                sorted.length, sorted.length / seconds, percentile(sorted, 0.5), percentile(sorted, 0.99),
                percentile(sorted, 1.0));
    }

    /** One seat's socket: it times the events of the other seat's moves. */
    private final class Opponent implements WebSocket.Listener {
        private final BusyPlay.Game game;
        private final int seat;
        private final StringBuilder partial = new StringBuilder();

        Opponent(BusyPlay.Game game, int seat) {
            this.game = game;
            this.seat = seat;
        }

        @Override
        public CompletionStage<?> onText(WebSocket ws, CharSequence data, boolean last) {
            long now = System.nanoTime();
            partial.append(data);
            if (last) {
                try {
                    JsonNode message = ServerClient.JSON.readTree(partial.toString());
                    JsonNode event = message.path("d");
                    if (message.path("t").asText().equals("event") && event.path("seat").asInt(seat) != seat) {
                        Long sent = game.sentAt.remove(event.path("v").asInt());
                        if (sent != null) {
                            nanos.add(now - sent);
                        }
                    }
                } catch (IOException e) {
                    throw new IllegalStateException("the server sent a message that is not JSON", e);
                }
                partial.setLength(0);
            }
            ws.request(1);
            return null;
        }
    }

    @Override
    public void close() {
        sockets.forEach(WebSocket::abort);
    }
}
