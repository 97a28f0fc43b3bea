package com.plyyard.server.drill;

import com.plyyard.server.StateJson;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.plyyard.server.OnlineGame;
import com.plyyard.server.ServerClient;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentSkipListMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;

/**
 * Online Halma games played as fast as the server answers, each by its own thread, red and blue
 * each through a node of their own. Every acknowledged move (HTTP 200) is remembered, so a drill
 * can check, after whatever it did to the servers, that each one is still in its game. A move whose
 * answer never came may or may not be stored; each is based on the version the player saw, so a
 * retry can never play it twice.
 */
final class BusyPlay implements AutoCloseable {
    private static final long RELAY_WAIT_MILLIS = 5_000;
    /** One game: its id, the tokens of red and blue, and the node each player uses now. */
    static final class Game {
        final String id;
        final String[] tokens;
        final int[] nodeOf;
        final List<String> acknowledged = new CopyOnWriteArrayList<>();
        final AtomicInteger unanswered = new AtomicInteger();
        /** When the move that would make each version was sent ({@link System#nanoTime()}), for relay times. */
        final Map<Integer, Long> sentAt = new ConcurrentHashMap<>();

        Game(String id, String red, String blue, int redNode, int blueNode) {
            this.id = id;
            this.tokens = new String[] {red, blue};
            this.nodeOf = new int[] {redNode, blueNode};
        }
    }

    private final List<? extends ServerClient> nodes;
    private final Function<Integer, Boolean> nodeAlive;
    final List<Game> games = new ArrayList<>();
    private final List<Thread> threads = new ArrayList<>();
    private final AtomicBoolean stop = new AtomicBoolean();
    final AtomicInteger refusedWhileDown = new AtomicInteger();
    private final Map<String, AtomicInteger> refusals = new ConcurrentSkipListMap<>();

    /** @param nodeAlive whether a node may be used now (players of a dead node move to the next) */
    BusyPlay(List<? extends ServerClient> nodes, Function<Integer, Boolean> nodeAlive, int gameCount) {
        this.nodes = nodes;
        this.nodeAlive = nodeAlive;
        for (int g = 0; g < gameCount; g++) {
            int redNode = g % nodes.size();
            int blueNode = (g + 1) % nodes.size();
            OnlineGame online = OnlineGame.open(nodes.get(redNode), nodes.get(blueNode), "halma");
            games.add(new Game(online.id(), online.red(), online.blue(), redNode, blueNode));
        }
    }

    void start() {
        for (Game game : games) {
            threads.add(Thread.ofPlatform().name("busy-" + game.id).start(() -> play(game)));
        }
    }

    private void play(Game game) {
        Random random = new Random(game.id.hashCode());
        JsonNode state = null;
        while (!stop.get()) {
            try {
                if (state == null) {
                    state = node(game, 0).get("/api/games/" + game.id).json();
                }
                if (!state.path("status").asText().equals("playing")) {
                    return;
                }
                int seat = state.path("toMove").asText().equals("red") ? 0 : 1;
                JsonNode legal = state.path("legal");
                String path = legal.get(random.nextInt(legal.size())).asText();
                game.sentAt.put(state.path("v").asInt() + 1, System.nanoTime());
                var answer = node(game, seat).post("/api/games/" + game.id + "/commands",
                        "{\"t\":\"move\",\"d\":{\"path\":\"" + path + "\",\"v\":" + state.path("v").asInt() + "}}",
                        game.tokens[seat]);
                if (answer.status() == 200) {
                    game.acknowledged.add(path);
                    state = answer.json();
                } else {
                    // refused (the database away, a stale version after a lost answer): look again
                    refusedWhileDown.incrementAndGet();
                    refusals.computeIfAbsent(answer.status() + " " + answer.errorCode(), k -> new AtomicInteger())
                            .incrementAndGet();
                    state = null;
                    pause();
                }
            } catch (UncheckedIOException | IllegalStateException e) {
                // the node is gone, or went while answering: the move may be stored or not
                game.unanswered.incrementAndGet();
                state = null;
                pause();
            }
        }
    }

    /** The node this seat's player uses: the next live one when its own has gone. */
    private ServerClient node(Game game, int seat) {
        for (int i = 0; i < nodes.size() && !nodeAlive.apply(game.nodeOf[seat]); i++) {
            game.nodeOf[seat] = (game.nodeOf[seat] + 1) % nodes.size();
        }
        return nodes.get(game.nodeOf[seat]);
    }

    private static void pause() {
        try {
            Thread.sleep(50);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    int acknowledgedMoves() {
        return games.stream().mapToInt(game -> game.acknowledged.size()).sum();
    }

    /** Waits until {@code more} moves beyond {@code from} were acknowledged, at most {@code seconds}. */
    void awaitMoves(int from, int more, int seconds) {
        long deadline = System.nanoTime() + seconds * 1_000_000_000L;
        while (acknowledgedMoves() < from + more) {
            assertThat(System.nanoTime()).as("only " + (acknowledgedMoves() - from) + " of " + more
                    + " more moves acknowledged within " + seconds + " s").isLessThan(deadline);
            pause();
        }
    }

    /**
     * Every acknowledged move of every game is stored, in order, as the server now tells; moves
     * beyond them are at most the ones whose answer was lost. A node learns another node's
     * moves from the relay a moment after they were stored, so a move acknowledged by another
     * node just before play stopped may take up to {@value #RELAY_WAIT_MILLIS} ms to show; a
     * lost move never does.
     */
    void assertEveryAcknowledgedMoveIsStored(ServerClient node) {
        for (Game game : games) {
            long deadline = System.nanoTime() + RELAY_WAIT_MILLIS * 1_000_000L;
            List<String> stored = storedMoves(node, game);
            while (!isSubsequence(game.acknowledged, stored) && System.nanoTime() < deadline) {
                pause();
                stored = storedMoves(node, game);
            }
            assertThat(isSubsequence(game.acknowledged, stored)).as("game %s: acknowledged %s, stored %s", game.id,
                    game.acknowledged, stored).isTrue();
            assertThat(stored.size() - game.acknowledged.size()).as("game %s: moves stored but never acknowledged",
                    game.id).isBetween(0, game.unanswered.get() + refusedWhileDown.get());
        }
    }

    private static List<String> storedMoves(ServerClient node, Game game) {
        List<String> stored = new ArrayList<>();
        StateJson.moves(node.get("/api/games/" + game.id).json()).forEach(move -> stored.add(move.asText()));
        return stored;
    }

    private static boolean isSubsequence(List<String> part, List<String> whole) {
        int i = 0;
        for (String move : whole) {
            if (i < part.size() && part.get(i).equals(move)) {
                i++;
            }
        }
        return i == part.size();
    }

    /** The refusals met, as "status code", such as {@code 503 unavailable}. */
    Set<String> refusalKinds() {
        return refusals.keySet();
    }

    /** What happened, for the drill's log line. */
    String summary() {
        return games.size() + " games, " + acknowledgedMoves() + " moves acknowledged, "
                + games.stream().mapToInt(game -> game.unanswered.get()).sum() + " requests without an answer (node down or killed mid-answer), refusals " + refusals;
    }

    @Override
    public void close() {
        stop.set(true);
        for (Thread thread : threads) {
            try {
                thread.join(10_000);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }
}
