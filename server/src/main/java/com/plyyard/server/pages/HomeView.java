package com.plyyard.server.pages;

import com.plyyard.ai.ComputerPlayer;
import com.plyyard.engine.Game;
import com.plyyard.engine.Games;
import com.plyyard.server.room.TimeControl;
import com.plyyard.table.Mode;
import java.util.List;
import java.util.Locale;
import java.util.OptionalInt;

/**
 * What the home page's template reads: every game of the engine's catalogue with its player
 * counts, options and each count's colours, the modes, levels and time controls, and the choice
 * the form shows checked. The parts of the form that depend on a choice carry it as
 * {@code data-when-game}, {@code data-when-players} and {@code data-when-mode} (a space-separated
 * list); {@link #shows} decides them here for the first drawing, the page's script after each change.
 *
 * @param error a refusal of the last creation in the reader's words, or null
 */
public record HomeView(Page page, HomeChoice choice, String error) {

    public List<Game> games() {
        return Games.all();
    }

    public List<Mode> modes() {
        return HomeChoice.MODES;
    }

    public List<Integer> levels() {
        return ComputerPlayer.levels();
    }

    public List<String> timeControls() {
        return TimeControl.OFFERED;
    }

    /** The colours of a player count, seat 0 first, as CSS and text keys name them ("red"). */
    public List<String> colours(Game game, int players) {
        return game.settings(OptionalInt.of(players), List.of()).colours().stream()
                .map(colour -> colour.name().toLowerCase(Locale.ROOT)).toList();
    }

    public String timeControlText(String control) {
        return ClockText.full(page.texts(), page.language(), control);
    }

    /** The time control a mode starts with, which choosing the mode selects. */
    public String defaultTimeControl(Mode mode) {
        return TimeControl.defaultFor(mode).id();
    }

    /** Whether a part of the form applies to the choice: its game (null: any), player count (null: any) and modes. */
    public boolean shows(String game, Integer players, List<Mode> modes) {
        return (game == null || game.equals(choice.game().id()))
                && (players == null || players == choice.players())
                && modes.contains(choice.mode());
    }

    /** A {@code data-when-mode} value. */
    public static String modeList(List<Mode> modes) {
        return String.join(" ", modes.stream().map(Mode::id).toList());
    }

    public boolean checked(Game game, int players) {
        return game.equals(choice.game()) ? players == choice.players() : players == game.playerCounts().get(0);
    }
}
