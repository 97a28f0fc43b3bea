package com.plyyard.server;

import com.plyyard.ai.SearchingPlayer;
import com.plyyard.server.room.ComputerSeats;
import com.plyyard.server.room.Rooms;
import com.plyyard.server.store.Database;
import com.plyyard.server.store.GameStore;
import com.plyyard.server.web.WebApp;
import io.javalin.Javalin;

/** Ply Yard's web server: the front end, the HTTP API and the WebSocket channel on one port. */
public final class PlyYardServer implements AutoCloseable {
    private final Javalin app;
    private final ComputerSeats computers;

    private PlyYardServer(Javalin app, ComputerSeats computers) {
        this.app = app;
        this.computers = computers;
    }

    /** Opens (creating or migrating) the database, then starts listening. */
    public static PlyYardServer start(ServerOptions options) {
        GameStore store = new GameStore(Database.embedded(options.dataDir()));
        ComputerSeats computers = new ComputerSeats(new SearchingPlayer(), options.computerThreads(),
                options.computerPauseMillis());
        Rooms rooms = new Rooms(store, computers);
        Javalin app = WebApp.create(rooms, options);
        app.start(options.host(), options.port());
        return new PlyYardServer(app, computers);
    }

    public int port() {
        return app.port();
    }

    @Override
    public void close() {
        app.stop();
        computers.close();
    }

}
