package com.plyyard.engine.chinesecheckers;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import com.plyyard.engine.Colour;
import com.plyyard.engine.Move;
import com.plyyard.engine.NotationException;
import com.plyyard.engine.Position;
import com.plyyard.engine.Square;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.Random;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.EdgeCasesMode;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * The fast generator ({@link Position#legalMoves()} on the bit-set board) against the plain
 * {@link ReferenceMoves}, for every player count with and without {@code long-jump}, on random
 * positions: half taken from random playouts from the start (0–300 random legal moves), half
 * from random placements (0–10 pieces per colour in play on random distinct holes, over the whole
 * star or, for dense positions, the central hexagon only; a random side to move).
 *
 * <p>Playouts are driven by the reference board (cheap), and a few hundred seeded playouts per
 * configuration are kept and sampled at a random ply, so that ten thousand tries per
 * configuration stay within the time budget. {@link GeneratorMatchesReferenceSlowProperties}
 * tries 100 000 per configuration under {@code -Dplyyard.slow=true}.
 */
class FastGeneratorMatchesReferenceProperties {
    private static final int TRIES = 10_000;
    private static final int MAX_PLIES = 300;
    private static final int PLAYOUTS = 200;

    /** The eight configurations: player count, with or without long-jump (CC-2, CC-14). */
    enum Config {
        TWO(2, false), TWO_LONG_JUMP(2, true), THREE(3, false), THREE_LONG_JUMP(3, true),
        FOUR(4, false), FOUR_LONG_JUMP(4, true), SIX(6, false), SIX_LONG_JUMP(6, true);

        final ChineseCheckersSettings settings;

        Config(int players, boolean longJump) {
            settings = ChineseCheckers.GAME.settings(OptionalInt.of(players),
                    longJump ? List.of(ChineseCheckersSettings.LONG_JUMP) : List.of());
        }
    }

    /** Notations along each seeded playout, per configuration; filled lazily. */
    private final Map<Config, Map<Integer, List<String>>> playouts = new EnumMap<>(Config.class);

    // ---- the fast generator equals the reference -------------------------------------------

    @Property(tries = TRIES, edgeCases = EdgeCasesMode.NONE)
    void CC3_CC4_CC5_CC6_CC13_fastGeneratorMatchesReference_2players(@ForAll("twoPlayers") Position position) {
        assertSameMoves(position);
    }

    @Property(tries = TRIES, edgeCases = EdgeCasesMode.NONE)
    void CC3_CC4_CC5_CC6_CC13_CC14_fastGeneratorMatchesReference_2players_longJump(
            @ForAll("twoPlayersLongJump") Position position) {
        assertSameMoves(position);
    }

    @Property(tries = TRIES, edgeCases = EdgeCasesMode.NONE)
    void CC3_CC4_CC5_CC6_CC13_fastGeneratorMatchesReference_3players(@ForAll("threePlayers") Position position) {
        assertSameMoves(position);
    }

    @Property(tries = TRIES, edgeCases = EdgeCasesMode.NONE)
    void CC3_CC4_CC5_CC6_CC13_CC14_fastGeneratorMatchesReference_3players_longJump(
            @ForAll("threePlayersLongJump") Position position) {
        assertSameMoves(position);
    }

    @Property(tries = TRIES, edgeCases = EdgeCasesMode.NONE)
    void CC3_CC4_CC5_CC6_CC13_fastGeneratorMatchesReference_4players(@ForAll("fourPlayers") Position position) {
        assertSameMoves(position);
    }

    @Property(tries = TRIES, edgeCases = EdgeCasesMode.NONE)
    void CC3_CC4_CC5_CC6_CC13_CC14_fastGeneratorMatchesReference_4players_longJump(
            @ForAll("fourPlayersLongJump") Position position) {
        assertSameMoves(position);
    }

    @Property(tries = TRIES, edgeCases = EdgeCasesMode.NONE)
    void CC3_CC4_CC5_CC6_CC13_fastGeneratorMatchesReference_6players(@ForAll("sixPlayers") Position position) {
        assertSameMoves(position);
    }

    @Property(tries = TRIES, edgeCases = EdgeCasesMode.NONE)
    void CC3_CC4_CC5_CC6_CC13_CC14_fastGeneratorMatchesReference_6players_longJump(
            @ForAll("sixPlayersLongJump") Position position) {
        assertSameMoves(position);
    }

    /** The listed moves equal the reference's, and the bulk count (perft 1) counts them. */
    static void assertSameMoves(Position position) {
        Set<String> engine = new TreeSet<>();
        for (Move move : position.legalMoves()) {
            if (!engine.add(move.startEnd())) {
                fail("legalMoves() lists %s twice in %s (%s)", move.startEnd(), position.notation(),
                        position.settings().options());
            }
        }
        Set<String> reference = ReferenceMoves.of(position).moves();
        if (!engine.equals(reference)) {
            Set<String> missing = new TreeSet<>(reference);
            missing.removeAll(engine);
            Set<String> extra = new TreeSet<>(engine);
            extra.removeAll(reference);
            fail("legalMoves() differs from the reference in %s (%d players, options %s): missing %s, extra %s",
                    position.notation(), position.settings().players(), position.settings().options(), missing,
                    extra);
        }
        assertThat(ChineseCheckers.GAME.perft(position, 1)).as("bulk count of %s (%s)", position.notation(),
                position.settings().options()).isEqualTo(engine.size());
    }

    // ---- listed paths, notation, play --------------------------------------------------------

    @Property(tries = 600, edgeCases = EdgeCasesMode.NONE)
    void CC5_CC6_CC8_everyListedPathIsPlayableAndShortest(@ForAll("anyConfiguration") Position position) {
        ReferenceMoves reference = ReferenceMoves.of(position);
        Map<String, List<String>> shortest = reference.shortestPaths();
        assertThat(shortest.keySet()).as("the reference's breadth-first and depth-first searches agree in %s",
                position.notation()).isEqualTo(reference.moves());
        for (Move move : position.legalMoves()) {
            try {
                position.play(move);
            } catch (RuntimeException e) {
                fail("play refuses the listed path %s in %s (%s): %s", move, position.notation(),
                        position.settings().options(), e.getMessage());
            }
            List<String> best = shortest.get(move.startEnd());
            assertThat(best).as("the reference has no move %s in %s", move.startEnd(), position.notation())
                    .isNotNull();
            assertThat(Math.max(0, move.path().size() - 1))
                    .as("hops of the listed path %s in %s (%s); a shortest one is %s", move, position.notation(),
                            position.settings().options(), String.join("-", best))
                    .isEqualTo(Math.max(0, best.size() - 1));
        }
    }

    @Property(tries = 4000, edgeCases = EdgeCasesMode.NONE)
    void notationOfEveryPositionParsesBackToAnEqualPosition(@ForAll("anyConfiguration") Position position) {
        Position again = ChineseCheckers.GAME.parsePosition(position.settings(), position.notation());
        assertThat(again).as("%s parsed back (%d players, options %s)", position.notation(),
                position.settings().players(), position.settings().options()).isEqualTo(position);
        assertThat(again.notation()).isEqualTo(position.notation());
    }

    @Property(tries = 400, edgeCases = EdgeCasesMode.NONE)
    void CC3_CC4_CC9_playMovesExactlyTheMovedPiece(@ForAll("anyConfiguration") Position position) {
        ReferenceMoves before = ReferenceMoves.of(position);
        Map<String, Character> pieces = before.pieces();
        Map<String, List<String>> shortest = before.shortestPaths();
        for (Move move : position.legalMoves()) {
            Position after = position.play(move);
            Map<String, Character> expected = new TreeMap<>(pieces);
            if (!move.isPass()) {
                Character piece = expected.remove(move.from().name());
                assertThat(piece).as("%s moves a %s piece in %s", move, position.sideToMove(), position.notation())
                        .isEqualTo(Character.toUpperCase(position.sideToMove().letter()));
                expected.put(move.to().name(), piece);
            }
            assertThat(ReferenceMoves.of(after).pieces())
                    .as("the board after %s in %s: only the moved piece changes place", move, position.notation())
                    .isEqualTo(expected);
            Position viaReferencePath = position.play(ReferenceMoves.toMove(position, shortest.get(move.startEnd())));
            assertThat(viaReferencePath).as("%s by the reference's path %s and by the listed path %s",
                    position.notation(), shortest.get(move.startEnd()), move).isEqualTo(after);
        }
    }

    // ---- random positions --------------------------------------------------------------------

    @Provide
    Arbitrary<Position> twoPlayers() {
        return positions(Config.TWO);
    }

    @Provide
    Arbitrary<Position> twoPlayersLongJump() {
        return positions(Config.TWO_LONG_JUMP);
    }

    @Provide
    Arbitrary<Position> threePlayers() {
        return positions(Config.THREE);
    }

    @Provide
    Arbitrary<Position> threePlayersLongJump() {
        return positions(Config.THREE_LONG_JUMP);
    }

    @Provide
    Arbitrary<Position> fourPlayers() {
        return positions(Config.FOUR);
    }

    @Provide
    Arbitrary<Position> fourPlayersLongJump() {
        return positions(Config.FOUR_LONG_JUMP);
    }

    @Provide
    Arbitrary<Position> sixPlayers() {
        return positions(Config.SIX);
    }

    @Provide
    Arbitrary<Position> sixPlayersLongJump() {
        return positions(Config.SIX_LONG_JUMP);
    }

    @Provide
    Arbitrary<Position> anyConfiguration() {
        return Arbitraries.of(Config.class).flatMap(this::positions);
    }

    /** Half from playouts, half from placements. */
    Arbitrary<Position> positions(Config config) {
        Arbitrary<Position> fromPlayout = Combinators
                .combine(Arbitraries.integers().between(0, PLAYOUTS - 1), Arbitraries.integers().between(0, MAX_PLIES))
                .as((playout, ply) -> {
                    List<String> line = playout(config, playout);
                    return ChineseCheckers.GAME.parsePosition(config.settings, line.get(Math.min(ply, line.size() - 1)));
                });
        Arbitrary<Position> fromPlacement = Arbitraries.randomValue(random -> placement(config, random));
        return Arbitraries.oneOf(fromPlayout, fromPlacement);
    }

    /**
     * The notations along one seeded playout of up to {@link #MAX_PLIES} random legal moves: each
     * turn a random piece of the side to move that has a move, then a random destination of it
     * (by the reference); a pass when no piece can move; it stops when the mover finishes (CC-10).
     */
    private List<String> playout(Config config, int index) {
        return playouts.computeIfAbsent(config, c -> new HashMap<>()).computeIfAbsent(index, i -> {
            Random random = new Random(31L * config.ordinal() + 1_000_003L * i);
            List<Colour> colours = config.settings.colours();
            String notation = ChineseCheckers.GAME.start(config.settings).notation();
            ReferenceMoves board = ReferenceMoves.ofNotation(notation, config.settings.longJump());
            List<String> line = new ArrayList<>();
            line.add(notation);
            int side = 0;
            int moveNumber = 1;
            for (int ply = 0; ply < MAX_PLIES; ply++) {
                char letter = Character.toUpperCase(colours.get(side).letter());
                List<String> own = new ArrayList<>();
                for (String hole : ReferenceMoves.holeNames()) {
                    if (Character.valueOf(letter).equals(board.pieceAt(hole))) {
                        own.add(hole);
                    }
                }
                Collections.shuffle(own, random);
                for (String from : own) {
                    List<String> destinations = new ArrayList<>(board.destinationsFrom(from));
                    if (!destinations.isEmpty()) {
                        board.move(from, destinations.get(random.nextInt(destinations.size())));
                        break;
                    }
                }
                boolean finished = hasFilledTarget(board, colours.get(side));
                side = (side + 1) % colours.size();
                if (side == 0) {
                    moveNumber++;
                }
                notation = board.boardField() + " " + colours.get(side).letter() + " " + moveNumber;
                board = ReferenceMoves.ofNotation(notation, config.settings.longJump());
                line.add(notation);
                if (finished) {
                    break;
                }
            }
            return line;
        });
    }

    /**
     * For each colour in play 0–10 pieces on random distinct holes (the whole star, or half the
     * time the 61-hole centre only, for crowded positions), a random side to move; placements the
     * notation rightly refuses (say a finished player on move) are drawn again.
     */
    private static Position placement(Config config, Random random) {
        List<Colour> colours = config.settings.colours();
        while (true) {
            List<String> holes = random.nextBoolean() ? ReferenceMoves.holeNames() : centreHoles();
            Collections.shuffle(holes, random);
            ReferenceMoves board = ReferenceMoves.ofNotation(EMPTY_BOARD, false);
            int next = 0;
            for (Colour colour : colours) {
                int count = random.nextInt(11);
                for (int i = 0; i < count && next < holes.size(); i++) {
                    board.place(holes.get(next++), Character.toUpperCase(colour.letter()));
                }
            }
            String notation = board.boardField() + " " + colours.get(random.nextInt(colours.size())).letter() + " "
                    + (1 + random.nextInt(100));
            try {
                return ChineseCheckers.GAME.parsePosition(config.settings, notation);
            } catch (NotationException refused) {
                // draw again
            }
        }
    }

    private static final String EMPTY_BOARD = "1/2/3/4/13/12/11/10/9/10/11/12/13/4/3/2/1 r 1";

    /** The camps of notation.md by their home colour (CC-1, CC-2). */
    private static List<String> camp(Colour home) {
        return switch (home) {
            case RED -> holes("a1-1 b1-2 c1-3 d1-4");
            case BLUE -> holes("n1-4 o1-3 p1-2 q1-1");
            case YELLOW -> holes("e1-4 f1-3 g1-2 h1-1");
            case ORANGE -> holes("e10-13 f10-12 g10-11 h10-10");
            case GREEN -> holes("j1-1 k1-2 l1-3 m1-4");
            case PURPLE -> holes("j10-10 k10-11 l10-12 m10-13");
        };
    }

    private static List<String> holes(String ranges) {
        List<String> holes = new ArrayList<>();
        for (String range : ranges.split(" ")) {
            char row = range.charAt(0);
            String[] bounds = range.substring(1).split("-");
            for (int k = Integer.parseInt(bounds[0]); k <= Integer.parseInt(bounds[1]); k++) {
                holes.add("" + row + k);
            }
        }
        return holes;
    }

    /** The target is the camp diametrically opposite the home camp (CC-2). */
    private static List<String> target(Colour colour) {
        return camp(switch (colour) {
            case RED -> Colour.BLUE;
            case BLUE -> Colour.RED;
            case YELLOW -> Colour.PURPLE;
            case PURPLE -> Colour.YELLOW;
            case GREEN -> Colour.ORANGE;
            case ORANGE -> Colour.GREEN;
        });
    }

    /** CC-10: all ten of the colour's pieces fill its target camp. */
    private static boolean hasFilledTarget(ReferenceMoves board, Colour colour) {
        Character letter = Character.toUpperCase(colour.letter());
        return target(colour).stream().allMatch(hole -> letter.equals(board.pieceAt(hole)));
    }

    /** The 61 holes of the central hexagon: the star without its six camps. */
    private static List<String> centreHoles() {
        List<String> centre = new ArrayList<>(ReferenceMoves.holeNames());
        for (Colour colour : Colour.values()) {
            centre.removeAll(camp(colour));
        }
        return centre;
    }
}
