package com.plyyard.server.room;

import java.util.List;
import java.util.Map;

/**
 * A request to create a game (the body of {@code POST /api/games}).
 *
 * @param seat the creator's seat (online and computer games)
 * @param level the computer's level in a game against the computer
 * @param computer online games: seat → level of the seats given to the computer
 * @param position an optional start position in notation
 * @param timeControl {@code 5+3}, {@code 2d} or {@code untimed} ({@link TimeControl#parse}); absent: the
 *        mode's default ({@link TimeControl#defaultFor})
 * @param moves the paths played so far from {@code position} (or the start), for a game continued from
 *        elsewhere (the browser's offline table); judged here, at most {@link Rooms#MAX_MOVES}
 * @param withdrawn with {@code moves}, the players of 3+ who resigned among them, as a record's
 *        {@code Withdrawn} header writes them ({@code G@7 P@12}: a colour's letter, then after how
 *        many of the moves); judged here as their own resignations
 */
public record GameSetup(String game, Integer players, List<String> options, String mode, Integer seat, Integer level,
        String name, Map<String, Integer> computer, String position, String timeControl, List<String> moves,
        String withdrawn) {
    public GameSetup(String game, Integer players, List<String> options, String mode, Integer seat, Integer level,
            String name, Map<String, Integer> computer, String position, String timeControl) {
        this(game, players, options, mode, seat, level, name, computer, position, timeControl, null, null);
    }

    public GameSetup(String game, Integer players, List<String> options, String mode, Integer seat, Integer level,
            String name, Map<String, Integer> computer, String position) {
        this(game, players, options, mode, seat, level, name, computer, position, null);
    }
}
