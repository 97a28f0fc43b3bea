package com.plyyard.server;

import com.plyyard.ai.ThinkingTimes;
import com.plyyard.server.store.Database;
import com.plyyard.server.store.StoreConfig;
import java.nio.file.Path;
import java.time.Duration;

/**
 * The real server in this JVM on a free loopback port with a fresh database of its own, and clients for it.
 * Public so that the browser tests (package {@code browser}) can drive it too.
 */
public final class RunningServer extends ServerClient implements AutoCloseable {
    private final ServerOptions options;
    private PlyYardServer server;
    private int port;

    /** A server on a fresh database of the store under test (see {@link TestStores}); {@code dataDir} for the embedded one. */
    public RunningServer(Path dataDir) {
        this(TestStores.fresh(dataDir));
    }

    public RunningServer(StoreConfig store) {
        this(store, null);
    }

    /** A node relaying through the Redis at {@code redisUrl} (null: alone) on {@code store}. */
    public RunningServer(StoreConfig store, String redisUrl) {
        this(testOptions(store).withRedis(redisUrl));
    }

    /** A server whose computer thinks {@code computerTimes} a move at level 8 (and at most that below). */
    public RunningServer(Path dataDir, ThinkingTimes computerTimes) {
        this(testOptions(TestStores.fresh(dataDir)).withComputerTimes(computerTimes));
    }

    /** A server whose computer waits {@code pauseMillis} before each move. */
    public static RunningServer withComputerPause(Path dataDir, long pauseMillis) {
        return new RunningServer(testOptions(TestStores.fresh(dataDir)).withComputerPause(pauseMillis));
    }

    private RunningServer(ServerOptions options) {
        this.options = options;
        start();
    }

    private static ServerOptions testOptions(StoreConfig store) {
        return ServerOptions.defaults().withHost("127.0.0.1").withStore(store).withComputerPause(20);
    }

    void start() {
        startOn(0);
    }

    private void startOn(int wanted) {
        server = PlyYardServer.start(options.withPort(wanted));
        port = server.port();
    }

    public int port() {
        return port;
    }

    /** Stops the server, keeping its database and remembering its port (see {@link #startOnSamePort()}). */
    public void stop() {
        if (server != null) {
            server.close();
            server = null;
        }
    }

    /** Starts again after {@link #stop()} on the same database and the same port, so open pages can reconnect. */
    public void startOnSamePort() {
        if (server != null) {
            throw new IllegalStateException("the server is running");
        }
        startOn(port);
    }

    /** Stops and starts again on the same database (a new port). */
    void restart() {
        server.close();
        start();
    }

    /** The running server's own database, to break it under the server as a full disk would. */
    Database database() {
        return server.database();
    }

    public StoreConfig store() {
        return options.store();
    }

    @Override
    public String base() {
        return "http://127.0.0.1:" + port;
    }

    static Duration shortWait() {
        return Duration.ofSeconds(10);
    }

    @Override
    public void close() {
        stop();
    }
}
