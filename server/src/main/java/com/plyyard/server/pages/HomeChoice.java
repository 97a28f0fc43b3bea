package com.plyyard.server.pages;

import com.plyyard.ai.ComputerPlayer;
import com.plyyard.engine.Game;
import com.plyyard.engine.Games;
import com.plyyard.server.room.GameSetup;
import com.plyyard.server.room.TimeControl;
import com.plyyard.table.Mode;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What the home page's form says, read from its fields by name: from the address when a reader
 * without JavaScript asks to see a game's settings, from the posted form when the game is
 * created. A field missing or naming what the engine's catalogue does not hold takes its
 * default, so the form shows and creates only what can be played.
 *
 * @param computer online games of 3+ players: seat → level of the seats the computer plays
 * @param name the creator's name, blank for none
 */
public record HomeChoice(Game game, int players, List<String> options, Mode mode, int seat, int level,
        String timeControl, Map<Integer, Integer> computer, String name) {
    /** The modes the form offers, in its order. */
    public static final List<Mode> MODES = List.of(Mode.ONLINE, Mode.COMPUTER, Mode.LOCAL);
    /** A first game is most often a try against the computer. */
    static final Mode DEFAULT_MODE = Mode.COMPUTER;
    /** A middle strength for a first game against the computer. */
    static final int DEFAULT_LEVEL = 3;

    /** @param fields the form's values by field name, as Javalin gives query and form parameters */
    public static HomeChoice from(Map<String, List<String>> fields) {
        Game game = Optional.ofNullable(first(fields, "game")).flatMap(id -> Games.all().stream()
                .filter(g -> g.id().equals(id)).findFirst()).orElse(Games.all().get(0));
        int players = number(fields, "players").filter(game.playerCounts()::contains).orElse(game.playerCounts().get(0));
        List<String> options = fields.getOrDefault("option", List.of()).stream()
                .filter(game.optionNames()::contains).distinct().toList();
        Mode mode = MODES.stream().filter(m -> m.id().equals(first(fields, "mode"))).findFirst().orElse(DEFAULT_MODE);
        int seat = number(fields, "seat").filter(s -> s >= 0 && s < players).orElse(0);
        List<Integer> levels = ComputerPlayer.levels();
        int level = number(fields, "level").filter(levels::contains)
                .orElse(levels.contains(DEFAULT_LEVEL) ? DEFAULT_LEVEL : levels.get(0));
        String timeControl = Optional.ofNullable(first(fields, "timeControl")).filter(TimeControl.OFFERED::contains)
                .orElse(TimeControl.defaultFor(mode).id());
        Map<Integer, Integer> computer = new LinkedHashMap<>();
        for (int other = 0; other < players; other++) {
            if (other != seat) {
                int at = other;
                number(fields, "computer-" + other).filter(levels::contains).ifPresent(n -> computer.put(at, n));
            }
        }
        String name = Optional.ofNullable(first(fields, "name")).map(String::strip).orElse("");
        return new HomeChoice(game, players, options, mode, seat, level, timeControl, computer, name);
    }

    /** The game this choice creates, as {@code POST /api/games} would be asked for it. */
    public GameSetup setup() {
        Map<String, Integer> computerSeats = null;
        if (mode == Mode.ONLINE && players > 2) {
            computerSeats = new LinkedHashMap<>();
            for (Map.Entry<Integer, Integer> entry : computer.entrySet()) {
                computerSeats.put(String.valueOf(entry.getKey()), entry.getValue());
            }
        }
        return new GameSetup(game.id(), players, options, mode.id(), mode == Mode.LOCAL ? null : seat,
                mode == Mode.COMPUTER ? level : null, name.isEmpty() ? null : name, computerSeats, null, timeControl);
    }

    private static String first(Map<String, List<String>> fields, String name) {
        List<String> values = fields.get(name);
        return values == null || values.isEmpty() ? null : values.get(0);
    }

    private static Optional<Integer> number(Map<String, List<String>> fields, String name) {
        String text = first(fields, name);
        if (text == null || !text.matches("\\d{1,3}")) {
            return Optional.empty();
        }
        return Optional.of(Integer.parseInt(text));
    }
}
