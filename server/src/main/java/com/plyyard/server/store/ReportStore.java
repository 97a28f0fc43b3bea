package com.plyyard.server.store;

import java.util.List;
import org.jdbi.v3.core.Jdbi;

/** Readers' error reports about the rules pages (table {@code reports}, migration V2). */
public final class ReportStore {
    private final Jdbi jdbi;

    public ReportStore(Database database) {
        this.jdbi = database.jdbi();
    }

    /** One report; {@code id} is 0 before it is stored. */
    public record Report(long id, String game, String edition, String position, String passage, String language,
            String message, long createdAt) {
    }

    /** Stores a report and returns its id. */
    public synchronized long add(Report report) {
        return jdbi.inTransaction(handle -> {
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
    public synchronized List<Report> all() {
        return jdbi.withHandle(handle -> handle.createQuery(
                "SELECT id, game, edition, position, passage, language, message, created_at FROM reports ORDER BY id")
                .map((rs, ctx) -> new Report(rs.getLong("id"), rs.getString("game"), rs.getString("edition"),
                        rs.getString("position"), rs.getString("passage"), rs.getString("language"),
                        rs.getString("message"), rs.getLong("created_at")))
                .list());
    }
}
