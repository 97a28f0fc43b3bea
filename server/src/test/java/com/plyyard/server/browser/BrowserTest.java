package com.plyyard.server.browser;

import com.fasterxml.jackson.databind.JsonNode;
import com.plyyard.server.RunningServer;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Deque;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.extension.AfterTestExecutionCallback;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * What the browser test classes share: launching browsers (each with its own profile folder
 * under target/) and closing every one of them after each test, even when the test failed.
 * A new browser of a test that passed is kept for the class's next tests, made to forget
 * everything ({@link Browser#forgetEverything()}); a browser of a failed test, one opened on a
 * given profile or without JavaScript is quit.
 */
abstract class BrowserTest {
    static final Path PROFILES = Path.of("target", "browser-profiles");
    /** A short Jungle study: the red lion on d7 enters the blue den d9 in two moves. */
    static final String JUNGLE_DEN_IN_TWO = "7/7/3L3/7/7/7/7/E6/6r r 0 1";

    /** New browsers that passed a test of this class, ready for the next; quit after the class. */
    private static final Deque<Browser> IDLE = new ArrayDeque<>();

    private final List<Browser> browsers = new ArrayList<>();
    private final List<Browser> reusable = new ArrayList<>();
    private boolean passed;

    @RegisterExtension
    final AfterTestExecutionCallback outcome = context -> passed = context.getExecutionException().isEmpty();

    @BeforeAll
    static void chromiumIsInstalled() throws IOException {
        Browser.requireChromium();
        Files.createDirectories(PROFILES);
    }

    /** A new browser with a new profile (nothing remembered). */
    Browser browser() {
        Browser kept = IDLE.poll();
        Browser browser = track(kept != null ? kept : Browser.fresh(PROFILES));
        reusable.add(browser);
        return browser;
    }

    /** A new browser with JavaScript turned off. */
    Browser browserWithoutJavaScript() {
        return track(Browser.withoutJavaScript(PROFILES));
    }

    /** A browser on an existing profile folder: the same browser opened again. */
    Browser browser(Path profile, int width, int height) {
        return track(Browser.withProfile(profile, width, height));
    }

    private Browser track(Browser browser) {
        browsers.add(browser);
        return browser;
    }

    /** Quits one browser now (closing it like a person closes the window). */
    void quit(Browser browser) {
        browsers.remove(browser);
        reusable.remove(browser);
        browser.close();
    }

    @AfterEach
    void closeBrowsers() {
        List<Browser> toQuit = new ArrayList<>();
        for (Browser browser : browsers) {
            if (passed && reusable.contains(browser) && forgot(browser)) {
                IDLE.add(browser);
            } else {
                toQuit.add(browser);
            }
        }
        browsers.clear();
        reusable.clear();
        quitAll(toQuit);
    }

    private static boolean forgot(Browser browser) {
        try {
            browser.forgetEverything();
            return true;
        } catch (RuntimeException e) {
            return false;
        }
    }

    @AfterAll
    static void quitIdleBrowsers() {
        List<Browser> idle = new ArrayList<>(IDLE);
        IDLE.clear();
        quitAll(idle);
    }

    private static void quitAll(List<Browser> browsers) {
        RuntimeException first = null;
        for (Browser browser : browsers) {
            try {
                browser.close();
            } catch (RuntimeException e) {
                if (first == null) {
                    first = e;
                }
            }
            deleteQuietly(browser.profile);
        }
        if (first != null) {
            throw first;
        }
    }

    static void deleteQuietly(Path dir) {
        try (Stream<Path> paths = Files.walk(dir)) {
            paths.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (IOException | RuntimeException e) {
            // a profile Chromium still holds is left for `mvn clean`
        }
    }

    /** The two players of an online game: red by its resume link, blue by the share link, which takes the open seat. */
    record Seated(String id, String redToken, Browser red, Browser blue) {
    }

    /** Creates an online game over the API with {@code body} (red's seat) and seats both players in two browsers. */
    Seated seatTwo(RunningServer server, String body) {
        JsonNode created = server.create(body);
        String id = created.path("id").asText();
        String token = created.path("token").asText();
        Browser red = browser();
        red.open(url(server, id) + "#seat=" + token);
        red.waitConnected();
        Browser blue = browser();
        blue.open(url(server, id));
        blue.waitConnected();
        red.waitUntil("red holds red", d -> red.mySeatColours().equals(List.of("red")) ? Boolean.TRUE : null);
        blue.waitUntil("blue holds blue", d -> blue.mySeatColours().equals(List.of("blue")) ? Boolean.TRUE : null);
        return new Seated(id, token, red, blue);
    }

    static String url(RunningServer server, String id) {
        return server.base() + "/g/" + id;
    }

    /** Where {@link #url} lands in an English browser: the game page under its language. */
    static String englishPage(RunningServer server, String id) {
        return server.base() + "/en/g/" + id;
    }

    static JsonNode state(RunningServer server, String id) {
        return server.get("/api/games/" + id).json();
    }

    /** The seat token this browser stored for the game. */
    static String storedToken(Browser browser, String id) {
        return (String) browser.script("return localStorage.getItem('plyyard.token.' + arguments[0]);", id);
    }
}
