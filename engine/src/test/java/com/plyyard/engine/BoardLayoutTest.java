package com.plyyard.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.plyyard.engine.BoardLayout.SquareLayout;
import com.plyyard.engine.BoardLayout.Zone;
import com.plyyard.engine.chinesecheckers.ChineseCheckers;
import com.plyyard.engine.halma.Halma;
import com.plyyard.engine.jungle.Jungle;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.TreeSet;
import java.util.function.Predicate;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** What the engine tells clients about each game's board (notation.md, CC-1, CC-2, HA-1, JU-1). */
class BoardLayoutTest {

    private static BoardLayout layout(Game game, int players) {
        return game.layout(game.settings(OptionalInt.of(players), List.of()));
    }

    private static List<String> names(BoardLayout layout, Predicate<SquareLayout> which) {
        return layout.squares().stream().filter(which).map(SquareLayout::name).sorted().toList();
    }

    private static List<String> sorted(String... names) {
        return new TreeSet<>(List.of(names)).stream().toList();
    }

    /** The number of squares each row of a position's board field accounts for. */
    private static List<Integer> rowLengthsOf(Position position) {
        List<Integer> lengths = new ArrayList<>();
        for (String row : position.notation().split(" ")[0].split("/")) {
            int n = 0;
            for (String token : row.split("(?<=\\D)|(?=\\D)")) {
                n += token.chars().allMatch(Character::isDigit) ? Integer.parseInt(token) : token.length();
            }
            lengths.add(n);
        }
        return lengths;
    }

    @Test
    void everyGameListsThePlayerCountsAndOptionsItsSettingsAccept() {
        assertThat(ChineseCheckers.GAME.playerCounts()).containsExactly(2, 3, 4, 6);
        assertThat(ChineseCheckers.GAME.optionNames()).containsExactly("long-jump", "fill-blocked-target", "play-for-places");
        for (Game game : Games.all()) {
            for (int players : game.playerCounts()) {
                assertThat(game.settings(OptionalInt.of(players), game.optionNames()).players())
                        .as("%s accepts %d players with every option", game.id(), players).isEqualTo(players);
            }
            for (int players : new int[] {1, 5, 7}) {
                assertThatThrownBy(() -> game.settings(OptionalInt.of(players), List.of()))
                        .as("%s refuses %d players", game.id(), players).isInstanceOf(NotationException.class);
            }
            assertThat(game.playerCounts().get(0)).as("%s: the first count is the default", game.id())
                    .isEqualTo(game.defaultSettings().players());
        }
        assertThat(Halma.GAME.playerCounts()).containsExactly(2);
        assertThat(Halma.GAME.optionNames()).isEmpty();
        assertThat(Jungle.GAME.optionNames()).isEmpty();
    }

    @Test
    void everyLayoutHasTheRowsOfTheBoardFieldAndFacesEveryPlayingColour() {
        for (Game game : Games.all()) {
            for (int players : game.playerCounts()) {
                Settings settings = game.settings(OptionalInt.of(players), List.of());
                BoardLayout layout = game.layout(settings);
                assertThat(layout.rows().stream().map(List::size).toList())
                        .as("%s, %d players: row lengths as the start position writes them", game.id(), players)
                        .isEqualTo(rowLengthsOf(game.start(settings)));
                assertThat(names(layout, q -> true))
                        .as("%s: the layout names every square of the engine's board once", game.id())
                        .isEqualTo(game.start(settings).squares().stream().map(Square::name).sorted().toList());
                assertThat(layout.facing().keySet()).as("%s, %d players: facing", game.id(), players)
                        .containsExactlyInAnyOrderElementsOf(settings.colours());
            }
        }
    }

    @Test
    void CC1_theStarHas121HolesInRowsFromQDownToAWithSixCampsOfTen() {
        BoardLayout star = layout(ChineseCheckers.GAME, 6);
        assertThat(star.squares()).hasSize(121);
        assertThat(star.rows().stream().map(List::size).toList())
                .containsExactly(1, 2, 3, 4, 13, 12, 11, 10, 9, 10, 11, 12, 13, 4, 3, 2, 1);
        assertThat(star.rows().get(0).get(0).name()).as("north tip first").isEqualTo("q1");
        assertThat(star.rows().get(16).get(0).name()).as("south tip last").isEqualTo("a1");
        assertThat(star.rows().get(4).stream().map(SquareLayout::name).toList()).as("row m, left to right")
                .containsExactly("m1", "m2", "m3", "m4", "m5", "m6", "m7", "m8", "m9", "m10", "m11", "m12", "m13");
        Map<Colour, List<String>> camps = star.squares().stream()
                .flatMap(q -> q.zones().stream().map(z -> Map.entry(((Zone.Camp) z).colour(), q.name())))
                .collect(Collectors.groupingBy(Map.Entry::getKey,
                        Collectors.mapping(Map.Entry::getValue, Collectors.toList())));
        assertThat(camps.values()).allSatisfy(holes -> assertThat(holes).hasSize(10));
        assertThat(camps.get(Colour.RED)).containsExactlyInAnyOrder("a1", "b1", "b2", "c1", "c2", "c3", "d1", "d2", "d3", "d4");
        assertThat(camps.get(Colour.GREEN)).as("north-west")
                .containsExactlyInAnyOrder("j1", "k1", "k2", "l1", "l2", "l3", "m1", "m2", "m3", "m4");
        assertThat(camps.get(Colour.ORANGE)).as("south-east")
                .containsExactlyInAnyOrder("e10", "e11", "e12", "e13", "f10", "f11", "f12", "g10", "g11", "h10");
    }

    @Test
    void CC1_neighbouringHolesAreOneUnitApartWithTheCentreAtTheOriginAndTheSouthBelow() {
        Map<String, SquareLayout> star = layout(ChineseCheckers.GAME, 2).squares().stream()
                .collect(Collectors.toMap(SquareLayout::name, q -> q));
        assertThat(star.get("i5").x()).isZero();
        assertThat(star.get("i5").y()).isZero();
        assertThat(star.get("a1").y()).as("the south tip is at the bottom").isPositive();
        for (String[] pair : new String[][] {{"i5", "i6"}, {"i5", "h5"}, {"i5", "h6"}, {"a1", "b2"}, {"e13", "f12"}}) {
            SquareLayout a = star.get(pair[0]);
            SquareLayout b = star.get(pair[1]);
            assertThat(Math.hypot(a.x() - b.x(), a.y() - b.y())).as("%s to %s", pair[0], pair[1])
                    .isCloseTo(1.0, org.assertj.core.data.Offset.offset(1e-9));
        }
    }

    @ParameterizedTest
    @ValueSource(ints = {2, 3, 4, 6})
    void CC2_theCampsInPlayAreThoseOfThePlayingColoursAndEachFacesItsCampDown(int players) {
        Settings settings = ChineseCheckers.GAME.settings(OptionalInt.of(players), List.of());
        BoardLayout star = ChineseCheckers.GAME.layout(settings);
        List<Colour> inPlay = star.squares().stream().flatMap(q -> q.zones().stream())
                .map(z -> (Zone.Camp) z).filter(Zone.Camp::inPlay).map(Zone.Camp::colour).distinct().toList();
        assertThat(inPlay).containsExactlyInAnyOrderElementsOf(settings.colours());
        Map<Colour, Integer> all = Map.of(Colour.RED, 0, Colour.YELLOW, 300, Colour.GREEN, 240,
                Colour.BLUE, 180, Colour.PURPLE, 120, Colour.ORANGE, 60);
        for (Colour colour : settings.colours()) {
            assertThat(star.facing().get(colour)).as("%s's side to the bottom", colour).isEqualTo(all.get(colour));
        }
    }

    @Test
    void HA1_halmaHas256SquaresAndTheTwoCampsOfNineteenNotationLists() {
        BoardLayout board = layout(Halma.GAME, 2);
        assertThat(board.squares()).hasSize(256);
        assertThat(board.rows()).hasSize(16).allSatisfy(row -> assertThat(row).hasSize(16));
        assertThat(board.rows().get(0).get(0).name()).isEqualTo("a16");
        assertThat(board.rows().get(15).get(15).name()).isEqualTo("p1");
        assertThat(names(board, q -> q.zones().contains(new Zone.Camp(Colour.RED, true)))).isEqualTo(sorted(
                "a16", "b16", "c16", "d16", "e16", "a15", "b15", "c15", "d15", "e15",
                "a14", "b14", "c14", "d14", "a13", "b13", "c13", "a12", "b12"));
        assertThat(names(board, q -> q.zones().contains(new Zone.Camp(Colour.BLUE, true)))).isEqualTo(sorted(
                "l1", "m1", "n1", "o1", "p1", "l2", "m2", "n2", "o2", "p2",
                "m3", "n3", "o3", "p3", "n4", "o4", "p4", "o5", "p5"));
        assertThat(board.facing()).isEqualTo(Map.of(Colour.RED, 180, Colour.BLUE, 0));
    }

    @Test
    void JU1_jungleHasItsRiversTrapsAndDensWhereTheRulesPutThem() {
        BoardLayout board = layout(Jungle.GAME, 2);
        assertThat(board.squares()).hasSize(63);
        assertThat(board.rows()).hasSize(9).allSatisfy(row -> assertThat(row).hasSize(7));
        assertThat(board.rows().get(0).stream().map(SquareLayout::name).toList())
                .containsExactly("a9", "b9", "c9", "d9", "e9", "f9", "g9");
        assertThat(names(board, q -> q.zones().contains(new Zone.Water()))).isEqualTo(sorted(
                "b4", "c4", "b5", "c5", "b6", "c6", "e4", "f4", "e5", "f5", "e6", "f6"));
        assertThat(names(board, q -> q.zones().contains(new Zone.Trap(Colour.RED)))).isEqualTo(sorted("c1", "e1", "d2"));
        assertThat(names(board, q -> q.zones().contains(new Zone.Trap(Colour.BLUE)))).isEqualTo(sorted("c9", "e9", "d8"));
        assertThat(names(board, q -> q.zones().contains(new Zone.Den(Colour.RED)))).containsExactly("d1");
        assertThat(names(board, q -> q.zones().contains(new Zone.Den(Colour.BLUE)))).containsExactly("d9");
        SquareLayout d1 = board.squares().stream().filter(q -> q.name().equals("d1")).findFirst().orElseThrow();
        SquareLayout d9 = board.squares().stream().filter(q -> q.name().equals("d9")).findFirst().orElseThrow();
        assertThat(d1.y()).as("red's den below blue's").isGreaterThan(d9.y());
        assertThat(board.facing()).isEqualTo(Map.of(Colour.RED, 0, Colour.BLUE, 180));
    }
}
