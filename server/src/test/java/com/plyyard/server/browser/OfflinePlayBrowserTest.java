package com.plyyard.server.browser;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.plyyard.engine.Colour;
import com.plyyard.engine.Games;
import com.plyyard.engine.Move;
import com.plyyard.engine.Position;
import com.plyyard.engine.Settings;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.plyyard.server.StateJson;
import java.util.List;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.support.ui.Select;

/**
 * Games played in the browser alone (AL-1 one screen and against the computer, without the
 * server): the engine's WebAssembly judges and plays, the service worker keeps the pages, and the
 * game kept in the browser goes on after the server stops and the page reloads.
 */
class OfflinePlayBrowserTest extends OwnServerBrowserTest {

    /** The commands the browser keeps for its game (offline/offline-table.js). */
    private static JsonNode keptCommands(Browser browser) {
        try {
            return new ObjectMapper().readTree(String.valueOf(browser.script(
                    "return localStorage.getItem('plyyard.offline.game');"))).path("commands");
        } catch (java.io.IOException e) {
            throw new AssertionError("the kept game is not JSON", e);
        }
    }

    /** The position the browser's kept moves lead to, replayed by the JVM's engine (which refuses an illegal one). */
    private static Position keptPosition(Browser browser) {
        return keptPosition(browser, "jungle");
    }

    private static Position keptPosition(Browser browser, String game) {
        Position position = Games.byId(game).start(Games.byId(game).settings(OptionalInt.empty(), List.of()));
        for (JsonNode command : keptCommands(browser)) {
            assertThat(command.path("type").asText()).isEqualTo("move");
            position = position.play(position.parseMove(command.path("argument").asText()));
        }
        return position;
    }

    private static void playFirstLegal(Browser browser) {
        playFirstLegal(browser, "jungle");
    }

    private static void playFirstLegal(Browser browser, String game) {
        Move move = keptPosition(browser, game).legalMoves().getFirst();
        browser.play(move.from().name(), move.to().name());
    }

    /** The home page's choice of a game and a mode, then "Play in this browser". */
    private static void startInTheBrowser(Browser browser, String game, String mode) {
        browser.click("game-" + game);
        browser.click("mode-" + mode);
        browser.click("play-offline");
    }

    private static void waitForServiceWorker(Browser browser) {
        browser.waitUntil("the service worker keeping the site", d -> Boolean.TRUE.equals(browser.script(
                "return navigator.serviceWorker.controller !== null;")) ? Boolean.TRUE : null);
    }

    @Test
    void aGameAgainstTheComputerInTheBrowserGoesOnWithTheServerStoppedAndReloadedAndIsReviewedWithoutIt() {
        Browser browser = browser();
        browser.open(server.base() + "/en");
        browser.click("game-jungle");
        browser.click("mode-computer");
        new Select(browser.byTestId("computer-level")).selectByValue("1");
        browser.click("play-offline");
        browser.waitForText("connection-status", "In this browser");
        browser.waitForText("status", "Your move (Red)");
        assertThat(browser.text("offline-panel")).contains("played in this browser alone");

        playFirstLegal(browser);
        // the computer, in the page's engine, answers
        browser.waitMovesListed(2);
        browser.waitForText("status", "Your move (Red)");
        waitForServiceWorker(browser);

        server.stop();
        browser.driver.navigate().refresh();
        browser.waitForText("connection-status", "In this browser");
        browser.waitMovesListed(2);
        playFirstLegal(browser);
        browser.waitMovesListed(4);
        browser.waitForText("status", "Your move (Red)");
        JsonNode kept = keptCommands(browser);
        assertThat(kept.size()).isEqualTo(4);
        String[] answer = kept.get(3).path("argument").asText().split("[-x]");
        assertThat(kept.get(3).path("seat").asInt()).as("the computer's seat").isEqualTo(1);
        assertThat(browser.pieceOn(answer[answer.length - 1])).isEqualTo("blue");

        // the end of the game and its review, still without the server: the record goes with the link
        browser.click("resign");
        browser.click("resign");
        browser.waitForText("end-result", "Blue wins");
        browser.click("end-review");
        browser.waitUntil("the analysis board", d -> d.getCurrentUrl().contains("/en/analysis#record=") ? Boolean.TRUE : null);
        assertThat(browser.waitForText("review-summary-red", "Red:")).startsWith("Red: blunders");
        assertThat(browser.driver.getCurrentUrl()).as("the record, its ending with it").contains("Termination");
    }

    /** On a phone, one screen for both sides: the board fits, both colours move, and a refusal is explained by the page's engine. */
    @Test
    void aOneScreenGameInTheBrowserOnAPhoneTakesBothSidesMovesAndExplainsARefusalWithoutTheServer() {
        Browser browser = browser();
        browser.emulatePhone(390, 844);
        browser.open(server.base() + "/en");
        startInTheBrowser(browser, "jungle", "local");
        browser.waitForText("status", "Red to move");
        server.stop();
        browser.assertBoardFitsWidth();
        assertThat(browser.present("presence-0")).as("nobody's presence to show at one screen").isFalse();
        playFirstLegal(browser);
        browser.waitForText("status", "Blue to move");
        playFirstLegal(browser);
        browser.waitForText("status", "Red to move");
        browser.waitMovesListed(2);
        // a blue piece on red's turn: the engine in the page says which rule refuses it
        browser.keepNotices();
        Position now = keptPosition(browser);
        String blue = now.play(now.legalMoves().getFirst()).legalMoves().getFirst().from().name();
        browser.square(blue).click();
        assertThat(browser.waitForNotice("rule")).contains("JU-");
        browser.screenshot("offline-one-screen-phone");
    }

    /** Installed as an app and opened without a connection: the kept home page starts a game and later offers it again. */
    @Test
    void withTheServerStoppedTheAppsStartAddressOpensTheKeptHomePageWhichStartsAndResumesAGameThenContinuedOnTheServer() {
        Browser browser = browser();
        browser.open(server.base() + "/en");
        waitForServiceWorker(browser);
        assertThat(browser.present("continue-offline")).as("no game kept yet").isFalse();
        server.stop();

        browser.open(server.base() + "/");
        startInTheBrowser(browser, "halma", "local");
        browser.waitForText("status", "Red to move");
        playFirstLegal(browser, "halma");
        browser.waitForText("status", "Blue to move");

        browser.open(server.base() + "/en");
        browser.byTestId("continue-offline").findElement(org.openqa.selenium.By.tagName("a")).click();
        browser.waitMovesListed(1);
        browser.waitForText("status", "Blue to move");
        assertThat(keptCommands(browser).size()).isEqualTo(1);
        Position offline = keptPosition(browser, "halma");

        // back online, the game moves to the server with its moves, judged again there
        server.startOnSamePort();
        browser.click("move-online");
        browser.waitUntil("the game page", d -> d.getCurrentUrl().contains("/g/") ? Boolean.TRUE : null);
        browser.waitConnected();
        String id = browser.driver.getCurrentUrl().replaceAll(".*/g/", "");
        JsonNode moved = server.get("/api/games/" + id).json();
        assertThat(moved.path("mode").asText()).isEqualTo("local");
        Position start = Games.byId("halma").start(Games.byId("halma").settings(OptionalInt.empty(), List.of()));
        assertThat(moved.path("start").asText()).isEqualTo(start.notation());
        String playedOffline = keptCommands(browser).get(0).path("argument").asText();
        assertThat(StateJson.moves(moved).valueStream().map(path -> start.parseMove(path.asText()).startEnd()).toList())
                .isEqualTo(List.of(start.parseMove(playedOffline).startEnd()));
        assertThat(moved.path("position").asText()).isEqualTo(offline.notation());
        assertThat(moved.path("timeControl").asText()).as("untimed, as it was in the browser").isEqualTo("untimed");
        browser.waitMovesListed(1);
        browser.waitForText("status", "Blue to move");

        // the game kept in the browser is now the server's: it is not played or moved twice
        browser.open(server.base() + "/en/offline");
        browser.waitForText("status", "continued on the server");
        assertThat(browser.byTestId("moved-online").getDomAttribute("href")).isEqualTo("/en/g/" + id);
        assertThat(browser.present("move-online")).isFalse();
        browser.open(server.base() + "/en");
        assertThat(browser.present("continue-offline")).isFalse();
    }

    /** Without the server, a form that posts to it says so and keeps the reader's choices, rather than leaving for the browser's error page. */
    @Test
    void withTheServerStoppedAnOnlineGameOrARecordCannotStartThereAndThePageSaysSo() {
        Browser browser = browser();
        browser.open(server.base() + "/en");
        waitForServiceWorker(browser);
        server.stop();

        browser.click("game-halma");
        browser.click("mode-online");
        browser.click("create-game");

        assertThat(browser.waitForText("server-unreachable", "The server cannot be reached")).contains("on one screen or against the computer");
        assertThat(browser.driver.getCurrentUrl()).isEqualTo(server.base() + "/en");
        assertThat(browser.byTestId("mode-online").isSelected()).as("the choices stay").isTrue();
        assertThat(browser.enabled("create-game")).isTrue();
        browser.screenshot("server-unreachable");

        String record = "[Game \"jungle\"]\n[Result \"*\"]\n\n1. a3-a4 *\n";
        browser.byTestId("record-text").sendKeys(record);
        browser.click("import-record");
        browser.waitForText("import-form", "the record cannot be opened there now");
        browser.click("import-analyse");
        browser.waitUntil("the analysis board", d -> d.getCurrentUrl().contains("/en/analysis#record=") ? Boolean.TRUE : null);
        browser.waitMovesListed(0);
        browser.waitUntil("the record's move on the board", d -> d.findElements(Browser.testId("tree-move")).size() == 1 ? Boolean.TRUE : null);
    }

    /** A page the service worker does not keep, asked for without the server: the kept home page says it needs the server. */
    @Test
    void withTheServerStoppedAPageNotKeptOpensTheHomePageSayingWhichPageNeedsTheServer() {
        Browser browser = browser();
        browser.open(server.base() + "/fr");
        waitForServiceWorker(browser);
        server.stop();

        browser.open(server.base() + "/fr/learn");

        assertThat(browser.waitForText("page-unreachable", "/fr/learn")).startsWith("La page /fr/learn a besoin du serveur");
        assertThat(browser.driver.getCurrentUrl()).as("the home page, its fragment read").isEqualTo(server.base() + "/fr");

        browser.open(server.base() + "/fr/");
        browser.waitForText("create-form", "Jungle");
        assertThat(browser.present("page-unreachable")).as("/fr/ is the home page itself, kept").isFalse();
    }

    /** One game is kept in the browser: starting another while it is unfinished asks first. */
    @Test
    void startingAnotherGameInTheBrowserAsksBeforeTheUnfinishedOneIsReplaced() {
        Browser browser = browser();
        browser.emulatePhone(390, 844);
        browser.open(server.base() + "/en");
        startInTheBrowser(browser, "jungle", "local");
        browser.waitForText("status", "Red to move");
        playFirstLegal(browser);
        browser.waitForText("status", "Blue to move");

        browser.open(server.base() + "/en");
        startInTheBrowser(browser, "halma", "local");
        assertThat(browser.waitForText("kept-game-text", "Jungle")).contains("1 move played");
        browser.screenshot("kept-game-dialog-390x844");
        browser.click("kept-game-cancel");
        browser.waitUntil("the question closed and gone", d -> d.findElements(Browser.testId("kept-game-dialog")).isEmpty() ? Boolean.TRUE : null);
        assertThat(keptCommands(browser).size()).as("the kept game is untouched").isEqualTo(1);

        browser.click("play-offline");
        browser.click("kept-game-resume");
        browser.waitForText("status", "Blue to move");
        browser.waitMovesListed(1);

        browser.open(server.base() + "/en");
        startInTheBrowser(browser, "halma", "local");
        browser.click("kept-game-discard");
        browser.waitForText("status", "Red to move");
        assertThat(keptCommands(browser).size()).isZero();
        assertThat(String.valueOf(browser.script("return localStorage.getItem('plyyard.offline.game');"))).contains("\"game\":\"halma\"");
    }

    /** AL-2 without the server: a three-player game in which one resigned moves online with its moves and the resignation. */
    @Test
    void AL2_aThreePlayerGameWithAResignationMovesOnlineWithItsHistory() {
        Browser browser = browser();
        browser.open(server.base() + "/en");
        browser.click("game-chinese-checkers");
        browser.click("players-3");
        browser.click("mode-local");
        browser.click("play-offline");
        browser.waitForText("status", "Red to move");
        Settings settings = Games.byId("chinese-checkers").settings(OptionalInt.of(3), List.of());
        Position position = Games.byId("chinese-checkers").start(settings);
        Move first = position.legalMoves().getFirst();
        browser.play(first.from().name(), first.to().name());
        browser.waitMovesListed(1);
        Colour leaving = position.play(first).sideToMove();
        browser.click("resign");
        browser.click("resign");
        position = position.play(first).withoutPlayer(leaving);
        browser.waitForText("status", colourTitle(position.sideToMove()) + " to move");
        Move third = position.legalMoves().getFirst();
        browser.play(third.from().name(), third.to().name());
        browser.waitMovesListed(2);
        position = position.play(third);

        browser.click("move-online");
        browser.waitUntil("the game page", d -> d.getCurrentUrl().contains("/g/") ? Boolean.TRUE : null);
        browser.waitConnected();
        String id = browser.driver.getCurrentUrl().replaceAll(".*/g/", "");
        JsonNode moved = server.get("/api/games/" + id).json();
        assertThat(StateJson.moves(moved)).as("the moves, not a bare position").hasSize(2);
        assertThat(moved.path("withdrawn").toString()).contains(leaving.name().toLowerCase(java.util.Locale.ROOT));
        assertThat(moved.path("position").asText()).isEqualTo(position.notation());
        assertThat(server.get("/api/games/" + id + "/record").body())
                .contains("[Withdrawn \"" + Character.toUpperCase(leaving.letter()) + "@1\"]");
    }

    private static String colourTitle(Colour colour) {
        String name = colour.name().toLowerCase(java.util.Locale.ROOT);
        return Character.toUpperCase(name.charAt(0)) + name.substring(1);
    }

    /** A kept game edited by hand: the engine replays the commands it accepts and stops at the first it refuses; unreadable storage keeps no game. */
    @Test
    void aTamperedKeptGameReplaysUpToItsFirstRefusedCommandAndUnreadableStorageKeepsNone() {
        Browser browser = browser();
        browser.open(server.base() + "/en");
        browser.script("localStorage.setItem('plyyard.offline.game', JSON.stringify({id: 'offline-edited', date: '2026.12.03',"
                + " setup: {game: 'jungle', players: 0, options: [], mode: 'local', seat: 0, level: 1, name: '', position: ''},"
                + " commands: [{seat: 0, type: 'move', argument: 'a3-a4'}, {seat: 0, type: 'move', argument: 'g3-g4'},"
                + " {seat: 1, type: 'move', argument: 'a7-a6'}]}));");
        browser.open(server.base() + "/en/offline");
        browser.waitForText("status", "Blue to move");
        browser.waitMovesListed(1);
        assertThat(keptCommands(browser).size()).as("the commands after the refused one are dropped").isEqualTo(1);

        browser.script("localStorage.setItem('plyyard.offline.game', '{not json');");
        browser.open(server.base() + "/en/offline");
        browser.waitForText("status", "No game is kept in this browser");
    }
}
