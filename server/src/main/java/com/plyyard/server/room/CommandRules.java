package com.plyyard.server.room;

import com.plyyard.engine.IllegalMoveException;
import com.plyyard.engine.Move;
import com.plyyard.engine.NotationException;
import com.plyyard.engine.Position;
import com.plyyard.engine.Settings;
import com.plyyard.server.event.GameEvent;
import java.util.List;
import java.util.Set;

/**
 * Turns a command into the event it causes, with the position that event leads to, or refuses
 * it (AL-2, AL-4): who may move, resign, offer or answer a draw, or take a move back, in which
 * mode. Reads the game; changes nothing. This is the only place a command is judged.
 */
final class CommandRules {
    private final GameLog log;
    private final Settings settings;
    private final Mode mode;
    private final Set<Integer> held;
    private final List<Seat> seats;

    /** @param held the seats the connection or token that sent the command holds */
    CommandRules(GameLog log, Settings settings, Mode mode, List<Seat> seats, Set<Integer> held) {
        this.log = log;
        this.settings = settings;
        this.mode = mode;
        this.seats = seats;
        this.held = held;
    }

    /** @throws ApiError naming why the command is refused */
    Judged eventFor(Command command) {
        return switch (command) {
            case Command.PlayMove move -> move(move);
            case Command.Resign resign -> resign(resign);
            case Command.OfferDraw offer -> drawOffer();
            case Command.AnswerDraw answer -> drawAnswer(answer);
            case Command.TakeBack takeBack -> takeBack();
        };
    }

    /** An event that leaves the board as it is. */
    private Judged same(GameEvent event) {
        return new Judged(event, log.current());
    }

    private Judged move(Command.PlayMove command) {
        requirePlaying();
        requirePlayer();
        int mover = log.seatToMove();
        if (!held.contains(mover)) {
            throw new ApiError("not-your-turn", 409, log.current().sideToMove().title().toLowerCase() + " is to move");
        }
        if (command.v() != null && command.v() != log.version()) {
            throw new ApiError("stale", 409, "the game is at version " + log.version() + ", not " + command.v());
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
            throw new ApiError("illegal-move", 422, e.getMessage());
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
        if (mode != Mode.ONLINE) {
            throw new ApiError("not-allowed", 409, "draw offers are for online games");
        }
        if (log.drawOfferSeat() != null) {
            throw new ApiError("not-allowed", 409, "a draw offer is already open");
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
        // With 3+ players the game is drawn once every other person still playing has accepted.
        boolean othersStillToAnswer = seats.stream().anyMatch(other -> other.index() != offeredBy
                && other.index() != seat && other.kind() == Seat.Kind.HUMAN && !log.hasWithdrawn(other.colour())
                && !log.drawAccepted().contains(other.index()));
        return same(othersStillToAnswer ? new GameEvent.DrawAccepted(seat) : new GameEvent.DrawAgreed(seat));
    }

    private Judged takeBack() {
        requirePlayer();
        if (mode != Mode.COMPUTER && mode != Mode.LOCAL) {
            throw new ApiError("not-allowed", 409, "take-backs are for games against the computer or on one screen");
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

    private void requirePlaying() {
        if (log.status().isOver()) {
            throw new ApiError("game-over", 409, "the game is over");
        }
    }

    private void requirePlayer() {
        if (held.isEmpty()) {
            throw new ApiError("not-a-player", 403, "only a player of this game may do that; spectators watch");
        }
    }
}
