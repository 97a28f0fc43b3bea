package com.plyyard.server.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.plyyard.engine.Refusal;
import java.io.IOException;
import java.io.InputStream;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Every kind of refusal the engine reports has its sentence in each catalogue, and a sentence
 * uses only the parameters that kind carries, in the forms {@code refusalText} (js/i18n.js)
 * derives: a side as {@code owner} or {@code ownerAnimal}, an animal as {@code animal} or
 * {@code theAnimal}.
 */
class RefusalTextsTest {
    private static final Pattern PLACEHOLDER = Pattern.compile("\\{(\\w+)}");

    private static JsonNode catalogue(String language) throws IOException {
        try (InputStream in = RefusalTextsTest.class.getResourceAsStream("/web/i18n/" + language + ".json")) {
            assertThat(in).as("the %s catalogue is on the class path", language).isNotNull();
            return new ObjectMapper().readTree(in);
        }
    }

    /** The parameter a placeholder stands for: {@code theTarget} and {@code blockerAnimal} → {@code target}, {@code blocker}. */
    private static String parameter(String placeholder) {
        if (placeholder.startsWith("the") && placeholder.length() > 3 && Character.isUpperCase(placeholder.charAt(3))) {
            return Character.toLowerCase(placeholder.charAt(3)) + placeholder.substring(4);
        }
        return placeholder.endsWith("Animal") ? placeholder.substring(0, placeholder.length() - "Animal".length()) : placeholder;
    }

    @ParameterizedTest
    @ValueSource(strings = {"en", "fr"})
    void everyKindOfRefusalHasItsSentenceWithItsOwnParameters(String language) throws IOException {
        JsonNode texts = catalogue(language);
        for (Refusal.Kind kind : Refusal.Kind.values()) {
            JsonNode text = texts.path("refusal." + kind.id());
            assertThat(text.isTextual()).as("%s has refusal.%s", language, kind.id()).isTrue();
            Set<String> used = new TreeSet<>();
            Matcher m = PLACEHOLDER.matcher(text.asText());
            while (m.find()) {
                used.add(parameter(m.group(1)));
            }
            assertThat(kind.paramNames()).as("parameters of refusal.%s in %s", kind.id(), language).containsAll(used);
        }
        for (String letter : new String[] {"R", "C", "D", "W", "P", "T", "L", "E"}) {
            assertThat(texts.path("animal.the." + letter).isTextual()).as("%s has animal.the.%s", language, letter).isTrue();
        }
    }
}
