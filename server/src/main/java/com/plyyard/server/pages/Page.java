package com.plyyard.server.pages;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What every page's head and frame need: its language, its path within the site (the same in
 * every language, such as {@code /learn/halma}), title and description, and the origin that
 * makes its canonical and alternate URLs absolute.
 *
 * @param image the Open Graph image's path, or null for the site's icon
 * @param theme the reader's colour theme, from the theme switch's cookie
 */
public record Page(Texts texts, Language language, String path, String title, String description, String origin,
        String image, String footer, Theme theme) {

    /** This page's text for {@code key}. */
    public String t(String key) {
        return texts.get(language, key, Map.of());
    }

    /** This page's text for {@code key}, with placeholders given as name, value, name, value… */
    public String t(String key, Object... namesAndValues) {
        Map<String, Object> params = new LinkedHashMap<>();
        for (int i = 0; i + 1 < namesAndValues.length; i += 2) {
            params.put(String.valueOf(namesAndValues[i]), namesAndValues[i + 1]);
        }
        return texts.get(language, key, params);
    }

    /** The ES modules the page's head preloads when its script is {@code script} (see {@link ModulePreloads}). */
    public List<String> modules(String script) {
        return ModulePreloads.of(script);
    }

    /** Whether the page's script reads the catalog of games, whose request the head then preloads too. */
    public boolean readsCatalog(String script) {
        return ModulePreloads.of(script).contains(ModulePreloads.CATALOG);
    }

    public String lang() {
        return language.code();
    }

    /** The {@code data-theme} of the page's root: none (null) follows the system. */
    public String themeAttribute() {
        return theme == Theme.SYSTEM ? null : theme.code();
    }

    /** A site path in this page's language: {@code /learn} → {@code /fr/learn}. */
    public String href(String sitePath) {
        return localPath(language, sitePath);
    }

    /** This page in {@code other}: {@code /en/learn} → {@code /fr/learn}. */
    public String hrefIn(Language other) {
        return localPath(other, path);
    }

    /**
     * Whether search engines may list this page: not a game, which is private until its players
     * share it (link previews still read it, so robots.txt does not shut games out).
     */
    public boolean indexable() {
        return !path.startsWith("/g/");
    }

    public String canonical() {
        return origin + href(path);
    }

    public String alternate(Language other) {
        return origin + hrefIn(other);
    }

    public String imageUrl() {
        return origin + (image == null ? "/icons/icon-512.png" : image);
    }

    static String localPath(Language language, String sitePath) {
        return "/" + language.code() + (sitePath.equals("/") ? "/" : sitePath);
    }
}
