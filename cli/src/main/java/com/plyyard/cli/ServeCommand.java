package com.plyyard.cli;

import com.plyyard.server.PlyYardServer;
import com.plyyard.server.ServerOptions;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CountDownLatch;

/** {@code plyyard serve}: runs the web server until the process is stopped. */
final class ServeCommand {
    private ServeCommand() {
    }

    static void run(List<String> words, PrintStream out) {
        Arguments arguments = new Arguments(words, Set.of("port", "data", "host"), Set.of(), Set.of());
        if (!arguments.operands().isEmpty()) {
            throw new UsageException("serve takes only flags: [--port N] [--data DIR] [--host ADDRESS]");
        }
        ServerOptions options = ServerOptions.defaults();
        if (arguments.has("port")) {
            options = options.withPort(Arguments.number(arguments.value("port"), "--port", 0, 65535));
        }
        if (arguments.has("data")) {
            options = options.withDataDir(Path.of(arguments.value("data")));
        }
        if (arguments.has("host")) {
            options = options.withHost(arguments.value("host"));
        }
        PlyYardServer server = PlyYardServer.start(options);
        out.println("Ply Yard is running at http://" + options.host() + ":" + server.port() + "/ (data in "
                + options.dataDir().toAbsolutePath() + "); stop it with Ctrl-C");
        out.flush();
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            server.close();
            stopped.countDown();
        }));
        try {
            stopped.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
