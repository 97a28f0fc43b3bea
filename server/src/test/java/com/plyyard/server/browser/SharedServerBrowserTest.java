package com.plyyard.server.browser;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.plyyard.server.RunningServer;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;

/** Browser tests of a class sharing one real server and database (each test makes its own games). */
abstract class SharedServerBrowserTest extends BrowserTest {
    @TempDir
    static Path data;
    static RunningServer server;

    @BeforeAll
    static void startServer() {
        server = new RunningServer(data);
    }

    @AfterAll
    static void stopServer() {
        server.close();
    }

    /** The first legal move of the side to move, as [from, to]. */
    static String[] firstLegal(String id) {
        String path = state(server, id).path("legal").path(0).asText();
        assertThat(path).as("a legal move").isNotEmpty();
        String[] squares = path.split("-");
        return new String[] {squares[0], squares[squares.length - 1]};
    }

    /** A one-screen game with {@code plies} moves already played (the first legal one each time). */
    static String[] localGame(String game, int players, int plies) {
        JsonNode created = server.create("{\"game\":\"" + game + "\",\"players\":" + players + ",\"mode\":\"local\"}");
        String id = created.path("id").asText();
        String token = created.path("token").asText();
        for (int i = 0; i < plies; i++) {
            String path = state(server, id).path("legal").path(0).asText();
            server.command(id, token, "{\"t\":\"move\",\"d\":{\"path\":\"" + path + "\"}}");
        }
        return new String[] {id, token};
    }
}
