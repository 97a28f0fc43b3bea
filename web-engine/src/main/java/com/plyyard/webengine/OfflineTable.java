package com.plyyard.webengine;

import com.plyyard.ai.ComputerPlayer;
import com.plyyard.ai.SearchingPlayer;
import com.plyyard.engine.GameRecord;
import com.plyyard.engine.Move;
import com.plyyard.engine.Position;
import com.plyyard.engine.RecordFormat;
import com.plyyard.engine.Settings;
import com.plyyard.table.ApiError;
import com.plyyard.table.ChainHops;
import com.plyyard.table.Claim;
import com.plyyard.table.Command;
import com.plyyard.table.CommandRules;
import com.plyyard.table.ComputerDuty;
import com.plyyard.table.GameEvent;
import com.plyyard.table.GameLog;
import com.plyyard.table.GameState;
import com.plyyard.table.JsonWriter;
import com.plyyard.table.Judged;
import com.plyyard.table.Mode;
import com.plyyard.table.RecordTags;
import com.plyyard.table.Seat;
import com.plyyard.table.StateJson;
import com.plyyard.table.VersionView;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;

/**
 * A game played in the browser alone, on one screen or against the computer: the server's rules
 * of commands ({@link CommandRules}), its log and its state, with no clock and nobody away. Every
 * accepted change is answered as JSON {@code {"command":{"seat":0,"type":"move","argument":"c3-d3"},
 * "event":{"kind":"move","seat":0,"path":"c3-d3","hops":0,"plies":null},"state":{…}}}; the page
 * keeps the commands, and a table opened again replays them through the same rules.
 */
final class OfflineTable {
    private static final ComputerPlayer COMPUTER = new SearchingPlayer();
    /** The time control's id of every game without the server: a browser keeps no clock yet. */
    private static final String UNTIMED = "untimed";

    private final String id;
    private final Settings settings;
    private final Mode mode;
    private final List<Seat> seats;
    private final Set<Integer> people;
    private final GameLog log;
    private final String date;

    /**
     * @param person in a game against the computer, the seat of the person (the others are the computer's)
     * @param level the computer's level
     * @param date the day the game started, for its record ({@link RecordTags#DATE})
     */
    OfflineTable(String id, Position start, Mode mode, int person, int level, String name, String date) {
        if (mode != Mode.LOCAL && mode != Mode.COMPUTER) {
            throw ApiError.badRequest("a game without the server is played on one screen or against the computer");
        }
        this.id = id;
        this.settings = start.settings();
        this.mode = mode;
        this.date = date;
        this.log = new GameLog(settings, start);
        this.seats = new ArrayList<>();
        for (int index = 0; index < settings.players(); index++) {
            Seat open = new Seat(index, settings.colours().get(index), Seat.Kind.OPEN, null, null, null);
            boolean computer = mode == Mode.COMPUTER && index != person;
            seats.add(computer ? open.computer(level) : open.taken(mode == Mode.COMPUTER ? name : null, null));
        }
        if (mode == Mode.COMPUTER && (person < 0 || person >= seats.size())) {
            throw ApiError.badRequest("the person's seat must be between 0 and " + (seats.size() - 1));
        }
        // sorted: the rules name the first seat held as the one that acts for all of them (a
        // take-back on one screen), and a hashed set's order differs between the JVM and the browser
        this.people = seats.stream().filter(seat -> seat.kind() == Seat.Kind.HUMAN).map(Seat::index)
                .collect(Collectors.toCollection(TreeSet::new));
    }

    String state() {
        return StateJson.write(snapshot());
    }

    /**
     * Judges a command of a person (seat -1: whichever seat the page's player holds) or, replaying
     * a stored game, of the seat that sent it, and applies it.
     *
     * @param argument the command's one value: a move's path, a resigning seat, {@code true} or
     *        {@code false} for an answer, {@code outcome reason} for a claim
     * @param v the version a move was chosen at (-1: any)
     * @throws ApiError when the rules refuse it; nothing changed then
     */
    String command(int seat, String type, String argument, int v) {
        if (seat >= seats.size()) {
            throw ApiError.badRequest("there is no seat " + seat);
        }
        return apply(seat < 0 ? people : Set.of(seat), type, argument, command(type, argument, v));
    }

    /**
     * What the computer does now, if it has anything to do: answer an open draw offer, claim a
     * draw by repetition (AL-5), or move. Answered as {@link #command}, or {@code null}.
     */
    String computerActs() {
        Optional<Seat> answering = ComputerDuty.drawAnswerer(log, seats);
        if (answering.isPresent()) {
            boolean accept = COMPUTER.acceptsDraw(log.current(), answering.get().colour(), Long.MAX_VALUE);
            return apply(Set.of(answering.get().index()), "answer-draw", String.valueOf(accept),
                    new Command.AnswerDraw(accept));
        }
        if (log.over() || !ComputerDuty.toMove(log, seats)) {
            return null;
        }
        Seat mover = seats.get(log.seatToMove());
        if (log.occurrences() >= 3 && COMPUTER.claimsRepetition(log.current(), mover.colour())) {
            String claim = Claim.Outcome.DRAW.id() + " " + Claim.Reason.REPETITION.id();
            return apply(Set.of(mover.index()), "claim", claim, command("claim", claim, -1));
        }
        Move move = COMPUTER.choose(log.current(), log.earlierPositions(), mover.level(),
                id.hashCode() * 31L + log.version(), Long.MAX_VALUE);
        return apply(Set.of(mover.index()), "move", move.toString(), new Command.PlayMove(move.toString(), null));
    }

    /** Where the chain {@code path} may go next, as the {@code hops} answer of docs/protocol.md. */
    String hops(String path) {
        ChainHops.Hops hops = ChainHops.after(log.current(), view().legal().paths(), path);
        return new JsonWriter(256).object().field("path").text(hops.path()).field("next").texts(hops.next())
                .field("stop").bool(hops.stop()).end().toString();
    }

    /** The game's record (notation.md), with the seats' names, how it ended and the day it began. */
    String record() {
        return RecordFormat.write(new GameRecord(log.start(), log.moves(), log.result(),
                RecordTags.of(log, seats, date)));
    }

    private String apply(Set<Integer> held, String type, String argument, Command command) {
        Judged judged = new CommandRules(log, settings, mode, seats, held, null, 0, false, people).eventFor(command);
        log.apply(log.version() + 1, judged);
        GameEvent event = judged.event();
        Move played = event instanceof GameEvent.Moved moved ? moved.move() : null;
        JsonWriter out = new JsonWriter(4096).object();
        out.field("command").object().field("seat").number(event.seat()).field("type").text(type)
                .field("argument").text(played == null ? argument : played.toString()).end();
        out.field("event").object().field("kind").text(event.wireName()).field("seat").number(event.seat())
                .field("path").text(played == null ? null : played.toString())
                .field("hops").number(played == null ? null : log.positionAfter(log.plies() - 1).hops(played))
                .field("plies").number(event instanceof GameEvent.TookBack back ? back.plies() : null).end();
        return out.field("state").raw(state()).end().toString();
    }

    private static Command command(String type, String argument, int v) {
        return switch (type) {
            case "move" -> new Command.PlayMove(argument, v < 0 ? null : v);
            case "resign" -> new Command.Resign(argument.isEmpty() ? null : seatNumber(argument));
            case "offer-draw" -> new Command.OfferDraw();
            case "answer-draw" -> new Command.AnswerDraw(Boolean.parseBoolean(argument));
            case "takeback" -> new Command.TakeBack();
            case "claim" -> {
                String[] words = argument.split(" ");
                try {
                    yield new Command.Claim(Claim.Outcome.of(words[0]), Claim.Reason.of(words.length > 1 ? words[1] : ""));
                } catch (IllegalArgumentException e) {
                    throw ApiError.badRequest(e.getMessage());
                }
            }
            default -> throw ApiError.badRequest("a game without the server takes no '" + type + "' command");
        };
    }

    private static int seatNumber(String text) {
        try {
            return Integer.parseInt(text);
        } catch (NumberFormatException e) {
            throw ApiError.badRequest("a seat is a number, not '" + text + "'");
        }
    }

    private VersionView view() {
        return VersionView.of(log, !ComputerDuty.toMove(log, seats), false);
    }

    private GameState snapshot() {
        List<GameState.SeatView> views = seats.stream().map(seat -> new GameState.SeatView(seat.index(),
                VersionView.name(seat.colour()), seat.kind().id(), seat.level(), seat.name(), true, 0)).toList();
        return GameState.of(id, log.start().game().id(), settings, mode, log, view(), views, null, null, UNTIMED, null);
    }
}
