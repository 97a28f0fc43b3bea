package com.plyyard.server;

import java.nio.file.Path;

/**
 * How to run the server.
 *
 * @param host the address to listen on (127.0.0.1 by default; 0.0.0.0 to let others on the network in)
 * @param port 0 for any free port
 * @param dataDir where the embedded database lives
 * @param computerThreads how many games the computer may think about at once
 * @param computerPauseMillis the least time before a computer move
 */
public record ServerOptions(String host, int port, Path dataDir, int computerThreads, long computerPauseMillis) {
    public static final int DEFAULT_PORT = 8080;

    public static ServerOptions defaults() {
        return new ServerOptions("127.0.0.1", DEFAULT_PORT, Path.of("data"), 2, 400);
    }

    public ServerOptions withPort(int newPort) {
        return new ServerOptions(host, newPort, dataDir, computerThreads, computerPauseMillis);
    }

    public ServerOptions withHost(String newHost) {
        return new ServerOptions(newHost, port, dataDir, computerThreads, computerPauseMillis);
    }

    public ServerOptions withDataDir(Path newDataDir) {
        return new ServerOptions(host, port, newDataDir, computerThreads, computerPauseMillis);
    }

    public ServerOptions withComputerPause(long millis) {
        return new ServerOptions(host, port, dataDir, computerThreads, millis);
    }
}
