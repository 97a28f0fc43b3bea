package com.plyyard.server.room;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.plyyard.table.Absent;
import com.plyyard.table.GameState;
import com.plyyard.table.LegalPaths;
import java.util.List;

/**
 * What one event changed, as clients get it after their first state: the event, its version and
 * the game's new live facts. Its size depends on the position, never on the game's length.
 *
 * @param path for a move: the whole path played ({@code pass} for a pass)
 * @param hops for a move: how many jumps its path makes (0 for a step, a pass or any Dou Shou Qi
 *        move), which the path alone does not tell when it has two squares
 * @param plies for a take-back: how many plies were taken back
 * @param seats for a seat change: every seat as it is now
 * @param clocks in a timed game: the clocks as the event left them
 * @param rule when the board ended the game ({@code ending} {@code rules}): the rule's id, such as {@code JU-7}
 */
public record EventDelta(int v, String kind, int seat,
        @JsonInclude(JsonInclude.Include.NON_NULL) String path,
        @JsonInclude(JsonInclude.Include.NON_NULL) Integer hops,
        @JsonInclude(JsonInclude.Include.NON_NULL) Integer plies,
        @JsonInclude(JsonInclude.Include.NON_NULL) List<GameState.SeatView> seats,
        String position, String toMove, int moveNumber, LegalPaths legal, String status, String result,
        List<String> ranking, String ending, String rule, List<String> withdrawn, GameState.DrawOffer drawOffer,
        GameState.Offer offer, boolean abortable, boolean repetition, Absent absent,
        @JsonInclude(JsonInclude.Include.NON_NULL) GameState.Clocks clocks) {
}
