package com.plyyard.server.room;

import com.plyyard.engine.Colour;
import com.plyyard.engine.Position;
import java.util.List;

/**
 * What a computer seat has to decide (a move, or its answer to a draw offer): at which version,
 * in which position, for which seat and level, and the longest its clock lets it think.
 *
 * @param earlier the game's positions before {@code position}, oldest first
 * @param repeated whether the position has come for the third time (AL-5: a draw may be claimed)
 */
record ComputerTurn(int version, Position position, List<Position> earlier, int seat, Colour colour, int level, boolean repeated,
        long mostMillis) {
}
