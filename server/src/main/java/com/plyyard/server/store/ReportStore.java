package com.plyyard.server.store;

import java.util.List;
import java.util.concurrent.ThreadLocalRandom;
import org.jdbi.v3.core.statement.UnableToExecuteStatementException;

/** Readers' error reports about the rules pages (table {@code reports}, migration V2). */
public final class ReportStore {
    private static final int MAX_ATTEMPTS = 10;
    private final Database database;

    public ReportStore(Database database) {
        this.database = database;
    }

    /** One report; {@code id} is 0 before it is stored. */
    public record Report(long id, String game, String edition, String position, String passage, String language,
            String message, long createdAt) {
    }

    /** Stores a report and returns its id. */
    public synchronized long add(Report report) {
        // Ids are numbered from the largest stored one: one at a time on this node (synchronized),
        // and when another node numbers at the same moment, the key collides and the later one
        // numbers again after a short random pause.
        for (int attempt = 1; ; attempt++) {
            try {
                return insert(report);
            } catch (UnableToExecuteStatementException e) {
                if (attempt == MAX_ATTEMPTS || Database.isUnavailable(e)) {
                    throw e;
                }
                try {
                    Thread.sleep(ThreadLocalRandom.current().nextInt(1, 20));
                } catch (InterruptedException interrupted) {
                    Thread.currentThread().interrupt();
                    throw e;
                }
            }
        }
    }

    private long insert(Report report) {
        return database.inTransaction(handle -> {
            long id = handle.createQuery("SELECT COALESCE(MAX(id), 0) + 1 FROM reports").mapTo(Long.class).one();
            handle.createUpdate("INSERT INTO reports (id, game, edition, position, passage, language, message, created_at) "
                    + "VALUES (:id, :game, :edition, :position, :passage, :language, :message, :createdAt)")
                    .bind("id", id).bind("game", report.game()).bind("edition", report.edition())
                    .bind("position", report.position()).bind("passage", report.passage())
                    .bind("language", report.language()).bind("message", report.message())
                    .bind("createdAt", report.createdAt())
                    .execute();
            return id;
        });
    }

    /** Every report, oldest first. */
    public List<Report> all() {
        return database.withHandle(handle -> handle.createQuery(
                "SELECT id, game, edition, position, passage, language, message, created_at FROM reports ORDER BY id")
                .map((rs, ctx) -> new Report(rs.getLong("id"), rs.getString("game"), rs.getString("edition"),
                        rs.getString("position"), rs.getString("passage"), rs.getString("language"),
                        rs.getString("message"), rs.getLong("created_at")))
                .list());
    }
}
