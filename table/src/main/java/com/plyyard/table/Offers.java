package com.plyyard.table;

import com.plyyard.engine.Settings;
import java.util.List;
import java.util.Set;

/**
 * Judges the take-back and rematch offers of an online game, and the withdrawal of any open offer
 * (docs/protocol.md, <i>Offers</i>). One offer of any kind, a draw's included, is open at a time.
 * A take-back is asked by the player who moved last and needs every other player still playing
 * to accept; a move lets it lapse. A rematch is asked once the game is over and needs the other
 * player, or with 3+ players every other player connected at the time of the answer; the last
 * acceptance is a {@link GameEvent.RematchAgreed}, after which the rooms create the next game.
 * Reads the game; changes nothing.
 */
public final class Offers {
    private final GameLog log;
    private final Settings settings;
    private final List<Seat> seats;
    private final Set<Integer> held;
    private final Set<Integer> connected;

    /** @param connected the seats connected now, on any node (3+ players: who must answer a rematch) */
    public Offers(GameLog log, Settings settings, List<Seat> seats, Set<Integer> held, Set<Integer> connected) {
        this.log = log;
        this.settings = settings;
        this.seats = seats;
        this.held = held;
        this.connected = connected;
    }

    /** @throws ApiError naming why the command is refused */
    public Judged eventFor(Command.OfferCommand command) {
        requirePlayer();
        return switch (command) {
            case Command.AnswerTakeback answer -> answerTakeback(answer.accept());
            case Command.Rematch rematch -> rematch();
            case Command.DeclineRematch decline -> declineRematch();
            case Command.WithdrawOffer withdraw -> withdraw();
        };
    }

    /** The player who made the last move asks the others to take it back. */
    public Judged askTakeback() {
        requirePlayer();
        requireNoOpenOffer();
        if (!log.withdrawals().isEmpty()) {
            throw new ApiError("not-allowed", 409, "a move cannot be taken back once a player has resigned");
        }
        int played = log.plies();
        if (played == 0) {
            throw new ApiError("not-allowed", 409, "there is no move to take back");
        }
        int lastMover = log.mover(played - 1);
        if (!held.contains(lastMover)) {
            throw new ApiError("not-allowed", 409, "only " + colour(lastMover) + ", who moved last, may ask to take "
                    + "the move back");
        }
        if (othersToAnswer(lastMover, lastMover, false).isEmpty()) {
            throw new ApiError("not-allowed", 409, "there is no other player to ask");
        }
        return same(new GameEvent.Offered(lastMover, OfferKind.TAKEBACK));
    }

    private Judged answerTakeback(boolean accept) {
        requireOffer(OfferKind.TAKEBACK, "take-back");
        int seat = answeringSeat();
        if (!accept) {
            return same(new GameEvent.OfferDeclined(seat));
        }
        requireNotYetAccepted(seat);
        if (!othersToAnswer(log.offerSeat(), seat, false).isEmpty()) {
            return same(new GameEvent.OfferAccepted(seat));
        }
        int played = log.plies();
        return new Judged(new GameEvent.TookBack(seat, 1), log.positionAfter(played - 1));
    }

    /** Asks for a rematch, or accepts the one another player asked for. */
    private Judged rematch() {
        if (!log.over()) {
            throw new ApiError("not-allowed", 409, "a rematch is asked once the game is over");
        }
        if (log.offerKind() != OfferKind.REMATCH) {
            int seat = held.iterator().next();
            return othersToAnswer(seat, seat, true).isEmpty() ? same(new GameEvent.RematchAgreed(seat))
                    : same(new GameEvent.Offered(seat, OfferKind.REMATCH));
        }
        if (held.contains(log.offerSeat())) {
            throw new ApiError("not-allowed", 409, "you have asked for a rematch; the others answer");
        }
        int seat = answeringSeat();
        requireNotYetAccepted(seat);
        return same(othersToAnswer(log.offerSeat(), seat, true).isEmpty() ? new GameEvent.RematchAgreed(seat)
                : new GameEvent.OfferAccepted(seat));
    }

    private Judged declineRematch() {
        requireOffer(OfferKind.REMATCH, "rematch");
        return same(new GameEvent.OfferDeclined(answeringSeat()));
    }

    /** The player who made the open offer, of any kind, takes it back. */
    private Judged withdraw() {
        Integer draw = log.drawOfferSeat();
        Integer by = draw != null ? draw : log.offerKind() != null ? Integer.valueOf(log.offerSeat()) : null;
        if (by == null) {
            throw new ApiError("not-allowed", 409, "there is no open offer to withdraw");
        }
        if (!held.contains(by)) {
            throw new ApiError("not-allowed", 409, "only " + colour(by) + ", who made the offer, may withdraw it");
        }
        return same(new GameEvent.OfferWithdrawn(by));
    }

    /**
     * The people who still have to accept an offer {@code offeredBy} made, once {@code answering}
     * has: every other person's seat not yet accepted, of a player still playing (take-back) or,
     * for a rematch of 3+ players, connected now.
     */
    private List<Seat> othersToAnswer(int offeredBy, int answering, boolean rematch) {
        List<Integer> accepted = log.offerAccepted();
        return seats.stream().filter(other -> other.index() != offeredBy && other.index() != answering
                && other.kind() == Seat.Kind.HUMAN && !accepted.contains(other.index())
                && (rematch ? settings.players() == 2 || connected.contains(other.index())
                        : !log.hasWithdrawn(other.colour())))
                .toList();
    }

    private void requireOffer(OfferKind kind, String what) {
        if (log.offerKind() != kind) {
            throw new ApiError("not-allowed", 409, "there is no " + what + " offer to answer");
        }
        if (held.contains(log.offerSeat())) {
            throw new ApiError("not-allowed", 409, "the others answer your " + what + " offer");
        }
    }

    private void requireNoOpenOffer() {
        if (log.offerOpen()) {
            String open = log.drawOfferSeat() != null ? "draw" : log.offerKind().id();
            throw new ApiError("not-allowed", 409, "a " + open + " offer is already open; one offer at a time");
        }
    }

    private void requireNotYetAccepted(int seat) {
        if (log.offerAccepted().contains(seat)) {
            throw new ApiError("not-allowed", 409, "you have already accepted; the others still have to");
        }
    }

    /** The held seat that answers: one of a player still in the game when there is one. */
    private int answeringSeat() {
        return held.stream().filter(seat -> !log.hasWithdrawn(settings.colours().get(seat))).findFirst()
                .orElse(held.iterator().next());
    }

    private String colour(int seat) {
        return settings.colours().get(seat).title();
    }

    private Judged same(GameEvent event) {
        return new Judged(event, log.current());
    }

    private void requirePlayer() {
        if (held.isEmpty()) {
            throw new ApiError("not-a-player", 403, "only a player of this game may do that; spectators watch");
        }
    }
}
