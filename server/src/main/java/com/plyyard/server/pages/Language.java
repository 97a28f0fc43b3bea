package com.plyyard.server.pages;

import java.util.List;
import java.util.Locale;
import java.util.Optional;

/** The languages of the site; a page's URL starts with the code ({@code /fr/learn}). */
public enum Language {
    EN("en", "English", "en_GB"),
    FR("fr", "Français", "fr_FR");

    private final String code;
    private final String name;
    private final String ogLocale;

    Language(String code, String name, String ogLocale) {
        this.code = code;
        this.name = name;
        this.ogLocale = ogLocale;
    }

    /** {@code en}, {@code fr}: the URL prefix and the HTML {@code lang}. */
    public String code() {
        return code;
    }

    /** The language's name in itself, as the language switch shows it. */
    public String ownName() {
        return name;
    }

    /** Open Graph's {@code og:locale}. */
    public String ogLocale() {
        return ogLocale;
    }

    public Language other() {
        return this == EN ? FR : EN;
    }

    static Optional<Language> of(String code) {
        for (Language language : values()) {
            if (language.code.equals(code)) {
                return Optional.of(language);
            }
        }
        return Optional.empty();
    }

    /**
     * The language for a URL without one: the reader's own choice (the cookie the language switch
     * sets) if any, else the first of ours in the browser's Accept-Language, else English.
     */
    static Language preferred(String chosen, String acceptLanguage) {
        Optional<Language> saved = of(chosen);
        if (saved.isPresent()) {
            return saved.get();
        }
        if (acceptLanguage == null || acceptLanguage.isBlank()) {
            return EN;
        }
        try {
            List<String> ours = Locale.filterTags(Locale.LanguageRange.parse(acceptLanguage), List.of("en", "fr"));
            return ours.isEmpty() ? EN : of(ours.get(0)).orElse(EN);
        } catch (IllegalArgumentException malformed) {
            return EN;
        }
    }
}
