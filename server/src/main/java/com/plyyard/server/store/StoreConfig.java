package com.plyyard.server.store;

import java.nio.file.Path;

/**
 * Which database the server uses: the embedded one in {@code dataDir} when {@code url} is null,
 * otherwise PostgreSQL at the JDBC {@code url} (with {@code user} and {@code password} when the URL
 * does not carry them) through a pool of {@code poolSize} connections.
 */
public record StoreConfig(Path dataDir, String url, String user, String password, int poolSize) {
    public static final int DEFAULT_POOL_SIZE = 16;

    public static StoreConfig embedded(Path dataDir) {
        return new StoreConfig(dataDir, null, null, null, DEFAULT_POOL_SIZE);
    }

    public static StoreConfig postgres(String url, String user, String password) {
        if (url == null || !url.startsWith("jdbc:postgresql:")) {
            throw new IllegalArgumentException("a PostgreSQL URL starts with jdbc:postgresql: (got " + url + ")");
        }
        return new StoreConfig(null, url, user, password, DEFAULT_POOL_SIZE);
    }

    public boolean isEmbedded() {
        return url == null;
    }

    /** The URL with any password in it masked, for messages and logs. */
    public String safeUrl() {
        return url == null ? null : url.replaceAll("(?i)(password=)[^&]*", "$1***");
    }

    /** Never prints the password. */
    @Override
    public String toString() {
        return isEmbedded() ? "embedded database in " + dataDir
                : "PostgreSQL " + safeUrl() + (user == null ? "" : " as " + user);
    }
}
