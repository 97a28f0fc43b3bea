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
import java.util.Map;
import java.util.SplittableRandom;
import java.util.stream.IntStream;
import java.util.stream.Stream;

/**
 * A player of {@code plyyard match}: a level of the computer, {@link #RANDOM} for uniformly
 * random moves, or {@link #GREEDY}: the move whose position evaluates best one ply later (in Dou
 * Shou Qi after the captures it starts have been played out by the quiescence search; with 3+
 * players, the move that leaves its own pieces nearest their target), or, in Dou Shou Qi only,
 * {@link #DEFENDER}: a solid defender that keeps its pieces home and shuffles ({@link DefenderPlayer}),
 * or a program of the engine protocol named by {@code --engine} ({@link ExternalEngine}), which
 * thinks the match's time a move.
 *
 * @param engine the program of an {@link #ENGINE} player, otherwise null
 */
record MatchPlayer(String name, int level, ExternalEngine engine) {
    static final int RANDOM = 0;
    static final int GREEDY = -1;
    static final int DEFENDER = -2;
    static final int ENGINE = -3;
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

    /** @param engines the programs named by {@code --engine}, by name */
    static MatchPlayer parse(String text, Map<String, ExternalEngine> engines) {
        ExternalEngine engine = engines.get(text.trim());
        if (engine != null) {
            return new MatchPlayer(engine.name(), ENGINE, engine);
        }
        String name = text.trim().toLowerCase(Locale.ROOT);
        if (name.equals("random")) {
            return new MatchPlayer(name, RANDOM, null);
        }
        if (name.equals("greedy")) {
            return new MatchPlayer(name, GREEDY, null);
        }
        if (name.equals("defender")) {
            return new MatchPlayer(name, DEFENDER, null);
        }
        if (name.matches("level[1-8]")) {
            return new MatchPlayer(name, name.charAt(5) - '0', null);
        }
        throw new UsageException("a match player is level1 … level8, greedy, random, defender or a name given by"
                + " --engine, not '" + text + "'");
    }

    /** Whether {@code name} is the name of a player of Ply Yard's own, which an engine may not take. */
    static boolean isBuiltIn(String name) {
        try {
            return parse(name, Map.of()).level != ENGINE;
        } catch (UsageException notOurs) {
            return false;
        }
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

    /**
     * The move in {@code position}, which {@code played} reached from {@code opening} through
     * {@code earlier} (the positions before {@code position} from the opening on, oldest first).
     */
    Move choose(Position opening, List<Move> played, List<Position> earlier, Position position,
            SearchingPlayer computer, long seed, int millis) {
        return switch (level) {
            case RANDOM -> {
                List<Move> moves = position.legalMoves();
                yield moves.get(new SplittableRandom(seed).nextInt(moves.size()));
            }
            case GREEDY -> SearchEngine.search(position, SearchLimits.depth(1)).move();
            case DEFENDER -> DefenderPlayer.choose((JunglePosition) position, seed);
            case ENGINE -> engine.choose(opening, played, position, millis);
            default -> computer.choose(position, earlier, level, seed, Long.MAX_VALUE);
        };
    }
}
