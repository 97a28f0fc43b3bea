package com.plyyard.server.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The French catalogue is set as French is printed: typographic apostrophes, a no-break space
 * before the high punctuation (; : ! ?) so that it never starts a line, and no "(s)" plurals.
 */
class FrenchTypographyTest {
    private static final Pattern HIGH_PUNCTUATION = Pattern.compile("(.)([;:!?])");
    private static final Pattern BRACKETED_PLURAL = Pattern.compile("\\((s|e|es)\\)");

    private static JsonNode catalogue() throws IOException {
        try (InputStream in = FrenchTypographyTest.class.getResourceAsStream("/web/i18n/fr.json")) {
            assertThat(in).as("the French catalogue is on the class path").isNotNull();
            return new ObjectMapper().readTree(in);
        }
    }

    /** A colon between digits (a time) or in an address is not punctuation of the sentence. */
    private static boolean isPunctuation(String text, Matcher m) {
        int at = m.start(2);
        boolean betweenDigits = at > 0 && at + 1 < text.length() && Character.isDigit(text.charAt(at - 1))
                && Character.isDigit(text.charAt(at + 1));
        return !betweenDigits && !text.startsWith("://", at);
    }

    @Test
    void everyFrenchTextUsesFrenchTypography() throws IOException {
        List<String> faults = new ArrayList<>();
        catalogue().properties().forEach(entry -> {
            String key = entry.getKey();
            String text = entry.getValue().asText();
            if (text.indexOf('\'') >= 0) {
                faults.add(key + ": a straight apostrophe (use ’): " + text);
            }
            Matcher m = HIGH_PUNCTUATION.matcher(text);
            while (m.find()) {
                char before = m.group(1).charAt(0);
                if (isPunctuation(text, m) && before != '\u00a0' && before != '\u202f') {
                    faults.add(key + ": no no-break space before '" + m.group(2) + "': " + text);
                }
            }
            if (BRACKETED_PLURAL.matcher(text).find()) {
                faults.add(key + ": a bracketed plural: " + text);
            }
        });
        assertThat(faults).as("French typography").isEmpty();
    }
}
