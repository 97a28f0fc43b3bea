package com.plyyard.cli;

import com.plyyard.ai.SearchEngine;
import com.plyyard.ai.SearchingPlayer;
import com.plyyard.ai.jungle.DefenderPlayer;
import com.plyyard.ai.search.SearchLimits;
import com.plyyard.engine.Game;
import com.plyyard.engine.Move;
import com.plyyard.engine.Position;
import com.plyyard.engine.jungle.Jungle;
import com.plyyard.engine.jungle.JunglePosition;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.stream.IntStream;
import java.util.stream.Stream;

/**
 * A player of {@code plyyard match}: a level of the computer, {@link #RANDOM} for uniformly
 * random moves, or {@link #GREEDY}: the move whose position evaluates best one ply later (in Dou
 * Shou Qi after the captures it starts have been played out by the quiescence search; with 3+
 * players, the move that leaves its own pieces nearest their target), or, in Dou Shou Qi only,
 * {@link #DEFENDER}: a solid defender that keeps its pieces home and shuffles ({@link DefenderPlayer}).
 */
record MatchPlayer(String name, int level) {
    static final int RANDOM = 0;
    static final int GREEDY = -1;
    static final int DEFENDER = -2;
    /** The level that thinks by time, whose move times the match reports. */
    static final int TIMED_LEVEL = 8;

    /** The names a player goes by, which the completion script offers for {@code --seats}. */
    static final class Names implements Iterable<String> {
        @Override
        public Iterator<String> iterator() {
            return Stream.concat(IntStream.rangeClosed(1, TIMED_LEVEL).mapToObj(level -> "level" + level),
                    Stream.of("greedy", "random", "defender")).iterator();
        }
    }

    static MatchPlayer parse(String text) {
        String name = text.trim().toLowerCase(Locale.ROOT);
        if (name.equals("random")) {
            return new MatchPlayer(name, RANDOM);
        }
        if (name.equals("greedy")) {
            return new MatchPlayer(name, GREEDY);
        }
        if (name.equals("defender")) {
            return new MatchPlayer(name, DEFENDER);
        }
        if (name.matches("level[1-8]")) {
            return new MatchPlayer(name, name.charAt(5) - '0');
        }
        throw new UsageException("a match player is level1 … level8, greedy, random or defender, not '" + text + "'");
    }

    /** @throws UsageException when this player does not play {@code game} (the defender plays only Dou Shou Qi) */
    void checkPlays(Game game) {
        if (level == DEFENDER && !(game instanceof Jungle)) {
            throw new UsageException("the defender plays only Dou Shou Qi (jungle), not " + game.id());
        }
    }

    boolean thinksByTime() {
        return level == TIMED_LEVEL;
    }

    Move choose(Position position, SearchingPlayer computer, long seed) {
        return switch (level) {
            case RANDOM -> {
                List<Move> moves = position.legalMoves();
                yield moves.get(new SplittableRandom(seed).nextInt(moves.size()));
            }
            case GREEDY -> SearchEngine.search(position, SearchLimits.depth(1)).move();
            case DEFENDER -> DefenderPlayer.choose((JunglePosition) position, seed);
            default -> computer.choose(position, level, seed);
        };
    }
}
