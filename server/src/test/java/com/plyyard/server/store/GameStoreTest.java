package com.plyyard.server.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.plyyard.server.TestStores;
import com.plyyard.server.store.GameStore.EventRow;
import com.plyyard.server.store.GameStore.GameRow;
import com.plyyard.server.store.GameStore.SeatRow;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The store on its own, on the embedded database and (second run, see the server's pom) on
 * PostgreSQL: one writer per version, changes read back in order, the next game recorded once.
 */
class GameStoreTest {
    @TempDir
    Path data;
    private Database database;
    private GameStore store;

    @BeforeEach
    void open() {
        database = Database.open(TestStores.fresh(data));
        store = new GameStore(database);
        store.create(new GameRow("g1", "jungle", 2, "", "online", "start", 1L, null),
                List.of(new SeatRow(0, "human", null, "Ada", "hash-a"), new SeatRow(1, "open", null, null, null)));
    }

    @AfterEach
    void close() {
        database.close();
    }

    private static EventRow move(int version, String path) {
        return new EventRow(version, "move", (version + 1) % 2, path, 100L + version);
    }

    @Test
    void aVersionIsWrittenOnceAndTheSecondWriterIsToldOfTheConflict() {
        store.append("g1", move(1, "a1-a2"));
        assertThatThrownBy(() -> store.append("g1", move(1, "b1-b2")))
                .isInstanceOf(GameStore.VersionConflict.class).hasMessageContaining("version 1");
        assertThat(store.load("g1").orElseThrow().events()).extracting(EventRow::data).containsExactly("a1-a2");
    }

    @Test
    void writersRacingForTheSameVersionsEachWinSomeAndNoVersionIsWrittenTwice() throws Exception {
        int writers = 4;
        int versions = 50;
        ExecutorService pool = Executors.newFixedThreadPool(writers);
        CountDownLatch go = new CountDownLatch(1);
        List<Future<Integer>> wins = new ArrayList<>();
        for (int w = 0; w < writers; w++) {
            String name = "w" + w;
            wins.add(pool.submit(() -> {
                go.await();
                int won = 0;
                for (int v = 1; v <= versions; v++) {
                    try {
                        store.append("g1", move(v, name));
                        won++;
                    } catch (GameStore.VersionConflict lost) {
                        // another writer has this version
                    }
                }
                return won;
            }));
        }
        go.countDown();
        int total = 0;
        for (Future<Integer> win : wins) {
            total += win.get();
        }
        pool.shutdown();
        assertThat(total).isEqualTo(versions);
        assertThat(store.load("g1").orElseThrow().events()).extracting(EventRow::version)
                .containsExactlyElementsOf(java.util.stream.IntStream.rangeClosed(1, versions).boxed().toList());
    }

    @Test
    void aSeatTakenAtATakenVersionChangesNeitherTheSeatNorTheLog() {
        store.append("g1", move(1, "a1-a2"));
        assertThatThrownBy(() -> store.changeSeat("g1", new SeatRow(1, "human", null, "Bob", "hash-b"),
                new EventRow(1, "seat", 1, "human", 5L))).isInstanceOf(GameStore.VersionConflict.class);
        GameStore.StoredGame stored = store.load("g1").orElseThrow();
        assertThat(stored.seats().get(1).kind()).isEqualTo("open");
        assertThat(stored.events()).hasSize(1);

        store.changeSeat("g1", new SeatRow(1, "human", null, "Bob", "hash-b"), new EventRow(2, "seat", 1, "human", 6L));
        assertThat(store.load("g1").orElseThrow().seats().get(1).name()).isEqualTo("Bob");
    }

    @Test
    void changesAfterAVersionAreTheLaterEventsWithTheSeatsAndNextGameNow() {
        store.append("g1", move(1, "a1-a2"));
        store.append("g1", move(2, "b1-b2"));
        store.changeSeat("g1", new SeatRow(1, "human", null, "Bob", "hash-b"), new EventRow(3, "seat", 1, "human", 6L));
        assertThat(store.setRematch("g1", "g2")).isTrue();

        GameStore.Changes changes = store.changesAfter("g1", 1);
        assertThat(changes.events()).extracting(EventRow::version).containsExactly(2, 3);
        assertThat(changes.seats()).extracting(SeatRow::name).containsExactly("Ada", "Bob");
        assertThat(changes.rematchId()).isEqualTo("g2");
        assertThat(store.changesAfter("g1", 3).events()).isEmpty();
    }

    @Test
    void theNextGameIsRecordedOnlyOnce() {
        assertThat(store.setRematch("g1", "g2")).isTrue();
        assertThat(store.setRematch("g1", "g3")).isFalse();
        assertThat(store.load("g1").orElseThrow().game().rematchId()).isEqualTo("g2");
    }

    @Test
    void reportsAreNumberedInOrderEvenWhenStoredAtOnce() throws Exception {
        ReportStore reports = new ReportStore(database);
        ExecutorService pool = Executors.newFixedThreadPool(4);
        List<Future<Long>> ids = new ArrayList<>();
        for (int i = 0; i < 20; i++) {
            int n = i;
            ids.add(pool.submit(() -> reports.add(new ReportStore.Report(0, "halma", "2026.1", null, "faq", "en",
                    "report " + n, n))));
        }
        List<Long> given = new ArrayList<>();
        for (Future<Long> id : ids) {
            given.add(id.get());
        }
        pool.shutdown();
        assertThat(given).doesNotHaveDuplicates().hasSize(20);
        assertThat(reports.all()).extracting(ReportStore.Report::id).containsExactlyInAnyOrderElementsOf(given);
    }

    @Test
    void theDatabaseSaysItAnswersAndDescribesItselfWithoutAPassword() {
        assertThat(database.answers()).isTrue();
        assertThat(database.description()).doesNotContain("password");
    }
}
