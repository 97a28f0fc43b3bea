package com.plyyard.server.relay;

import java.util.Map;
import java.util.Set;

/**
 * What one node tells the others about a game. Events themselves stay in the database (the
 * receiving node reads what it lacks from there), so a lost or late notice delays a page but
 * never loses or reorders a move.
 *
 * @param node the node that sent it
 * @param game the game's id
 * @param version for {@link Kind#EVENT}: the version the game reached
 * @param seats for {@link Kind#PRESENCE}: the seats connected to the sending node
 * @param successor for {@link Kind#REDIRECT}: the next game's id
 * @param tokens for {@link Kind#REDIRECT}: the new seat token by seat of the old game
 */
public record Notice(String node, Kind kind, String game, int version, Set<Integer> seats, String successor,
        Map<Integer, String> tokens) {
    public enum Kind {
        /** The game has new events up to {@code version}. */
        EVENT,
        /** The sending node's players connected to the game are now {@code seats}. */
        PRESENCE,
        /** The game has a successor; its players get their new tokens. */
        REDIRECT
    }

    public static Notice event(String node, String game, int version) {
        return new Notice(node, Kind.EVENT, game, version, Set.of(), null, Map.of());
    }

    public static Notice presence(String node, String game, Set<Integer> seats) {
        return new Notice(node, Kind.PRESENCE, game, 0, Set.copyOf(seats), null, Map.of());
    }

    public static Notice redirect(String node, String game, String successor, Map<Integer, String> tokens) {
        return new Notice(node, Kind.REDIRECT, game, 0, Set.of(), successor, Map.copyOf(tokens));
    }
}
