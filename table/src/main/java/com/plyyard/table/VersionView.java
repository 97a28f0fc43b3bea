package com.plyyard.table;

import com.plyyard.engine.Colour;
import com.plyyard.engine.Position;
import com.plyyard.engine.Status;
import com.plyyard.table.GameLog;
import java.util.List;
import java.util.Locale;

/**
 * The live facts of one version of a game, worked out once per node and shared by the state,
 * every listener's delta and the {@code hops} answers of that version.
 *
 * @param legal the moves a person may play now; none when the game is over, is a replay, or the
 *        computer is to move
 */
public record VersionView(int v, Position position, String notation, String toMove, LegalPaths legal, String status,
        String result, List<String> ranking, String ending, String rule, List<String> withdrawn,
        GameState.DrawOffer drawOffer, GameState.Offer offer, boolean abortable, boolean repetition) {

    /** @param online whether the game is played online (only those can be aborted) */
    public static VersionView of(GameLog log, boolean personToMove, boolean online) {
        Position position = log.current();
        Status status = log.status();
        boolean over = log.over();
        LegalPaths legal = personToMove && !over ? LegalPaths.of(position.legalMoves()) : LegalPaths.NONE;
        List<String> ranking = status instanceof Status.Finished finished
                ? finished.ranking().stream().map(VersionView::name).toList() : List.of();
        Integer offer = log.drawOfferSeat();
        return new VersionView(log.version(), position, log.notation(), name(position.sideToMove()), legal,
                log.aborted() ? "aborted" : statusName(status),
                log.result(), ranking,
                log.endingId(), log.endingRule(), log.withdrawn().stream().map(VersionView::name).toList(),
                offer == null ? null : new GameState.DrawOffer(offer, log.drawAccepted()),
                log.offerKind() == null ? null
                        : new GameState.Offer(log.offerKind().id(), log.offerSeat(), log.offerAccepted()),
                online && !over && log.withdrawals().isEmpty() && !log.everyoneHasMoved(),
                !over && log.occurrences() >= 3);
    }

    public static String name(Colour colour) {
        return colour.name().toLowerCase(Locale.ROOT);
    }

    private static String statusName(Status status) {
        return switch (status) {
            case Status.InProgress ignored -> "playing";
            case Status.Finished ignored -> "finished";
            case Status.Drawn ignored -> "drawn";
        };
    }
}
