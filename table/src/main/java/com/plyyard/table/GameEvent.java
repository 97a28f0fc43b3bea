package com.plyyard.table;

import com.plyyard.engine.Move;

/**
 * Everything a game's log can record. The room's rules produce these, the log applies them, the
 * store and the relay carry them through {@link EventCodec}, and the wire codec tells clients.
 * Every event names the seat that caused it.
 */
public sealed interface GameEvent {
    int seat();

    /** The event's name on the wire and in the store ({@code move}, {@code takeback} …); not {@code kind}, which a seat change holds. */
    default String wireName() {
        return switch (this) {
            case Moved ignored -> "move";
            case Resigned ignored -> "resign";
            case DrawOffered ignored -> "draw-offer";
            case DrawAccepted ignored -> "draw-accept";
            case DrawDeclined ignored -> "draw-declined";
            case DrawAgreed ignored -> "draw";
            case TookBack ignored -> "takeback";
            case SeatChanged ignored -> "seat";
            case Claimed ignored -> "claim";
            case Aborted ignored -> "abort";
            case Offered ignored -> "offer";
            case OfferAccepted ignored -> "offer-accept";
            case OfferDeclined ignored -> "offer-declined";
            case OfferWithdrawn ignored -> "offer-withdrawn";
            case RematchAgreed ignored -> "rematch";
        };
    }

    /** A move, or a pass ({@link Move#isPass()}), played by the seat to move. */
    public record Moved(int seat, Move move) implements GameEvent {
    }

    /**
     * The seat gave up: with two players the other side wins; with three or more (AL-2) the
     * seat withdraws, its pieces leave the board and play goes on.
     */
    public record Resigned(int seat) implements GameEvent {
    }

    public record DrawOffered(int seat) implements GameEvent {
    }

    /** One acceptance of several, with 3+ players: others still have to answer. */
    public record DrawAccepted(int seat) implements GameEvent {
    }

    public record DrawDeclined(int seat) implements GameEvent {
    }

    /** The last acceptance the offer needed: the game is drawn. */
    public record DrawAgreed(int seat) implements GameEvent {
    }

    /** {@code plies} moves taken back (against the computer: back to the person's last move). */
    public record TookBack(int seat, int plies) implements GameEvent {
        public TookBack {
            if (plies < 1) {
                throw new IllegalArgumentException("a take-back takes back at least one ply");
            }
        }
    }

    /** The seat changed hands: taken by a visitor of the share link, or given to the computer. */
    public record SeatChanged(int seat, String kind) implements GameEvent {
    }

    /**
     * {@code seat} claimed {@code outcome} against {@code absent}, the seat to move, on
     * {@code reason}: with two players the claimer wins or the game is drawn; with 3+ the absent
     * seat withdraws as if it had resigned (AL-2) and play goes on.
     */
    public record Claimed(int seat, int absent, Claim.Outcome outcome, Claim.Reason reason) implements GameEvent {
    }

    /** The seat called the game off before every player had moved: it has no result. */
    public record Aborted(int seat) implements GameEvent {
    }
    /**
     * The seat asks the others for a take-back of its last move or for a rematch. One offer of
     * any kind (a draw's too) is open at a time; a move lets a take-back offer lapse.
     */
    public record Offered(int seat, OfferKind offer) implements GameEvent {
    }

    /** One acceptance of several, with 3+ players: others still have to answer the open offer. */
    public record OfferAccepted(int seat) implements GameEvent {
    }

    /** The seat declined the open take-back or rematch offer: it is gone. */
    public record OfferDeclined(int seat) implements GameEvent {
    }

    /** The seat that made the open offer (a draw's too) took it back. */
    public record OfferWithdrawn(int seat) implements GameEvent {
    }

    /** The last acceptance a rematch offer needed: the next game follows. */
    public record RematchAgreed(int seat) implements GameEvent {
    }
}
