package com.plyyard.server;

import java.nio.file.Path;
import java.util.Map;
import java.util.function.Supplier;

/**
 * The real server started with web settings ({@code http.rate} …), given as the system
 * properties {@code plyyard.*} that the server reads once at start; they are cleared at once.
 */
public final class ServerWithSettings {
    private ServerWithSettings() {
    }

    public static RunningServer start(Path data, Map<String, String> settings) {
        return start(settings, () -> new RunningServer(data));
    }

    /** Starts the server {@code starting} makes, with {@code settings}. */
    static RunningServer start(Map<String, String> settings, Supplier<RunningServer> starting) {
        settings.forEach((name, value) -> System.setProperty("plyyard." + name, value));
        try {
            return starting.get();
        } finally {
            settings.keySet().forEach(name -> System.clearProperty("plyyard." + name));
        }
    }
}
