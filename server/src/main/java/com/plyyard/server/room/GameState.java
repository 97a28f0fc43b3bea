package com.plyyard.server.room;

import java.util.List;

/** What every client sees of a game (the "State" of docs/protocol.md); it never holds a token. */
public record GameState(String id, int v, String game, int players, List<String> options, String mode,
        List<SeatView> seats, String start, List<Ply> plies, String position, String toMove, int moveNumber,
        String status, String result, List<String> ranking, String ending, List<String> withdrawn,
        List<String> legal, DrawOffer drawOffer, String rematch) {

    /** A seat as others see it. */
    public record SeatView(int seat, String colour, String kind, Integer level, String name, boolean connected) {
    }

    /** One move of the game: its whole path, the seat that played it, and the position after it. */
    public record Ply(String path, int seat, String position) {
    }

    /** An open draw offer: who made it, and (with 3+ players) who has accepted so far. */
    public record DrawOffer(int seat, List<Integer> accepted) {
    }
}
