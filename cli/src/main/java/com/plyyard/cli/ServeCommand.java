package com.plyyard.cli;

import com.plyyard.ai.Level;
import com.plyyard.server.PlyYardServer;
import com.plyyard.server.ServerOptions;
import com.plyyard.server.relay.RedisRelay;
import com.plyyard.server.store.StoreConfig;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;

/** {@code plyyard serve}: runs the web server until the process is stopped. */
@Command(name = "serve",
        header = "Runs the web server.",
        description = "Serves on http://127.0.0.1:8080/ with its embedded database (a SQLite file in the data folder,"
                + " created on first start), or on PostgreSQL, and with --redis as one of several nodes"
                + " (docs/operations.md). The database, relay and computer time may also come from"
                + " PLYYARD_DATABASE_URL, PLYYARD_DATABASE_USER, PLYYARD_DATABASE_PASSWORD, PLYYARD_REDIS_URL and"
                + " PLYYARD_COMPUTER_TIME (such as 1500,jungle=2000); the flags win.",
        footer = {"", "Examples:", "  plyyard serve --port 8080 --data data",
            "  plyyard serve --computer-time 1500 --computer-time jungle=2000",
            "  plyyard serve --host 0.0.0.0          to let friends on your network join"})
final class ServeCommand implements Runnable {
    @ParentCommand
    private Main plyyard;

    @Option(names = "--port", paramLabel = "N", description = "the port (default " + ServerOptions.DEFAULT_PORT
            + "; 0 picks a free one)")
    private Integer port;

    @Option(names = "--host", paramLabel = "ADDRESS", description = "the address to listen on (default 127.0.0.1;"
            + " 0.0.0.0 for every address)")
    private String host;

    @Option(names = "--data", paramLabel = "DIR", description = "the embedded database's folder (default: data)")
    private Path dataDir;

    @Option(names = "--database-url", paramLabel = "JDBC-URL",
            description = "PostgreSQL instead of the embedded database: jdbc:postgresql://HOST:PORT/NAME")
    private String databaseUrl;

    @Option(names = "--database-user", paramLabel = "USER", description = "PostgreSQL's user")
    private String databaseUser;

    @Option(names = "--database-password", paramLabel = "PASSWORD",
            description = "PostgreSQL's password (better in PLYYARD_DATABASE_PASSWORD, which others cannot list)")
    private String databasePassword;

    @Option(names = "--redis", paramLabel = "URL", description = "relay game events to the other nodes through this"
            + " Redis server, such as redis://127.0.0.1:6379 (needs --database-url)")
    private String redis;

    @Option(names = "--computer-threads", paramLabel = "N", description = "how many games the computer thinks about at"
            + " once (default 2)")
    private Integer computerThreads;

    @Option(names = "--computer-time", paramLabel = "MS|GAME=MS", description = "how many milliseconds level 8 thinks"
            + " a move (the cap of levels 1-7), from 50 to 60000: MS for every game, GAME=MS for one; repeatable"
            + " (default " + Level.DEFAULT_MILLIS + ")")
    private List<String> computerTimes = new ArrayList<>();

    @Override
    public void run() {
        PrintStream out = plyyard.out();
        PlyYardServer server;
        try {
            server = PlyYardServer.start(options(System.getenv()));
        } catch (IllegalStateException cannotStart) {
            // the database or relay is unreachable, the port taken: say which, in one line
            throw new UsageException("cannot start: " + cannotStart.getMessage());
        }
        out.println("Ply Yard is running at http://" + server.options().host() + ":" + server.port() + "/ ("
                + server.options().store() + (server.options().redisUrl() == null ? ""
                        : ", node " + server.node() + " relaying through " + RedisRelay.safeUrl(server.options().redisUrl()))
                + "); stop it with Ctrl-C");
        out.flush();
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            server.close();
            stopped.countDown();
        }));
        try {
            stopped.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** The settings of the flags, or else of the environment variables; the password is better in the latter. */
    ServerOptions options(Map<String, String> environment) {
        ServerOptions options = ServerOptions.defaults();
        if (port != null) {
            options = options.withPort(WholeNumber.within(port, "--port", 0, 65535));
        }
        if (host != null) {
            options = options.withHost(host);
        }
        String url = setting(databaseUrl, environment, "PLYYARD_DATABASE_URL");
        if (url != null) {
            if (dataDir != null) {
                throw new UsageException("--data is the embedded database's folder; it does not go with --database-url");
            }
            try {
                options = options.withStore(StoreConfig.postgres(url,
                        setting(databaseUser, environment, "PLYYARD_DATABASE_USER"),
                        setting(databasePassword, environment, "PLYYARD_DATABASE_PASSWORD")));
            } catch (IllegalArgumentException e) {
                throw new UsageException(e.getMessage());
            }
        } else if (dataDir != null) {
            options = options.withDataDir(dataDir);
        }
        String relay = setting(redis, environment, "PLYYARD_REDIS_URL");
        if (relay != null) {
            if (!relay.startsWith("redis://") && !relay.startsWith("rediss://")) {
                throw new UsageException("--redis takes a URL such as redis://127.0.0.1:6379 (got " + relay + ")");
            }
            if (options.store().isEmbedded()) {
                throw new UsageException("--redis joins other nodes, which must share a PostgreSQL database:"
                        + " give --database-url too");
            }
            options = options.withRedis(relay);
        }
        if (computerThreads != null) {
            options = options.withComputerThreads(WholeNumber.within(computerThreads, "--computer-threads", 1, 256));
        }
        String times = environment.get("PLYYARD_COMPUTER_TIME");
        if (!computerTimes.isEmpty()) {
            options = options.withComputerTimes(ComputerTimeSetting.parse(computerTimes, "--computer-time"));
        } else if (times != null && !times.isBlank()) {
            options = options.withComputerTimes(ComputerTimeSetting.parse(List.of(times.split(",", -1)),
                    "PLYYARD_COMPUTER_TIME"));
        }
        return options;
    }

    private static String setting(String flag, Map<String, String> environment, String variable) {
        if (flag != null) {
            return flag;
        }
        String value = environment.get(variable);
        return value == null || value.isBlank() ? null : value;
    }
}
