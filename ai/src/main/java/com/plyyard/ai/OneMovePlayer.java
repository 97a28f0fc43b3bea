package com.plyyard.ai;

import com.plyyard.engine.Move;
import com.plyyard.engine.Position;
import com.plyyard.engine.Status;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * The stand-in computer player of the web platform until the real search lands: it takes a
 * move that wins at once when there is one, avoids a move after which the opponent wins at once
 * when it can, and otherwise plays a random legal move. It looks at every level the same way.
 */
public final class OneMovePlayer implements ComputerPlayer {

    @Override
    public Move choose(Position position, int level, long seed) {
        List<Move> moves = position.legalMoves();
        if (moves.isEmpty()) {
            throw new IllegalStateException("the game is over: there is no move to choose");
        }
        List<Move> safe = new ArrayList<>();
        for (Move move : moves) {
            Position after = position.play(move);
            if (after.status() instanceof Status.Finished finished && finished.winner() == position.sideToMove()) {
                return move;
            }
            if (!opponentWinsAtOnce(after)) {
                safe.add(move);
            }
        }
        List<Move> pool = safe.isEmpty() ? moves : safe;
        return pool.get(new SplittableRandom(seed).nextInt(pool.size()));
    }

    private static boolean opponentWinsAtOnce(Position after) {
        if (after.status().isOver()) {
            return false;
        }
        for (Move reply : after.legalMoves()) {
            if (after.play(reply).status() instanceof Status.Finished finished
                    && finished.winner() == after.sideToMove()) {
                return true;
            }
        }
        return false;
    }
}
