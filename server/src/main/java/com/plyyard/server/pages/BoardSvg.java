package com.plyyard.server.pages;

import com.plyyard.engine.BoardLayout;
import com.plyyard.engine.BoardText;
import com.plyyard.engine.Game;
import com.plyyard.engine.Games;
import com.plyyard.engine.Position;
import com.plyyard.engine.Settings;
import com.plyyard.engine.chinesecheckers.ChineseCheckers;
import com.plyyard.engine.halma.Halma;
import com.plyyard.engine.jungle.Jungle;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.OptionalInt;

/**
 * A position drawn as a static SVG picture, for pages read without JavaScript: the squares of
 * the engine's layout with their zones, the pieces of the position, and the letters a text
 * refers to. It uses the class names of the front end's board ({@code css/board.css}), so both
 * look alike.
 */
public final class BoardSvg {
    private final Texts texts;

    public BoardSvg(Texts texts) {
        this.texts = texts;
    }

    /** The diagram's position as an SVG element, its text in {@code language}. */
    public String draw(String gameId, Lesson.Diagram diagram, Language language) {
        Game game = Games.byId(gameId);
        Settings settings = game.settings(
                diagram.players() == null ? OptionalInt.empty() : OptionalInt.of(diagram.players()),
                diagram.options());
        Position position = game.parsePosition(settings, diagram.position());
        return draw(game, game.layout(settings), position, diagram.labels(), language);
    }

    /** A game's position as an SVG element, such as a game page shows before its live board replaces it. */
    public String draw(String gameId, int players, List<String> options, String position, Language language) {
        Game game = Games.byId(gameId);
        Settings settings = game.settings(OptionalInt.of(players), options);
        return draw(game, game.layout(settings), game.parsePosition(settings, position), Map.of(), language);
    }

    private String draw(Game game, BoardLayout layout, Position position, Map<String, String> labels,
            Language language) {
        char[][] pieces = piecesOf(layout, position);
        boolean holes = game instanceof ChineseCheckers;
        List<BoardLayout.SquareLayout> squares = layout.squares();
        double minX = squares.stream().mapToDouble(BoardLayout.SquareLayout::x).min().orElse(0) - 1.3;
        double minY = squares.stream().mapToDouble(BoardLayout.SquareLayout::y).min().orElse(0) - 0.6;
        double maxX = squares.stream().mapToDouble(BoardLayout.SquareLayout::x).max().orElse(0) + 0.6;
        double maxY = squares.stream().mapToDouble(BoardLayout.SquareLayout::y).max().orElse(0) + 1.3;
        StringBuilder svg = new StringBuilder(8192);
        svg.append("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"board board-").append(game.id())
                .append(holes ? " board-hole" : " board-square").append("\" viewBox=\"")
                .append(n(minX)).append(' ').append(n(minY)).append(' ').append(n(maxX - minX)).append(' ')
                .append(n(maxY - minY)).append("\" role=\"img\" aria-label=\"")
                .append(Html.escape(texts.get(language, "board.label", Map.of()) + ": " + position.notation()))
                .append("\"><g class=\"cells\">");
        int row = 0;
        for (List<BoardLayout.SquareLayout> line : layout.rows()) {
            int column = 0;
            for (BoardLayout.SquareLayout square : line) {
                svg.append("<g class=\"sq ").append(zoneClasses(game, square)).append("\" data-square=\"")
                        .append(square.name()).append("\" transform=\"translate(").append(n(square.x())).append(' ')
                        .append(n(square.y())).append(")\">");
                svg.append(holes ? "<circle class=\"cell\" r=\"0.3\"/>"
                        : "<rect class=\"cell\" x=\"-0.5\" y=\"-0.5\" width=\"1\" height=\"1\"/>");
                char letter = pieces[row][column];
                if (letter != BoardText.EMPTY) {
                    PieceLook.of(game, letter).ifPresent(look -> piece(svg, look, language));
                }
                String label = labels.get(square.name());
                if (label != null) {
                    svg.append("<text class=\"learn-label\" x=\"0.32\" y=\"-0.3\">").append(Html.escape(label))
                            .append("</text>");
                }
                svg.append("</g>");
                column++;
            }
            row++;
        }
        svg.append("</g>");
        if (!holes) {
            coordinates(svg, squares);
        }
        return svg.append("</svg>").toString();
    }

    /** The position's board field split into the layout's rows, {@link BoardText#EMPTY} for empty squares. */
    static char[][] piecesOf(BoardLayout layout, Position position) {
        int[] lengths = layout.rows().stream().mapToInt(List::size).toArray();
        String field = position.notation().split(" ", 2)[0];
        return BoardText.parse(field, lengths, "RBYGPOCDWTLErbygpocdwtle", r -> String.valueOf(r + 1));
    }

    private void piece(StringBuilder svg, PieceLook look, Language language) {
        svg.append("<g class=\"piece piece-").append(look.colourName()).append("\">");
        look.animal().ifPresentOrElse(animal -> svg.append("<circle class=\"piece-body\" r=\"0.43\"/>")
                .append("<text class=\"piece-rank\" y=\"-0.02\" text-anchor=\"middle\">").append(animal.rank())
                .append("</text><text class=\"piece-name\" y=\"0.27\" text-anchor=\"middle\">")
                .append(Html.escape(texts.get(language, "animal." + animal.letter(), Map.of())))
                .append("</text>"),
                () -> svg.append("<circle class=\"piece-body\" r=\"0.36\"/>")
                        .append("<circle class=\"piece-shine\" r=\"0.14\" cx=\"-0.1\" cy=\"-0.12\"/>"));
        svg.append("</g>");
    }

    /** The CSS classes of a square, as the front end's game modules give them. */
    private static String zoneClasses(Game game, BoardLayout.SquareLayout square) {
        StringBuilder classes = new StringBuilder();
        if (game instanceof Halma) {
            classes.append((Math.round(square.x() + square.y()) % 2 == 0) ? "dark " : "light ");
        }
        for (BoardLayout.Zone zone : square.zones()) {
            classes.append(switch (zone) {
                case BoardLayout.Zone.Camp camp -> "camp camp-" + lower(camp.colour()) + (camp.inPlay() ? "" : " camp-idle");
                case BoardLayout.Zone.Water water -> "water";
                case BoardLayout.Zone.Trap trap -> "trap trap-" + lower(trap.side());
                case BoardLayout.Zone.Den den -> "den den-" + lower(den.side());
            }).append(' ');
        }
        if (game instanceof Jungle && square.zones().isEmpty()) {
            classes.append("land");
        }
        return classes.toString().strip();
    }

    /** File letters under the bottom row and rank numbers left of each row of a square board. */
    private static void coordinates(StringBuilder svg, List<BoardLayout.SquareLayout> squares) {
        double bottom = squares.stream().mapToDouble(BoardLayout.SquareLayout::y).max().orElse(0);
        double left = squares.stream().mapToDouble(BoardLayout.SquareLayout::x).min().orElse(0);
        for (BoardLayout.SquareLayout q : squares) {
            if (q.y() == bottom) {
                label(svg, q.x(), bottom + 0.7, q.name().substring(0, 1));
            }
            if (q.x() == left) {
                label(svg, left - 0.75, q.y(), q.name().substring(1));
            }
        }
    }

    private static void label(StringBuilder svg, double x, double y, String text) {
        svg.append("<text class=\"coord\" x=\"").append(n(x)).append("\" y=\"").append(n(y))
                .append("\" text-anchor=\"middle\" dominant-baseline=\"central\">").append(Html.escape(text))
                .append("</text>");
    }

    private static String lower(com.plyyard.engine.Colour colour) {
        return colour.name().toLowerCase(Locale.ROOT);
    }

    private static String n(double value) {
        return String.format(Locale.ROOT, "%.3f", value).replaceAll("\\.?0+$", "");
    }
}
