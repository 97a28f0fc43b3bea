package com.plyyard.server.room;

import com.plyyard.table.Absent;
import java.util.List;

/**
 * What every client sees of a game (the "State" of docs/protocol.md); it never holds a token.
 *
 * @param timeControl as {@link TimeControl#id()} writes it ({@code untimed} when there is none)
 * @param clocks null in an untimed game
 */
public record GameState(String id, int v, String game, int players, List<String> options, String mode,
        List<SeatView> seats, String start, List<Ply> plies, String position, String toMove, int moveNumber,
        String status, String result, List<String> ranking, String ending, String rule, List<String> withdrawn,
        LegalPaths legal, DrawOffer drawOffer, Offer offer, boolean abortable, boolean repetition, Absent absent,
        String rematch, String timeControl, Clocks clocks) {

    /**
     * A seat as others see it; {@code connections} is how many open connections hold it, on every
     * node (two or more: the seat is open on a second device or tab; 0 for a computer seat).
     */
    public record SeatView(int seat, String colour, String kind, Integer level, String name, boolean connected,
            int connections) {
    }

    /** One move of the game: its whole path, the seat that played it, and the position after it. */
    public record Ply(String path, int seat, String position) {
    }

    /** An open draw offer: who made it, and (with 3+ players) who has accepted so far. */
    public record DrawOffer(int seat, List<Integer> accepted) {
    }

    /**
     * An open take-back or rematch offer: its kind ({@code takeback}, {@code rematch}), who made
     * it, and (with 3+ players) who has accepted so far.
     */
    public record Offer(String kind, int seat, List<Integer> accepted) {
    }

    /**
     * A timed game's clocks as the server read them at {@code at} (epoch ms): the milliseconds
     * left to each seat then, and the seat whose clock runs (null before the first move and once
     * the game is over). A client ticks the running clock down from {@code at}.
     */
    public record Clocks(List<Long> remaining, Integer running, long at) {
    }
}
