package com.plyyard.server.pages;

import com.plyyard.table.GameState;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * What the template of a game page reads: the frame the page's script then brings to life, drawn
 * from the game's state as it is when the page is asked for (the position, the seats, the moves,
 * whose turn or the result), so that a reader without JavaScript or a link preview sees the game.
 */
public record GameView(Page page, GameSummary summary, BoardSvg boards) {

    /** One move of the list: the colour that played it and its path written for people ("c1–e3–e5"), as the script's list writes it. */
    public record Move(String colour, String path) {
    }

    private GameState state() {
        return summary.state();
    }

    public String id() {
        return state().id();
    }

    /** The current position as a static SVG board. */
    public String board() {
        GameState state = state();
        return boards.draw(state.game(), state.players(), state.options(), state.position(), page.language());
    }

    /** The status line: who is to move, or the result. */
    public String status() {
        return summary.over() ? summary.result()
                : page.t("status.toMove", "colour", page.t("team." + state().toMove()));
    }

    /** The time control in words, or null for an untimed game. */
    public String timeControl() {
        return state().clocks() == null ? null : ClockText.full(page.texts(), page.language(), state().timeControl());
    }

    public List<GameState.SeatView> seats() {
        return state().seats();
    }

    public String seatText(int seat) {
        return summary.seats().get(seat);
    }

    public List<Move> moves() {
        Map<Integer, String> colours = new HashMap<>();
        for (GameState.SeatView seat : state().seats()) {
            colours.put(seat.seat(), seat.colour());
        }
        return state().plies().stream().map(ply -> new Move(colours.getOrDefault(ply.seat(), ""),
                ply.path().equalsIgnoreCase("pass") ? page.t("move.pass") : ply.path().toLowerCase(Locale.ROOT).replaceAll("[-x]", "–")))
                .toList();
    }
}
