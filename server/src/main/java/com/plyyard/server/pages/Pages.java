package com.plyyard.server.pages;

import com.plyyard.engine.Games;
import com.plyyard.server.room.Rooms;
import com.plyyard.table.ApiError;
import com.plyyard.table.GameState;
import gg.jte.ContentType;
import gg.jte.TemplateEngine;
import gg.jte.output.StringOutput;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import io.javalin.http.Handler;
import io.javalin.http.HttpStatus;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The site's pages, rendered on the server in the reader's language from the jte templates in
 * {@code src/main/jte} (compiled with the build): {@code /en/…} and {@code /fr/…}; the
 * addresses without a language redirect to the reader's. The front end's modules then enhance
 * the page (live boards, exercises, the game itself).
 */
public final class Pages {
    /** The cookie the language switch sets, so that addresses without a language keep the reader's choice. */
    static final String LANGUAGE_COOKIE = "plyyard-lang";
    private static final Pattern ICON = Pattern.compile("icon-(\\d{2,3})\\.png");
    private static final Pattern HOST = Pattern.compile("[A-Za-z0-9.-]{1,253}(:\\d{1,5})?|\\[[0-9A-Fa-f:.]{2,45}](:\\d{1,5})?");

    private final Rooms rooms;
    private final NewGames newGames;
    private final Texts texts;
    private final BoardSvg boards;
    private final SiteIcons icons = new SiteIcons();
    private final GamePreviews previews = new GamePreviews();
    private final TemplateEngine templates = TemplateEngine.createPrecompiled(ContentType.Html);
    private final String version;
    private final String commit;

    public Pages(Rooms rooms, NewGames newGames, Texts texts, String version, String commit) {
        this.rooms = rooms;
        this.newGames = newGames;
        this.texts = texts;
        this.boards = new BoardSvg(texts);
        this.version = version;
        this.commit = commit;
    }

    public void routes(RoutesConfig routes) {
        getAndHead(routes, "/", ctx -> redirect(ctx, "/"));
        getAndHead(routes, "/learn", ctx -> redirect(ctx, "/learn"));
        getAndHead(routes, "/analysis", ctx -> redirect(ctx, "/analysis"));
        getAndHead(routes, "/offline", ctx -> redirect(ctx, "/offline"));
        getAndHead(routes, "/g/{id}", ctx -> redirect(ctx, "/g/" + ctx.pathParam("id")));
        for (Language language : Language.values()) {
            String prefix = "/" + language.code();
            getAndHead(routes, prefix, ctx -> home(ctx, language));
            getAndHead(routes, prefix + "/learn", ctx -> learnIndex(ctx, language));
            getAndHead(routes, prefix + "/learn/{game}", ctx -> learnGame(ctx, language, ctx.pathParam("game")));
            getAndHead(routes, prefix + "/g/{id}", ctx -> game(ctx, language, ctx.pathParam("id")));
            getAndHead(routes, prefix + "/analysis", ctx -> analysis(ctx, language));
            getAndHead(routes, prefix + "/offline", ctx -> offline(ctx, language));
            routes.post(prefix + "/games", ctx -> createGame(ctx, language));
            routes.post(prefix + "/records", ctx -> importRecord(ctx, language));
        }
        getAndHead(routes, "/favicon.ico", ctx -> ctx.contentType("image/x-icon").header("Cache-Control", "public, max-age=86400")
                .result(icons.favicon()));
        getAndHead(routes, "/icons/{file}", this::icon);
        getAndHead(routes, "/og/games/{file}", this::preview);
        getAndHead(routes, "/manifest.webmanifest", ctx -> ctx.contentType("application/manifest+json; charset=utf-8")
                .result(WebManifest.json(texts)));
        String offlineFiles = OfflineFiles.json(commit);
        getAndHead(routes, "/offline-files.json", ctx -> ctx.contentType("application/json")
                .header("Cache-Control", "no-cache").result(offlineFiles));
        String serviceWorker = OfflineFiles.serviceWorker(commit);
        getAndHead(routes, "/sw.js", ctx -> ctx.contentType("text/javascript; charset=utf-8")
                .header("Cache-Control", "no-cache").result(serviceWorker));
        getAndHead(routes, "/robots.txt", ctx -> ctx.contentType("text/plain; charset=utf-8").result(SiteMap.robots(origin(ctx))));
        getAndHead(routes, "/sitemap.xml", ctx -> ctx.contentType("application/xml; charset=utf-8")
                .result(SiteMap.sitemap(origin(ctx))));
    }

    /**
     * HEAD answers as GET does, with the status and headers and no body: left to itself, a HEAD
     * of any page answered 200 text/plain, so a link checker saw neither redirects nor page types.
     */
    private static void getAndHead(RoutesConfig routes, String path, Handler handler) {
        routes.get(path, handler);
        routes.head(path, handler);
    }

    /** {@code /icons/icon-192.png}: the site's icon in one of {@link SiteIcons#SIZES}. */
    private void icon(Context ctx) {
        Matcher name = ICON.matcher(ctx.pathParam("file"));
        int size = name.matches() ? Integer.parseInt(name.group(1)) : -1;
        if (!SiteIcons.SIZES.contains(size)) {
            notFound(ctx);
            return;
        }
        ctx.contentType("image/png").header("Cache-Control", "public, max-age=86400").result(icons.png(size));
    }

    /**
     * {@code /og/games/{id}.png}: the game's current position for link previews. The page names
     * it with {@code ?v=} its version, so a preview fetched after a move is a new address.
     */
    private void preview(Context ctx) {
        String file = ctx.pathParam("file");
        if (!file.endsWith(".png")) {
            notFound(ctx);
            return;
        }
        GameState state;
        try {
            state = rooms.get(file.substring(0, file.length() - 4)).state();
        } catch (ApiError e) {
            if (e.httpStatus() != 404) {
                throw e;
            }
            notFound(ctx);
            return;
        }
        ctx.contentType("image/png").header("Cache-Control", "public, max-age=60").result(previews.png(state));
    }

    /** The old address of a game's Learn page: redirected like the others. */
    public void redirectLearnGame(Context ctx, String game) {
        redirect(ctx, "/learn/" + game);
    }

    private void redirect(Context ctx, String sitePath) {
        Language language = Language.preferred(ctx.cookie(LANGUAGE_COOKIE), ctx.header("Accept-Language"));
        String query = ctx.queryString();
        ctx.header("Vary", "Accept-Language, Cookie");
        ctx.redirect(Page.localPath(language, sitePath) + (query == null ? "" : "?" + query), HttpStatus.FOUND);
    }

    /** The home page, its form showing the choice the address names ({@code ?game=halma} from a Learn page). */
    private void home(Context ctx, Language language) {
        renderHome(ctx, language, HomeChoice.from(ctx.queryParamMap()), null);
    }

    private void renderHome(Context ctx, Language language, HomeChoice choice, String error) {
        Page page = page(ctx, language, "/", text(language, "page.home.title"), text(language, "home.lead"), null);
        render(ctx, "home.jte", Map.of("view", new HomeView(page, choice, error)));
    }

    /**
     * The home page's form posted: the game is created and the reader sent to it with the seat's
     * token in the address's fragment, which the game page keeps as a resume link does; a refusal
     * shows the form again with the choices made and the reason.
     */
    private void createGame(Context ctx, Language language) {
        HomeChoice choice = HomeChoice.from(ctx.formParamMap());
        answerCreated(ctx, language, choice, () -> newGames.create(choice.setup()));
    }

    private void importRecord(Context ctx, Language language) {
        String record = ctx.formParam("record");
        answerCreated(ctx, language, HomeChoice.from(Map.of()),
                () -> newGames.importRecord(record == null ? "" : record));
    }

    private void answerCreated(Context ctx, Language language, HomeChoice choice, Supplier<Rooms.Taken> create) {
        Rooms.Taken taken;
        try {
            taken = create.get();
        } catch (ApiError e) {
            ctx.status(e.httpStatus());
            String key = "error." + e.code();
            renderHome(ctx, language, choice, texts.has(language, key) ? text(language, key)
                    : texts.get(language, "error.unknown", Map.of("code", e.code())));
            return;
        }
        String seat = taken.token() == null ? "" : "#seat=" + taken.token();
        ctx.redirect(Page.localPath(language, "/g/" + taken.room().id()) + seat, HttpStatus.SEE_OTHER);
    }

    private void learnIndex(Context ctx, Language language) {
        Page page = page(ctx, language, "/learn", text(language, "page.learn.title"),
                text(language, "learn.index.lead"), null);
        render(ctx, "learn-index.jte", Map.of("page", page, "games", Games.all()));
    }

    /** The analysis board: the server renders its frame and form; the page's engine (a Web Worker) does the rest. */
    private void analysis(Context ctx, Language language) {
        Page page = page(ctx, language, "/analysis", text(language, "page.analysis.title"),
                text(language, "analysis.lead"), null);
        render(ctx, "analysis.jte", Map.of("page", page, "games", Games.all()));
    }

    /**
     * The frame of a game played in the browser alone: the same for every game, so that the
     * service worker keeps one copy; the page's script takes the game from the browser.
     */
    private void offline(Context ctx, Language language) {
        Page page = page(ctx, language, "/offline", text(language, "page.offline.title"), text(language, "offline.note"),
                null);
        render(ctx, "offline.jte", Map.of("page", page));
    }

    private void learnGame(Context ctx, Language language, String game) {
        Optional<Lesson> lesson = Lesson.of(game);
        if (lesson.isEmpty()) {
            notFound(ctx, language, "unknown-game", text(language, "error.unknown-game"));
            return;
        }
        String name = text(language, "game." + game);
        Page page = page(ctx, language, "/learn/" + game,
                texts.get(language, "page.learnGame.title", Map.of("game", name)),
                text(language, "learn." + game + ".intro"), null);
        render(ctx, "learn-game.jte", Map.of("view", new LearnView(page, lesson.get(), boards)));
    }

    private void game(Context ctx, Language language, String id) {
        GameState state;
        try {
            state = rooms.get(id).state();
        } catch (ApiError e) {
            if (e.httpStatus() != 404) {
                throw e;
            }
            Page page = page(ctx, language, "/g/" + id, text(language, "unknown.title"),
                    text(language, "page.notFound.text"), null);
            answerNotFound(ctx, page, "unknown-game", texts.get(language, "unknown.text", Map.of("id", id)));
            return;
        }
        GameSummary summary = new GameSummary(state, texts, language);
        String name = text(language, "game." + state.game());
        Page page = page(ctx, language, "/g/" + state.id(), summary.title(),
                texts.get(language, "page.game.description", Map.of("game", name)),
                "/og/games/" + state.id() + ".png?v=" + state.v());
        render(ctx, "game.jte", Map.of("view", new GameView(page, summary, boards)));
    }

    /** The 404 page of a path nobody serves, in the language its address names or else the reader's. */
    public void notFound(Context ctx) {
        String first = ctx.path().length() > 1 ? ctx.path().substring(1).split("/", 2)[0] : "";
        Language language = Language.of(first).orElseGet(() ->
                Language.preferred(ctx.cookie(LANGUAGE_COOKIE), ctx.header("Accept-Language")));
        notFound(ctx, language, "not-found", text(language, "page.notFound.text"));
    }

    private void notFound(Context ctx, Language language, String testId, String message) {
        Page page = page(ctx, language, "/", text(language, "page.notFound.title"), message, null);
        answerNotFound(ctx, page, testId, message);
    }

    private void answerNotFound(Context ctx, Page page, String testId, String message) {
        ctx.status(404);
        render(ctx, "not-found.jte", Map.of("page", page, "testId", testId, "text", message));
    }

    private Page page(Context ctx, Language language, String path, String title, String description, String image) {
        String footer = texts.get(language, "footer.version",
                Map.of("version", version, "commit", commit.substring(0, Math.min(12, commit.length()))));
        return new Page(texts, language, path, title, description, origin(ctx), image, footer,
                Theme.of(ctx.cookie(Theme.COOKIE)));
    }

    /**
     * The scheme and host the reader used, which canonical and Open Graph URLs need absolute; a
     * Host header that is not a plain host name falls back to localhost.
     */
    static String origin(Context ctx) {
        String forwarded = ctx.header("X-Forwarded-Proto");
        String scheme = "https".equals(forwarded) || "http".equals(forwarded) ? forwarded : ctx.scheme();
        String host = ctx.header("Host");
        return scheme + "://" + (host != null && HOST.matcher(host).matches() ? host : "localhost");
    }

    private String text(Language language, String key) {
        return texts.get(language, key, Map.of());
    }

    private void render(Context ctx, String template, Map<String, Object> params) {
        StringOutput out = new StringOutput();
        templates.render(template, params, out);
        ctx.header("Vary", "Cookie"); // the theme cookie colours the page
        ctx.contentType("text/html; charset=utf-8").result(out.toString());
    }
}
