package com.plyyard.server.drill;

import com.plyyard.server.PlyYardServer;
import com.plyyard.server.ServerOptions;
import com.plyyard.server.store.StoreConfig;
import java.nio.file.Path;

/**
 * A server node in a process of its own, for the drills that kill it:
 * {@code NodeMain PORT STORE [REDIS]}, STORE being a data folder or a PostgreSQL JDBC URL.
 * Prints {@code ready} once it listens; SIGTERM closes it.
 */
public final class NodeMain {
    private NodeMain() {
    }

    public static void main(String[] args) throws InterruptedException {
        StoreConfig store = args[1].startsWith("jdbc:") ? StoreConfig.postgres(args[1], null, null)
                : StoreConfig.embedded(Path.of(args[1]));
        ServerOptions options = ServerOptions.defaults().withPort(Integer.parseInt(args[0])).withStore(store)
                .withComputerPause(20).withRedis(args.length > 2 ? args[2] : null);
        PlyYardServer server = PlyYardServer.start(options);
        // as `plyyard serve` does: SIGTERM closes the server
        Runtime.getRuntime().addShutdownHook(new Thread(server::close));
        System.out.println("ready " + server.port());
        System.out.flush();
        Thread.currentThread().join();
    }
}
