package com.plyyard.server.room;

import com.plyyard.engine.GameRecord;
import com.plyyard.engine.Withdrawal;
import com.plyyard.table.GameLog;
import com.plyyard.table.Seat;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** A room's game as a record: the whole paths, the result, the seats' names, withdrawals, ending, date, clocks. */
final class RoomRecord {
    /**
     * The record header naming how the game ended: the state's {@code ending}, and after
     * {@code rules} the rule's id ({@code rules JU-7}). Imports read it for the endings the
     * moves and result alone do not tell (an abort, a claim).
     */
    static final String TERMINATION = "Termination";
    /** The record header of the day the game was created (UTC), written as PGN does: {@code 2026.12.01}. */
    static final String DATE = "Date";
    private static final DateTimeFormatter RECORD_DATE = DateTimeFormatter.ofPattern("uuuu.MM.dd").withZone(ZoneOffset.UTC);

    private RoomRecord() {
    }

    /**
     * @param createdAt when the game was created (epoch ms)
     * @param clocks the game's clocks; null when untimed
     */
    static GameRecord of(GameLog log, List<Seat> seats, long createdAt, GameClock clocks) {
        Map<String, String> tags = new LinkedHashMap<>();
        for (Seat seat : seats) {
            String name = seat.kind() == Seat.Kind.COMPUTER ? "Computer (level " + seat.level() + ")" : seat.name();
            if (name != null) {
                tags.put(seat.colour().title(), name);
            }
        }
        if (!log.withdrawals().isEmpty()) {
            tags.put(Withdrawal.HEADER, Withdrawal.format(log.withdrawals()));
        }
        log.claimedWithdrawals().forEach((reason, withdrawals) ->
                tags.put(reason.header(), Withdrawal.format(withdrawals)));
        String ending = log.endingId();
        if (ending != null) {
            tags.put(TERMINATION, log.endingRule() == null ? ending : ending + " " + log.endingRule());
        }
        tags.put(DATE, RECORD_DATE.format(Instant.ofEpochMilli(createdAt)));
        if (clocks == null) {
            return new GameRecord(log.start(), log.moves(), log.result(), tags);
        }
        tags.put(TimeControl.HEADER, clocks.control().header());
        return new GameRecord(log.start(), log.moves(), log.result(), tags, clocks.moveComments());
    }
}
