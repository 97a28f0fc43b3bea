package com.plyyard.server;

import com.plyyard.ai.SearchingPlayer;
import com.plyyard.server.observe.Health;
import com.plyyard.server.observe.HealthCheck;
import com.plyyard.server.observe.Metrics;
import com.plyyard.server.relay.GameRelay;
import com.plyyard.server.relay.LocalRelay;
import com.plyyard.server.relay.RedisRelay;
import com.plyyard.server.room.ComputerSeats;
import com.plyyard.server.room.Rooms;
import com.plyyard.server.store.Database;
import com.plyyard.server.store.GameStore;
import com.plyyard.server.store.ReportStore;
import com.plyyard.server.web.WebApp;
import com.plyyard.server.web.WebOptions;
import io.javalin.Javalin;
import java.time.Clock;
import java.time.Duration;
import java.util.List;

/**
 * Ply Yard's web server: the front end, the HTTP API and the WebSocket channel on one port. One
 * node alone on the embedded database by default; one of several nodes when it shares PostgreSQL
 * and a Redis relay with others.
 */
public final class PlyYardServer implements AutoCloseable {
    private final Javalin app;
    private final Rooms rooms;
    private final ComputerSeats computers;
    private final GameRelay relay;
    private final Database database;
    private final Metrics metrics;
    private final ServerOptions options;

    private PlyYardServer(ServerOptions options, Javalin app, Rooms rooms, ComputerSeats computers, GameRelay relay,
            Database database, Metrics metrics) {
        this.app = app;
        this.rooms = rooms;
        this.computers = computers;
        this.relay = relay;
        this.database = database;
        this.metrics = metrics;
        this.options = options;
    }

    /** Opens (creating or migrating) the database, joins the relay, then starts listening. */
    public static PlyYardServer start(ServerOptions options) {
        Database database = Database.open(options.store());
        GameRelay relay;
        try {
            relay = options.redisUrl() == null ? new LocalRelay() : new RedisRelay(options.redisUrl());
        } catch (RuntimeException e) {
            database.close();
            throw e;
        }
        GameStore store = new GameStore(database);
        ComputerSeats computers = new ComputerSeats(new SearchingPlayer(options.computerTimes()),
                options.computerThreads(), options.computerPauseMillis(), options.computerTimes().longest());
        WebOptions webOptions = WebOptions.fromEnvironment();
        Rooms rooms = new Rooms(store, computers, relay, Clock.systemUTC(),
                Duration.ofSeconds(webOptions.roomIdleSeconds()),
                Duration.ofMillis(Math.round(webOptions.claimGraceSeconds() * 1000)));
        Metrics metrics = new Metrics();
        metrics.watch(computers);
        metrics.watch(database);
        metrics.counter("plyyard_ai_searches_total", "Computer searches started: at most one per game and version.",
                computers::searchesStarted);
        Health health = new Health(List.of(databaseCheck(database), relayCheck(relay)));
        Javalin app = WebApp.create(rooms, new ReportStore(database), webOptions, metrics, health);
        try {
            app.start(options.host(), options.port());
        } catch (RuntimeException e) {
            rooms.close();
            computers.close();
            relay.close();
            database.close();
            metrics.close();
            throw new IllegalStateException("cannot listen on " + options.host() + ":" + options.port() + ": "
                    + e.getMessage(), e);
        }
        return new PlyYardServer(options, app, rooms, computers, relay, database, metrics);
    }

    /** The database this server stores in (for tests that break it as an operator's mistake would). */
    Database database() {
        return database;
    }

    public ServerOptions options() {
        return options;
    }

    private static HealthCheck databaseCheck(Database database) {
        return HealthCheck.of("database", () -> {
            if (!database.answers()) {
                return HealthCheck.Result.failing(database.description() + " does not answer");
            }
            return database.refusesWrites()
                    ? HealthCheck.Result.failing(database.description() + " refuses writes: the database or its disk is full")
                    : HealthCheck.Result.ok(database.description());
        });
    }

    private static HealthCheck relayCheck(GameRelay relay) {
        return HealthCheck.of("relay", () -> {
            if (!relay.shared()) {
                return HealthCheck.Result.ok("single node");
            }
            return relay.connected() ? HealthCheck.Result.ok("node " + relay.node() + " connected to Redis")
                    : HealthCheck.Result.failing("node " + relay.node() + " cut off from Redis");
        });
    }

    public int port() {
        return app.port();
    }

    /** This node's name among the nodes sharing the relay. */
    public String node() {
        return relay.node();
    }

    @Override
    public void close() {
        app.stop();
        rooms.close();
        computers.close();
        relay.close();
        database.close();
        metrics.close();
    }
}
