package com.plyyard.engine.chinesecheckers;

import static com.plyyard.engine.chinesecheckers.Diagrams.settings;
import static org.assertj.core.api.Assertions.assertThat;

import com.plyyard.engine.Colour;
import com.plyyard.engine.Move;
import com.plyyard.engine.Position;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The board and the players (CC-1, CC-2). */
class StarTest {

    @Test
    void CC1_starHas121HolesMadeOfAHexagonOf61AndSixCampsOf10() {
        Set<Integer> campHoles = new HashSet<>();
        for (Camp camp : Camp.values()) {
            int[] holes = StarGeometry.campHoles(camp);
            assertThat(holes).as("holes of %s", camp).hasSize(10);
            for (int hole : holes) {
                assertThat(campHoles.add(hole)).as("%s shares hole %d", camp, hole).isTrue();
            }
        }
        assertThat(StarGeometry.HOLES).isEqualTo(121);
        assertThat(StarGeometry.HOLES - campHoles.size()).as("central hexagon").isEqualTo(61);
        assertThat(StarGeometry.square(0).name()).isEqualTo("a1");
        assertThat(StarGeometry.square("i5").index()).as("the centre").isEqualTo(60);
        assertThat(StarGeometry.square(120).name()).isEqualTo("q1");
    }

    @Test
    void CC1_eachCampIsTheMirrorOfItsOppositeThroughTheCentre() {
        for (Camp camp : Camp.values()) {
            Set<Integer> mirrored = new HashSet<>();
            for (int hole : StarGeometry.campHoles(camp)) {
                mirrored.add(StarGeometry.at(-StarGeometry.x(hole), 16 - StarGeometry.y(hole)));
            }
            Set<Integer> opposite = new HashSet<>();
            for (int hole : StarGeometry.campHoles(camp.opposite())) {
                opposite.add(hole);
            }
            assertThat(mirrored).as("%s mirrored onto %s", camp, camp.opposite()).isEqualTo(opposite);
        }
    }

    @Test
    void CC1_everyHoleHasUpToSixNeighboursAndTheCentreHasSix() {
        int centre = StarGeometry.square("i5").index();
        assertThat(Long.bitCount(StarGeometry.NEIGHBOUR_MASK[2 * centre])
                + Long.bitCount(StarGeometry.NEIGHBOUR_MASK[2 * centre + 1])).isEqualTo(6);
        int tip = StarGeometry.square("a1").index();
        assertThat(StarGeometry.adjacent(tip, StarGeometry.square("b1").index())).isTrue();
        assertThat(StarGeometry.adjacent(tip, StarGeometry.square("b2").index())).isTrue();
        assertThat(StarGeometry.adjacent(tip, StarGeometry.square("c2").index())).isFalse();
    }

    @ParameterizedTest
    @ValueSource(ints = {2, 3, 4, 6})
    void CC2_eachPlayerStartsWithTenPiecesFillingTheirHomeCamp(int players) {
        ChineseCheckersPosition start = ChineseCheckers.GAME.start(settings(players));
        List<Camp> camps = settings(players).camps();
        for (Camp camp : camps) {
            for (int hole : StarGeometry.campHoles(camp)) {
                assertThat(start.pieceOn(StarGeometry.square(hole))).as("hole %s", StarGeometry.square(hole))
                        .contains(camp.colour());
            }
        }
        long pieces = java.util.stream.IntStream.range(0, StarGeometry.HOLES)
                .filter(h -> start.pieceOn(StarGeometry.square(h)).isPresent()).count();
        assertThat(pieces).isEqualTo(10L * players);
    }

    @Test
    void CC2_campsInUsePerPlayerCount() {
        assertThat(settings(2).camps()).containsExactly(Camp.SOUTH, Camp.NORTH);
        assertThat(settings(3).camps()).containsExactly(Camp.SOUTH, Camp.NORTH_WEST, Camp.NORTH_EAST);
        assertThat(settings(4).camps()).containsExactly(Camp.SOUTH, Camp.NORTH_WEST, Camp.NORTH, Camp.SOUTH_EAST);
        assertThat(settings(6).camps()).containsExactly(Camp.values());
        assertThat(settings(6).colours()).containsExactly(Colour.RED, Colour.YELLOW, Colour.GREEN, Colour.BLUE,
                Colour.PURPLE, Colour.ORANGE);
        for (Camp camp : Camp.values()) {
            assertThat(camp.opposite().opposite()).isEqualTo(camp);
        }
        assertThat(Camp.SOUTH.opposite()).isEqualTo(Camp.NORTH);
        assertThat(Camp.SOUTH_WEST.opposite()).isEqualTo(Camp.NORTH_EAST);
        assertThat(Camp.NORTH_WEST.opposite()).isEqualTo(Camp.SOUTH_EAST);
    }

    @ParameterizedTest
    @ValueSource(ints = {2, 3, 4, 6})
    void CC2_redMovesFirstAndTurnsGoClockwise(int players) {
        Position position = ChineseCheckers.GAME.start(settings(players));
        List<Colour> order = new ArrayList<>();
        for (int turn = 0; turn < 2 * players; turn++) {
            order.add(position.sideToMove());
            Move first = position.legalMoves().get(0);
            position = position.play(first);
        }
        List<Colour> expected = new ArrayList<>(settings(players).colours());
        expected.addAll(settings(players).colours());
        assertThat(order).isEqualTo(expected);
        assertThat(order.get(0)).isEqualTo(Colour.RED);
        assertThat(position.moveNumber()).as("two whole rounds played").isEqualTo(3);
    }

    @Test
    void CC2_targetIsTheOppositeCampForEveryColour() {
        assertThat(Camp.of(Colour.RED)).isEqualTo(Camp.SOUTH);
        assertThat(Camp.of(Colour.BLUE)).isEqualTo(Camp.NORTH);
        assertThat(Camp.of(Colour.YELLOW)).isEqualTo(Camp.SOUTH_WEST);
        assertThat(Camp.of(Colour.GREEN)).isEqualTo(Camp.NORTH_WEST);
        assertThat(Camp.of(Colour.PURPLE)).isEqualTo(Camp.NORTH_EAST);
        assertThat(Camp.of(Colour.ORANGE)).isEqualTo(Camp.SOUTH_EAST);
    }
}
