package com.plyyard.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.plyyard.server.store.Database;
import com.plyyard.server.store.ReportStore;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The Learn pages' endpoints: judge, legal, reports, version, the lesson files and the page routes. */
class LearnApiTest extends ServerTest {
    private static final String ALIGNED = "1/2/3/4/13/12/11/10/RB1B5/10/11/12/13/4/3/2/1 r 1";

    @Test
    void aChainTriedByItsEndsIsAcceptedWithItsPathAndTheSupportsStay() {
        JsonNode judged = server.post("/api/judge",
                "{\"game\":\"chinese-checkers\",\"position\":\"" + ALIGNED + "\",\"move\":\"i1-i5\"}").json();
        assertThat(judged.path("legal").asBoolean()).isTrue();
        assertThat(judged.path("move").asText()).isEqualTo("i1-i3-i5");
        assertThat(judged.path("position").asText()).startsWith("1/2/3/4/13/12/11/10/1B1BR4/");
        assertThat(judged.path("status").path("over").asBoolean()).isFalse();
    }

    @Test
    void aRefusedMoveNamesTheRuleAndTheEnginesReason() {
        JsonNode judged = server.post("/api/judge",
                "{\"game\":\"jungle\",\"position\":\"6t/7/7/7/L1r4/7/7/7/6E r 0 1\",\"move\":\"a5-d5\"}").json();
        assertThat(judged.path("legal").asBoolean()).isFalse();
        assertThat(judged.path("rule").asText()).isEqualTo("JU-5");
        assertThat(judged.path("kind").asText()).isEqualTo("river-jump-blocked");
        assertThat(judged.path("params").toString())
                .isEqualTo("{\"square\":\"c5\",\"blocker\":\"blue\",\"animal\":\"L\",\"from\":\"a5\",\"to\":\"d5\"}");
        assertThat(judged.path("reason").asText()).startsWith("JU-5: ").contains("rat");
    }

    /** The race exercises: own moves one after another, the solver counting what is left. */
    @Test
    void aRaceMoveKeepsTheSideToMoveAndTheSolverCountsTheMovesLeft() {
        String race = "1/RR/RR1/RRR1/6RR5/6R5/11/10/9/10/11/12/13/1B2/1B1/2/1 r 1";
        assertThat(server.post("/api/race", "{\"game\":\"chinese-checkers\",\"position\":\"" + race + "\"}")
                .json().path("fewest").asInt()).isEqualTo(4);
        JsonNode good = server.post("/api/race",
                "{\"game\":\"chinese-checkers\",\"position\":\"" + race + "\",\"move\":\"m7-q1\"}").json();
        assertThat(good.path("legal").asBoolean()).isTrue();
        assertThat(good.path("move").asText()).isEqualTo("m7-o3-q1");
        assertThat(good.path("position").asText()).as("red to move again").endsWith(" r 1");
        assertThat(good.path("finished").asBoolean()).isFalse();
        assertThat(good.path("fewest").asInt()).isEqualTo(3);
        JsonNode wasted = server.post("/api/race",
                "{\"game\":\"chinese-checkers\",\"position\":\"" + race + "\",\"move\":\"n3-o3\"}").json();
        assertThat(wasted.path("fewest").asInt()).isEqualTo(4);
        JsonNode refused = server.post("/api/race",
                "{\"game\":\"chinese-checkers\",\"position\":\"" + race + "\",\"move\":\"d2-e5\"}").json();
        assertThat(refused.path("legal").asBoolean()).isFalse();
        assertThat(refused.path("kind").asText()).isEqualTo("not-own-piece");
        JsonNode notARace = server.post("/api/race",
                "{\"game\":\"jungle\",\"position\":\"6t/7/7/7/L6/7/7/7/6E r 0 1\"}").json();
        assertThat(notARace.path("fewest").isNull()).isTrue();
    }

    @Test
    void optionsChangeTheJudgementAndAWinIsReported() {
        String position = "B/RR/RRR/RRR1/7R5/12/11/10/9/4R5/11/12/13/4/3/2/1 r 1";
        JsonNode plain = server.post("/api/judge",
                "{\"game\":\"chinese-checkers\",\"players\":2,\"position\":\"" + position + "\",\"move\":\"m8-n4\"}").json();
        assertThat(plain.path("status").path("over").asBoolean()).isFalse();
        JsonNode filled = server.post("/api/judge", "{\"game\":\"chinese-checkers\",\"players\":2,"
                + "\"options\":[\"fill-blocked-target\"],\"position\":\"" + position + "\",\"move\":\"m8-n4\"}").json();
        assertThat(filled.path("status").path("winner").asText()).isEqualTo("red");
    }

    @Test
    void legalListsTheMovesOfADiagram() {
        JsonNode legal = server.post("/api/legal", "{\"game\":\"chinese-checkers\",\"position\":\"" + ALIGNED + "\"}").json();
        assertThat(legal.path("legal").toString()).contains("i1-i3-i5", "i1-h1").doesNotContain("i2");
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "/api/judge|{\"game\":\"halma\",\"position\":\"x\",\"move\":\"a1-a2\"}|400|bad-settings",
        "/api/judge|{\"game\":\"go\",\"position\":\"x\",\"move\":\"a1-a2\"}|400|bad-settings",
        "/api/judge|{\"game\":\"chinese-checkers\",\"players\":5,\"position\":\"x\",\"move\":\"a1-a2\"}|400|bad-settings",
        "/api/judge|{\"game\":\"jungle\",\"position\":\"l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L r 0 1\",\"move\":\"z9-a1\"}|400|bad-notation",
        "/api/judge|{\"game\":\"jungle\",\"position\":\"l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L r 0 1\",\"move\":\"a3-a4\",\"extra\":1}|400|bad-request",
        "/api/judge|{\"game\":\"jungle\",\"position\":\"l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L r 0 1\"}|400|bad-request",
        "/api/judge|{\"game\":\"jungle\",\"position\":7,\"move\":\"a3-a4\"}|400|bad-request",
        "/api/legal|{\"game\":\"jungle\"}|400|bad-request",
        "/api/reports|{\"game\":\"halma\",\"edition\":\"2026.1\",\"passage\":\"s.board\",\"language\":\"fr\"}|400|bad-request",
        "/api/reports|{\"game\":\"halma\",\"edition\":\"2026.1\",\"passage\":\"s.board\",\"language\":\"de\",\"message\":\"x\"}|400|bad-request",
        "/api/reports|{\"game\":\"chess\",\"edition\":\"2026.1\",\"passage\":\"s.board\",\"language\":\"en\",\"message\":\"x\"}|400|bad-settings",
        "/api/reports|{\"game\":\"halma\",\"edition\":\"2026.1\",\"passage\":\"s.board\",\"language\":\"en\",\"message\":\"x\",\"email\":\"a@b\"}|400|bad-request",
        "/api/reports|not json|400|bad-request",
    })
    void malformedRequestsAreRefusedStrictly(String path, String body, int status, String code) {
        RunningServer.Answer answer = server.post(path, body);
        assertThat(answer.status()).as(answer.body()).isEqualTo(status);
        assertThat(answer.errorCode()).isEqualTo(code);
    }

    @Test
    void aLongMessageIsRefused() {
        String message = "x".repeat(2001);
        RunningServer.Answer answer = server.post("/api/reports", "{\"game\":\"halma\",\"edition\":\"2026.1\","
                + "\"passage\":\"s.board\",\"language\":\"en\",\"message\":\"" + message + "\"}");
        assertThat(answer.errorCode()).isEqualTo("bad-request");
    }

    @Test
    void aReportIsStoredWithTheGameEditionPositionAndPassageAndSurvivesARestart() {
        RunningServer.Answer answer = server.post("/api/reports", "{\"game\":\"jungle\",\"edition\":\"2026.1\","
                + "\"position\":\"6t/7/7/7/L1r4/7/7/7/6E r 0 1\",\"passage\":\"an.rat-blocks\",\"language\":\"fr\","
                + "\"message\":\"La réponse me semble fausse\"}");
        assertThat(answer.status()).isEqualTo(201);
        assertThat(answer.json().path("id").asLong()).isEqualTo(1);
        server.restart();
        server.stop();
        List<ReportStore.Report> reports;
        try (Database database = Database.open(server.store())) {
            reports = new ReportStore(database).all();
        }
        assertThat(reports).hasSize(1);
        ReportStore.Report report = reports.get(0);
        assertThat(report.game()).isEqualTo("jungle");
        assertThat(report.edition()).isEqualTo("2026.1");
        assertThat(report.position()).isEqualTo("6t/7/7/7/L1r4/7/7/7/6E r 0 1");
        assertThat(report.passage()).isEqualTo("an.rat-blocks");
        assertThat(report.language()).isEqualTo("fr");
        assertThat(report.message()).isEqualTo("La réponse me semble fausse");
        server.startOnSamePort();
    }

    @Test
    void versionNamesTheProjectVersionAndACommit() {
        JsonNode version = server.get("/api/version").json();
        assertThat(version.path("version").asText()).matches("\\d+\\.\\d+\\.\\d+.*");
        assertThat(version.path("commit").asText()).matches("[0-9a-f]{40}|unknown");
    }

    @Test
    void theLearnPagesLoadTheFrontEndAndTheLessonsAreJson() {
        assertThat(server.get("/en/learn").body()).contains("/js/app.js");
        assertThat(server.get("/fr/learn/halma").body()).contains("/js/app.js");
        RunningServer.Answer lesson = server.get("/learn/halma.json");
        assertThat(lesson.json().path("game").asText()).isEqualTo("halma");
        assertThat(server.get("/learn/nothing.json").status()).isEqualTo(404);
    }
}
