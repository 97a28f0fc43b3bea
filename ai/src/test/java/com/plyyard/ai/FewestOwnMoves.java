package com.plyyard.ai;

import com.plyyard.engine.Colour;
import com.plyyard.engine.Move;
import com.plyyard.engine.Position;
import com.plyyard.engine.Square;
import com.plyyard.engine.chinesecheckers.ChineseCheckersPosition;
import com.plyyard.engine.halma.HalmaPosition;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * A brute-force count, through the engine's public positions only, of the fewest own moves in
 * which the side to move of a two-player race fills its target camp while the other side
 * stands still: iterative deepening over every legal move, the side to move set back after
 * each. Only the bound that each piece outside the camp needs a move of its own prunes it, and
 * it remembers the positions it has shown to need more moves.
 */
final class FewestOwnMoves {
    private final Colour side;
    private final Set<Square> target;
    /** The positions already shown to need more than the given own moves, by notation. */
    private final Map<String, Integer> failedWithin = new HashMap<>();

    private FewestOwnMoves(Position position) {
        this.side = position.sideToMove();
        Position start = position.game().start(position.settings());
        // A side's target camp is where the other side starts.
        this.target = start.squares().stream()
                .filter(square -> pieceOn(start, square).filter(colour -> colour != side).isPresent())
                .collect(Collectors.toSet());
    }

    /** The fewest own moves to finish for the side to move, or −1 if it needs more than {@code most}. */
    static int of(Position position, int most) {
        FewestOwnMoves count = new FewestOwnMoves(position);
        for (int bound = 0; bound <= most; bound++) {
            if (count.finishes(position, bound)) {
                return bound;
            }
        }
        return -1;
    }

    /** The same position with the other side to move. */
    static Position otherSideToMove(Position position) {
        String[] fields = position.notation().split(" ");
        Colour other = position.settings().colours().stream().filter(c -> c != position.sideToMove()).findFirst()
                .orElseThrow();
        fields[1] = other.name().substring(0, 1).toLowerCase();
        return position.game().parsePosition(position.settings(), String.join(" ", fields));
    }

    private static Optional<Colour> pieceOn(Position position, Square square) {
        return position instanceof HalmaPosition halma ? halma.pieceOn(square)
                : ((ChineseCheckersPosition) position).pieceOn(square);
    }

    private boolean finishes(Position position, int left) {
        long outside = position.squares().stream()
                .filter(square -> pieceOn(position, square).equals(Optional.of(side)) && !target.contains(square))
                .count();
        if (outside == 0) {
            return true;
        }
        if (outside > left || failedWithin.getOrDefault(position.notation(), -1) >= left) {
            return false;
        }
        for (Move move : position.legalMoves()) {
            if (move.isPass()) {
                continue;
            }
            Position after = position.play(move);
            if (after.status().isOver()) {
                return true;
            }
            if (finishes(otherSideToMove(after), left - 1)) {
                return true;
            }
        }
        failedWithin.put(position.notation(), left);
        return false;
    }
}
