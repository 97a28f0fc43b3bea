package com.plyyard.ai;

import com.plyyard.engine.Move;
import com.plyyard.engine.Position;
import java.util.List;
import java.util.stream.IntStream;

/** Chooses a move for the side to move. Implementations never return an illegal move. */
public interface ComputerPlayer {
    int WEAKEST_LEVEL = 1;
    int STRONGEST_LEVEL = 8;

    /** Every level a computer seat may play at, weakest first. */
    static List<Integer> levels() {
        return IntStream.rangeClosed(WEAKEST_LEVEL, STRONGEST_LEVEL).boxed().toList();
    }

    /**
     * @param level 1 (weakest) to 8 (strongest)
     * @param seed makes the choice repeatable: the same position, level and seed give the same move
     * @throws IllegalStateException when the game is over (there is nothing to choose)
     */
    Move choose(Position position, int level, long seed);
}
