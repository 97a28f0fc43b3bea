package com.plyyard.server;

import com.plyyard.ai.SearchingPlayer;
import com.plyyard.server.room.ComputerSeats;
import com.plyyard.server.room.Rooms;
import com.plyyard.server.store.Database;
import com.plyyard.server.store.GameStore;
import com.plyyard.server.store.ReportStore;
import com.plyyard.server.web.WebApp;
import io.javalin.Javalin;

/** Ply Yard's web server: the front end, the HTTP API and the WebSocket channel on one port. */
public final class PlyYardServer implements AutoCloseable {
    private final Javalin app;
    private final ComputerSeats computers;

    private final Database database;

    private PlyYardServer(Javalin app, ComputerSeats computers, Database database) {
        this.app = app;
        this.computers = computers;
        this.database = database;
    }

    /** Opens (creating or migrating) the database, then starts listening. */
    public static PlyYardServer start(ServerOptions options) {
        Database database = Database.embedded(options.dataDir());
        GameStore store = new GameStore(database);
        ComputerSeats computers = new ComputerSeats(new SearchingPlayer(), options.computerThreads(),
                options.computerPauseMillis());
        Rooms rooms = new Rooms(store, computers);
        Javalin app = WebApp.create(rooms, new ReportStore(database), options);
        app.start(options.host(), options.port());
        return new PlyYardServer(app, computers, database);
    }

    public int port() {
        return app.port();
    }

    @Override
    public void close() {
        app.stop();
        computers.close();
        database.close();
    }
}
