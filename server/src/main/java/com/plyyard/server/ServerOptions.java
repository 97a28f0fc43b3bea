package com.plyyard.server;

import com.plyyard.ai.ThinkingTimes;
import com.plyyard.server.store.StoreConfig;
import java.nio.file.Path;

/**
 * How to run the server.
 *
 * @param host the address to listen on (127.0.0.1 by default; 0.0.0.0 to let others on the network in)
 * @param port 0 for any free port
 * @param store the database: embedded (the default) or PostgreSQL
 * @param computerThreads how many games the computer may think about at once
 * @param computerPauseMillis the least time before a computer move
 * @param computerTimes how long the computer thinks a move at level 8 (the cap of the lower levels), per game
 * @param redisUrl the Redis server that relays game events between nodes ({@code redis://host:port}),
 *     or null for a single node
 */
public record ServerOptions(String host, int port, StoreConfig store, int computerThreads, long computerPauseMillis,
        ThinkingTimes computerTimes, String redisUrl) {
    public static final int DEFAULT_PORT = 8080;

    public static ServerOptions defaults() {
        return new ServerOptions("127.0.0.1", DEFAULT_PORT, StoreConfig.embedded(Path.of("data")), 2, 400,
                ThinkingTimes.defaults(), null);
    }

    /** Where the embedded database lives (null on PostgreSQL). */
    public Path dataDir() {
        return store.dataDir();
    }

    public ServerOptions withPort(int newPort) {
        return new ServerOptions(host, newPort, store, computerThreads, computerPauseMillis, computerTimes, redisUrl);
    }

    public ServerOptions withHost(String newHost) {
        return new ServerOptions(newHost, port, store, computerThreads, computerPauseMillis, computerTimes, redisUrl);
    }

    public ServerOptions withDataDir(Path newDataDir) {
        return withStore(StoreConfig.embedded(newDataDir));
    }

    public ServerOptions withStore(StoreConfig newStore) {
        return new ServerOptions(host, port, newStore, computerThreads, computerPauseMillis, computerTimes, redisUrl);
    }

    public ServerOptions withComputerPause(long millis) {
        return new ServerOptions(host, port, store, computerThreads, millis, computerTimes, redisUrl);
    }

    public ServerOptions withComputerThreads(int threads) {
        return new ServerOptions(host, port, store, threads, computerPauseMillis, computerTimes, redisUrl);
    }

    public ServerOptions withComputerTimes(ThinkingTimes times) {
        return new ServerOptions(host, port, store, computerThreads, computerPauseMillis, times, redisUrl);
    }

    public ServerOptions withRedis(String url) {
        return new ServerOptions(host, port, store, computerThreads, computerPauseMillis, computerTimes, url);
    }
}
