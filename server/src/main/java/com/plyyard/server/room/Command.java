package com.plyyard.server.room;

/** What a seat holder asks of a game (the client messages of docs/protocol.md that change it). */
public sealed interface Command {
    /** @param path a whole path, or {@code start-end} for one shortest path; @param v the version it was based on */
    record PlayMove(String path, Integer v) implements Command {
    }

    /** @param seat which held seat resigns (needed only when a connection holds several) */
    record Resign(Integer seat) implements Command {
    }

    record OfferDraw() implements Command {
    }

    record AnswerDraw(boolean accept) implements Command {
    }

    record TakeBack() implements Command {
    }

    /**
     * @param outcome what is claimed; null: against a seat away, the win with two players, else its
     *        withdrawal; for a repetition, the draw
     * @param reason the ground; null: the absence of the seat to move
     */
    record Claim(com.plyyard.server.event.Claim.Outcome outcome, com.plyyard.server.event.Claim.Reason reason)
            implements Command {
    }

    record Abort() implements Command {
    }

    /** A command about a take-back or rematch offer, judged by {@link Offers}. */
    sealed interface OfferCommand extends Command {
    }

    record AnswerTakeback(boolean accept) implements OfferCommand {
    }

    /** Asks for a rematch, or accepts the one asked. */
    record Rematch() implements OfferCommand {
    }

    record DeclineRematch() implements OfferCommand {
    }

    /** Takes back the holder's open offer of any kind. */
    record WithdrawOffer() implements OfferCommand {
    }
}
