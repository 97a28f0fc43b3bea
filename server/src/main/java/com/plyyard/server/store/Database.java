package com.plyyard.server.store;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import io.micrometer.core.instrument.MeterRegistry;
import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.SQLTransientConnectionException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Locale;
import java.util.concurrent.locks.ReentrantLock;
import javax.sql.DataSource;
import org.flywaydb.core.Flyway;
import org.jdbi.v3.core.ConnectionException;
import org.jdbi.v3.core.ConnectionFactory;
import org.jdbi.v3.core.HandleCallback;
import org.jdbi.v3.core.Jdbi;
import org.sqlite.SQLiteConfig;
import org.sqlite.SQLiteDataSource;
import org.sqlite.SQLiteErrorCode;
import org.sqlite.SQLiteException;

/**
 * The database behind the server, migrated by Flyway on opening: the embedded SQLite file by
 * default, PostgreSQL in production (see {@link StoreConfig}).
 */
public final class Database implements AutoCloseable {
    /**
     * How long a write refused for want of space keeps {@link #refusesWrites()} true when no write
     * succeeds since: long enough for {@code /health} to see it, short enough that a server taken
     * out of service for it is tried again once space may have been freed.
     */
    static final Duration FULL_FOR = Duration.ofMinutes(1);

    private final Jdbi jdbi;
    private final AutoCloseable resource;
    /** Held around every unit of work on the embedded database's single connection; null for a pool. */
    private final ReentrantLock serial;
    private final String description;
    private final Clock clock;
    /** When a write last failed because the database or its disk was full; null once a write succeeds. */
    private volatile Instant fullAt;

    private Database(DataSource migrated, Jdbi jdbi, AutoCloseable resource, ReentrantLock serial,
            String description, Clock clock) {
        Flyway.configure().dataSource(migrated).locations("classpath:db/migration").load().migrate();
        this.jdbi = jdbi;
        this.resource = resource;
        this.serial = serial;
        this.description = description;
        this.clock = clock;
    }

    /** Opens the database {@code config} names. */
    public static Database open(StoreConfig config) {
        return config.isEmbedded() ? embedded(config.dataDir()) : postgres(config);
    }

    /** The embedded database: a SQLite file {@code plyyard.db} in {@code dataDir}, created when missing. */
    public static Database embedded(Path dataDir) {
        return embedded(dataDir, Clock.systemUTC());
    }

    /** As {@link #embedded(Path)}, telling time by {@code clock} (for {@link #refusesWrites()}). */
    static Database embedded(Path dataDir, Clock clock) {
        if (Files.exists(dataDir) && !Files.isDirectory(dataDir)) {
            throw new IllegalStateException("the data folder " + dataDir + " is a file, not a folder");
        }
        try {
            Files.createDirectories(dataDir);
        } catch (IOException e) {
            String reason = e instanceof AccessDeniedException denied ? "permission denied on " + denied.getFile()
                    : e instanceof NoSuchFileException missing ? missing.getFile() + " cannot be made there"
                    : e instanceof FileSystemException fs && fs.getReason() != null
                            ? fs.getReason().toLowerCase(Locale.ROOT)
                                    + (dataDir.toString().equals(fs.getFile()) ? "" : " (" + fs.getFile() + ")")
                    : e.getMessage();
            throw new IllegalStateException("cannot create the data folder " + dataDir + ": " + reason, e);
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
        // the file and setting it up for every statement; the lock serialises its use.
        Jdbi jdbi = Jdbi.create(new ConnectionFactory() {
            @Override
            public Connection openConnection() {
                return shared;
            }

            @Override
            public void closeConnection(Connection kept) {
                // kept open until the database is closed
            }
        });
        return new Database(dataSource, jdbi, shared, new ReentrantLock(), "embedded SQLite in " + dataDir, clock);
    }

    /** PostgreSQL through a connection pool; many units of work run at once. */
    static Database postgres(StoreConfig config) {
        HikariConfig pool = new HikariConfig();
        pool.setJdbcUrl(config.url());
        if (config.user() != null) {
            pool.setUsername(config.user());
        }
        if (config.password() != null) {
            pool.setPassword(config.password());
        }
        pool.setMaximumPoolSize(config.poolSize());
        pool.setPoolName("plyyard");
        // A server started while the database is down fails at once with a clear message; once
        // running, the pool reconnects by itself when the database comes back.
        pool.setInitializationFailTimeout(10_000);
        pool.setConnectionTimeout(5_000);
        HikariDataSource dataSource;
        try {
            dataSource = new HikariDataSource(pool);
        } catch (RuntimeException e) {
            throw new IllegalStateException("cannot connect to " + config.safeUrl() + ": " + e.getMessage(), e);
        }
        return new Database(dataSource, Jdbi.create(dataSource), dataSource, null, "PostgreSQL at " + config.safeUrl(),
                Clock.systemUTC());
    }

    /** Runs {@code callback}, which only reads, with a handle on the database; one at a time on the embedded one. */
    public <R, X extends Exception> R withHandle(HandleCallback<R, X> callback) throws X {
        return noticingFull(() -> serially(() -> jdbi.withHandle(callback)));
    }

    /**
     * As {@link #withHandle}, in one transaction: the way every write goes, so that its success
     * tells {@link #refusesWrites()} the database takes writes again.
     */
    public <R, X extends Exception> R inTransaction(HandleCallback<R, X> callback) throws X {
        R result = noticingFull(() -> serially(() -> jdbi.inTransaction(callback)));
        fullAt = null;
        return result;
    }

    private <R, X extends Exception> R noticingFull(Work<R, X> work) throws X {
        try {
            return work.run();
        } catch (RuntimeException e) {
            if (isFull(e)) {
                fullAt = clock.instant();
            }
            throw e;
        }
    }

    private interface Work<R, X extends Exception> {
        R run() throws X;
    }

    private <R, X extends Exception> R serially(Work<R, X> work) throws X {
        if (serial == null) {
            return work.run();
        }
        serial.lock();
        try {
            return work.run();
        } finally {
            serial.unlock();
        }
    }

    /** Whether the database answers a trivial query now (for {@code /health}). */
    public boolean answers() {
        try {
            return withHandle(handle -> handle.createQuery("SELECT 1").mapTo(Integer.class).one()) == 1;
        } catch (RuntimeException e) {
            return false;
        }
    }

    /**
     * Whether a write failed within {@link #FULL_FOR} because the database or its disk was full,
     * and none has succeeded since (for {@code /health}: the database answers, but stores nothing).
     */
    public boolean refusesWrites() {
        Instant full = fullAt;
        return full != null && clock.instant().isBefore(full.plus(FULL_FOR));
    }

    /**
     * Whether {@code failure} means the database cannot serve now (down, restarting, the network
     * cut, no free connection in time, no room) rather than a fault of the statement: SQL states of
     * class 08 (connection exception), 53 (insufficient resources: disk full, out of memory, too many
     * connections) and 57P (the server shutting down), the pool's timeout, and {@link #isFull}.
     */
    public static boolean isUnavailable(Throwable failure) {
        for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
            if (cause instanceof ConnectionException || cause instanceof SQLTransientConnectionException) {
                return true;
            }
            if (cause instanceof SQLException sql && sql.getSQLState() != null
                    && (sql.getSQLState().startsWith("08") || sql.getSQLState().startsWith("53")
                            || sql.getSQLState().startsWith("57P"))) {
                return true;
            }
        }
        return isFull(failure);
    }

    /**
     * Whether {@code failure} means there is no room to write: SQLite's {@code SQLITE_FULL} (the
     * disk is full, or the file reached its {@code max_page_count}), PostgreSQL's {@code 53100}
     * (disk full).
     */
    static boolean isFull(Throwable failure) {
        for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
            if (cause instanceof SQLiteException sqlite && sqlite.getResultCode() == SQLiteErrorCode.SQLITE_FULL) {
                return true;
            }
            if (cause instanceof SQLException sql && "53100".equals(sql.getSQLState())) {
                return true;
            }
        }
        return false;
    }

    /** What this database is, for the log and {@code /health}; never includes a password. */
    public String description() {
        return description;
    }

    /** Reports the connection pool's figures to {@code registry}; the embedded database has no pool. */
    public void reportPoolTo(MeterRegistry registry) {
        if (resource instanceof HikariDataSource pool) {
            pool.setMetricRegistry(registry);
        }
    }

    @Override
    public void close() {
        if (serial != null) {
            serial.lock();
        }
        try {
            resource.close();
        } catch (Exception e) {
            throw new IllegalStateException("cannot close the database: " + e.getMessage(), e);
        } finally {
            if (serial != null) {
                serial.unlock();
            }
        }
    }
}
