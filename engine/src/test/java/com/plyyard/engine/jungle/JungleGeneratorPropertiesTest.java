package com.plyyard.engine.jungle;

import static org.assertj.core.api.Assertions.assertThat;

import com.plyyard.engine.Move;
import com.plyyard.engine.Refusal;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.TreeSet;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;

/**
 * The two tiers against the plain reference model ({@link ReferenceJungle}): the same (start, end)
 * moves, the same position after each of them, the judge's reasons agreeing with the generator,
 * and notation that parses back equal. 1 000 tries × 10 random placements plus 100 random
 * playouts (up to 150 plies each) check well over 10 000 positions.
 */
class JungleGeneratorPropertiesTest {
    private static final String LETTERS = "RCDWPTLE";
    private static final String[] BANKS = {"a4", "a5", "a6", "d4", "d5", "d6", "g4", "g5", "g6",
        "b3", "c3", "e3", "f3", "b7", "c7", "e7", "f7"};
    private static final String[] TRAPS = {"c1", "e1", "d2", "c9", "e9", "d8"};

    @Property(tries = 1000)
    void tiersAgreeWithTheReferenceOnRandomPlacements(@ForAll long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        for (int i = 0; i < 10; i++) {
            checkAgreement(randomPlacement(random));
        }
    }

    @Property(tries = 100)
    void tiersAgreeWithTheReferenceAlongRandomPlayouts(@ForAll long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        String notation = random.nextBoolean() ? JunglePosition.START : randomPlacement(random);
        for (int ply = 0; ply < 150; ply++) {
            checkAgreement(notation);
            JunglePosition position = Setups.parse(notation);
            List<Move> moves = position.legalMoves();
            if (moves.isEmpty()) {
                break;
            }
            notation = position.play(moves.get(random.nextInt(moves.size()))).notation();
        }
    }

    /** Everything the fast tiers say about {@code notation} matches the reference model. */
    private static void checkAgreement(String notation) {
        JunglePosition position = Setups.parse(notation);
        ReferenceJungle reference = ReferenceJungle.parse(notation);
        TreeSet<String> expected = reference.moves();
        assertThat(Setups.moves(position)).as("moves of %s", notation).isEqualTo(expected);
        assertThat(position.status().isOver()).as("game over in %s", notation).isEqualTo(expected.isEmpty());
        assertThat(Jungle.GAME.perft(position, 1)).as("perft 1 of %s", notation).isEqualTo(expected.size());
        assertThat(Setups.parse(position.notation())).as("notation of %s parses back", notation).isEqualTo(position);
        for (Move move : position.legalMoves()) {
            JunglePosition after = position.play(move);
            ReferenceJungle next = reference.play(move.startEnd());
            String expectedBoard = Setups.format(next.grid, next.redToMove ? "r" : "b", next.quietPlies, 1);
            assertThat(withoutMoveNumber(after.notation())).as("%s after %s", notation, move)
                    .isEqualTo(withoutMoveNumber(expectedBoard));
        }
        if (!position.status().isOver()) {
            checkJudge(position, expected, notation);
        }
    }

    /** The judge refuses exactly the moves the generator lacks, on lines and diagonals from each own piece. */
    private static void checkJudge(JunglePosition position, TreeSet<String> legal, String notation) {
        for (int from = 0; from < JungleGeometry.SQUARES; from++) {
            var piece = position.pieceOn(JungleGeometry.square(from));
            if (piece.isEmpty() || piece.get().colour() != position.sideToMove()) {
                continue;
            }
            for (int to : candidateTargets(from)) {
                String move = JungleGeometry.square(from).name() + "-" + JungleGeometry.square(to).name();
                Refusal refusal = position.refusal(from, to);
                assertThat(refusal == null).as("judge on %s in %s: %s", move, notation, refusal)
                        .isEqualTo(legal.contains(move));
            }
        }
    }

    private static List<Integer> candidateTargets(int from) {
        List<Integer> targets = new ArrayList<>();
        int file = JungleGeometry.file(from);
        int rank = JungleGeometry.rank(from);
        for (int s = 0; s < JungleGeometry.SQUARES; s++) {
            int df = Math.abs(JungleGeometry.file(s) - file);
            int dr = Math.abs(JungleGeometry.rank(s) - rank);
            if (df == 0 || dr == 0 || (df == 1 && dr == 1)) {
                targets.add(s);
            }
        }
        return targets;
    }

    private static String withoutMoveNumber(String notation) {
        return notation.substring(0, notation.lastIndexOf(' '));
    }

    /**
     * A random board obeying the position rules: at most one of each animal per side, no animal
     * but the rat in water, none in its own den; now and then the side that just moved stands in
     * the enemy den (a finished game). Rats favour water, lions and tigers the river banks, and
     * some pieces are dropped on traps, so the special rules come up often.
     */
    static String randomPlacement(SplittableRandom random) {
        char[][] grid = new char[7][9];
        for (char[] file : grid) {
            java.util.Arrays.fill(file, '.');
        }
        boolean redToMove = random.nextBoolean();
        double density = 0.2 + 0.8 * random.nextDouble();
        boolean denEntered = false;
        for (int red = 0; red < 2; red++) {
            for (int animal = 0; animal < 8; animal++) {
                if (random.nextDouble() >= density) {
                    continue;
                }
                char letter = red == 1 ? LETTERS.charAt(animal) : Character.toLowerCase(LETTERS.charAt(animal));
                boolean justMoved = (red == 1) != redToMove;
                for (int attempt = 0; attempt < 20; attempt++) {
                    int[] square = pickSquare(random, letter, justMoved && !denEntered);
                    int f = square[0];
                    int r = square[1];
                    boolean water = ReferenceJungle.isWater(f, r);
                    boolean ownDen = ReferenceJungle.isDenOf(red == 1, f, r);
                    boolean enemyDen = ReferenceJungle.isDenOf(red != 1, f, r);
                    if (grid[f][r] != '.' || ownDen || (water && animal != 0) || (enemyDen && (!justMoved || denEntered))) {
                        continue;
                    }
                    grid[f][r] = letter;
                    denEntered |= enemyDen;
                    break;
                }
            }
        }
        int quiet = random.nextInt(10) == 0 ? 57 + random.nextInt(4) : random.nextInt(57);
        return Setups.format(grid, redToMove ? "r" : "b", quiet, 1 + random.nextInt(80));
    }

    private static int[] pickSquare(SplittableRandom random, char letter, boolean mayEnterDen) {
        char upper = Character.toUpperCase(letter);
        int choice = random.nextInt(10);
        String name = null;
        if (upper == 'R' && choice < 5) {
            name = "" + "bcef".charAt(random.nextInt(4)) + (4 + random.nextInt(3));
        } else if ((upper == 'L' || upper == 'T') && choice < 5) {
            name = BANKS[random.nextInt(BANKS.length)];
        } else if (choice < 2) {
            name = TRAPS[random.nextInt(TRAPS.length)];
        } else if (mayEnterDen && random.nextInt(40) == 0) {
            name = Character.isUpperCase(letter) ? "d9" : "d1";
        }
        if (name != null) {
            return new int[] {name.charAt(0) - 'a', name.charAt(1) - '1'};
        }
        return new int[] {random.nextInt(7), random.nextInt(9)};
    }
}
