package com.plyyard.ai;

import com.plyyard.engine.Colour;
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
     * Thinks as long as the level does, as if the game had started in {@code position}.
     *
     * @param level 1 (weakest) to 8 (strongest)
     * @param seed makes the choice repeatable: the same position, level and seed give the same move
     * @throws IllegalStateException when the game is over (there is nothing to choose)
     */
    default Move choose(Position position, int level, long seed) {
        return choose(position, List.of(), level, seed, Long.MAX_VALUE);
    }

    /**
     * As {@link #choose(Position, int, long)}, knowing the game's positions before this one
     * ({@code earlier}, oldest first: in Dou Shou Qi the computer avoids going round in circles
     * with them) and thinking no longer than {@code mostMillis} (the budget a clock leaves), even
     * where the level would think longer.
     */
    Move choose(Position position, List<Position> earlier, int level, long seed, long mostMillis);

    /**
     * AL-5: whether a computer seat of {@code colour} claims a draw by repetition, the position
     * having come for the third time: when it cannot finish ({@link Position#targetBlocked}).
     */
    default boolean claimsRepetition(Position position, Colour colour) {
        return position.targetBlocked(colour);
    }

    /**
     * AL-5: whether a computer seat of {@code colour} accepts a draw offered in {@code position}:
     * when it cannot finish, or (two players) stands worse by a search of the same size at every
     * level, thinking no longer than {@code mostMillis} (its clock; {@code Long.MAX_VALUE}
     * untimed); it declines otherwise.
     */
    boolean acceptsDraw(Position position, Colour colour, long mostMillis);
}
