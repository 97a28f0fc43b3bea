package com.plyyard.server.pages;

import com.plyyard.table.GameState;
import java.util.List;
import java.util.Map;

/**
 * A game as its page and link preview describe it in words: "Join my Chinese checkers game —
 * 3 players, 10+5" while a seat is free, the result once it is over.
 */
public record GameSummary(GameState state, Texts texts, Language language) {

    public String gameName() {
        return text("game." + state.game(), Map.of());
    }

    public String players() {
        return text("home.playersCount." + state.players(), Map.of());
    }

    /** The players and, in a timed game, its time control: "3 players, 10+5", "2 players, 2 days per move". */
    public String playersAndClock() {
        String clock = ClockText.brief(texts, language, state.timeControl());
        return clock == null ? players() : players() + ", " + clock;
    }

    public boolean open() {
        return "online".equals(state.mode()) && !over()
                && state.seats().stream().anyMatch(seat -> "open".equals(seat.kind()));
    }

    public boolean over() {
        return !"playing".equals(state.status());
    }

    /** The result in words, or null while the game goes on. */
    public String result() {
        return switch (state.status()) {
            case "playing" -> null;
            case "drawn" -> text("result.draw", Map.of());
            case "aborted" -> text("result.aborted", Map.of());
            default -> state.ranking() == null || state.ranking().isEmpty() ? text("result.over", Map.of())
                    : text("result.wins", Map.of("colour", text("team." + state.ranking().get(0), Map.of())));
        };
    }

    public String title() {
        Map<String, Object> params = Map.of("game", gameName(), "players", playersAndClock(),
                "result", over() ? result() : "");
        String key = over() ? "page.game.over" : open() ? "page.game.join" : "page.game.playing";
        return text(key, params);
    }

    /** Each seat: its colour and who holds it. */
    public List<String> seats() {
        return state.seats().stream().map(seat -> text("colour." + seat.colour(), Map.of()) + " — "
                + switch (seat.kind()) {
                    case "computer" -> text("kind.computer", Map.of("level", seat.level()));
                    case "open" -> text("kind.open", Map.of());
                    default -> seat.name() == null || seat.name().isBlank() ? text("kind.human", Map.of()) : seat.name();
                }).toList();
    }

    private String text(String key, Map<String, ?> params) {
        return texts.get(language, key, params);
    }
}
