package com.plyyard.cli;

import com.plyyard.engine.Game;
import com.plyyard.engine.Games;
import com.plyyard.engine.Position;
import com.plyyard.engine.Settings;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;

/** One line of {@code bench-positions.txt}: a game, its settings, a perft depth and a position. */
record BenchPosition(Game game, Settings settings, int depth, Position position, boolean isStart) {

    String label() {
        String options = settings.options().isEmpty() ? "" : " " + String.join(",", settings.options());
        String where = isStart ? "start" : "mid-game";
        return game.id() + (settings.configurable() ? " " + settings.players() + "p" : "") + options + " " + where;
    }

    static List<BenchPosition> load() {
        List<BenchPosition> positions = new ArrayList<>();
        try (InputStream in = BenchPosition.class.getResourceAsStream("/bench-positions.txt");
                BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            String line;
            while ((line = reader.readLine()) != null) {
                if (!line.isBlank() && !line.startsWith("#")) {
                    positions.add(parse(line));
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return positions;
    }

    private static BenchPosition parse(String line) {
        String[] parts = line.split(";");
        if (parts.length != 5) {
            throw new IllegalStateException("bench-positions.txt: malformed line " + line);
        }
        Game game = Games.byId(parts[0].strip());
        String options = parts[2].strip();
        Settings settings = game.settings(OptionalInt.of(Integer.parseInt(parts[1].strip())),
                options.equals("-") ? List.of() : List.of(options.split("\\s+")));
        String position = parts[4].strip();
        boolean isStart = position.equals("start");
        return new BenchPosition(game, settings, Integer.parseInt(parts[3].strip()),
                isStart ? game.start(settings) : game.parsePosition(settings, position), isStart);
    }
}
