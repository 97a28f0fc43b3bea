package com.plyyard.table;

import com.plyyard.engine.Colour;
import com.plyyard.engine.Move;
import com.plyyard.engine.Position;
import com.plyyard.engine.Results;
import com.plyyard.engine.Settings;
import com.plyyard.engine.Status;
import com.plyyard.engine.Withdrawal;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SortedSet;
import java.util.TreeSet;

/**
 * What a game's event log adds up to: every position, the moves and who played them,
 * resignations, draw offers and endings, and the version (the number of events). Not
 * thread-safe: its room guards it.
 */
public final class GameLog {
    private final Settings settings;
    private final Position start;
    private final List<Move> moves = new ArrayList<>();
    private final List<Integer> movers = new ArrayList<>();
    /** The start, then the position after each move, as the move left it. */
    private final List<Position> positions = new ArrayList<>();
    /**
     * The hash of each of {@link #positions}' repetition key (AL-5), 0 where it has none: a
     * repetition is looked for only among the positions whose hash is the live one's.
     */
    private int[] keyHashes = new int[64];
    /** The notation of each of {@link #positions}, written once. */
    private final List<String> notations = new ArrayList<>();
    /** The position now: the last of {@link #positions}, less the pieces of players who withdrew since. */
    private Position live;
    private String liveNotation;
    /** The board's status of the live position, asked for several times by every event. */
    private Status liveStatus;
    /** Players who resigned from a game of 3+ players (AL-2); their pieces left the board. */
    private final List<Withdrawal> withdrawals = new ArrayList<>();
    /** The withdrawals that were claims of the other players, with their ground. */
    private final Map<Claim.Reason, List<Withdrawal>> claimedWithdrawals = new EnumMap<>(Claim.Reason.class);
    private int version;
    private GameEnding ending;
    private Integer drawOfferSeat;
    /** With 3+ players: who has accepted the open draw offer so far. */
    private final SortedSet<Integer> drawAccepted = new TreeSet<>();
    /** The open take-back or rematch offer (null: none) and who made it. */
    private OfferKind offerKind;
    private int offerSeat;
    /** With 3+ players: who has accepted the open take-back or rematch offer so far. */
    private final SortedSet<Integer> offerAccepted = new TreeSet<>();

    public GameLog(Settings settings, Position start) {
        this.settings = settings;
        this.start = start;
        add(start);
        live(start, notations.getFirst());
    }

    /** The position {@code event} leads to, for an event read from the store or another node. */
    public Position positionAfter(GameEvent event) {
        return switch (event) {
            case GameEvent.Moved moved -> current().play(moved.move());
            case GameEvent.Resigned resigned when settings.players() > 2 ->
                    current().withoutPlayer(colourOf(resigned.seat()));
            case GameEvent.TookBack back -> positions.get(moves.size() - back.plies());
            case GameEvent.Claimed claim when claim.outcome() == Claim.Outcome.WITHDRAWAL ->
                    current().withoutPlayer(colourOf(claim.absent()));
            default -> current();
        };
    }

    /** Re-applies an event that was judged when it was first accepted (stored, or from another node). */
    public void replay(int version, GameEvent event) {
        apply(version, new Judged(event, positionAfter(event)));
    }

    /** Applies one accepted event at {@code version}, with the position its judgement gave. */
    public void apply(int version, Judged judged) {
        this.version = version;
        GameEvent event = judged.event();
        if (!(event instanceof GameEvent.OfferAccepted || event instanceof GameEvent.SeatChanged)) {
            // every other event settles the open take-back or rematch offer: a move lets it lapse
            offerKind = null;
        }
        switch (event) {
            case GameEvent.Moved moved -> {
                moves.add(moved.move());
                movers.add(moved.seat());
                add(judged.position());
                live(judged.position(), notations.getLast());
                drawOfferSeat = null;
            }
            case GameEvent.Resigned resigned -> {
                Colour colour = colourOf(resigned.seat());
                if (settings.players() > 2) {
                    withdraw(colour, judged.position());
                } else {
                    ending = GameEnding.resigned(settings, colour);
                }
                drawOfferSeat = null;
            }
            case GameEvent.Claimed claim -> {
                switch (claim.outcome()) {
                    case WITHDRAWAL -> claimedWithdrawals.computeIfAbsent(claim.reason(), r -> new ArrayList<>())
                            .add(withdraw(colourOf(claim.absent()), judged.position()));
                    case WIN -> ending = GameEnding.claimed(colourOf(claim.seat()), claim.reason());
                    case DRAW -> ending = GameEnding.claimed(null, claim.reason());
                }
                drawOfferSeat = null;
            }
            case GameEvent.Aborted ignored -> {
                ending = GameEnding.aborted();
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
                live(positions.getLast(), notations.getLast());
                drawOfferSeat = null;
            }
            case GameEvent.SeatChanged ignored -> {
                // the seat itself is kept by the room; the event only versions the change
            }
            case GameEvent.Offered offered -> {
                offerKind = offered.offer();
                offerSeat = offered.seat();
                offerAccepted.clear();
            }
            case GameEvent.OfferAccepted accepted -> offerAccepted.add(accepted.seat());
            case GameEvent.OfferWithdrawn ignored -> drawOfferSeat = null;
            case GameEvent.OfferDeclined ignored -> {
                // the offer is gone: settled above
            }
            case GameEvent.RematchAgreed ignored -> {
                // the room creates the next game
            }
        }
    }

    /** The colour leaves a game of 3+ players (AL-2): {@code after} is the board without its pieces. */
    private Withdrawal withdraw(Colour colour, Position after) {
        Withdrawal withdrawal = new Withdrawal(moves.size(), colour);
        live(after, after.notation());
        withdrawals.add(withdrawal);
        return withdrawal;
    }

    private void add(Position position) {
        positions.add(position);
        notations.add(position.notation());
        if (positions.size() > keyHashes.length) {
            keyHashes = Arrays.copyOf(keyHashes, keyHashes.length * 2);
        }
        keyHashes[positions.size() - 1] = position.repetitionKey().map(String::hashCode).orElse(0);
    }

    private void live(Position position, String notation) {
        live = position;
        liveNotation = notation;
        liveStatus = position.status();
    }

    private Colour colourOf(int seat) {
        return settings.colours().get(seat);
    }

    public int version() {
        return version;
    }

    public Position start() {
        return start;
    }

    public Position current() {
        return live;
    }

    /** The notation of the live position. */
    public String notation() {
        return liveNotation;
    }

    /** The notation of the position after {@code plies} moves. */
    public String notationAfter(int plies) {
        return notations.get(plies);
    }

    /** The position after {@code plies} moves, as the move left it. */
    public Position positionAfter(int plies) {
        return positions.get(plies);
    }

    public int plies() {
        return moves.size();
    }

    /** The positions the moves left before the last, oldest first: what came before {@link #current()}. */
    public List<Position> earlierPositions() {
        return List.copyOf(positions.subList(0, positions.size() - 1));
    }

    public Move move(int ply) {
        return moves.get(ply);
    }

    /** The seat that played move {@code ply} (from 0). */
    public int mover(int ply) {
        return movers.get(ply);
    }

    public List<Move> moves() {
        return List.copyOf(moves);
    }

    /** The colours that withdrew (AL-2), in order. */
    public List<Colour> withdrawn() {
        return withdrawals.stream().map(Withdrawal::colour).toList();
    }

    public List<Withdrawal> withdrawals() {
        return List.copyOf(withdrawals);
    }

    /** The withdrawals claimed by the other players, by ground (a subset of {@link #withdrawals()}). */
    public Map<Claim.Reason, List<Withdrawal>> claimedWithdrawals() {
        return Map.copyOf(claimedWithdrawals);
    }

    public boolean hasWithdrawn(Colour colour) {
        return withdrawals.stream().anyMatch(w -> w.colour() == colour);
    }

    /** The status, where a resignation or an agreed draw overrides the board. */
    public Status status() {
        return ending == null ? liveStatus : ending.status();
    }

    /** Whether the game is over: the board or the players ended it, or it was aborted. */
    public boolean over() {
        return ending != null || liveStatus.isOver();
    }

    public boolean aborted() {
        return ending != null && ending.isAborted();
    }

    /**
     * How the game ended: {@code rules}, {@code resigned}, {@code draw-agreed}, a claim's ending
     * ({@code claimed-absence}), {@code aborted}; null while it goes on.
     */
    public String endingId() {
        if (ending != null) {
            return ending.id();
        }
        return status().isOver() ? "rules" : null;
    }

    /**
     * How many times the live position, with the same player to move, has come in this game
     * (itself included); 0 where the game has no repetition claim (AL-5).
     */
    public int occurrences() {
        Optional<String> key = live.repetitionKey();
        if (key.isEmpty()) {
            return 0;
        }
        int hash = key.get().hashCode();
        int count = 0;
        for (int i = 0; i < positions.size(); i++) {
            if (keyHashes[i] == hash && positions.get(i).repetitionKey().equals(key)) {
                count++;
            }
        }
        return count;
    }

    /** The rule (its id in rules.md) by which the board ended the game; null unless {@link #endingId()} is {@code rules}. */
    public String endingRule() {
        return ending == null && liveStatus.isOver() ? live.endingRule() : null;
    }

    /** Whether every player has made a first move (then the game can no longer be aborted). */
    public boolean everyoneHasMoved() {
        return new HashSet<>(movers).size() >= settings.players();
    }

    /** Whether the players ended the game (a resignation of two, an agreed draw, a claim, an abort). */
    public boolean endedByPlayers() {
        return ending != null;
    }

    /** The record's result text. */
    public String result() {
        return ending == null ? Results.of(settings, liveStatus) : ending.result(settings);
    }

    public Integer drawOfferSeat() {
        return drawOfferSeat;
    }

    /** The seats that accepted the open draw offer (games of 3+ players need everyone). */
    public List<Integer> drawAccepted() {
        return drawOfferSeat == null ? List.of() : List.copyOf(drawAccepted);
    }

    /** The open take-back or rematch offer's kind; null when none is open. */
    public OfferKind offerKind() {
        return offerKind;
    }

    /** The seat that made the open take-back or rematch offer; only meaningful while {@link #offerKind()} is set. */
    public int offerSeat() {
        return offerSeat;
    }

    /** The seats that accepted the open take-back or rematch offer so far (3+ players need everyone). */
    public List<Integer> offerAccepted() {
        return offerKind == null ? List.of() : List.copyOf(offerAccepted);
    }

    /** Whether an offer of any kind (a draw's too) waits for an answer: only one may be open. */
    public boolean offerOpen() {
        return offerKind != null || drawOfferSeat != null;
    }

    public int seatToMove() {
        return seatToMove(current());
    }

    public int seatToMove(Position position) {
        return settings.colours().indexOf(position.sideToMove());
    }
}
