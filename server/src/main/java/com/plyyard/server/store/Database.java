package com.plyyard.server.store;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.sql.DataSource;
import org.flywaydb.core.Flyway;
import org.jdbi.v3.core.Jdbi;
import org.sqlite.SQLiteConfig;
import org.sqlite.SQLiteDataSource;

/** The database behind the server, migrated by Flyway on opening. */
public final class Database {
    private final Jdbi jdbi;

    private Database(DataSource dataSource) {
        Flyway.configure().dataSource(dataSource).locations("classpath:db/migration").load().migrate();
        this.jdbi = Jdbi.create(dataSource);
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
        config.setJournalMode(SQLiteConfig.JournalMode.WAL);
        config.setSynchronous(SQLiteConfig.SynchronousMode.FULL);
        config.setBusyTimeout(10_000);
        config.enforceForeignKeys(true);
        SQLiteDataSource dataSource = new SQLiteDataSource(config);
        dataSource.setUrl("jdbc:sqlite:" + dataDir.resolve("plyyard.db").toAbsolutePath());
        return new Database(dataSource);
    }

    public Jdbi jdbi() {
        return jdbi;
    }
}
