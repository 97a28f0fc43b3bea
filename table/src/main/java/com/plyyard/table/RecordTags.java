package com.plyyard.table;

import com.plyyard.engine.Withdrawal;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The headers of a game's record that its log and seats tell: the seats' names, withdrawals,
 * claims and how it ended. The server's records and the browser's offline ones write the same.
 */
public final class RecordTags {
    /**
     * The record header naming how the game ended: the state's {@code ending}, and after
     * {@code rules} the rule's id ({@code rules JU-7}). Imports read it for the endings the
     * moves and result alone do not tell (an abort, a claim).
     */
    public static final String TERMINATION = "Termination";
    /** The record header of the day the game was created (UTC), written as PGN does: {@code 2026.12.01}. */
    public static final String DATE = "Date";

    private RecordTags() {
    }

    /** @param date the day the game was created, as {@link #DATE} writes it */
    public static Map<String, String> of(GameLog log, List<Seat> seats, String date) {
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
        tags.put(DATE, date);
        return tags;
    }
}
