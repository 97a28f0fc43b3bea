package com.plyyard.engine.chinesecheckers;

import com.plyyard.engine.Colour;

/**
 * The six triangular camps of the star, in turn order (clockwise as seen on the board), each
 * with the colour that starts there (CC-2).
 */
public enum Camp {
    SOUTH(Colour.RED), SOUTH_WEST(Colour.YELLOW), NORTH_WEST(Colour.GREEN),
    NORTH(Colour.BLUE), NORTH_EAST(Colour.PURPLE), SOUTH_EAST(Colour.ORANGE);

    private final Colour colour;

    Camp(Colour colour) {
        this.colour = colour;
    }

    public Colour colour() {
        return colour;
    }

    /** The rotation, in degrees clockwise, that brings this camp to the bottom of the board (south). */
    public int facing() {
        return (360 - 60 * ordinal()) % 360;
    }

    /** The camp diametrically opposite: the target of whoever starts here. */
    public Camp opposite() {
        return values()[(ordinal() + 3) % 6];
    }

    public static Camp of(Colour colour) {
        for (Camp camp : values()) {
            if (camp.colour == colour) {
                return camp;
            }
        }
        throw new IllegalArgumentException("no camp starts with " + colour);
    }
}
