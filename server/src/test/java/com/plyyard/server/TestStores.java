package com.plyyard.server;

import com.plyyard.server.store.StoreConfig;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Locale;
import java.util.UUID;

/**
 * The database a test's server uses. The persistence tests run twice (see the server's pom):
 * on the embedded database, and with {@code -Dplyyard.test.store=postgres} on the PostgreSQL
 * that {@code ./run-tests} starts ({@code PLYYARD_TEST_POSTGRES_URL}), each test in a schema of its own.
 */
public final class TestStores {
    private TestStores() {
    }

    public static boolean onPostgres() {
        return "postgres".equals(System.getProperty("plyyard.test.store"));
    }

    /** A fresh, empty database for one test: in {@code dataDir}, or a new PostgreSQL schema. */
    public static StoreConfig fresh(Path dataDir) {
        return onPostgres() ? freshPostgres() : StoreConfig.embedded(dataDir);
    }

    /** A new schema of the test PostgreSQL, whatever store the other tests use. */
    public static StoreConfig freshPostgres() {
        String url = postgresUrl();
        String schema = "t_" + UUID.randomUUID().toString().replace("-", "").toLowerCase(Locale.ROOT);
        try (Connection connection = DriverManager.getConnection(url);
                Statement statement = connection.createStatement()) {
            statement.execute("CREATE SCHEMA " + schema);
        } catch (SQLException e) {
            throw new IllegalStateException("cannot create a schema in the test PostgreSQL " + url, e);
        }
        return StoreConfig.postgres(url + (url.contains("?") ? "&" : "?") + "currentSchema=" + schema, null, null);
    }

    public static String postgresUrl() {
        return required("PLYYARD_TEST_POSTGRES_URL");
    }

    public static String redisUrl() {
        return required("PLYYARD_TEST_REDIS_URL");
    }

    /** The command (with its data folder) that controls the test PostgreSQL, for the restart drill. */
    public static String pgCtl() {
        return required("PLYYARD_TEST_PG_CTL");
    }

    private static String required(String variable) {
        String value = System.getenv(variable);
        if (value == null || value.isBlank()) {
            throw new IllegalStateException(variable + " is not set: run the tests with ./run-tests, which starts"
                    + " PostgreSQL and Redis (scripts/services.sh)");
        }
        return value;
    }
}
