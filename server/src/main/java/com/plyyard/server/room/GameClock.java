package com.plyyard.server.room;

import com.plyyard.engine.Settings;
import com.plyyard.table.Claim;
import com.plyyard.table.GameEvent;
import com.plyyard.table.GameLog;
import com.plyyard.table.GameState;
import com.plyyard.table.Judged;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;

/**
 * Each seat's time in a timed game: what was left to every seat when the game's last event was
 * accepted, and when that was. Which clock runs is not kept here but follows from the log: the
 * seat to move's, once the first move is played and until the game is over. Every event stores
 * the time left to each seat as it was accepted ({@link #stored()}), so a room loaded after a
 * restart or on another node has the same clocks. Not thread-safe: its room guards it.
 */
final class GameClock {
    private final TimeControl control;
    private final ClockPauses pauses;
    private long[] remaining;
    /** When {@link #remaining} was read (epoch ms): the last event's time. */
    private long at;
    /** The mover's time left after each move of the game, for the record. */
    private final List<Long> leftAfterMove = new ArrayList<>();

    /** @param pauses the spans the service was down, which no clock counts */
    GameClock(TimeControl control, ClockPauses pauses, int seats, long now) {
        this.control = control;
        this.pauses = pauses;
        this.remaining = new long[seats];
        Arrays.fill(remaining, control.baseMillis());
        this.at = now;
    }

    TimeControl control() {
        return control;
    }

    /**
     * The time left to each seat once {@code event} is accepted at {@code now}: the running clock
     * charged up to then, the increment added after a move (Fischer), every seat given the time
     * per move again after a move (correspondence), and nothing left to a seat whose flag fell.
     *
     * @param running the seat whose clock ran before the event (null: none)
     */
    long[] after(GameEvent event, Integer running, long now) {
        long[] next = charged(running, now);
        switch (event) {
            case GameEvent.Moved moved when control.kind() == TimeControl.Kind.FISCHER ->
                    next[moved.seat()] += control.incrementMillis();
            case GameEvent.Moved ignored when control.kind() == TimeControl.Kind.CORRESPONDENCE ->
                    Arrays.fill(next, control.baseMillis());
            case GameEvent.Claimed claim when claim.reason() == Claim.Reason.TIME -> next[claim.absent()] = 0;
            default -> {
                // the clocks only count on
            }
        }
        return next;
    }

    private long[] charged(Integer running, long now) {
        long[] next = remaining.clone();
        if (running != null) {
            long spent = Math.max(0, now - at - pauses.within(at, now));
            next[running] = Math.max(0, next[running] - spent);
        }
        return next;
    }

    /** The clocks as {@code event}, accepted at {@code now}, left them. */
    void set(GameEvent event, long[] remaining, long now) {
        this.remaining = remaining.clone();
        this.at = now;
        switch (event) {
            case GameEvent.Moved moved -> leftAfterMove.add(remaining[moved.seat()]);
            case GameEvent.TookBack back -> leftAfterMove.subList(leftAfterMove.size() - back.plies(),
                    leftAfterMove.size()).clear();
            default -> {
                // only moves are written with their clock
            }
        }
    }

    /** Each move's comment in the record: the mover's time left after it, as {@code [%clk H:MM:SS.t]}. */
    List<String> moveComments() {
        return leftAfterMove.stream().map(GameClock::clockComment).toList();
    }

    static String clockComment(long millis) {
        long tenths = millis / 100;
        return String.format(java.util.Locale.ROOT, "[%%clk %d:%02d:%02d.%d]", tenths / 36_000, tenths / 600 % 60,
                tenths / 10 % 60, tenths % 10);
    }

    private static final java.util.regex.Pattern CLOCK_COMMENT =
            java.util.regex.Pattern.compile("\\[%clk (\\d{1,4}):(\\d{2}):(\\d{2})(?:\\.(\\d))?\\]");

    /** The time a move's comment gives ({@link #clockComment}); null when it holds no clock. */
    static Long fromComment(String comment) {
        if (comment == null) {
            return null;
        }
        java.util.regex.Matcher clk = CLOCK_COMMENT.matcher(comment);
        if (!clk.find()) {
            return null;
        }
        long seconds = Long.parseLong(clk.group(1)) * 3600 + Long.parseLong(clk.group(2)) * 60
                + Long.parseLong(clk.group(3));
        return seconds * 1000 + (clk.group(4) == null ? 0 : Long.parseLong(clk.group(4)) * 100);
    }

    /** When the running seat's flag falls (epoch ms); null when no clock runs. */
    Long flagAt(Integer running) {
        return running == null ? null : at + remaining[running] + pauses.within(at, Long.MAX_VALUE);
    }

    /**
     * What a client is shown at {@code now}: each seat's time left then, and which clock runs.
     * While no clock runs the reading is the last event's, so it stays the same until the next.
     */
    GameState.Clocks reading(Integer running, long now) {
        long[] shown = charged(running, now);
        return new GameState.Clocks(Arrays.stream(shown).boxed().toList(), running, running == null ? at : now);
    }

    /**
     * When the flag of the seat to move after {@code judged} falls, stored with the event so any
     * node finds the game when it is due. Worked out from the event and the position it leads to,
     * before {@code log} applies it (a stale time is cleared by the rooms' sweep).
     */
    Long flagAfter(GameLog log, Settings settings, Judged judged, long[] left, long now) {
        GameEvent event = judged.event();
        int plies = switch (event) {
            case GameEvent.Moved ignored -> log.plies() + 1;
            case GameEvent.TookBack back -> log.plies() - back.plies();
            default -> log.plies();
        };
        boolean ends = switch (event) {
            case GameEvent.Aborted ignored -> true;
            case GameEvent.DrawAgreed ignored -> true;
            case GameEvent.Claimed claim -> claim.outcome() != Claim.Outcome.WITHDRAWAL;
            case GameEvent.Resigned ignored -> settings.players() == 2;
            default -> false;
        };
        if (plies == 0 || ends || log.over() || judged.position().status().isOver()) {
            return null;
        }
        return flagAt(left, log.seatToMove(judged.position()), now);
    }

    /** When {@code seat}'s flag falls if its clock runs from {@code now} with {@code left} (epoch ms). */
    private Long flagAt(long[] left, int seat, long now) {
        return now + left[seat] + pauses.within(now, Long.MAX_VALUE);
    }

    /**
     * The longest a computer seat may think for {@code seat}, to move now after a pause of
     * {@code pauseMillis}: with an increment, a twenty-fifth of what is left plus most of the
     * increment, and never more than a quarter of what is left, so that a computer does not lose
     * on time however long its level would think; without a limit in a correspondence game.
     */
    long thinkingBudget(int seat, long pauseMillis) {
        if (control.kind() != TimeControl.Kind.FISCHER) {
            return Long.MAX_VALUE;
        }
        long available = Math.max(0, remaining[seat] - pauseMillis);
        return Math.max(SHORTEST_THOUGHT, Math.min(available / 25 + control.incrementMillis() * 3 / 4, available / 4));
    }

    /** Enough for a shallow search: below it the computer's move would be all but random. */
    private static final long SHORTEST_THOUGHT = 20;

    /** The time left to {@code seat} after the last event. */
    long left(int seat) {
        return remaining[seat];
    }

    /** The stored form of a reading: milliseconds left per seat, comma-separated. */
    static String stored(long[] remaining) {
        return Arrays.stream(remaining).mapToObj(Long::toString).collect(Collectors.joining(","));
    }

    /** @throws IllegalStateException for stored clocks no version of Ply Yard wrote */
    static long[] parse(String stored, int seats) {
        List<String> parts = List.of(stored.split(","));
        if (parts.size() != seats) {
            throw new IllegalStateException("stored clocks '" + stored + "' are not one per seat");
        }
        try {
            return parts.stream().mapToLong(Long::parseLong).toArray();
        } catch (NumberFormatException e) {
            throw new IllegalStateException("stored clocks '" + stored + "' are unreadable", e);
        }
    }
}
