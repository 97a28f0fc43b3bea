package com.plyyard.server.room;

import com.plyyard.engine.Colour;
import com.plyyard.engine.Move;
import com.plyyard.engine.Position;
import com.plyyard.engine.Results;
import com.plyyard.engine.Settings;
import com.plyyard.engine.Status;
import com.plyyard.engine.Withdrawal;
import com.plyyard.server.event.GameEvent;
import java.util.ArrayList;
import java.util.List;
import java.util.SortedSet;
import java.util.TreeSet;

/**
 * What a game's event log adds up to: every position, the moves and who played them,
 * resignations, draw offers and endings, and the version (the number of events). Not
 * thread-safe: its room guards it.
 */
final class GameLog {
    private final Settings settings;
    private final Position start;
    private final List<Move> moves = new ArrayList<>();
    private final List<Integer> movers = new ArrayList<>();
    /** The start, then the position after each move, as the move left it. */
    private final List<Position> positions = new ArrayList<>();
    /** The notation of each of {@link #positions}, written once. */
    private final List<String> notations = new ArrayList<>();
    /** The position now: the last of {@link #positions}, less the pieces of players who withdrew since. */
    private Position live;
    private String liveNotation;
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
        notations.add(start.notation());
        live = start;
        liveNotation = notations.getFirst();
    }

    /** The position {@code event} leads to, for an event read from the store or another node. */
    Position positionAfter(GameEvent event) {
        return switch (event) {
            case GameEvent.Moved moved -> current().play(moved.move());
            case GameEvent.Resigned resigned when settings.players() > 2 ->
                    current().withoutPlayer(colourOf(resigned.seat()));
            case GameEvent.TookBack back -> positions.get(moves.size() - back.plies());
            default -> current();
        };
    }

    /** Re-applies an event that was judged when it was first accepted (stored, or from another node). */
    void replay(int version, GameEvent event) {
        apply(version, new Judged(event, positionAfter(event)));
    }

    /** Applies one accepted event at {@code version}, with the position its judgement gave. */
    void apply(int version, Judged judged) {
        this.version = version;
        switch (judged.event()) {
            case GameEvent.Moved moved -> {
                moves.add(moved.move());
                movers.add(moved.seat());
                positions.add(judged.position());
                notations.add(judged.position().notation());
                live = judged.position();
                liveNotation = notations.getLast();
                drawOfferSeat = null;
            }
            case GameEvent.Resigned resigned -> {
                Colour colour = colourOf(resigned.seat());
                if (settings.players() > 2) {
                    live = judged.position();
                    liveNotation = live.notation();
                    withdrawals.add(new Withdrawal(moves.size(), colour));
                } else {
                    ending = GameEnding.resigned(settings, colour);
                }
                drawOfferSeat = null;
            }
            case GameEvent.DrawOffered offer -> {
                drawOfferSeat = offer.seat();
                drawAccepted.clear();
            }
            case GameEvent.DrawAccepted accepted -> drawAccepted.add(accepted.seat());
            case GameEvent.DrawDeclined ignored -> drawOfferSeat = null;
            case GameEvent.DrawAgreed ignored -> {
                ending = GameEnding.drawAgreed();
                drawOfferSeat = null;
            }
            case GameEvent.TookBack back -> {
                for (int i = 0; i < back.plies(); i++) {
                    moves.removeLast();
                    movers.removeLast();
                    positions.removeLast();
                    notations.removeLast();
                }
                live = positions.getLast();
                liveNotation = notations.getLast();
                drawOfferSeat = null;
            }
            case GameEvent.SeatChanged ignored -> {
                // the seat itself is kept by the room; the event only versions the change
            }
        }
    }

    private Colour colourOf(int seat) {
        return settings.colours().get(seat);
    }

    int version() {
        return version;
    }

    Position start() {
        return start;
    }

    Position current() {
        return live;
    }

    /** The notation of the live position. */
    String notation() {
        return liveNotation;
    }

    /** The notation of the position after {@code plies} moves. */
    String notationAfter(int plies) {
        return notations.get(plies);
    }

    /** The position after {@code plies} moves, as the move left it. */
    Position positionAfter(int plies) {
        return positions.get(plies);
    }

    int plies() {
        return moves.size();
    }

    Move move(int ply) {
        return moves.get(ply);
    }

    /** The seat that played move {@code ply} (from 0). */
    int mover(int ply) {
        return movers.get(ply);
    }

    List<Move> moves() {
        return List.copyOf(moves);
    }

    /** The colours that withdrew (AL-2), in order. */
    List<Colour> withdrawn() {
        return withdrawals.stream().map(Withdrawal::colour).toList();
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
