package com.plyyard.server.room;

import com.plyyard.engine.Colour;
import com.plyyard.engine.Position;

/**
 * What a computer seat has to decide (a move, or its answer to a draw offer): at which version,
 * in which position, for which seat and level, and the longest its clock lets it think.
 *
 * @param repeated whether the position has come for the third time (AL-5: a draw may be claimed)
 */
record ComputerTurn(int version, Position position, int seat, Colour colour, int level, boolean repeated,
        long mostMillis) {
}
