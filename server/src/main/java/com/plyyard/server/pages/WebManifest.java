package com.plyyard.server.pages;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The web app manifest, which lets a phone add the site to its home screen: name, colours, the
 * start address (which redirects to the reader's language) and the icons of {@link SiteIcons}.
 */
final class WebManifest {
    private WebManifest() {
    }

    static String json(Texts texts) {
        Map<String, Object> manifest = new LinkedHashMap<>();
        manifest.put("name", "Ply Yard");
        manifest.put("short_name", "Ply Yard");
        manifest.put("description", texts.get(Language.EN, "home.lead", Map.of()));
        manifest.put("lang", "en");
        manifest.put("start_url", "/");
        manifest.put("scope", "/");
        manifest.put("display", "standalone");
        manifest.put("background_color", "#f4efe6");
        manifest.put("theme_color", "#f4efe6");
        List<Map<String, String>> icons = new ArrayList<>();
        icons.add(Map.of("src", "/img/icon.svg", "sizes", "any", "type", "image/svg+xml"));
        for (int size : SiteIcons.SIZES) {
            icons.add(Map.of("src", "/icons/icon-" + size + ".png", "sizes", size + "x" + size, "type", "image/png"));
        }
        manifest.put("icons", icons);
        try {
            return new ObjectMapper().writerWithDefaultPrettyPrinter().writeValueAsString(manifest);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("the manifest is plain maps and strings", e);
        }
    }
}
