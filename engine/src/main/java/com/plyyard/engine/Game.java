package com.plyyard.engine;

import com.plyyard.engine.chinesecheckers.ChineseCheckers;
import com.plyyard.engine.halma.Halma;
import com.plyyard.engine.jungle.Jungle;
import java.util.Collection;
import java.util.List;
import java.util.OptionalInt;
import java.util.SplittableRandom;

/**
 * One of Ply Yard's games. The set is closed: code that treats all games alike goes through
 * this contract, and each game keeps its differences in its own package.
 */
public sealed interface Game permits ChineseCheckers, Halma, Jungle {

    /** The public id used in URLs, records and the command line, such as {@code halma}. */
    String id();

    /**
     * The player counts this game is played by, smallest first; the first is the default. Most
     * games are for two; a game for more says so.
     */
    default List<Integer> playerCounts() {
        return RedBlueSettings.PLAYER_COUNTS;
    }

    /**
     * The public names of the options {@link #settings} accepts, in the order to offer them; none
     * unless a game has some.
     */
    default List<String> optionNames() {
        return List.of();
    }

    /**
     * Settings from a player count (empty for the game's default) and option names.
     *
     * @throws NotationException naming the unsupported player count or option
     */
    Settings settings(OptionalInt players, Collection<String> options);

    default Settings defaultSettings() {
        return settings(OptionalInt.empty(), List.of());
    }

    /** The board as these settings lay it out: its squares, their zones and each colour's side. */
    BoardLayout layout(Settings settings);

    /** The standard start position for these settings. */
    Position start(Settings settings);

    /**
     * Parses a position in the notation of {@code notation.md}.
     *
     * @throws NotationException saying what is wrong and where
     */
    Position parsePosition(Settings settings, String notation);

    /**
     * Leaf nodes of the move tree {@code depth} plies below {@code position}, counted on the
     * fast search board; a move is a distinct (start, end) pair, a pass counts as one move and
     * a finished game has no moves.
     */
    long perft(Position position, int depth);

    /**
     * Plays one game from {@code position} where every turn picks uniformly among the distinct
     * moves, until the game ends or {@code maxTurns} turns were played; returns the turns played.
     */
    int randomPlayout(Position position, SplittableRandom random, int maxTurns);
}
