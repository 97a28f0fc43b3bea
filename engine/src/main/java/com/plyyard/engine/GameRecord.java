package com.plyyard.engine;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A game as played: its start, its moves (whole paths) and its result. Built only from legal
 * moves, so every record can be replayed.
 *
 * @param result the record's result text ({@code 1-0}, {@code 0-1}, {@code 1/2-1/2}, {@code *}
 *     or a finishing order such as {@code R,G,P}); it may differ from what the last position
 *     says only while that position is still in progress (a resignation or an agreed draw)
 * @param tags further headers, such as seat names ({@code Red}) and {@code Date}
 */
public record GameRecord(Position start, List<Move> moves, String result, Map<String, String> tags) {

    public GameRecord {
        moves = List.copyOf(moves);
        tags = Collections.unmodifiableMap(new LinkedHashMap<>(tags));
    }

    /**
     * Replays {@code moves} from {@code start} (with the resignations of a {@code Withdrawn} tag);
     * the result is the one the last position gives.
     */
    public static GameRecord of(Position start, List<Move> moves, Map<String, String> tags) {
        List<Position> positions = Withdrawal.replay(start, moves,
                Withdrawal.parse(tags.get(Withdrawal.HEADER), start.settings()));
        return new GameRecord(start, moves, Results.of(positions.get(positions.size() - 1)), tags);
    }

    public Game game() {
        return start.game();
    }

    /** Every position of the game, the start first. */
    public List<Position> positions() {
        return Withdrawal.replay(start, moves, Withdrawal.parse(tags.get(Withdrawal.HEADER), start.settings()));
    }
}
