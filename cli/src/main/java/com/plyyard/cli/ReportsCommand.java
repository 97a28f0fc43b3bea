package com.plyyard.cli;

import com.plyyard.server.ServerOptions;
import com.plyyard.server.store.Database;
import com.plyyard.server.store.ReportStore;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Set;

/** {@code plyyard reports}: lists the readers' error reports stored by the server, oldest first. */
final class ReportsCommand {
    private ReportsCommand() {
    }

    static void run(List<String> words, PrintStream out) {
        Arguments arguments = new Arguments(words, Set.of("data"), Set.of(), Set.of());
        if (!arguments.operands().isEmpty()) {
            throw new UsageException("reports takes only [--data DIR]");
        }
        Path data = arguments.has("data") ? Path.of(arguments.value("data")) : ServerOptions.defaults().dataDir();
        if (!Files.isRegularFile(data.resolve("plyyard.db"))) {
            throw new UsageException("no database in " + data.toAbsolutePath() + " (see --data)");
        }
        List<ReportStore.Report> reports;
        try (Database database = Database.embedded(data)) {
            reports = new ReportStore(database).all();
        }
        if (reports.isEmpty()) {
            out.println("no reports");
            return;
        }
        for (ReportStore.Report r : reports) {
            out.println("#" + r.id() + "  " + Instant.ofEpochMilli(r.createdAt()) + "  " + r.game() + "  edition "
                    + r.edition() + "  (" + r.language() + ")");
            out.println("  passage:  " + r.passage());
            out.println("  position: " + (r.position() == null ? "-" : r.position()));
            out.println("  message:  " + r.message().replace("\n", "\n            "));
        }
    }
}
