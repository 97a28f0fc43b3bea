package com.plyyard.table;

/** What a seat holder asks of a game (the client messages of docs/protocol.md that change it). */
public sealed interface Command {
    /** @param path a whole path, or {@code start-end} for one shortest path; @param v the version it was based on */
    public record PlayMove(String path, Integer v) implements Command {
    }

    /** @param seat which held seat resigns (needed only when a connection holds several) */
    public record Resign(Integer seat) implements Command {
    }

    public record OfferDraw() implements Command {
    }

    public record AnswerDraw(boolean accept) implements Command {
    }

    public record TakeBack() implements Command {
    }

    /**
     * @param outcome what is claimed; null: against a seat away, the win with two players, else its
     *        withdrawal; for a repetition, the draw
     * @param reason the ground; null: the absence of the seat to move
     */
    public record Claim(com.plyyard.table.Claim.Outcome outcome, com.plyyard.table.Claim.Reason reason)
            implements Command {
    }

    public record Abort() implements Command {
    }

    /** A command about a take-back or rematch offer, judged by {@link Offers}. */
    sealed interface OfferCommand extends Command {
    }

    public record AnswerTakeback(boolean accept) implements OfferCommand {
    }

    /** Asks for a rematch, or accepts the one asked. */
    public record Rematch() implements OfferCommand {
    }

    public record DeclineRematch() implements OfferCommand {
    }

    /** Takes back the holder's open offer of any kind. */
    public record WithdrawOffer() implements OfferCommand {
    }
}
