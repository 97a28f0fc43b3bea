package com.plyyard.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * What the service worker keeps for games without the server (docs/browser-engine.md): every file
 * it lists answers, since one that does not fails the worker's whole install, and the list holds
 * every page, script and the engine those games need.
 */
class OfflineFilesTest extends ServerTest {

    private List<String> listed() {
        RunningServer.Answer answer = server.get("/offline-files.json");
        assertThat(answer.status()).isEqualTo(200);
        try {
            JsonNode list = ServerClient.JSON.readTree(answer.body());
            return list.path("files").valueStream().map(JsonNode::asText).toList();
        } catch (IOException e) {
            throw new AssertionError(answer.body(), e);
        }
    }

    @Test
    void everyFileTheServiceWorkerKeepsAnswers() {
        for (String file : listed()) {
            assertThat(server.get(file).status()).as(file).isEqualTo(200);
        }
    }

    @Test
    void theListHoldsThePagesOfEachLanguageEveryScriptAndTheEngine() throws IOException {
        List<String> files = listed();
        assertThat(files).contains("/en", "/fr", "/en/offline", "/fr/offline", "/en/analysis", "/fr/analysis",
                "/api/catalog", "/css/app.css", "/i18n/fr.json", "/engine/engine-worker.js", "/engine/engine.js",
                "/engine/plyyard-engine.wasm", "/engine/wasm-runtime.js");
        Path scripts = Path.of("src/main/resources/web");
        try (Stream<Path> all = Files.walk(scripts.resolve("js"))) {
            for (Path script : all.filter(path -> path.toString().endsWith(".js")).toList()) {
                assertThat(files).contains("/" + scripts.relativize(script).toString().replace('\\', '/'));
            }
        }
        assertThat(files).doesNotContain("/README.md", "/tsconfig.json").doesNotHaveDuplicates();
    }

    @Test
    void theServiceWorkerNamesTheBuildOnItsFirstLine() {
        RunningServer.Answer worker = server.get("/sw.js");
        assertThat(worker.status()).isEqualTo(200);
        assertThat(worker.body().lines().findFirst().orElseThrow()).matches("const VERSION = '[A-Za-z0-9._-]+';");
        assertThat(worker.body()).contains("caches.open(CACHE)", "/offline-files.json");
    }

    /** The one frame of every game without the server, in each language; no crawler is sent to it. */
    @Test
    void theOfflinePageIsTheGameFrameInEachLanguage() {
        for (String language : List.of("en", "fr")) {
            RunningServer.Answer page = server.get("/" + language + "/offline");
            assertThat(page.status()).isEqualTo(200);
            assertThat(page.body()).contains("<html lang=\"" + language + "\">", "data-page=\"offline-game\"",
                    "id=\"board-picture\"", "id=\"record-panel\"", "data-testid=\"export-record\"");
        }
        assertThat(server.get("/sitemap.xml").body()).doesNotContain("/offline");
    }
}
