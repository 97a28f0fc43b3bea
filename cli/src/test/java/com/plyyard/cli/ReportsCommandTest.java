package com.plyyard.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.plyyard.server.store.Database;
import com.plyyard.server.store.ReportStore;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code plyyard reports}: what operators see of the readers' error reports. */
class ReportsCommandTest {
    @TempDir
    Path data;

    private String[] run(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = Main.run(List.of(args), new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new String[] {String.valueOf(status), out.toString(StandardCharsets.UTF_8),
            err.toString(StandardCharsets.UTF_8)};
    }

    @Test
    void listsEveryStoredReportWithItsGameEditionPositionAndPassage() {
        try (Database database = Database.embedded(data)) {
            ReportStore reports = new ReportStore(database);
            reports.add(new ReportStore.Report(0, "jungle", "2026.1", "7/7/7/7/7/7/7/7/3R3 r 0 1", "rule JU-4",
                    "fr", "Le rat devrait\npouvoir nager", 1_700_000_000_000L));
            reports.add(new ReportStore.Report(0, "halma", "2026.1", null, "faq", "en", "Typo", 1_700_000_100_000L));
        }
        String[] run = run("reports", "--data", data.toString());
        assertThat(run[0]).isEqualTo("0");
        assertThat(run[1]).contains("#1", "jungle", "edition 2026.1", "(fr)", "passage:  rule JU-4",
                "position: 7/7/7/7/7/7/7/7/3R3 r 0 1", "Le rat devrait", "pouvoir nager", "#2", "halma",
                "position: -", "Typo");
        assertThat(run[1].indexOf("#1")).isLessThan(run[1].indexOf("#2"));
    }

    @Test
    void anEmptyDatabaseSaysSoAndAMissingOneIsAnError() {
        try (Database database = Database.embedded(data)) {
            assertThat(new ReportStore(database).all()).isEmpty();
        }
        assertThat(run("reports", "--data", data.toString())[1]).isEqualTo("no reports\n");
        String[] missing = run("reports", "--data", data.resolve("nowhere").toString());
        assertThat(missing[0]).isEqualTo("2");
        assertThat(missing[2]).startsWith("plyyard: no database in");
    }
}
