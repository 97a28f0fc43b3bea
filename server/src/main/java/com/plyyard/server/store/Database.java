package com.plyyard.server.store;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import javax.sql.DataSource;
import org.flywaydb.core.Flyway;
import org.jdbi.v3.core.ConnectionFactory;
import org.jdbi.v3.core.HandleCallback;
import org.jdbi.v3.core.Jdbi;
import org.sqlite.SQLiteConfig;
import org.sqlite.SQLiteDataSource;

/** The database behind the server, migrated by Flyway on opening. */
public final class Database implements AutoCloseable {
    private final Jdbi jdbi;
    private final Connection connection;

    private Database(DataSource dataSource, Connection connection) {
        Flyway.configure().dataSource(dataSource).locations("classpath:db/migration").load().migrate();
        this.connection = connection;
        this.jdbi = Jdbi.create(new ConnectionFactory() {
            @Override
            public Connection openConnection() {
                return connection;
            }

            @Override
            public void closeConnection(Connection kept) {
                // kept open until the database is closed
            }
        });
    }

    /** The embedded database: a SQLite file {@code plyyard.db} in {@code dataDir}, created when missing. */
    public static Database embedded(Path dataDir) {
        try {
            Files.createDirectories(dataDir);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create the data folder " + dataDir, e);
        }
        SQLiteConfig config = new SQLiteConfig();
        // WAL lets readers go on while a move is written; the timeout makes writers queue, not fail.
        // In WAL mode, NORMAL keeps every committed move through a crash or kill of the server (the
        // WAL is in the operating system's hands at commit); only a power cut may lose the last ones.
        config.setJournalMode(SQLiteConfig.JournalMode.WAL);
        config.setSynchronous(SQLiteConfig.SynchronousMode.NORMAL);
        config.setBusyTimeout(10_000);
        config.enforceForeignKeys(true);
        SQLiteDataSource dataSource = new SQLiteDataSource(config);
        dataSource.setUrl("jdbc:sqlite:" + dataDir.resolve("plyyard.db").toAbsolutePath());
        Connection shared;
        try {
            shared = dataSource.getConnection();
        } catch (SQLException e) {
            throw new IllegalStateException("cannot open the database in " + dataDir + ": " + e.getMessage(), e);
        }
        // SQLite has one writer at a time anyway: one connection, kept open, spares the cost of opening
        // the file and setting it up for every statement; withHandle serialises its use.
        return new Database(dataSource, shared);
    }

    /**
     * Runs {@code callback} with the database to itself: the embedded database has one
     * connection, so every store goes through here, one unit of work at a time.
     */
    public synchronized <R, X extends Exception> R withHandle(HandleCallback<R, X> callback) throws X {
        return jdbi.withHandle(callback);
    }

    @Override
    public synchronized void close() {
        try {
            connection.close();
        } catch (SQLException e) {
            throw new IllegalStateException("cannot close the database: " + e.getMessage(), e);
        }
    }

    /** As {@link #withHandle}, in one transaction. */
    public synchronized <R, X extends Exception> R inTransaction(HandleCallback<R, X> callback) throws X {
        return jdbi.inTransaction(callback);
    }
}
