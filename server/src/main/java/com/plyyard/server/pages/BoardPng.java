package com.plyyard.server.pages;

import com.plyyard.engine.BoardLayout;
import com.plyyard.engine.BoardText;
import com.plyyard.engine.Colour;
import com.plyyard.engine.Game;
import com.plyyard.engine.Position;
import com.plyyard.engine.chinesecheckers.ChineseCheckers;
import com.plyyard.engine.jungle.Jungle;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.awt.image.DataBuffer;
import java.awt.image.DataBufferByte;
import java.awt.image.IndexColorModel;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A position drawn as a small PNG for link previews (a game page's {@code og:image}): the
 * engine's layout, zones in the board's colours, pieces as marbles (Jungle animals grow with
 * their rank). Flat colours keep the file at a few kilobytes; no text, so no font is needed.
 */
final class BoardPng {
    static final int WIDTH = 600;
    static final int HEIGHT = 315;

    /** Colours kept: the board's dozen and a few blends of each edge, enough for smooth circles. */
    private static final int PALETTE = 40;
    private static final Color BACKGROUND = new Color(0xf5f1e8);
    private static final Color HOLE = new Color(0xcbb993);
    private static final Color SQUARE = new Color(0xe9dfcb);
    private static final Color WATER = new Color(0x8fc1e3);
    private static final Color TRAP = new Color(0xe6cf9f);
    private static final Color DEN = new Color(0xb98d5e);
    private static final Color LAND = new Color(0xd7e6bd);
    private static final Map<Colour, Color> PIECES = Map.of(Colour.RED, new Color(0xcf3f35), Colour.BLUE,
            new Color(0x3a68c0), Colour.YELLOW, new Color(0xe2b419), Colour.GREEN, new Color(0x2f9158),
            Colour.PURPLE, new Color(0x8552c0), Colour.ORANGE, new Color(0xe5762a));

    private BoardPng() {
    }

    static byte[] draw(Game game, BoardLayout layout, Position position) {
        BufferedImage image = new BufferedImage(WIDTH, HEIGHT, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        try {
            g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            g.setColor(BACKGROUND);
            g.fillRect(0, 0, WIDTH, HEIGHT);
            List<BoardLayout.SquareLayout> squares = layout.squares();
            double minX = squares.stream().mapToDouble(BoardLayout.SquareLayout::x).min().orElse(0) - 0.5;
            double maxX = squares.stream().mapToDouble(BoardLayout.SquareLayout::x).max().orElse(0) + 0.5;
            double minY = squares.stream().mapToDouble(BoardLayout.SquareLayout::y).min().orElse(0) - 0.5;
            double maxY = squares.stream().mapToDouble(BoardLayout.SquareLayout::y).max().orElse(0) + 0.5;
            double unit = Math.min((WIDTH - 20) / (maxX - minX), (HEIGHT - 20) / (maxY - minY));
            g.translate((WIDTH - unit * (maxX - minX)) / 2 - unit * minX, (HEIGHT - unit * (maxY - minY)) / 2 - unit * minY);
            g.scale(unit, unit);
            char[][] pieces = BoardSvg.piecesOf(layout, position);
            boolean holes = game instanceof ChineseCheckers;
            for (int row = 0; row < layout.rows().size(); row++) {
                List<BoardLayout.SquareLayout> line = layout.rows().get(row);
                for (int column = 0; column < line.size(); column++) {
                    BoardLayout.SquareLayout square = line.get(column);
                    g.setColor(cellColour(game, square));
                    g.fill(holes ? new Ellipse2D.Double(square.x() - 0.3, square.y() - 0.3, 0.6, 0.6)
                            : new Rectangle2D.Double(square.x() - 0.48, square.y() - 0.48, 0.96, 0.96));
                    char letter = pieces[row][column];
                    if (letter != BoardText.EMPTY) {
                        PieceLook.of(game, letter).ifPresent(look -> {
                            double r = look.animal().map(a -> 0.22 + 0.025 * a.rank()).orElse(0.38);
                            g.setColor(PIECES.get(look.colour()));
                            g.fill(new Ellipse2D.Double(square.x() - r, square.y() - r, 2 * r, 2 * r));
                        });
                    }
                }
            }
        } finally {
            g.dispose();
        }
        return SiteIcons.encode(withPalette(image));
    }

    /**
     * The picture with only its {@link #PALETTE} most frequent colours, each other pixel (an
     * antialiased edge) taking the nearest: a palette PNG, under half the size of the true-colour
     * one.
     */
    private static BufferedImage withPalette(BufferedImage image) {
        int[] pixels = image.getRGB(0, 0, WIDTH, HEIGHT, null, 0, WIDTH);
        Map<Integer, Integer> counts = new HashMap<>();
        for (int rgb : pixels) {
            counts.merge(rgb & 0xffffff, 1, Integer::sum);
        }
        int[] palette = counts.entrySet().stream().sorted(Map.Entry.<Integer, Integer>comparingByValue().reversed())
                .limit(PALETTE).mapToInt(Map.Entry::getKey).toArray();
        BufferedImage indexed = new BufferedImage(WIDTH, HEIGHT, BufferedImage.TYPE_BYTE_INDEXED,
                new IndexColorModel(8, palette.length, palette, 0, false, -1, DataBuffer.TYPE_BYTE));
        byte[] target = ((DataBufferByte) indexed.getRaster().getDataBuffer()).getData();
        Map<Integer, Byte> nearest = new HashMap<>();
        for (int i = 0; i < pixels.length; i++) {
            target[i] = nearest.computeIfAbsent(pixels[i] & 0xffffff, rgb -> nearestIndex(palette, rgb));
        }
        return indexed;
    }

    private static byte nearestIndex(int[] palette, int rgb) {
        int best = 0;
        long bestDistance = Long.MAX_VALUE;
        for (int i = 0; i < palette.length; i++) {
            long dr = ((palette[i] >> 16) & 0xff) - ((rgb >> 16) & 0xff);
            long dg = ((palette[i] >> 8) & 0xff) - ((rgb >> 8) & 0xff);
            long db = (palette[i] & 0xff) - (rgb & 0xff);
            long distance = dr * dr + dg * dg + db * db;
            if (distance < bestDistance) {
                best = i;
                bestDistance = distance;
            }
        }
        return (byte) best;
    }

    private static Color cellColour(Game game, BoardLayout.SquareLayout square) {
        for (BoardLayout.Zone zone : square.zones()) {
            Color colour = switch (zone) {
                case BoardLayout.Zone.Camp camp -> camp.inPlay() ? blend(PIECES.get(camp.colour())) : null;
                case BoardLayout.Zone.Water water -> WATER;
                case BoardLayout.Zone.Trap trap -> TRAP;
                case BoardLayout.Zone.Den den -> DEN;
            };
            if (colour != null) {
                return colour;
            }
        }
        return game instanceof ChineseCheckers ? HOLE : game instanceof Jungle ? LAND : SQUARE;
    }

    /** A camp: its colour faded towards the background, as the board's CSS does. */
    private static Color blend(Color colour) {
        return new Color((colour.getRed() + 2 * 0xe9) / 3, (colour.getGreen() + 2 * 0xdf) / 3,
                (colour.getBlue() + 2 * 0xcb) / 3);
    }
}
