package com.plyyard.server.browser;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The front end's text catalogues ({@code web/i18n/*.json}), read as the browser reads them, and
 * what a page that has left a language may no longer show of it: the fixed words of each text
 * (the parts between its {@code {placeholders}}) that the other language's catalogue never uses.
 */
final class Catalogues {
    private static final Pattern PLACEHOLDER = Pattern.compile("\\{\\w+\\}");
    /** A fragment worth looking for: at least one word of four letters (shorter ones are shared too often: "on", "en"). */
    private static final Pattern LONG_WORD = Pattern.compile("\\p{L}{4,}");

    private Catalogues() {
    }

    /** The texts of a language, key → text. */
    static Map<String, String> texts(String lang) {
        try (InputStream in = Catalogues.class.getResourceAsStream("/web/i18n/" + lang + ".json")) {
            if (in == null) {
                throw new IllegalStateException("no catalogue for " + lang + " on the class path");
            }
            JsonNode json = new ObjectMapper().readTree(in);
            Map<String, String> texts = new TreeMap<>();
            json.properties().forEach(e -> texts.put(e.getKey(), e.getValue().asText()));
            return texts;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The text of one key with its placeholders filled, as {@code t(key, params)} writes it. */
    static String text(String lang, String key, Map<String, String> params) {
        String text = texts(lang).get(key);
        if (text == null) {
            throw new IllegalArgumentException("no text " + key + " in " + lang);
        }
        Matcher m = PLACEHOLDER.matcher(text);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            String name = m.group().substring(1, m.group().length() - 1);
            m.appendReplacement(out, Matcher.quoteReplacement(params.getOrDefault(name, m.group())));
        }
        return m.appendTail(out).toString();
    }

    /**
     * The fragments of {@code old}'s texts that {@code other}'s never contain (compared without
     * case), each as a pattern matching it as whole words.
     */
    static List<Pattern> onlyIn(String old, String other) {
        String otherTexts = String.join("\n", texts(other).values()).toLowerCase(Locale.ROOT);
        Set<String> fragments = new LinkedHashSet<>();
        for (String text : texts(old).values()) {
            for (String part : PLACEHOLDER.split(text)) {
                String fragment = part.strip().replaceAll("^[\\p{Punct}\\s«»“”’‘—–…\u00a0\u202f]+|[\\p{Punct}\\s«»“”’‘—–…\u00a0\u202f]+$", "");
                if (LONG_WORD.matcher(fragment).find() && !otherTexts.contains(fragment.toLowerCase(Locale.ROOT))) {
                    fragments.add(fragment);
                }
            }
        }
        List<Pattern> patterns = new ArrayList<>();
        for (String fragment : fragments) {
            patterns.add(Pattern.compile("(?<![\\p{L}\\p{N}])" + Pattern.quote(fragment) + "(?![\\p{L}\\p{N}])"));
        }
        return patterns;
    }

    /** Each fragment of {@code patterns} some text holds, with that text: empty when none does. */
    static List<String> leftovers(List<String> texts, List<Pattern> patterns) {
        String all = String.join("\n", texts);
        List<String> found = new ArrayList<>();
        for (Pattern pattern : patterns) {
            Matcher m = pattern.matcher(all);
            if (m.find()) {
                int start = all.lastIndexOf('\n', m.start()) + 1;
                int end = all.indexOf('\n', m.end());
                found.add("\"" + m.group() + "\" in \"" + abbreviate(all.substring(start, end < 0 ? all.length() : end)) + "\"");
            }
        }
        return found;
    }

    private static String abbreviate(String text) {
        String one = text.strip().replaceAll("\\s+", " ");
        return one.length() > 160 ? one.substring(0, 160) + "…" : one;
    }
}
