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
 */
public record GameSetup(String game, Integer players, List<String> options, String mode, Integer seat, Integer level,
        String name, Map<String, Integer> computer, String position) {
}
