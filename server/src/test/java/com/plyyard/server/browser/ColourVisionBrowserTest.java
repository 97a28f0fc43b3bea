package com.plyyard.server.browser;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.support.ui.Select;

/**
 * The pieces of every game stay apart for people with the common red–green colour-vision
 * deficiencies: the board is drawn through a simulated deuteranopia or protanopia filter (an SVG
 * feColorMatrix, Machado et al. 2009 at full severity, added to the page by the test), and the
 * average colour each side's pieces show in the screenshot must differ between every two sides by
 * a clear CIELAB distance. The filtered screenshots stay in server/target/screenshots/ to be looked at.
 */
class ColourVisionBrowserTest extends SharedServerBrowserTest {
    /** CIE76 ΔE: about 2 is just noticeable; 20 is plainly another colour at a glance. */
    static final double APART = 20;

    enum Vision {
        NORMAL(null),
        DEUTERANOPIA("0.367322 0.860646 -0.227968 0 0  0.280085 0.672501 0.047413 0 0"
                + "  -0.011820 0.042940 0.968881 0 0  0 0 0 1 0"),
        PROTANOPIA("0.152286 1.052583 -0.204868 0 0  0.114503 0.786281 0.099216 0 0"
                + "  -0.003882 -0.048116 1.051998 0 0  0 0 0 1 0");

        final String matrix;

        Vision(String matrix) {
            this.matrix = matrix;
        }
    }

    @Test
    void chineseCheckersSixColoursStayApart() throws IOException {
        Browser browser = open("chinese-checkers", 6, 60);
        for (Vision vision : Vision.values()) {
            assertSidesApart(browser, vision, "chinese-checkers", 6);
        }
    }

    /** The dark theme changes the board under the marbles and tiles, never the pieces: they stay apart there too. */
    @Test
    void inTheDarkThemeChineseCheckersAndDouShouQiSidesStayApart() throws IOException {
        Browser browser = browser();
        browser.open(server.base() + "/en/");
        new Select(browser.byTestId("theme-switch")).selectByValue("dark");
        browser.waitUntil("dark theme", d -> "dark".equals(browser.script("return document.documentElement.dataset.theme;"))
                ? Boolean.TRUE : null);
        for (Object[] game : new Object[][] {{"chinese-checkers", 6, 60}, {"jungle", 2, 16}}) {
            open(browser, (String) game[0], (int) game[1], (int) game[2]);
            for (Vision vision : Vision.values()) {
                assertSidesApart(browser, vision, "dark-" + game[0], (int) game[1]);
            }
        }
    }

    @Test
    void halmaSidesStayApart() throws IOException {
        Browser browser = open("halma", 2, 38);
        for (Vision vision : Vision.values()) {
            assertSidesApart(browser, vision, "halma", 2);
        }
    }

    @Test
    void douShouQiSidesStayApartAndKeepTheirAnimalNames() throws IOException {
        Browser browser = open("jungle", 2, 16);
        for (Vision vision : Vision.values()) {
            assertSidesApart(browser, vision, "jungle", 2);
        }
        assertThat(browser.square("g1").getAttribute("aria-label")).isEqualTo("red lion, rank 7, on g1");
        assertThat(browser.square("a9").getAttribute("aria-label")).isEqualTo("blue lion, rank 7, on a9");
    }

    private Browser open(String game, int players, int pieces) {
        return open(browser(), game, players, pieces);
    }

    private Browser open(Browser browser, String game, int players, int pieces) {
        String[] created = localGame(game, players, 0);
        browser.open(url(server, created[0]) + "#seat=" + created[1]);
        browser.waitConnected();
        assertThat(browser.driver.findElements(By.cssSelector("[data-testid='board'] [data-piece]"))).hasSize(pieces);
        return browser;
    }

    private static void assertSidesApart(Browser browser, Vision vision, String game, int players) throws IOException {
        simulate(browser, vision.matrix);
        byte[] png = browser.driver.getScreenshotAs(OutputType.BYTES);
        Path dir = Files.createDirectories(Path.of("target", "screenshots"));
        Files.write(dir.resolve("vision-" + vision.name().toLowerCase() + "-" + game + ".png"), png);

        Map<String, double[]> seen = averageLabBySide(browser, ImageIO.read(new ByteArrayInputStream(png)));
        assertThat(seen).as("sides found on the " + game + " board").hasSize(players);
        List<String> sides = new ArrayList<>(seen.keySet());
        for (int i = 0; i < sides.size(); i++) {
            for (int j = i + 1; j < sides.size(); j++) {
                double distance = deltaE(seen.get(sides.get(i)), seen.get(sides.get(j)));
                assertThat(distance)
                        .as("%s: %s and %s pieces differ by ΔE %.1f, less than %s apart", vision, sides.get(i), sides.get(j),
                                distance, APART)
                        .isGreaterThanOrEqualTo(APART);
            }
        }
    }

    /** Draws the board through the colour matrix, as the deficiency shows it (null: as it is). */
    private static void simulate(Browser browser, String matrix) {
        browser.script("document.getElementById('vision-test')?.ownerSVGElement.remove();"
                + "document.querySelector('[data-testid=board]').style.filter = '';");
        if (matrix == null) {
            return;
        }
        browser.script("const ns = 'http://www.w3.org/2000/svg';"
                + "const svg = document.createElementNS(ns, 'svg'); svg.setAttribute('width', 0); svg.setAttribute('height', 0);"
                + "svg.style.position = 'absolute';"
                + "const filter = document.createElementNS(ns, 'filter'); filter.id = 'vision-test';"
                + "filter.setAttribute('color-interpolation-filters', 'linearRGB');"
                + "const m = document.createElementNS(ns, 'feColorMatrix'); m.setAttribute('type', 'matrix');"
                + "m.setAttribute('values', arguments[0]); filter.append(m); svg.append(filter); document.body.append(svg);"
                + "document.querySelector('[data-testid=board]').style.filter = 'url(#vision-test)';", matrix);
        browser.waitUntil("the filter applied", d -> "url(\"#vision-test\")".equals(browser.script(
                "return getComputedStyle(document.querySelector('[data-testid=board]')).filter;")) ? Boolean.TRUE : null);
    }

    /**
     * Each side's pieces in CIELAB, averaged over every piece's body in the screenshot: a marble
     * below right of its centre (clear of its shine and inner mark), an animal's whole tile.
     */
    private static Map<String, double[]> averageLabBySide(Browser browser, BufferedImage image) {
        List<?> boxes = (List<?>) browser.script("return Array.from(document.querySelectorAll("
                + "\"[data-testid='board'] [data-piece] .piece-body\")).map(b => { const r = b.getBoundingClientRect();"
                + " const animal = !!b.closest('[data-animal]'); const off = animal ? 0 : r.width * 0.19 / 0.72;"
                + " return [b.closest('[data-piece]').dataset.piece, r.x + r.width / 2 + off, r.y + r.height / 2 + off,"
                + " r.width * (animal ? 0.3 : 0.06 / 0.72)]; });");
        Map<String, double[]> sums = new LinkedHashMap<>();
        for (Object box : boxes) {
            List<?> b = (List<?>) box;
            double[] sum = sums.computeIfAbsent((String) b.get(0), k -> new double[4]);
            int cx = (int) Math.round(((Number) b.get(1)).doubleValue());
            int cy = (int) Math.round(((Number) b.get(2)).doubleValue());
            int half = (int) Math.floor(((Number) b.get(3)).doubleValue());
            for (int y = cy - half; y <= cy + half; y++) {
                for (int x = cx - half; x <= cx + half; x++) {
                    int rgb = image.getRGB(x, y);
                    sum[0] += (rgb >> 16) & 0xff;
                    sum[1] += (rgb >> 8) & 0xff;
                    sum[2] += rgb & 0xff;
                    sum[3]++;
                }
            }
        }
        Map<String, double[]> labs = new LinkedHashMap<>();
        sums.forEach((side, s) -> labs.put(side, lab(s[0] / s[3], s[1] / s[3], s[2] / s[3])));
        return labs;
    }

    /** sRGB (0–255) to CIELAB under D65. */
    static double[] lab(double r, double g, double b) {
        double lr = linear(r);
        double lg = linear(g);
        double lb = linear(b);
        double x = (0.4124 * lr + 0.3576 * lg + 0.1805 * lb) / 0.95047;
        double y = 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
        double z = (0.0193 * lr + 0.1192 * lg + 0.9505 * lb) / 1.08883;
        return new double[] {116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))};
    }

    private static double linear(double channel) {
        double c = channel / 255;
        return c <= 0.04045 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4);
    }

    private static double f(double t) {
        return t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16.0 / 116;
    }

    static double deltaE(double[] a, double[] b) {
        return Math.sqrt(Math.pow(a[0] - b[0], 2) + Math.pow(a[1] - b[1], 2) + Math.pow(a[2] - b[2], 2));
    }
}
