package com.plyyard.server.pages;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.Ellipse2D;
import java.awt.geom.RoundRectangle2D;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import javax.imageio.ImageIO;

/**
 * The site's icon as bitmaps, drawn by code from the same shapes as {@code web/img/icon.svg}
 * (three marbles on a rounded square): the PNG sizes the web app manifest and phones ask for,
 * and {@code /favicon.ico} for the browsers and tools that only look there.
 */
public final class SiteIcons {
    /** The PNG sizes served as {@code /img/icon-{size}.png}. */
    public static final List<Integer> SIZES = List.of(32, 180, 192, 512);

    private static final Color BACKGROUND = new Color(0x2f5d62);
    /** Each marble: centre x, centre y, colour, on the SVG's 32-unit grid (radius 4). */
    private static final List<double[]> MARBLES = List.of(
            new double[] {16, 9, 0xe8b04b}, new double[] {10, 20, 0xd9534f}, new double[] {22, 20, 0x5b8fd6});

    private final Map<Integer, byte[]> pngs = new ConcurrentHashMap<>();

    /** The icon as a PNG of {@code size} × {@code size} pixels; drawn once per size. */
    public byte[] png(int size) {
        if (!SIZES.contains(size)) {
            throw new IllegalArgumentException("no icon of " + size + " pixels");
        }
        return pngs.computeIfAbsent(size, SiteIcons::draw);
    }

    /** {@code favicon.ico}: an icon directory of one entry holding the 32-pixel PNG, as ICO allows. */
    public byte[] favicon() {
        byte[] png = png(32);
        ByteBuffer ico = ByteBuffer.allocate(6 + 16 + png.length).order(ByteOrder.LITTLE_ENDIAN);
        ico.putShort((short) 0).putShort((short) 1).putShort((short) 1);
        ico.put((byte) 32).put((byte) 32).put((byte) 0).put((byte) 0);
        ico.putShort((short) 1).putShort((short) 32).putInt(png.length).putInt(6 + 16);
        return ico.put(png).array();
    }

    private static byte[] draw(int size) {
        BufferedImage image = new BufferedImage(size, size, BufferedImage.TYPE_INT_ARGB);
        Graphics2D g = image.createGraphics();
        try {
            g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            g.scale(size / 32.0, size / 32.0);
            g.setColor(BACKGROUND);
            g.fill(new RoundRectangle2D.Double(0, 0, 32, 32, 14, 14));
            for (double[] marble : MARBLES) {
                g.setColor(new Color((int) marble[2]));
                g.fill(new Ellipse2D.Double(marble[0] - 4, marble[1] - 4, 8, 8));
            }
        } finally {
            g.dispose();
        }
        return encode(image);
    }

    static byte[] encode(BufferedImage image) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try {
            ImageIO.write(image, "png", out);
        } catch (IOException e) {
            throw new UncheckedIOException("the PNG encoder failed", e);
        }
        return out.toByteArray();
    }
}
