package com.plyyard.server.pages;

import com.plyyard.engine.Game;
import com.plyyard.engine.Games;
import java.util.ArrayList;
import java.util.List;

/**
 * What crawlers read: {@code /robots.txt} (the pages, not the API; game pages are left open to
 * link previews and carry {@code noindex} instead) and {@code /sitemap.xml} (every page in both
 * languages, each naming its other-language version).
 */
final class SiteMap {
    private SiteMap() {
    }

    static String robots(String origin) {
        return "User-agent: *\nDisallow: /api/\nDisallow: /ws/\n\nSitemap: " + origin + "/sitemap.xml\n";
    }

    static String sitemap(String origin) {
        List<String> paths = new ArrayList<>(List.of("/", "/learn", "/analysis"));
        for (Game game : Games.all()) {
            paths.add("/learn/" + game.id());
        }
        StringBuilder xml = new StringBuilder("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                + "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\" "
                + "xmlns:xhtml=\"http://www.w3.org/1999/xhtml\">\n");
        for (String path : paths) {
            for (Language language : Language.values()) {
                xml.append("  <url>\n    <loc>").append(Html.escape(origin + Page.localPath(language, path)))
                        .append("</loc>\n");
                for (Language alternate : Language.values()) {
                    xml.append("    <xhtml:link rel=\"alternate\" hreflang=\"").append(alternate.code())
                            .append("\" href=\"").append(Html.escape(origin + Page.localPath(alternate, path)))
                            .append("\"/>\n");
                }
                xml.append("  </url>\n");
            }
        }
        return xml.append("</urlset>\n").toString();
    }
}
