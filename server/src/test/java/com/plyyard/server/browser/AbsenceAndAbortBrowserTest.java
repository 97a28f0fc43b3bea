package com.plyyard.server.browser;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.plyyard.server.RunningServer;
import com.plyyard.server.ServerWithSettings;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Two browsers of an online game: one player closes their browser and the other, after the grace
 * time (two seconds here), claims the win; an abort before the players have moved.
 */
class AbsenceAndAbortBrowserTest extends BrowserTest {
    @TempDir
    static Path data;
    static RunningServer server;

    @BeforeAll
    static void startServer() {
        server = ServerWithSettings.start(data, Map.of("claims.grace-seconds", "2"));
    }

    @AfterAll
    static void stopServer() {
        server.close();
    }

    /** An online Jungle game with both players seated. */
    private Seated seated() {
        return seatTwo(server, "{\"game\":\"jungle\",\"mode\":\"online\",\"name\":\"Ada\"}");
    }

    @Test
    void whenThePlayerToMoveClosesTheirBrowserTheOtherSeesACountdownThenClaimsTheWin() {
        Seated game = seated();
        game.red().play("a3", "a4");
        game.blue().waitMovesListed(1);
        assertThat(game.red().present("claim-win")).as("blue, to move, is still here").isFalse();

        quit(game.blue());
        game.red().waitForText("absent-countdown", "Blue has left the game.");
        game.red().waitForText("absent-claimable", "Blue has been gone too long");
        assertThat(game.red().text("claim-draw")).isEqualTo("Claim a draw");
        game.red().click("claim-win");

        game.red().waitForText("status", "Red wins — claimed after the player to move left");
        assertThat(game.red().text("end-reason")).as("the end dialog says why")
                .isEqualTo("The player to move left the game and the others claimed the result.");
        JsonNode state = state(server, game.id());
        assertThat(state.path("status").asText()).isEqualTo("finished");
        assertThat(state.path("ending").asText()).isEqualTo("claimed-absence");
        assertThat(game.red().present("claim-win")).as("no claim once the game is over").isFalse();
    }

    @Test
    void aPlayerAbortsBeforeEveryoneHasMovedAndBothPagesSayTheGameHasNoResult() {
        Seated game = seated();
        game.red().play("a3", "a4");
        game.blue().waitMovesListed(1);
        game.blue().click("abort");
        assertThat(game.blue().text("abort")).as("abort asks to be sure first").isEqualTo("Sure? Tap again");
        game.blue().click("abort");

        for (Browser each : List.of(game.red(), game.blue())) {
            each.waitForText("status", "No result — the game was aborted");
            assertThat(each.text("end-reason")).as("the end dialog says why")
                    .isEqualTo("The game was aborted before every player had moved: it has no result.");
        }
        assertThat(game.red().present("abort")).isFalse();
        assertThat(state(server, game.id()).path("status").asText()).isEqualTo("aborted");
    }
}
