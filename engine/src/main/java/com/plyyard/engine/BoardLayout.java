package com.plyyard.engine;

import java.util.List;
import java.util.Map;

/**
 * Everything a client needs to draw a game's board for some settings, so that no client keeps a
 * copy of the geometry: the squares row by row and the rotation that brings each colour's side
 * to the bottom.
 *
 * @param rows the squares of each row in the order of a position's board field
 *     ({@code notation.md}): from the top (north) down, each row left to right
 * @param facing for each colour that plays, the angle in degrees (clockwise, 0 to 359) to turn the
 *     board by so that this colour's side is at the bottom
 */
public record BoardLayout(List<List<SquareLayout>> rows, Map<Colour, Integer> facing) {
    public BoardLayout {
        rows = rows.stream().map(List::copyOf).toList();
        facing = Map.copyOf(facing);
    }

    /** Every square, in the order of the board field. */
    public List<SquareLayout> squares() {
        return rows.stream().flatMap(List::stream).toList();
    }

    /**
     * One square (or hole) of a board as it is drawn.
     *
     * @param x its centre's distance to the east, in board units (neighbours along a row are
     *     one unit apart); the board's centre need not be at 0
     * @param y its centre's distance to the south, in the same units, so that a screen with
     *     y growing downwards shows the north at the top
     * @param zones what the square belongs to; empty for a plain square
     */
    public record SquareLayout(String name, double x, double y, List<Zone> zones) {
        public SquareLayout {
            zones = List.copyOf(zones);
        }
    }

    /** A part of the board with a meaning in the rules. */
    public sealed interface Zone {
        /** A home camp of the race games, which its colour starts in; an idle camp is one nobody plays from. */
        record Camp(Colour colour, boolean inPlay) implements Zone {
        }

        /** Jungle's rivers (JU-1, JU-4). */
        record Water() implements Zone {
        }

        /** A Jungle trap beside the den of {@code side} (JU-1, JU-6a). */
        record Trap(Colour side) implements Zone {
        }

        /** The den of {@code side} (JU-1, JU-7). */
        record Den(Colour side) implements Zone {
        }
    }
}
