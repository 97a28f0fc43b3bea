package com.plyyard.server.pages;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystem;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.TreeSet;
import java.util.stream.Stream;

/**
 * What the service worker ({@code service-worker/sw.js}, served at {@code /sw.js}) keeps so that games on one screen and against the
 * computer run without the server: the pages that start and show them in each language, the
 * catalog, and every static file the server serves (scripts, styles, texts, the engine's
 * WebAssembly), listed from the class path once at start so that no list is kept by hand.
 */
final class OfflineFiles {
    /** Files of {@code web/} the pages never load. */
    private static final List<String> UNUSED = List.of("README.md", "tsconfig.json");

    private OfflineFiles() {
    }

    /** The service worker's script ({@code service-worker/sw.js}) after a first line naming the build. */
    static String serviceWorker(String version) {
        try (InputStream script = OfflineFiles.class.getClassLoader().getResourceAsStream("service-worker/sw.js")) {
            return "const VERSION = '" + version.replaceAll("[^A-Za-z0-9._-]", "") + "';\n"
                    + new String(script.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The JSON the service worker reads at install: {@code {"version":"…","files":["/en",…]}}. */
    static String json(String version) {
        List<String> urls = new ArrayList<>();
        for (Language language : Language.values()) {
            String prefix = "/" + language.code();
            urls.addAll(List.of(prefix, prefix + "/offline", prefix + "/analysis"));
        }
        urls.addAll(List.of("/api/catalog", "/manifest.webmanifest", "/favicon.ico"));
        urls.addAll(staticFiles());
        StringBuilder json = new StringBuilder("{\"version\":\"").append(version).append("\",\"files\":[");
        for (int i = 0; i < urls.size(); i++) {
            json.append(i == 0 ? "" : ",").append('"').append(urls.get(i)).append('"');
        }
        return json.append("]}").toString();
    }

    /** Every file under {@code web/} on the class path (the server's and web-engine's), as the address it is served at. */
    private static List<String> staticFiles() {
        TreeSet<String> files = new TreeSet<>();
        try {
            for (URL root : Collections.list(OfflineFiles.class.getClassLoader().getResources("web"))) {
                URI uri = root.toURI();
                if ("jar".equals(uri.getScheme())) {
                    try (FileSystem jar = openJar(uri)) {
                        list(jar.getPath("/web"), files);
                    }
                } else {
                    list(Path.of(uri), files);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
        return List.copyOf(files);
    }

    /** The jar of a {@code jar:file:/…/plyyard.jar!/web} address, opened as a file system of its own. */
    private static FileSystem openJar(URI uri) throws IOException {
        return FileSystems.newFileSystem(Path.of(URI.create(uri.getSchemeSpecificPart().split("!")[0])));
    }

    private static void list(Path web, TreeSet<String> files) throws IOException {
        try (Stream<Path> paths = Files.walk(web)) {
            paths.filter(Files::isRegularFile).map(path -> web.relativize(path).toString().replace('\\', '/'))
                    .filter(name -> !UNUSED.contains(name) && !name.endsWith(".teadbg"))
                    .forEach(name -> files.add("/" + name));
        }
    }
}
