package com.plyyard.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.plyyard.server.store.Database;
import com.plyyard.server.store.ReportStore;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code plyyard reports}: what operators see of the readers' error reports. */
class ReportsCommandTest {
    @TempDir
    Path data;

    @Test
    void listsEveryStoredReportWithItsGameEditionPositionAndPassage() {
        try (Database database = Database.embedded(data)) {
            ReportStore reports = new ReportStore(database);
            reports.add(new ReportStore.Report(0, "jungle", "2026.1", "7/7/7/7/7/7/7/7/3R3 r 0 1", "rule JU-4",
                    "fr", "Le rat devrait\npouvoir nager", 1_700_000_000_000L));
            reports.add(new ReportStore.Report(0, "halma", "2026.1", null, "faq", "en", "Typo", 1_700_000_100_000L));
        }
        CommandRun run = CommandRun.of("reports", "--data", data.toString());
        assertThat(run.status()).isZero();
        assertThat(run.out()).contains("#1", "jungle", "edition 2026.1", "(fr)", "passage:  rule JU-4",
                "position: 7/7/7/7/7/7/7/7/3R3 r 0 1", "Le rat devrait", "pouvoir nager", "#2", "halma",
                "position: -", "Typo");
        assertThat(run.out().indexOf("#1")).isLessThan(run.out().indexOf("#2"));
    }

    @Test
    void anEmptyDatabaseSaysSoAndAMissingOneIsAnError() {
        try (Database database = Database.embedded(data)) {
            assertThat(new ReportStore(database).all()).isEmpty();
        }
        assertThat(CommandRun.of("reports", "--data", data.toString()).out()).isEqualTo("no reports\n");
        CommandRun missing = CommandRun.of("reports", "--data", data.resolve("nowhere").toString());
        assertThat(missing.status()).isEqualTo(2);
        assertThat(missing.err()).startsWith("plyyard: no database in");
    }
}
