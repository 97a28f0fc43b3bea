package com.plyyard.server.browser;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.TimeoutException;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.WindowType;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * One headless Debian Chromium, driven through Debian's chromedriver, with the page hooks of
 * {@code web/README.md} ("data-testid", "data-square", "data-piece") as helpers. Nothing is ever
 * downloaded: both binaries must come from Debian's {@code chromium} and {@code chromium-driver}.
 */
final class Browser implements AutoCloseable {
    static final Path CHROMIUM = Path.of("/usr/bin/chromium");
    static final Path CHROMEDRIVER = Path.of("/usr/bin/chromedriver");
    static final Duration WAIT = Duration.ofSeconds(15);

    final Path profile;
    final ChromeDriver driver;
    /** The sites opened (scheme, host and port), whose stored data {@link #forgetEverything()} clears. */
    private final Set<String> origins = new LinkedHashSet<>();

    private Browser(Path profile, ChromeDriver driver) {
        this.profile = profile;
        this.driver = driver;
    }

    /** Fails (never skips) when Debian's browser or driver is missing. */
    static void requireChromium() {
        if (!Files.isExecutable(CHROMIUM) || !Files.isExecutable(CHROMEDRIVER)) {
            throw new AssertionError("The browser tests need Debian's Chromium and its driver at " + CHROMIUM
                    + " and " + CHROMEDRIVER + ": install them with `apt-get install chromium chromium-driver`"
                    + " (CI installs them).");
        }
    }

    /** A browser with its own new profile (its own localStorage), at desktop size. */
    static Browser fresh(Path parent) {
        return withProfile(newProfile(parent), 1280, 900);
    }

    static Path newProfile(Path parent) {
        try {
            return Files.createTempDirectory(parent, "profile-");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A browser on the given profile folder: reusing a folder is "the same browser" opened again. */
    static Browser withProfile(Path profile, int width, int height) {
        return launch(profile, width, height, true);
    }

    /** A new browser that runs no script, as a reader who turned JavaScript off (or a crawler). */
    static Browser withoutJavaScript(Path parent) {
        return launch(newProfile(parent), 1280, 900, false);
    }

    private static Browser launch(Path profile, int width, int height, boolean javaScript) {
        requireChromium();
        // both paths are given, so Selenium Manager is never asked; this keeps it from fetching a browser if it were
        System.setProperty("SE_AVOID_BROWSER_DOWNLOAD", "true");
        ChromeOptions options = new ChromeOptions();
        options.setBinary(CHROMIUM.toFile());
        options.addArguments("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                "--disable-background-networking", "--disable-component-update", "--disable-sync",
                "--no-first-run", "--disable-features=Translate", "--lang=en-US",
                "--window-size=" + width + "," + height, "--user-data-dir=" + profile.toAbsolutePath());
        if (!javaScript) {
            options.setExperimentalOption("prefs", Map.of("profile.managed_default_content_settings.javascript", 2));
        }
        ChromeDriverService service = new ChromeDriverService.Builder()
                .usingDriverExecutable(new File(CHROMEDRIVER.toString()))
                .usingAnyFreePort()
                .build();
        ChromeDriver driver = new ChromeDriver(service, options);
        driver.manage().timeouts().pageLoadTimeout(WAIT);
        return new Browser(profile, driver);
    }

    void open(String url) {
        URI uri = URI.create(url);
        origins.add(uri.getScheme() + "://" + uri.getAuthority());
        driver.get(url);
    }

    /**
     * Makes this browser what a new one on a new profile is, for another test: one new tab (no
     * page, no session storage, no emulated device or injected script of the tabs before), and
     * nothing kept by the sites it opened (cookies, local storage, IndexedDB, service workers and
     * their caches, the HTTP cache), no permission granted. A new Chromium takes one to two
     * seconds to start, most of a short browser test.
     */
    void forgetEverything() {
        String fresh = driver.switchTo().newWindow(WindowType.TAB).getWindowHandle();
        for (String handle : driver.getWindowHandles()) {
            if (!handle.equals(fresh)) {
                driver.switchTo().window(handle).close();
            }
        }
        driver.switchTo().window(fresh);
        for (String origin : origins) {
            driver.executeCdpCommand("Storage.clearDataForOrigin", Map.of("origin", origin, "storageTypes", "all"));
        }
        origins.clear();
        driver.executeCdpCommand("Network.clearBrowserCookies", Map.of());
        driver.executeCdpCommand("Network.clearBrowserCache", Map.of());
        driver.executeCdpCommand("Browser.resetPermissions", Map.of());
    }

    <T> T waitUntil(String what, Function<WebDriver, T> condition) {
        // the page redraws its panels on every change: an element found a moment ago may be gone
        return new WebDriverWait(driver, WAIT).withMessage(what)
                .ignoring(StaleElementReferenceException.class)
                .until(condition);
    }

    /**
     * The first shown element with this test id: the home page's form holds the same control for
     * each game or player count (its seat choice, say) and shows the one of the current choice.
     */
    WebElement byTestId(String id) {
        return waitUntil("element [data-testid=" + id + "] shown", d -> shown(d.findElements(testId(id))));
    }

    boolean present(String testId) {
        return shown(driver.findElements(testId(testId))) != null;
    }

    private static WebElement shown(List<WebElement> found) {
        return found.stream().filter(WebElement::isDisplayed).findFirst().orElse(null);
    }

    static By testId(String id) {
        return By.cssSelector("[data-testid='" + id + "']");
    }

    String text(String testId) {
        return waitUntil("text of [data-testid=" + testId + "]", d -> byTestId(testId).getText());
    }

    /** Clicks the shown element with this test id (found afresh, so a redraw cannot make it stale). */
    void click(String testId) {
        waitUntil("click on [data-testid=" + testId + "]", d -> {
            byTestId(testId).click();
            return Boolean.TRUE;
        });
    }

    /** Whether the shown element with this test id is enabled (found afresh after a redraw). */
    boolean enabled(String testId) {
        for (int attempt = 0;; attempt++) {
            try {
                return byTestId(testId).isEnabled();
            } catch (StaleElementReferenceException e) {
                if (attempt == 20) {
                    throw e;
                }
            }
        }
    }

    /** Waits until the element's text contains {@code part} and returns the whole text. */
    String waitForText(String testId, String part) {
        try {
            return waitForTextOrTimeout(testId, part);
        } catch (TimeoutException e) {
            List<WebElement> found = driver.findElements(testId(testId));
            throw new AssertionError("[data-testid=" + testId + "] did not come to contain \"" + part + "\"; it shows \""
                    + (found.isEmpty() ? "(nothing)" : found.get(0).getText()) + "\"; messages: \""
                    + driver.findElements(testId("messages")).stream().map(WebElement::getText).toList() + "\"", e);
        }
    }

    private String waitForTextOrTimeout(String testId, String part) {
        return waitUntil("[data-testid=" + testId + "] to contain \"" + part + "\"", d -> {
            List<WebElement> found = d.findElements(testId(testId));
            if (found.isEmpty()) {
                return null;
            }
            String text = found.get(0).getText();
            return text.contains(part) ? text : null;
        });
    }

    /**
     * From now on keeps the text of every notice the page shows, so that a test can wait for one
     * that has already faded: notices go after seven seconds, and a loaded machine polls slower.
     */
    void keepNotices() {
        script("""
                if (!window.keptNotices) {
                  window.keptNotices = [];
                  new MutationObserver((changes) => changes.forEach((change) => change.addedNodes.forEach((node) => {
                    if (node.nodeType === 1 && node.classList.contains('notice')) window.keptNotices.push(node.textContent);
                  }))).observe(document.body, { childList: true, subtree: true });
                }""");
    }

    /** Waits for a notice containing {@code part} among those shown since {@link #keepNotices()}. */
    String waitForNotice(String part) {
        try {
            return waitUntil("a notice containing \"" + part + "\"", d -> keptNotices().stream()
                    .filter(text -> text.contains(part)).findFirst().orElse(null));
        } catch (TimeoutException e) {
            throw new AssertionError("no notice contained \"" + part + "\"; notices shown: " + keptNotices(), e);
        }
    }

    private List<String> keptNotices() {
        Object kept = script("return window.keptNotices || null");
        if (kept == null) {
            throw new IllegalStateException("keepNotices() was not called on this page");
        }
        return ((List<?>) kept).stream().map(String::valueOf).toList();
    }

    /** The game page is drawn and its WebSocket is open. */
    void waitConnected() {
        byTestId("board");
        waitUntil("connection open", d -> d.findElement(testId("connection-status")).getAttribute("class")
                .contains("link-open") ? Boolean.TRUE : null);
    }

    WebElement square(String name) {
        return driver.findElement(By.cssSelector("[data-square='" + name + "']"));
    }

    /** The colour of the piece on a square, or null for an empty one. */
    String pieceOn(String name) {
        List<WebElement> pieces = square(name).findElements(By.cssSelector("[data-piece]"));
        return pieces.isEmpty() ? null : pieces.get(0).getAttribute("data-piece");
    }

    void waitPiece(String name, String colour) {
        waitUntil(colour + " piece on " + name, d -> {
            String there = pieceOn(name);
            return colour == null ? (there == null ? Boolean.TRUE : null) : (colour.equals(there) ? Boolean.TRUE : null);
        });
    }

    boolean hasClass(WebElement element, String cls) {
        String classes = element.getAttribute("class");
        return classes != null && List.of(classes.split("\\s+")).contains(cls);
    }

    /** Waits until the page says it is this browser's move (the status line is highlighted). */
    void waitMyTurn() {
        waitUntil("this browser's turn", d -> hasClass(d.findElement(testId("status")), "my-turn") ? Boolean.TRUE : null);
    }

    /**
     * Plays a move the way a person does: click the piece, see the destination highlighted,
     * click it, and press Play in the confirm bar when move confirmation is on (the default on a
     * touch screen). Waits until the piece stands on {@code to}.
     */
    void play(String from, String to) {
        waitMyTurn();
        square(from).click();
        waitUntil(from + " selected", d -> hasClass(square(from), "selected") ? Boolean.TRUE : null);
        assertThat(hasClass(square(to), "target")).as(to + " is highlighted as a destination of " + from).isTrue();
        String colour = pieceOn(from);
        square(to).click();
        waitUntil("the move played, or waiting for its confirmation",
                d -> present("confirm-move") || colour.equals(pieceOn(to)) ? Boolean.TRUE : null);
        if (present("confirm-move")) {
            WebElement confirm = byTestId("confirm-move");
            waitUntil("Play enabled", d -> confirm.isEnabled() ? Boolean.TRUE : null);
            assertThat(text("path-preview")).contains(from).contains(to);
            confirm.click();
        }
        waitPiece(to, colour);
    }

    /** The number of moves in the move list. */
    int movesListed() {
        return driver.findElements(By.cssSelector("[data-testid='move-list'] [data-ply]")).size();
    }

    void waitMovesListed(int n) {
        waitUntil(n + " moves in the move list", d -> movesListed() == n ? Boolean.TRUE : null);
    }

    /** The seat items of the players panel this browser marks as "you". */
    List<String> mySeatColours() {
        return driver.findElements(By.cssSelector("[data-testid='seats'] li")).stream()
                .filter(li -> !li.findElements(By.cssSelector(".badge")).isEmpty())
                .map(li -> li.getAttribute("data-colour"))
                .toList();
    }

    /** Each seat of the players panel as its name (without the "you" badge) and the line under it: {@code "Computer / Red · level 8"}. */
    List<String> seatLabels() {
        Object labels = script("return Array.from(document.querySelectorAll(\"[data-testid='seats'] li\")).map(li =>"
                + " li.querySelector('.seat-name').firstChild.textContent + ' / '"
                + " + li.querySelector('.seat-meta').textContent)");
        return ((List<?>) labels).stream().map(String::valueOf).toList();
    }

    String toMoveColour() {
        List<WebElement> items = driver.findElements(By.cssSelector("[data-testid='seats'] li.to-move"));
        return items.isEmpty() ? null : items.get(0).getAttribute("data-colour");
    }

    Object script(String js, Object... args) {
        return ((JavascriptExecutor) driver).executeScript(js, args);
    }

    /**
     * Makes the page's viewport exactly {@code width} × {@code height} CSS pixels, as on a phone
     * (a headless window cannot be narrower than 500 px, so the device metrics are emulated).
     */
    void emulatePhone(int width, int height) {
        driver.executeCdpCommand("Emulation.setDeviceMetricsOverride",
                Map.of("width", width, "height", height, "deviceScaleFactor", 1, "mobile", true));
        driver.executeCdpCommand("Emulation.setTouchEmulationEnabled", Map.of("enabled", true));
    }

    /** The whole board lies inside the window: nothing to scroll sideways to reach a square. */
    void assertBoardFitsWidth() {
        Number boardRight = (Number) script(
                "return document.querySelector('[data-testid=board]').getBoundingClientRect().right;");
        Number width = (Number) script("return document.documentElement.clientWidth;");
        Number scrollWidth = (Number) script("return document.documentElement.scrollWidth;");
        assertThat(boardRight.doubleValue()).as("board's right edge").isLessThanOrEqualTo(width.doubleValue() + 0.5);
        assertThat(scrollWidth.intValue()).as("no sideways scrolling").isLessThanOrEqualTo(width.intValue());
    }

    /** Saves what the browser shows as a PNG under server/target/screenshots/. */
    Path screenshot(String name) {
        try {
            Path dir = Path.of("target", "screenshots");
            Files.createDirectories(dir);
            Path file = dir.resolve(name + ".png");
            Files.write(file, driver.getScreenshotAs(OutputType.BYTES));
            return file;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public void close() {
        driver.quit();
    }
}
