package com.plyyard.cli;

import com.plyyard.server.PlyYardServer;
import com.plyyard.server.ServerOptions;
import com.plyyard.server.relay.RedisRelay;
import com.plyyard.server.store.StoreConfig;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CountDownLatch;

/** {@code plyyard serve}: runs the web server until the process is stopped. */
final class ServeCommand {
    private ServeCommand() {
    }

    static final Set<String> FLAGS = Set.of("port", "data", "host", "database-url", "database-user",
            "database-password", "redis", "computer-threads", "computer-time");
    private static final Set<String> REPEATABLE = Set.of("computer-time");

    static void run(List<String> words, PrintStream out) {
        run(words, System.getenv(), out);
    }

    static Arguments arguments(List<String> words) {
        return new Arguments(words, FLAGS, REPEATABLE, Set.of());
    }

    /**
     * The database, relay and computer time come from the flags, or else from the environment variables
     * {@code PLYYARD_DATABASE_URL}, {@code PLYYARD_DATABASE_USER}, {@code PLYYARD_DATABASE_PASSWORD},
     * {@code PLYYARD_REDIS_URL} (the password is better there than on a command line others can list)
     * and {@code PLYYARD_COMPUTER_TIME}.
     */
    static void run(List<String> words, Map<String, String> environment, PrintStream out) {
        Arguments arguments = arguments(words);
        if (!arguments.operands().isEmpty()) {
            throw new UsageException("serve takes only flags: [--port N] [--data DIR] [--host ADDRESS]"
                    + " [--database-url JDBC-URL --database-user U --database-password P] [--redis URL]"
                    + " [--computer-threads N] [--computer-time MS|GAME=MS]...");
        }
        PlyYardServer server;
        try {
            server = PlyYardServer.start(options(arguments, environment));
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

    static ServerOptions options(Arguments arguments, Map<String, String> environment) {
        ServerOptions options = ServerOptions.defaults();
        if (arguments.has("port")) {
            options = options.withPort(Arguments.number(arguments.value("port"), "--port", 0, 65535));
        }
        if (arguments.has("host")) {
            options = options.withHost(arguments.value("host"));
        }
        String url = setting(arguments, environment, "database-url", "PLYYARD_DATABASE_URL");
        if (url != null) {
            if (arguments.has("data")) {
                throw new UsageException("--data is the embedded database's folder; it does not go with --database-url");
            }
            try {
                options = options.withStore(StoreConfig.postgres(url,
                        setting(arguments, environment, "database-user", "PLYYARD_DATABASE_USER"),
                        setting(arguments, environment, "database-password", "PLYYARD_DATABASE_PASSWORD")));
            } catch (IllegalArgumentException e) {
                throw new UsageException(e.getMessage());
            }
        } else if (arguments.has("data")) {
            options = options.withDataDir(Path.of(arguments.value("data")));
        }
        String redis = setting(arguments, environment, "redis", "PLYYARD_REDIS_URL");
        if (redis != null) {
            if (!redis.startsWith("redis://") && !redis.startsWith("rediss://")) {
                throw new UsageException("--redis takes a URL such as redis://127.0.0.1:6379 (got " + redis + ")");
            }
            if (options.store().isEmbedded()) {
                throw new UsageException("--redis joins other nodes, which must share a PostgreSQL database:"
                        + " give --database-url too");
            }
            options = options.withRedis(redis);
        }
        if (arguments.has("computer-threads")) {
            options = options.withComputerThreads(
                    Arguments.number(arguments.value("computer-threads"), "--computer-threads", 1, 256));
        }
        String times = environment.get("PLYYARD_COMPUTER_TIME");
        if (arguments.has("computer-time")) {
            options = options.withComputerTimes(ComputerTimeSetting.parse(arguments.all("computer-time"),
                    "--computer-time"));
        } else if (times != null && !times.isBlank()) {
            options = options.withComputerTimes(ComputerTimeSetting.parse(List.of(times.split(",", -1)),
                    "PLYYARD_COMPUTER_TIME"));
        }
        return options;
    }

    private static String setting(Arguments arguments, Map<String, String> environment, String flag, String variable) {
        if (arguments.has(flag)) {
            return arguments.value(flag);
        }
        String value = environment.get(variable);
        return value == null || value.isBlank() ? null : value;
    }
}
