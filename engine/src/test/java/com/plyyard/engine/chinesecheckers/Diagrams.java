package com.plyyard.engine.chinesecheckers;

import static org.assertj.core.api.Assertions.assertThat;

import com.plyyard.engine.BoardText;
import com.plyyard.engine.Move;
import com.plyyard.engine.Position;
import java.util.List;
import java.util.OptionalInt;
import java.util.Set;
import java.util.stream.Collectors;

/** Builds test positions from a few pieces, as a rules diagram would show them. */
final class Diagrams {
    private Diagrams() {
    }

    static ChineseCheckersSettings settings(int players, String... options) {
        return ChineseCheckers.GAME.settings(OptionalInt.of(players), List.of(options));
    }

    /**
     * A position through the public parser, from pieces written {@code hole=Letter}, such as
     * {@code "i5=R"}.
     */
    static ChineseCheckersPosition position(ChineseCheckersSettings settings, char side, String... pieces) {
        char[][] rows = new char[StarGeometry.ROWS][];
        for (int r = 0; r < rows.length; r++) {
            rows[r] = new char[StarGeometry.ROW_LENGTHS[StarGeometry.ROWS - 1 - r]];
            java.util.Arrays.fill(rows[r], BoardText.EMPTY);
        }
        for (String piece : pieces) {
            String[] parts = piece.split("=");
            int y = parts[0].charAt(0) - 'a';
            int k = Integer.parseInt(parts[0].substring(1));
            rows[StarGeometry.ROWS - 1 - y][k - 1] = parts[1].charAt(0);
        }
        return ChineseCheckers.GAME.parsePosition(settings, BoardText.format(rows) + " " + side + " 1");
    }

    static ChineseCheckersPosition twoPlayers(String... pieces) {
        return position(settings(2), 'r', pieces);
    }

    static ChineseCheckersPosition longJump(String... pieces) {
        return position(settings(2, ChineseCheckersSettings.LONG_JUMP), 'r', pieces);
    }

    static Position play(Position position, String... moves) {
        for (String move : moves) {
            position = position.play(position.parseMove(move));
        }
        return position;
    }

    static Set<String> startEnds(Position position) {
        return position.legalMoves().stream().map(Move::startEnd).collect(Collectors.toSet());
    }

    /** The colour letter on a hole, or '.' when it is empty. */
    static char on(Position position, String hole) {
        return ((ChineseCheckersPosition) position).pieceOn(position.square(hole))
                .map(c -> Character.toUpperCase(c.letter())).orElse('.');
    }
}
