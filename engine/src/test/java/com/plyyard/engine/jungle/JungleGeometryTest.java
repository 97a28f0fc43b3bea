package com.plyyard.engine.jungle;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The bit-set shortcuts of {@link JungleGeometry} against its square-by-square tables. */
class JungleGeometryTest {

    @Test
    void waterIsFilesBCEAndFOfRanksFourToSix() {
        for (int s = 0; s < JungleGeometry.SQUARES; s++) {
            int file = JungleGeometry.file(s);
            int rank = JungleGeometry.rank(s);
            boolean river = rank >= 3 && rank <= 5 && file != 0 && file != 3 && file != 6;
            assertThat(JungleGeometry.isWater(s)).as("water at %d", s).isEqualTo(river);
        }
    }

    @Test
    void theRiverBanksAreTheSquaresWithARiverJump() {
        for (int s = 0; s < JungleGeometry.SQUARES; s++) {
            assertThat((JungleGeometry.RIVER_BANKS & JungleGeometry.bit(s)) != 0).as("bank at %d", s)
                    .isEqualTo(JungleGeometry.JUMPS[s] > 0);
        }
    }

    @Test
    void neighboursOfOneSquareAreItsTableEntry() {
        for (int s = 0; s < JungleGeometry.SQUARES; s++) {
            assertThat(JungleGeometry.neighboursOf(JungleGeometry.bit(s))).as("neighbours of %d", s)
                    .isEqualTo(JungleGeometry.NEIGHBOURS[s]);
        }
    }

    @Test
    void stepsIntoCountsEachPiecesNeighboursInTheTargets() {
        SplittableRandom random = new SplittableRandom(23);
        for (int i = 0; i < 1000; i++) {
            long from = random.nextLong() & random.nextLong() & JungleGeometry.BOARD;
            long targets = random.nextLong() & JungleGeometry.BOARD;
            int expected = 0;
            for (long rest = from; rest != 0; rest &= rest - 1) {
                expected += Long.bitCount(JungleGeometry.NEIGHBOURS[Long.numberOfTrailingZeros(rest)] & targets);
            }
            assertThat(JungleGeometry.stepsInto(from, targets)).as("steps from %x into %x", from, targets)
                    .isEqualTo(expected);
        }
    }
}
