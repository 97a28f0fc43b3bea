package com.plyyard.server.room;

import com.plyyard.engine.Colour;
import com.plyyard.engine.Move;
import com.plyyard.engine.Position;
import com.plyyard.engine.Results;
import com.plyyard.engine.Settings;
import com.plyyard.engine.Status;
import com.plyyard.engine.Withdrawal;
import com.plyyard.server.store.GameStore.EventRow;
import java.util.ArrayList;
import java.util.List;
import java.util.SortedSet;
import java.util.TreeSet;

/**
 * What a game's event log adds up to: every position, the moves, resignations, draw offers and
 * endings, and the version (the number of events). Not thread-safe: its room guards it.
 */
final class GameLog {
    private final Settings settings;
    private final Position start;
    private final List<Move> moves = new ArrayList<>();
    private final List<Position> positions = new ArrayList<>();
    /** Players who resigned from a game of 3+ players (AL-2); their pieces left the board. */
    private final List<Withdrawal> withdrawals = new ArrayList<>();
    private int version;
    private GameEnding ending;
    private Integer drawOfferSeat;
    /** With 3+ players: who has accepted the open draw offer so far. */
    private final SortedSet<Integer> drawAccepted = new TreeSet<>();

    GameLog(Settings settings, Position start) {
        this.settings = settings;
        this.start = start;
        positions.add(start);
    }

    /** Applies one event; the log was checked by the room's rules before it was stored. */
    void apply(EventRow event) {
        version = event.version();
        switch (event.kind()) {
            case "move" -> {
                Move move = current().parseMove(event.data());
                positions.add(current().play(move));
                moves.add(move);
                drawOfferSeat = null;
            }
            case "resign" -> {
                Colour colour = settings.colours().get(event.seat());
                if (settings.players() > 2) {
                    positions.set(positions.size() - 1, current().withoutPlayer(colour));
                    withdrawals.add(new Withdrawal(moves.size(), colour));
                } else {
                    ending = GameEnding.resigned(settings, colour);
                }
                drawOfferSeat = null;
            }
            case "draw-offer" -> {
                drawOfferSeat = event.seat();
                drawAccepted.clear();
            }
            case "draw-accept" -> drawAccepted.add(event.seat());
            case "draw-declined" -> drawOfferSeat = null;
            case "draw" -> {
                ending = GameEnding.drawAgreed();
                drawOfferSeat = null;
            }
            case "takeback" -> {
                int plies = Integer.parseInt(event.data());
                for (int i = 0; i < plies; i++) {
                    moves.remove(moves.size() - 1);
                    positions.remove(positions.size() - 1);
                }
                drawOfferSeat = null;
            }
            case "seat" -> {
                // the seat itself is stored in the seats table; the event only versions the change
            }
            default -> throw new IllegalStateException("unknown stored event " + event.kind());
        }
    }

    int version() {
        return version;
    }

    Position start() {
        return start;
    }

    Position current() {
        return positions.get(positions.size() - 1);
    }

    /** The position after {@code plies} moves. */
    Position positionAfter(int plies) {
        return positions.get(plies);
    }

    List<Move> moves() {
        return List.copyOf(moves);
    }

    List<Withdrawal> withdrawals() {
        return List.copyOf(withdrawals);
    }

    boolean hasWithdrawn(Colour colour) {
        return withdrawals.stream().anyMatch(w -> w.colour() == colour);
    }

    /** The status, where a resignation or an agreed draw overrides the board. */
    Status status() {
        return ending == null ? current().status() : ending.status();
    }

    /** How the game ended: {@code rules}, {@code resigned}, {@code draw-agreed}; null while it goes on. */
    String endingId() {
        if (ending != null) {
            return ending.id();
        }
        return status().isOver() ? "rules" : null;
    }

    /** Whether the players ended the game (a resignation of two, an agreed draw). */
    boolean endedByPlayers() {
        return ending != null;
    }

    /** The record's result text. */
    String result() {
        return ending == null ? Results.of(current()) : ending.result(settings);
    }

    Integer drawOfferSeat() {
        return drawOfferSeat;
    }

    /** The seats that accepted the open draw offer (games of 3+ players need everyone). */
    List<Integer> drawAccepted() {
        return drawOfferSeat == null ? List.of() : List.copyOf(drawAccepted);
    }

    int seatToMove() {
        return seatToMove(current());
    }

    int seatToMove(Position position) {
        return settings.colours().indexOf(position.sideToMove());
    }
}
