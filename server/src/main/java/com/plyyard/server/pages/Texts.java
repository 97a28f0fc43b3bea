package com.plyyard.server.pages;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.EnumMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The site's texts per language, read from {@code web/i18n/*.json}: the same files the front end
 * reads, so a page says the same whether the server or the browser wrote it.
 */
public final class Texts {
    private static final Pattern PLACEHOLDER = Pattern.compile("\\{(\\w+)}");

    private final Map<Language, Map<String, String>> byLanguage = new EnumMap<>(Language.class);

    private Texts() {
    }

    /** Reads both languages from the class path. */
    public static Texts load() {
        Texts texts = new Texts();
        ObjectMapper mapper = new ObjectMapper();
        for (Language language : Language.values()) {
            String path = "/web/i18n/" + language.code() + ".json";
            try (InputStream in = Texts.class.getResourceAsStream(path)) {
                if (in == null) {
                    throw new IllegalStateException(path + " is missing from the build");
                }
                texts.byLanguage.put(language, mapper.readValue(in, new TypeReference<Map<String, String>>() {
                }));
            } catch (IOException e) {
                throw new UncheckedIOException(path + " is not a JSON object of texts", e);
            }
        }
        return texts;
    }

    public boolean has(Language language, String key) {
        return byLanguage.get(language).containsKey(key);
    }

    /**
     * The text for a key with its {@code {name}} placeholders filled in; the key itself when
     * missing, as in the front end (LearnLessonsTest checks that every key a lesson uses exists).
     */
    public String get(Language language, String key, Map<String, ?> params) {
        String text = byLanguage.get(language).get(key);
        if (text == null) {
            return key;
        }
        Matcher m = PLACEHOLDER.matcher(text);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            Object value = params.get(m.group(1));
            m.appendReplacement(out, Matcher.quoteReplacement(value == null ? m.group() : String.valueOf(value)));
        }
        return m.appendTail(out).toString();
    }
}
