package com.plyyard.table;

import com.plyyard.engine.IllegalMoveException;
import com.plyyard.engine.Move;
import com.plyyard.engine.NotationException;
import com.plyyard.engine.Position;
import com.plyyard.engine.Settings;
import java.util.List;
import java.util.Set;

/**
 * Turns a command into the event it causes, with the position that event leads to, or refuses
 * it (AL-2, AL-4): who may move, resign, offer or answer a draw, take a move back, claim against
 * a player away or abort, in which mode. Reads the game; changes nothing. This is the only place a command is judged.
 */
public final class CommandRules {
    private final GameLog log;
    private final Settings settings;
    private final Mode mode;
    private final Set<Integer> held;
    private final List<Seat> seats;
    private final Absent absent;
    private final long now;
    private final boolean timed;
    private final Set<Integer> connected;

    /**
     * @param held the seats the connection or token that sent the command holds
     * @param absent whether the seat to move is away, and since when (null: it is not)
     * @param now the time the command is judged at (epoch ms)
     * @param timed whether the game has clocks (then nobody moves before every seat is taken)
     * @param connected the seats connected now, on any node
     */
    public CommandRules(GameLog log, Settings settings, Mode mode, List<Seat> seats, Set<Integer> held,
            Absent absent, long now, boolean timed, Set<Integer> connected) {
        this.log = log;
        this.settings = settings;
        this.mode = mode;
        this.seats = seats;
        this.held = held;
        this.absent = absent;
        this.now = now;
        this.timed = timed;
        this.connected = connected;
    }

    /** @throws ApiError naming why the command is refused */
    public Judged eventFor(Command command) {
        return switch (command) {
            case Command.PlayMove move -> move(move);
            case Command.Resign resign -> resign(resign);
            case Command.OfferDraw offer -> drawOffer();
            case Command.AnswerDraw answer -> drawAnswer(answer);
            case Command.TakeBack takeBack -> takeBack();
            case Command.Claim claim -> claim(claim);
            case Command.Abort abort -> abort();
            case Command.OfferCommand offer -> {
                requireOnline("offers of a take-back or rematch");
                yield offers().eventFor(offer);
            }
        };
    }

    /** An event that leaves the board as it is. */
    private Judged same(GameEvent event) {
        return new Judged(event, log.current());
    }

    private Judged move(Command.PlayMove command) {
        requirePlaying();
        requirePlayer();
        // Behind first: a client that has not seen the last event (its own move stored while the
        // answer was lost, say) is told so, whoever is to move now.
        if (command.v() != null && command.v() != log.version()) {
            throw new ApiError("stale", 409, "the game is at version " + log.version() + ", not " + command.v());
        }
        if (timed && seats.stream().anyMatch(seat -> seat.kind() == Seat.Kind.OPEN)) {
            throw new ApiError("not-allowed", 409, "a timed game starts once every seat is taken");
        }
        int mover = log.seatToMove();
        if (!held.contains(mover)) {
            throw new ApiError("not-your-turn", 409, log.current().sideToMove().title().toLowerCase() + " is to move");
        }
        Position position = log.current();
        Move move;
        Position after;
        try {
            move = position.parseMove(command.path());
            if (move.path().size() == 2) {
                move = position.shortestPath(move.from(), move.to()).orElse(move);
            }
            after = position.play(move);
        } catch (IllegalMoveException e) {
            throw ApiError.illegalMove(e);
        } catch (NotationException e) {
            throw new ApiError("bad-notation", 400, e.getMessage());
        }
        return new Judged(new GameEvent.Moved(mover, move), after);
    }

    private Judged resign(Command.Resign command) {
        requirePlaying();
        requirePlayer();
        int toMove = log.seatToMove();
        int seat = command.seat() != null ? command.seat() : held.contains(toMove) ? toMove : held.iterator().next();
        if (!held.contains(seat)) {
            throw new ApiError("not-a-player", 403, "this connection does not hold seat " + seat);
        }
        if (settings.players() == 2) {
            return same(new GameEvent.Resigned(seat));
        }
        try {
            return new Judged(new GameEvent.Resigned(seat), log.current().withoutPlayer(settings.colours().get(seat)));
        } catch (IllegalArgumentException e) {
            throw new ApiError("not-allowed", 409, e.getMessage());
        }
    }

    private Judged drawOffer() {
        requirePlaying();
        requirePlayer();
        if (mode != Mode.ONLINE && mode != Mode.COMPUTER) {
            throw new ApiError("not-allowed", 409, "draw offers are for online games and games against the computer");
        }
        if (log.offerOpen()) {
            throw new ApiError("not-allowed", 409, log.drawOfferSeat() != null ? "a draw offer is already open"
                    : "a " + log.offerKind().id() + " offer is already open; one offer at a time");
        }
        return same(new GameEvent.DrawOffered(held.iterator().next()));
    }

    private Judged drawAnswer(Command.AnswerDraw answer) {
        requirePlaying();
        requirePlayer();
        Integer offeredBy = log.drawOfferSeat();
        if (offeredBy == null) {
            throw new ApiError("not-allowed", 409, "there is no draw offer to answer");
        }
        if (held.contains(offeredBy)) {
            throw new ApiError("not-allowed", 409, "the other side answers a draw offer");
        }
        int seat = held.iterator().next();
        if (!answer.accept()) {
            return same(new GameEvent.DrawDeclined(seat));
        }
        if (log.drawAccepted().contains(seat)) {
            throw new ApiError("not-allowed", 409, "you have already accepted; the others still have to");
        }
        // With 3+ players the game is drawn once every other player still playing, person or
        // computer (ComputerSeats answers for those), has accepted.
        boolean othersStillToAnswer = seats.stream().anyMatch(other -> other.index() != offeredBy
                && other.index() != seat && other.kind() != Seat.Kind.OPEN && !log.hasWithdrawn(other.colour())
                && !log.drawAccepted().contains(other.index()));
        return same(othersStillToAnswer ? new GameEvent.DrawAccepted(seat) : new GameEvent.DrawAgreed(seat));
    }

    private Offers offers() {
        return new Offers(log, settings, seats, held, connected);
    }

    /** Online, the player who moved last asks the others; against the computer or on one screen, the move goes back. */
    private Judged takeBack() {
        requirePlayer();
        if (mode == Mode.ONLINE) {
            requirePlaying();
            return offers().askTakeback();
        }
        if (mode != Mode.COMPUTER && mode != Mode.LOCAL) {
            throw new ApiError("not-allowed", 409, "take-backs are for games played, not for replays");
        }
        if (log.endedByPlayers()) {
            throw new ApiError("game-over", 409, "the game is over");
        }
        if (!log.withdrawals().isEmpty()) {
            throw new ApiError("not-allowed", 409, "a move cannot be taken back once a player has resigned");
        }
        int played = log.plies();
        if (played == 0) {
            throw new ApiError("not-allowed", 409, "there is no move to take back");
        }
        // Against the computer, undo back to the human's last move so the human is to move again.
        int plies = 1;
        while (mode == Mode.COMPUTER && played - plies > 0
                && !held.contains(log.seatToMove(log.positionAfter(played - plies)))) {
            plies++;
        }
        return new Judged(new GameEvent.TookBack(held.iterator().next(), plies), log.positionAfter(played - plies));
    }

    /**
     * Another player claims against the seat to move once it has been away for the grace time:
     * with two players the win or a draw, with 3+ its withdrawal (AL-2). A command is presence:
     * whoever sends one is there.
     */
    private Judged claim(Command.Claim command) {
        if (command.reason() == Claim.Reason.REPETITION) {
            return repetitionClaim(command);
        }
        requirePlaying();
        requirePlayer();
        requireOnline("claims");
        int toMove = log.seatToMove();
        String colour = log.current().sideToMove().title();
        if (held.contains(toMove)) {
            throw new ApiError("not-allowed", 409, "you are to move: only the others may claim against a player away");
        }
        if (absent == null || absent.seat() != toMove) {
            throw new ApiError("not-allowed", 409, colour + " is connected; a claim needs the player to move to be away");
        }
        if (now < absent.claimableAt()) {
            throw new ApiError("not-allowed", 409, colour + " has been away for " + (now - absent.since()) / 1000
                    + " s; a claim is possible after " + (absent.claimableAt() - absent.since()) / 1000 + " s");
        }
        int claimer = held.stream().filter(seat -> !log.hasWithdrawn(settings.colours().get(seat))).findFirst()
                .orElseThrow(() -> new ApiError("not-allowed", 409, "you have withdrawn from this game"));
        boolean two = settings.players() == 2;
        Claim.Outcome outcome = command.outcome() != null ? command.outcome()
                : two ? Claim.Outcome.WIN : Claim.Outcome.WITHDRAWAL;
        if (two == (outcome == Claim.Outcome.WITHDRAWAL)) {
            throw new ApiError("not-allowed", 409, two ? "with two players a claim is for the win or a draw"
                    : "with 3+ players a claim withdraws the player away (AL-2); it is for withdrawal");
        }
        GameEvent.Claimed claim = new GameEvent.Claimed(claimer, toMove, outcome, Claim.Reason.ABSENCE);
        if (two) {
            return same(claim);
        }
        try {
            return new Judged(claim, log.current().withoutPlayer(settings.colours().get(toMove)));
        } catch (IllegalArgumentException e) {
            throw new ApiError("not-allowed", 409, e.getMessage());
        }
    }

    /**
     * AL-5: in two-player Chinese checkers and Halma under the default rule, either player may
     * claim a draw once the position, with the same player to move, has come for the third time:
     * online, on one screen and against the computer alike.
     */
    private Judged repetitionClaim(Command.Claim command) {
        requirePlaying();
        requirePlayer();
        if (command.outcome() != null && command.outcome() != Claim.Outcome.DRAW) {
            throw new ApiError("not-allowed", 409, "a claim by repetition is for a draw (AL-5)");
        }
        if (log.current().repetitionKey().isEmpty()) {
            throw new ApiError("not-allowed", 409, "only two-player Chinese checkers and Halma under the default rule "
                    + "have draws by repetition (AL-5)");
        }
        int times = log.occurrences();
        if (times < 3) {
            throw new ApiError("not-allowed", 409, "a draw by repetition needs the same position with the same player to "
                    + "move for the third time (AL-5); this one has come " + times + (times == 1 ? " time" : " times"));
        }
        int claimer = held.stream().min(Integer::compare).orElseThrow();
        return same(new GameEvent.Claimed(claimer, 1 - claimer, Claim.Outcome.DRAW, Claim.Reason.REPETITION));
    }

    /** Any player of an online game may call it off until every player has made a first move. */
    private Judged abort() {
        requirePlaying();
        requirePlayer();
        requireOnline("aborts");
        if (!log.withdrawals().isEmpty() || log.everyoneHasMoved()) {
            throw new ApiError("not-allowed", 409, "every player has moved: the game can no longer be aborted");
        }
        return same(new GameEvent.Aborted(held.iterator().next()));
    }

    private void requireOnline(String what) {
        if (mode != Mode.ONLINE) {
            throw new ApiError("not-allowed", 409, what + " are for online games");
        }
    }

    private void requirePlaying() {
        if (log.over()) {
            throw new ApiError("game-over", 409, "the game is over");
        }
    }

    private void requirePlayer() {
        if (held.isEmpty()) {
            throw new ApiError("not-a-player", 403, "only a player of this game may do that; spectators watch");
        }
    }
}
