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
 * @param comments the text written after each move in braces (a move's clock, such as
 *     {@code [%clk 0:04:58.5]}): none at all, or one per move, empty where a move has none
 */
public record GameRecord(Position start, List<Move> moves, String result, Map<String, String> tags,
        List<String> comments) {

    public GameRecord {
        moves = List.copyOf(moves);
        tags = Collections.unmodifiableMap(new LinkedHashMap<>(tags));
        comments = List.copyOf(comments);
        if (!comments.isEmpty() && comments.size() != moves.size()) {
            throw new IllegalArgumentException("a record has one comment per move or none, not " + comments.size()
                    + " for " + moves.size() + " moves");
        }
        if (comments.stream().anyMatch(comment -> comment.contains("{") || comment.contains("}"))) {
            throw new IllegalArgumentException("a move's comment cannot hold a brace");
        }
    }

    /** A record without comments. */
    public GameRecord(Position start, List<Move> moves, String result, Map<String, String> tags) {
        this(start, moves, result, tags, List.of());
    }

    /** The comment after move {@code ply} (from 0); null when it has none. */
    public String comment(int ply) {
        return comments.isEmpty() || comments.get(ply).isEmpty() ? null : comments.get(ply);
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
