package com.plyyard.ai;

import com.plyyard.engine.Game;
import com.plyyard.engine.Position;
import com.plyyard.engine.Settings;
import com.plyyard.engine.chinesecheckers.ChineseCheckers;
import com.plyyard.engine.halma.Halma;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.SplittableRandom;
import java.util.TreeMap;

/** Test positions: boards built from piece lists such as {@code "m5=R"}, and random positions reached by play. */
final class Boards {
    private Boards() {
    }

    /** A Chinese checkers position of {@code players} with these pieces ({@code hole=Letter}). */
    static Position star(int players, char side, String... pieces) {
        return star(ChineseCheckers.GAME.settings(OptionalInt.of(players), List.of()), side, pieces);
    }

    /** A Chinese checkers position of these settings with these pieces ({@code hole=Letter}). */
    static Position star(Settings settings, char side, String... pieces) {
        Map<String, Character> on = pieces(pieces);
        int[] rowLength = new int[17];
        ChineseCheckers.GAME.start(settings).squares().forEach(s -> rowLength[s.name().charAt(0) - 'a']++);
        StringBuilder rows = new StringBuilder();
        for (int y = 16; y >= 0; y--) {
            StringBuilder row = new StringBuilder();
            for (int k = 1; k <= rowLength[y]; k++) {
                row.append(on.getOrDefault("" + (char) ('a' + y) + k, '.'));
            }
            rows.append(y == 16 ? "" : "/").append(compress(row));
        }
        return ChineseCheckers.GAME.parsePosition(settings, rows + " " + side + " 1");
    }

    /** A Halma position with these pieces ({@code square=R} or {@code =B}). */
    static Position halma(char side, String... pieces) {
        return halma(side, 1, pieces);
    }

    /** A Halma position at this move number with these pieces ({@code square=R} or {@code =B}). */
    static Position halma(char side, int moveNumber, String... pieces) {
        Map<String, Character> on = pieces(pieces);
        StringBuilder rows = new StringBuilder();
        for (int rank = 16; rank >= 1; rank--) {
            StringBuilder row = new StringBuilder();
            for (char file = 'a'; file <= 'p'; file++) {
                row.append(on.getOrDefault("" + file + rank, '.'));
            }
            rows.append(rank == 16 ? "" : "/").append(compress(row));
        }
        return Halma.GAME.parsePosition(Halma.GAME.defaultSettings(), rows + " " + side + " " + moveNumber);
    }

    private static Map<String, Character> pieces(String... pieces) {
        Map<String, Character> on = new TreeMap<>();
        for (String piece : pieces) {
            String[] parts = piece.split("=");
            on.put(parts[0], parts[1].charAt(0));
        }
        return on;
    }

    private static String compress(CharSequence row) {
        StringBuilder out = new StringBuilder();
        int run = 0;
        for (int i = 0; i < row.length(); i++) {
            char c = row.charAt(i);
            if (c == '.') {
                run++;
                continue;
            }
            if (run > 0) {
                out.append(run);
                run = 0;
            }
            out.append(c);
        }
        return run > 0 ? out.append(run).toString() : out.toString();
    }

    /** The position after up to {@code plies} uniformly random moves from the start (fewer if the game ends). */
    static Position randomlyPlayed(Game game, Settings settings, int plies, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        Position position = game.start(settings);
        for (int i = 0; i < plies && !position.status().isOver(); i++) {
            List<com.plyyard.engine.Move> moves = position.legalMoves();
            position = position.play(moves.get(random.nextInt(moves.size())));
        }
        return position;
    }
}
