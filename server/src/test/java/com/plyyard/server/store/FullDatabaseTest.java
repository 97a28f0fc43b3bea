package com.plyyard.server.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.plyyard.server.TestClock;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A database that runs out of room, produced as SQLite's {@code PRAGMA max_page_count} does it:
 * every write that needs another page fails with {@code SQLITE_FULL}, exactly as on a full disk.
 */
public class FullDatabaseTest {
    @TempDir
    Path data;
    private final TestClock clock = new TestClock();
    private Database database;
    private ReportStore reports;

    @BeforeEach
    void open() {
        database = Database.embedded(data, clock);
        reports = new ReportStore(database);
    }

    @AfterEach
    void close() {
        database.close();
    }

    /** Caps the file at its present size; writes fail as soon as they need one more page. */
    public static void fill(Database database) {
        database.withHandle(handle -> {
            int pages = handle.createQuery("PRAGMA page_count").mapTo(Integer.class).one();
            return handle.createQuery("PRAGMA max_page_count = " + pages).mapTo(Integer.class).one();
        });
    }

    public static void makeRoom(Database database) {
        database.withHandle(handle -> handle.createQuery("PRAGMA max_page_count = 1000000").mapTo(Integer.class).one());
    }

    private RuntimeException writeUntilFull() {
        for (int i = 0; i < 1000; i++) {
            try {
                reports.add(new ReportStore.Report(0, "halma", "2026.1", null, "s.board", "en", "x".repeat(500), i));
            } catch (RuntimeException e) {
                return e;
            }
        }
        throw new AssertionError("1000 reports of 500 characters fitted in a full database");
    }

    @Test
    void aWriteIntoAFullDatabaseIsUnavailableAndTheDatabaseRefusesWritesUntilOneSucceeds() {
        assertThat(database.refusesWrites()).as("a fresh database").isFalse();
        fill(database);
        RuntimeException failure = writeUntilFull();
        assertThat(Database.isFull(failure)).as("%s", failure).isTrue();
        assertThat(Database.isUnavailable(failure)).as("answered 503, not 500").isTrue();
        assertThat(database.answers()).as("reads still work").isTrue();
        assertThat(database.refusesWrites()).isTrue();

        makeRoom(database);
        reports.add(new ReportStore.Report(0, "halma", "2026.1", null, "s.board", "en", "room again", 1));
        assertThat(database.refusesWrites()).as("after a write succeeded").isFalse();
    }

    @Test
    void aFullDatabaseStopsBeingReportedAMinuteAfterTheLastRefusedWrite() {
        fill(database);
        writeUntilFull();
        clock.advance(Database.FULL_FOR.minusSeconds(1));
        assertThat(database.refusesWrites()).as("within the minute").isTrue();
        assertThatThrownBy(this::writeAgain).as("still full").matches(Database::isFull);
        clock.advance(Database.FULL_FOR.minusSeconds(1));
        assertThat(database.refusesWrites()).as("a minute less a second after the last refusal").isTrue();
        clock.advance(Duration.ofSeconds(1));
        assertThat(database.refusesWrites()).as("a minute after the last refusal, nothing tried since").isFalse();
    }

    private void writeAgain() {
        reports.add(new ReportStore.Report(0, "halma", "2026.1", null, "s.board", "en", "x".repeat(500), 2));
    }

    @Test
    void otherFailuresAreNeitherFullNorUnavailable() {
        RuntimeException failure = new RuntimeException("no such table", new java.sql.SQLException("no such table: x"));
        assertThat(Database.isFull(failure)).isFalse();
        assertThat(Database.isUnavailable(failure)).isFalse();
        assertThat(Database.isFull(new java.sql.SQLException("disk full", "53100"))).as("PostgreSQL's disk_full").isTrue();
    }
}
