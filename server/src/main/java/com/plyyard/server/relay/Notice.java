package com.plyyard.server.relay;

import com.plyyard.server.store.GameStore.EventRow;
import com.plyyard.server.store.GameStore.SeatRow;
import java.util.Map;

/**
 * What one node tells the others about a game. The database holds the truth: a node that receives
 * an event right after the last one it has applies it at once, and otherwise (a notice lost, or
 * late) reads what it lacks from the database; so a lost notice delays a page but never loses or
 * reorders a move.
 *
 * @param node the node that sent it
 * @param game the game's id
 * @param event for {@link Kind#EVENT}: the event just stored
 * @param seat for {@link Kind#EVENT} of a seat change: the seat as it is now
 * @param connections for {@link Kind#PRESENCE}: the seats connected to the sending node, each with how many connections hold it
 * @param successor for {@link Kind#REDIRECT}: the next game's id
 * @param tokens for {@link Kind#REDIRECT}: the new seat token by seat of the old game
 */
public record Notice(String node, Kind kind, String game, EventRow event, SeatRow seat, Map<Integer, Integer> connections,
        String successor, Map<Integer, String> tokens) {
    public enum Kind {
        /** The game has a new event. */
        EVENT,
        /** The sending node's players connected to the game are now {@code connections}. */
        PRESENCE,
        /** The game has a successor; its players get their new tokens. */
        REDIRECT
    }

    /** @param seat the changed seat, for a seat event; null for the others */
    public static Notice event(String node, String game, EventRow event, SeatRow seat) {
        return new Notice(node, Kind.EVENT, game, event, seat, Map.of(), null, Map.of());
    }

    public static Notice presence(String node, String game, Map<Integer, Integer> connections) {
        return new Notice(node, Kind.PRESENCE, game, null, null, Map.copyOf(connections), null, Map.of());
    }

    public static Notice redirect(String node, String game, String successor, Map<Integer, String> tokens) {
        return new Notice(node, Kind.REDIRECT, game, null, null, Map.of(), successor, Map.copyOf(tokens));
    }
}
