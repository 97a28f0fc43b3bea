package com.plyyard.server.browser;

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
}
