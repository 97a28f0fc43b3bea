package com.plyyard.table;

import java.util.List;
import java.util.Optional;

/**
 * What the computer seats of a game have to do now: move, or answer an open draw offer. The
 * server's rooms and the browser's offline table ask the same questions here.
 */
public final class ComputerDuty {
    private ComputerDuty() {
    }

    /** Whether the seat to move is a computer's (whether or not the game is over). */
    public static boolean toMove(GameLog log, List<Seat> seats) {
        return seats.get(log.seatToMove()).kind() == Seat.Kind.COMPUTER;
    }

    /**
     * The first computer seat still to answer the open draw offer, if any: one that did not make
     * it, is still playing and has not accepted yet (3+ players answer one after another).
     */
    public static Optional<Seat> drawAnswerer(GameLog log, List<Seat> seats) {
        Integer offeredBy = log.drawOfferSeat();
        if (log.over() || offeredBy == null) {
            return Optional.empty();
        }
        return seats.stream().filter(seat -> seat.kind() == Seat.Kind.COMPUTER && seat.index() != offeredBy
                && !log.hasWithdrawn(seat.colour()) && !log.drawAccepted().contains(seat.index())).findFirst();
    }
}
