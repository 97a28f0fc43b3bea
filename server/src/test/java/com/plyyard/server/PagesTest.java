package com.plyyard.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.JsonNode;
import com.plyyard.engine.Game;
import com.plyyard.engine.Games;
import java.awt.Color;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import javax.imageio.ImageIO;

/**
 * The raw HTML the server sends, read as a crawler or a link preview reads it: every page in both
 * languages with its own title, description, canonical URL, alternates and lang, and the whole
 * text of the Learn pages; the redirects of addresses without a language; the 404 page;
 * robots.txt and the sitemap; the manifest, icons and favicon; the link-preview pictures.
 */
class PagesTest extends ServerTest {
    private static final List<String> PAGES = List.of("/", "/learn", "/learn/chinese-checkers", "/learn/halma",
            "/learn/jungle");

    static Map<String, String> texts(String language) throws IOException {
        try (InputStream in = PagesTest.class.getResourceAsStream("/web/i18n/" + language + ".json")) {
            return ServerClient.JSON.readValue(in, new TypeReference<Map<String, String>>() {
            });
        }
    }

    /** Text as it appears in an element of the HTML, where jte escapes these three characters. */
    static String html(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
    }

    private static String local(String language, String path) {
        return "/" + language + (path.equals("/") ? "/" : path);
    }

    private String origin() {
        return server.base();
    }

    @ParameterizedTest
    @ValueSource(strings = {"en", "fr"})
    void everyPageHasItsOwnTitleDescriptionCanonicalAlternatesAndLanguage(String language) {
        List<String> titles = new ArrayList<>();
        for (String path : PAGES) {
            String where = local(language, path);
            RunningServer.Answer page = server.get(where);
            assertThat(page.status()).as(where).isEqualTo(200);
            String body = page.body();
            assertThat(body).as(where + " lang").contains("<html lang=\"" + language + "\">");
            String title = between(body, "<title>", "</title>");
            assertThat(title).as(where + " title").isNotBlank().doesNotContain("learn.", "page.");
            titles.add(title);
            assertThat(body).as(where + " description").containsPattern("<meta name=\"description\" content=\"[^\"]{40,}\">");
            assertThat(body).as(where + " canonical").contains("<link rel=\"canonical\" href=\"" + origin() + where + "\">");
            for (String other : List.of("en", "fr")) {
                assertThat(body).as(where + " alternate " + other).contains("<link rel=\"alternate\" hreflang=\"" + other
                        + "\" href=\"" + origin() + local(other, path) + "\">");
            }
            assertThat(body).as(where + " Open Graph").contains("<meta property=\"og:title\" content=\"" + title + "\">")
                    .contains("<meta property=\"og:url\" content=\"" + origin() + where + "\">")
                    .contains("<meta property=\"og:image\" content=\"" + origin() + "/");
        }
        assertThat(titles).as("each page's own title").doesNotHaveDuplicates();
    }

    @ParameterizedTest
    @CsvSource({"chinese-checkers,en", "chinese-checkers,fr", "halma,en", "halma,fr", "jungle,en", "jungle,fr"})
    void aLearnPageHoldsTheWholeLessonTextAndAStaticBoardForEveryDiagram(String game, String language)
            throws IOException {
        Map<String, String> texts = texts(language);
        String body = server.get("/" + language + "/learn/" + game).body();
        JsonNode lesson = server.get("/learn/" + game + ".json").json();
        String p = "learn." + game + ".";
        List<String> keys = new ArrayList<>(List.of(p + "title", p + "intro", p + "myth.claim", p + "myth.truth"));
        lesson.path("sections").forEach(s -> keys.addAll(List.of(p + "s." + s.path("id").asText() + ".title",
                p + "s." + s.path("id").asText() + ".text")));
        lesson.path("notApplied").forEach(id -> keys.add(p + "not." + id.asText()));
        lesson.path("illegal").forEach(id -> keys.add(p + "illegal." + id.asText()));
        lesson.path("faq").forEach(id -> keys.addAll(List.of(p + "faq." + id.asText() + ".q", p + "faq." + id.asText() + ".a")));
        lesson.path("analyses").forEach(an -> {
            for (String part : List.of("title", "setup", "question", "answer", "reasoning")) {
                keys.add(p + "an." + an.path("id").asText() + "." + part);
            }
        });
        lesson.path("exercises").forEach(ex -> {
            keys.add(p + "ex." + ex.path("id").asText() + ".title");
            for (int step = 1; step <= ex.path("steps").size(); step++) {
                keys.add(p + "ex." + ex.path("id").asText() + ".step" + step);
            }
        });
        for (String key : keys) {
            assertThat(texts).as(language + " has " + key).containsKey(key);
            assertThat(body).as(game + " in " + language + " shows " + key).contains(html(texts.get(key)));
        }
        int diagrams = 1;
        for (JsonNode section : lesson.path("sections")) {
            diagrams += section.has("diagram") ? 1 : 0;
        }
        for (JsonNode an : lesson.path("analyses")) {
            diagrams += an.has("after") ? 2 : 1;
        }
        assertThat(body.split("<figure class=\"diagram\" data-diagram=", -1).length - 1)
                .as("a static picture for each section's diagram, the misconception and each analysis").isEqualTo(diagrams);
        assertThat(body).as("the pictures draw pieces").contains("<g class=\"piece piece-red\">");
        if (game.equals("jungle")) {
            assertThat(body).as("the pictures name the animals in words, not by a missing text's key")
                    .contains(">" + html(texts.get("animal.L")) + "</text>").doesNotContain("animal.");
        }
    }

    @Test
    void addressesWithoutALanguageRedirectByTheCookieThenTheBrowsersLanguageKeepingTheQuery() {
        WebClient client = new WebClient(server);
        assertThat(location(client.send("GET", "/", null, "Accept-Language", "fr-CA,fr;q=0.9,en;q=0.5")))
                .isEqualTo("/fr/");
        assertThat(location(client.send("GET", "/?game=halma", null, "Accept-Language", "de-DE,en;q=0.5")))
                .isEqualTo("/en/?game=halma");
        assertThat(location(client.send("GET", "/learn/halma", null, "Accept-Language", "fr",
                "Cookie", "plyyard-lang=en"))).as("the reader's choice wins").isEqualTo("/en/learn/halma");
        assertThat(location(client.send("GET", "/learn", null, "Accept-Language", ";;;not a header"))).isEqualTo("/en/learn");
        String id = server.create("{\"game\":\"halma\",\"mode\":\"local\"}").path("id").asText();
        assertThat(location(client.send("GET", "/g/" + id, null, "Cookie", "plyyard-lang=fr"))).isEqualTo("/fr/g/" + id);
    }

    @Test
    void aHeadRequestAnswersAsTheGetDoesWithoutItsBody() {
        WebClient client = new WebClient(server);
        HttpResponse<String> root = client.send("HEAD", "/", null, "Accept-Language", "fr");
        assertThat(root.statusCode()).isEqualTo(302);
        assertThat(location(root)).isEqualTo("/fr/");
        HttpResponse<String> home = client.send("HEAD", "/en/", null);
        assertThat(home.statusCode()).isEqualTo(200);
        assertThat(home.headers().firstValue("Content-Type")).hasValueSatisfying(type -> assertThat(type).startsWith("text/html"));
        assertThat(home.body()).isEmpty();
        assertThat(client.send("HEAD", "/en/learn/chess", null).statusCode()).isEqualTo(404);
    }

    @Test
    void aPageArrivesInTheThemeItsCookieNamesAndFollowsTheSystemWithoutOne() {
        WebClient client = new WebClient(server);
        HttpResponse<String> dark = client.send("GET", "/en/learn", null, "Cookie", "plyyard-theme=dark");
        assertThat(dark.body()).contains("<html lang=\"en\" data-theme=\"dark\">")
                .contains("<option value=\"dark\" selected>").contains("<meta name=\"color-scheme\" content=\"light dark\">");
        assertThat(dark.headers().firstValue("Vary")).hasValue("Cookie");
        HttpResponse<String> unknown = client.send("GET", "/fr/", null, "Cookie", "plyyard-theme=sepia");
        assertThat(unknown.body()).as("an unknown theme is the system's").contains("<html lang=\"fr\">")
                .contains("<option value=\"system\" selected>Système</option>");
    }

    private static String location(HttpResponse<String> answer) {
        assertThat(answer.statusCode()).as("a redirect").isEqualTo(302);
        return answer.headers().firstValue("Location").orElseThrow().replaceFirst("^https?://[^/]+", "");
    }

    @Test
    void anUnknownPathOrGameIsAReal404PageInTheReadersLanguageWhileTheApiKeepsItsJson() {
        WebClient client = new WebClient(server);
        HttpResponse<String> french = client.send("GET", "/no-such-page", null, "Accept-Language", "fr");
        assertThat(french.statusCode()).isEqualTo(404);
        assertThat(french.headers().firstValue("Content-Type").orElse("")).startsWith("text/html");
        assertThat(french.body()).contains("<html lang=\"fr\">").contains("<title>Page introuvable</title>");
        RunningServer.Answer chess = server.get("/en/learn/chess");
        assertThat(chess.status()).isEqualTo(404);
        assertThat(chess.body()).contains("<html lang=\"en\">").contains("This game does not exist.");
        RunningServer.Answer game = server.get("/fr/g/nosuchgame");
        assertThat(game.status()).isEqualTo(404);
        assertThat(game.body()).contains("Aucune partie ne porte").contains("nosuchgame");
        assertThat(server.get("/fr/nothing/here").body()).as("the language of the address").contains("<html lang=\"fr\">");
        assertThat(server.get("/api/nothing").errorCode()).isEqualTo("not-found");
        assertThat(server.get("/learn/nothing.json").errorCode()).isEqualTo("not-found");
    }

    @Test
    void aGamePageTitleInvitesToJoinWhileASeatIsFreeNamingTheTimeControl() {
        String id = server.create("{\"game\":\"chinese-checkers\",\"players\":3,\"mode\":\"online\"}").path("id").asText();
        String english = server.get("/en/g/" + id).body();
        assertThat(english).contains("<title>Join my Chinese checkers game — 3 players, 10+5</title>")
                .contains("<link rel=\"canonical\" href=\"" + origin() + "/en/g/" + id + "\">")
                .as("a game is not for search engines").contains("<meta name=\"robots\" content=\"noindex\">");
        assertThat(server.get("/en/learn").body()).doesNotContain("noindex");
        assertThat(server.get("/fr/g/" + id).body())
                .contains("<title>Rejoignez ma partie de Dames chinoises — 3 joueurs, 10+5</title>");
        String slow = server.create("{\"game\":\"halma\",\"mode\":\"online\",\"timeControl\":\"2d\"}").path("id").asText();
        assertThat(server.get("/en/g/" + slow).body()).contains("<title>Join my Halma game — 2 players, 2 days per move</title>");
        String local = server.create("{\"game\":\"halma\",\"mode\":\"local\"}").path("id").asText();
        assertThat(server.get("/en/g/" + local).body()).as("untimed").contains("<title>Halma — 2 players, in progress</title>");
    }

    @Test
    void robotsKeepsCrawlersToThePagesAndTheSitemapListsEveryPageWithItsAlternates() {
        String robots = server.get("/robots.txt").body();
        assertThat(robots).contains("Disallow: /api/", "Sitemap: " + origin() + "/sitemap.xml")
                .as("link previews may read game pages").doesNotContain("/g/");
        String sitemap = server.get("/sitemap.xml").body();
        for (String path : PAGES) {
            for (String language : List.of("en", "fr")) {
                assertThat(sitemap).contains("<loc>" + origin() + local(language, path) + "</loc>")
                        .contains("hreflang=\"" + language + "\" href=\"" + origin() + local(language, path) + "\"");
            }
        }
    }

    @Test
    void theManifestNamesTheSiteAndEachIconItListsIsAPngOfItsSize() throws IOException {
        WebClient client = new WebClient(server);
        HttpResponse<String> answer = client.send("GET", "/manifest.webmanifest", null);
        assertThat(answer.headers().firstValue("Content-Type").orElse("")).startsWith("application/manifest+json");
        JsonNode manifest = ServerClient.JSON.readTree(answer.body());
        assertThat(manifest.path("name").asText()).isEqualTo("Ply Yard");
        assertThat(manifest.path("start_url").asText()).isEqualTo("/");
        assertThat(manifest.path("display").asText()).isEqualTo("standalone");
        int pngs = 0;
        for (JsonNode icon : manifest.path("icons")) {
            if (!icon.path("type").asText().equals("image/png")) {
                continue;
            }
            pngs++;
            int size = Integer.parseInt(icon.path("sizes").asText().split("x")[0]);
            BufferedImage image = ImageIO.read(new ByteArrayInputStream(bytes(icon.path("src").asText())));
            assertThat(image).as(icon.path("src").asText() + " decodes as an image").isNotNull();
            assertThat(image.getWidth()).as(icon + " width").isEqualTo(size);
            assertThat(image.getHeight()).as(icon + " height").isEqualTo(size);
            assertThat(new Color(image.getRGB(size / 2, size * 9 / 32), true)).as("the yellow marble at the top")
                    .isEqualTo(new Color(0xe8b04b));
        }
        assertThat(pngs).as("PNG icons of 192 and 512 pixels at least").isGreaterThanOrEqualTo(2);
        assertThat(server.get("/icons/icon-7.png").status()).isEqualTo(404);
        assertThat(server.get("/en/").body()).contains("<link rel=\"manifest\" href=\"/manifest.webmanifest\">");
    }

    @Test
    void theFaviconIsAnIcoHoldingThe32PixelIcon() throws IOException {
        byte[] ico = bytes("/favicon.ico");
        ByteBuffer header = ByteBuffer.wrap(ico).order(ByteOrder.LITTLE_ENDIAN);
        assertThat(header.getShort(2)).as("ICO type").isEqualTo((short) 1);
        assertThat(header.getShort(4)).as("one image").isEqualTo((short) 1);
        int length = header.getInt(14);
        int offset = header.getInt(18);
        BufferedImage image = ImageIO.read(new ByteArrayInputStream(ico, offset, length));
        assertThat(image.getWidth()).isEqualTo(32);
    }

    @Test
    void aGamePagesPreviewIsASmallPngOfThePositionForEveryGameAndPlayerCountAndChangesWithAMove() {
        for (Game game : Games.all()) {
            for (int players : game.playerCounts()) {
                String what = game.id() + " with " + players;
                JsonNode created = server.create("{\"game\":\"" + game.id() + "\",\"players\":" + players
                        + ",\"mode\":\"local\"}");
                String id = created.path("id").asText();
                String image = previewOf(id);
                assertThat(image).as(what).startsWith(origin() + "/og/games/" + id + ".png?v=");
                byte[] before = bytes(image.substring(origin().length()));
                assertThat(before.length).as(what + ": a few kB").isBetween(500, 16_000);
                BufferedImage picture = decode(before, what);
                assertThat(picture.getWidth()).as(what + " width").isEqualTo(600);
                assertThat(picture.getHeight()).as(what + " height").isEqualTo(315);

                String move = created.path("state").path("legal").get(0).asText();
                server.command(id, created.path("token").asText(), "{\"t\":\"move\",\"d\":{\"path\":\"" + move + "\"}}");
                String after = previewOf(id);
                assertThat(after).as(what + ": a new address after " + move).isNotEqualTo(image);
                assertThat(bytes(after.substring(origin().length()))).as(what + ": the picture after " + move)
                        .isNotEqualTo(before);
            }
        }
        assertThat(server.get("/og/games/nosuchgame.png").status()).isEqualTo(404);
    }

    private String previewOf(String id) {
        String page = server.get("/en/g/" + id).body();
        return between(page, "<meta property=\"og:image\" content=\"", "\"").replace("&amp;", "&");
    }

    private static BufferedImage decode(byte[] png, String what) {
        try {
            BufferedImage image = ImageIO.read(new ByteArrayInputStream(png));
            assertThat(image).as(what + " decodes as a PNG").isNotNull();
            return image;
        } catch (IOException e) {
            throw new AssertionError(what + " does not decode: " + e.getMessage(), e);
        }
    }

    private byte[] bytes(String path) {
        try {
            HttpResponse<byte[]> answer = HttpClient.newHttpClient().send(
                    HttpRequest.newBuilder(URI.create(server.base() + path)).build(), HttpResponse.BodyHandlers.ofByteArray());
            assertThat(answer.statusCode()).as(path).isEqualTo(200);
            return answer.body();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    private static String between(String text, String start, String end) {
        int from = text.indexOf(start);
        assertThat(from).as("the page has " + start).isNotNegative();
        return text.substring(from + start.length(), text.indexOf(end, from + start.length()));
    }
}
