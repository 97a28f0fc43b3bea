package com.plyyard.server.room;

import com.plyyard.engine.GameRecord;
import com.plyyard.table.GameLog;
import com.plyyard.table.RecordTags;
import com.plyyard.table.Seat;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Map;

/** A room's game as a record: the whole paths, the result, the headers of {@link RecordTags}, the clocks. */
final class RoomRecord {
    private static final DateTimeFormatter RECORD_DATE = DateTimeFormatter.ofPattern("uuuu.MM.dd").withZone(ZoneOffset.UTC);

    private RoomRecord() {
    }

    /**
     * @param createdAt when the game was created (epoch ms)
     * @param clocks the game's clocks; null when untimed
     */
    static GameRecord of(GameLog log, List<Seat> seats, long createdAt, GameClock clocks) {
        Map<String, String> tags = RecordTags.of(log, seats, RECORD_DATE.format(Instant.ofEpochMilli(createdAt)));
        if (clocks == null) {
            return new GameRecord(log.start(), log.moves(), log.result(), tags);
        }
        tags.put(TimeControl.HEADER, clocks.control().header());
        return new GameRecord(log.start(), log.moves(), log.result(), tags, clocks.moveComments());
    }
}
