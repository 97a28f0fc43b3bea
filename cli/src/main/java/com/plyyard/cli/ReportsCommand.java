package com.plyyard.cli;

import com.plyyard.server.ServerOptions;
import com.plyyard.server.store.Database;
import com.plyyard.server.store.ReportStore;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;

/** {@code plyyard reports}: lists the readers' error reports stored by the server, oldest first. */
@Command(name = "reports",
        header = "The readers' error reports from the Learn pages, oldest first.",
        footer = {"", "Example:", "  plyyard reports --data data"})
final class ReportsCommand implements Runnable {
    @ParentCommand
    private Main plyyard;

    @Option(names = "--data", paramLabel = "DIR", description = "the embedded database's folder (default: data)")
    private Path dataDir;

    @Override
    public void run() {
        PrintStream out = plyyard.out();
        Path data = dataDir == null ? ServerOptions.defaults().dataDir() : dataDir;
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
