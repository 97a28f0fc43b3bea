package com.plyyard.table;

import com.plyyard.engine.Settings;
import java.util.ArrayList;
import java.util.List;

/**
 * What every client sees of a game (the "State" of docs/protocol.md); it never holds a token.
 *
 * @param timeControl the time control's id ({@code untimed} when there is none)
 * @param clocks null in an untimed game
 */
public record GameState(String id, int v, String game, int players, List<String> options, String mode,
        List<SeatView> seats, String start, List<Ply> plies, String position, String toMove, int moveNumber,
        String status, String result, List<String> ranking, String ending, String rule, List<String> withdrawn,
        LegalPaths legal, DrawOffer drawOffer, Offer offer, boolean abortable, boolean repetition, Absent absent,
        String rematch, String timeControl, Clocks clocks) {

    /**
     * The state of a game whose log is at {@code view}'s version: the log's moves and the
     * version's facts, with what only the room that holds the game knows (its seats as others see
     * them, who is away, the rematch, the clocks).
     */
    public static GameState of(String id, String game, Settings settings, Mode mode, GameLog log, VersionView view,
            List<SeatView> seats, Absent absent, String rematch, String timeControl, Clocks clocks) {
        List<Ply> plies = new ArrayList<>(log.plies());
        for (int ply = 0; ply < log.plies(); ply++) {
            plies.add(new Ply(log.move(ply).toString(), log.mover(ply), log.notationAfter(ply + 1)));
        }
        return new GameState(id, view.v(), game, settings.players(), List.copyOf(settings.options()), mode.id(), seats,
                log.notationAfter(0), plies, view.notation(), view.toMove(), view.position().moveNumber(),
                view.status(), view.result(), view.ranking(), view.ending(), view.rule(), view.withdrawn(),
                view.legal(), view.drawOffer(), view.offer(), view.abortable(), view.repetition(), absent, rematch,
                timeControl, clocks);
    }

    /**
     * A seat as others see it; {@code connections} is how many open connections hold it, on every
     * node (two or more: the seat is open on a second device or tab; 0 for a computer seat).
     */
    public record SeatView(int seat, String colour, String kind, Integer level, String name, boolean connected,
            int connections) {
    }

    /** One move of the game: its whole path, the seat that played it, and the position after it. */
    public record Ply(String path, int seat, String position) {
    }

    /** An open draw offer: who made it, and (with 3+ players) who has accepted so far. */
    public record DrawOffer(int seat, List<Integer> accepted) {
    }

    /**
     * An open take-back or rematch offer: its kind ({@code takeback}, {@code rematch}), who made
     * it, and (with 3+ players) who has accepted so far.
     */
    public record Offer(String kind, int seat, List<Integer> accepted) {
    }

    /**
     * A timed game's clocks as the server read them at {@code at} (epoch ms): the milliseconds
     * left to each seat then, and the seat whose clock runs (null before the first move and once
     * the game is over). A client ticks the running clock down from {@code at}.
     */
    public record Clocks(List<Long> remaining, Integer running, long at) {
    }
}
