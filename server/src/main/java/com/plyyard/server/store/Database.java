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
import org.jdbi.v3.core.Jdbi;
import org.sqlite.SQLiteConfig;
import org.sqlite.SQLiteDataSource;

/** The database behind the server, migrated by Flyway on opening. */
public final class Database {
    private final Jdbi jdbi;

    private Database(DataSource dataSource, ConnectionFactory connections) {
        Flyway.configure().dataSource(dataSource).locations("classpath:db/migration").load().migrate();
        this.jdbi = Jdbi.create(connections);
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
        // the file and setting it up for every statement. GameStore serialises its use.
        return new Database(dataSource, new ConnectionFactory() {
            @Override
            public Connection openConnection() {
                return shared;
            }

            @Override
            public void closeConnection(Connection connection) {
                // kept open for the life of the server
            }
        });
    }

    public Jdbi jdbi() {
        return jdbi;
    }
}
