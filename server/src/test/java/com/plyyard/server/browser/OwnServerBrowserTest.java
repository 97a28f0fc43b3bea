package com.plyyard.server.browser;

import com.plyyard.server.RunningServer;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.io.TempDir;

/** Browser tests that stop and start their server: each test has a real server and database of its own. */
abstract class OwnServerBrowserTest extends BrowserTest {
    @TempDir
    Path data;
    RunningServer server;

    @BeforeEach
    void startServer() {
        server = new RunningServer(data);
    }

    @AfterEach
    void stopServer() {
        server.close();
    }
}
