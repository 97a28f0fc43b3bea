package com.plyyard.server.pages;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The ES modules a page runs: {@code /js/app.js}, the page's own script and everything they
 * import, found by following the static imports of the files under {@code web/} on the class
 * path. The page's head names them all ({@code <link rel="modulepreload">}) so that the browser
 * fetches them at once instead of one level of imports per round trip (the game page's are six
 * levels deep; docs/benchmarks.md, "Page loading").
 */
final class ModulePreloads {
    static final String APP = "/js/app.js";
    /** The module that fetches the catalog of games ({@code loadCatalog}). */
    static final String CATALOG = "/js/catalog.js";

    /** {@code import './x.js';} */
    private static final Pattern BARE_IMPORT = Pattern.compile("(?m)^\\s*import\\s*['\"](\\.{1,2}/[^'\"]+)['\"]");
    /** {@code import { a, b } from './x.js';} and {@code export { c } from '../y.js';}, over several lines too. */
    private static final Pattern IMPORT_FROM =
            Pattern.compile("(?m)^\\s*(?:import|export)\\s[^'\";()]*?\\bfrom\\s*['\"](\\.{1,2}/[^'\"]+)['\"]");

    private static final Map<String, List<String>> CLOSURES = new ConcurrentHashMap<>();

    private ModulePreloads() {
    }

    /**
     * The modules of a page whose script is {@code script} (a path under {@code /js/}, such as
     * {@code game/game-page.js}, or null for a page with none), app.js's first, each once.
     */
    static List<String> of(String script) {
        return CLOSURES.computeIfAbsent(script == null ? "" : script, ModulePreloads::closure);
    }

    private static List<String> closure(String script) {
        Set<String> modules = new LinkedHashSet<>();
        visit(APP, modules);
        if (!script.isEmpty()) {
            visit("/js/" + script, modules);
        }
        return List.copyOf(modules);
    }

    private static void visit(String module, Set<String> seen) {
        if (!seen.add(module)) {
            return;
        }
        String source = read(module);
        for (Pattern pattern : List.of(BARE_IMPORT, IMPORT_FROM)) {
            Matcher m = pattern.matcher(source);
            while (m.find()) {
                visit(URI.create(module).resolve(m.group(1)).getPath(), seen);
            }
        }
    }

    private static String read(String module) {
        try (InputStream in = ModulePreloads.class.getClassLoader().getResourceAsStream("web" + module)) {
            if (in == null) {
                throw new IllegalStateException("no module " + module + " under web/ on the class path");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
