package com.plyyard.cli;

import com.plyyard.engine.Colour;
import com.plyyard.engine.GameRecord;
import com.plyyard.engine.Move;
import com.plyyard.engine.Position;
import com.plyyard.engine.RecordFormat;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * Where {@code plyyard match --records FILE} writes its games: each record (notation.md) from the
 * random opening on, with the seat holders' names and the game's number as tags, a blank line
 * between games. Written as each game ends, so that a long match can be studied while it runs.
 */
final class MatchRecords implements AutoCloseable {
    private final Optional<Writer> writer;

    private MatchRecords(Optional<Writer> writer) {
        this.writer = writer;
    }

    static MatchRecords open(Optional<Path> file) {
        try {
            return new MatchRecords(file.isEmpty() ? Optional.empty()
                    : Optional.of(Files.newBufferedWriter(file.get(), StandardCharsets.UTF_8)));
        } catch (IOException e) {
            throw new UsageException("cannot write the records to " + file.get() + ": " + e.getMessage());
        }
    }

    void write(Position opening, List<Move> moves, List<MatchPlayer> seated, List<Colour> colours, int number) {
        if (writer.isEmpty()) {
            return;
        }
        Map<String, String> tags = new LinkedHashMap<>();
        for (int seat = 0; seat < seated.size(); seat++) {
            String colour = colours.get(seat).name().toLowerCase(Locale.ROOT);
            tags.put(Character.toUpperCase(colour.charAt(0)) + colour.substring(1), seated.get(seat).name());
        }
        tags.put("Round", Integer.toString(number));
        try {
            writer.get().write(RecordFormat.write(GameRecord.of(opening, moves, tags)));
            writer.get().write(System.lineSeparator());
            writer.get().flush();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public void close() {
        if (writer.isPresent()) {
            try {
                writer.get().close();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }
}
