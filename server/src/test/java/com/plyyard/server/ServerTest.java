package com.plyyard.server;

import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.io.TempDir;

/** Tests that each get the real server on a fresh embedded database of their own. */
abstract class ServerTest {
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
