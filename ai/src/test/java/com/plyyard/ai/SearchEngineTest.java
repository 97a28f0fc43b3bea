package com.plyyard.ai;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.plyyard.ai.search.SearchLimits;
import com.plyyard.engine.Colour;
import com.plyyard.engine.Position;
import com.plyyard.engine.Status;
import com.plyyard.engine.chinesecheckers.ChineseCheckers;
import com.plyyard.engine.halma.Halma;
import com.plyyard.engine.jungle.Jungle;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** The façade's contract: repeatable under a node budget, stoppable, levels 1–8 only. */
class SearchEngineTest {

    @Test
    void aNodeBudgetAndSeedGiveTheSameAnswerEveryTime() {
        for (Position position : List.of(Jungle.GAME.start(Jungle.GAME.defaultSettings()),
                Halma.GAME.start(Halma.GAME.defaultSettings()),
                starWith(4))) {
            SearchLimits limits = new SearchLimits(20_000, 0, 30, 7);
            SearchResult first = SearchEngine.search(position, limits);
            SearchResult again = SearchEngine.search(position, limits);
            assertThat(again.move()).as(position.game().id()).isEqualTo(first.move());
            assertThat(again.score()).isEqualTo(first.score());
            assertThat(again.nodes()).isEqualTo(first.nodes());
        }
    }

    @Test
    void aDepthAloneEndsTheSearchThereWithTheSameNodeCountEveryTime() {
        for (Position position : List.of(Jungle.GAME.start(Jungle.GAME.defaultSettings()),
                ChineseCheckers.GAME.start(ChineseCheckers.GAME.defaultSettings()),
                starWith(6))) {
            SearchResult first = SearchEngine.search(position, SearchLimits.depth(4));
            assertThat(first.depth()).as(position.game().id()).isEqualTo(4);
            assertThat(SearchEngine.search(position, SearchLimits.depth(4)).nodes()).as("the bench's signature")
                    .isEqualTo(first.nodes());
        }
    }

    @Test
    void aDepthCutShortIsNotReportedAndOneNodeIntoItChangesNothing() {
        for (Position position : List.of(Jungle.GAME.start(Jungle.GAME.defaultSettings()),
                starWith(3),
                starWith(4),
                starWith(6))) {
            String name = position.game().id() + " with " + position.settings().players();
            SearchResult third = SearchEngine.search(position, SearchLimits.depth(3));
            SearchResult fourth = SearchEngine.search(position, SearchLimits.depth(4));
            SearchResult oneNodeIntoTheFourth = SearchEngine.search(position, SearchLimits.nodes(third.nodes() + 1));
            assertThat(oneNodeIntoTheFourth.move()).as(name).isEqualTo(third.move());
            assertThat(oneNodeIntoTheFourth.depth()).as(name).isEqualTo(3);
            SearchResult halfwayThroughTheFourth =
                    SearchEngine.search(position, SearchLimits.nodes((third.nodes() + fourth.nodes()) / 2));
            assertThat(halfwayThroughTheFourth.depth()).as(name).isEqualTo(3);
            assertThat(position.legalMoves()).as(name).contains(halfwayThroughTheFourth.move());
        }
    }

    @Test
    void theSameSeedAndLevelChooseTheSameMove() {
        Position position = ChineseCheckers.GAME.start(ChineseCheckers.GAME.defaultSettings());
        // levels 1-7 are bounded by nodes; a long cap keeps a loaded machine's clock out of it
        SearchingPlayer player = new SearchingPlayer(ThinkingTimes.everyGame(600_000));
        for (int level = 1; level <= 7; level++) {
            assertThat(player.choose(position, level, 42)).as("level %d", level)
                    .isEqualTo(player.choose(position, level, 42));
        }
    }

    @Test
    void eachLevelSearchesMoreNodesWithNoMoreNoiseOrRandomMovesThanTheOneBelowAndLevelEightThinksByTime() {
        for (Position start : List.of(ChineseCheckers.GAME.start(ChineseCheckers.GAME.defaultSettings()),
                ChineseCheckers.GAME.start(ChineseCheckers.GAME.settings(OptionalInt.of(2), List.of("long-jump"))),
                starWith(3), starWith(4), starWith(6), Halma.GAME.start(Halma.GAME.defaultSettings()),
                Jungle.GAME.start(Jungle.GAME.defaultSettings()))) {
            String name = start.game().id() + " with " + start.settings().players() + " " + start.settings().options();
            for (int level = 1; level < 7; level++) {
                Level below = Level.of(start.game(), start.settings(), level);
                Level above = Level.of(start.game(), start.settings(), level + 1);
                assertThat(above.nodes()).as("%s level %d's nodes", name, level + 1).isGreaterThan(below.nodes());
                assertThat(above.noise()).as("%s level %d's noise", name, level + 1).isLessThanOrEqualTo(below.noise());
                assertThat(above.careless()).as("%s level %d's random moves", name, level + 1)
                        .isLessThanOrEqualTo(below.careless());
            }
            assertThat(Level.of(start.game(), start.settings(), 8).nodes()).as("%s level 8 thinks by time", name)
                    .isEqualTo(SearchLimits.UNLIMITED_NODES);
        }
    }

    /** Measured in docs/ai-strength.md: deeper, the 4- and 6-player lookahead finishes first less often. */
    @Test
    void withFourAndSixPlayersEveryLevelStopsAtTheThirdOwnMoveAndWithThreeLevelEightIsNotBoundedInDepth() {
        for (int players : new int[] {4, 6}) {
            Position start = starWith(players);
            for (int level = 1; level <= 8; level++) {
                assertThat(Level.of(start.game(), start.settings(), level).maxDepth()).isEqualTo(3);
            }
            SearchResult levelEight = SearchEngine.search(start, Level.of(start.game(), start.settings(), 8).limits(1));
            assertThat(levelEight.depth()).as("%d players", players).isEqualTo(3);
            assertThat(start.legalMoves()).contains(levelEight.move());
        }
        Position three = starWith(3);
        assertThat(Level.of(three.game(), three.settings(), 8).maxDepth()).as("3 players")
                .isEqualTo(SearchLimits.UNLIMITED_DEPTH);
    }

    /**
     * Move 30 of a six-player game of level 8 against five greedy players: blue has two pieces
     * out of its target camp. The others playing greedily, level 8, which spends its time on
     * play-outs, fills blue's camp (CC-10) in fewer own moves than the lookahead alone, which a
     * node budget keeps to (measured in docs/ai-strength.md, the seventh round).
     */
    @Test
    void CC10_withSixPlayersLevelEightGivenTimeFinishesSoonerThanTheLookaheadAlone() {
        Position position = ChineseCheckers.GAME.parsePosition(starWith(6).settings(), "R/RR/1R1/PRR1/OO1O2OR1Y1YY/"
                + "OOO1R1O2YYY/1P1O3Y1Y1/3O1P2R1/1P7/P5PG1Y/6Y2GG/PP2B1G3GG/PP2BG3G1GG/1BBB/BBB/BR/B b 30");
        int levelEight = ownMovesToFinish(position, Level.of(position.game(), position.settings(), 8).limits(1, 5_000));
        int lookaheadAlone = ownMovesToFinish(position, new SearchLimits(1_000_000, 0, 0, 1, 3));
        assertThat(levelEight).as("own moves to finish: level 8, then the lookahead alone %d", lookaheadAlone)
                .isLessThan(lookaheadAlone);
    }

    /** Blue's moves until it finishes first, blue searching within {@code limits}, the others greedily. */
    private static int ownMovesToFinish(Position start, SearchLimits limits) {
        Position now = start;
        int ownMoves = 0;
        while (!now.status().isOver()) {
            boolean blue = now.sideToMove() == Colour.BLUE;
            now = now.play(SearchEngine.search(now, blue ? limits : SearchLimits.depth(1)).move());
            ownMoves += blue ? 1 : 0;
        }
        assertThat(now.status()).isEqualTo(new Status.Finished(List.of(Colour.BLUE)));
        return ownMoves;
    }

    private static Position starWith(int players) {
        return ChineseCheckers.GAME.start(ChineseCheckers.GAME.settings(OptionalInt.of(players), List.of()));
    }

    @Test
    void levelsOutsideOneToEightAreRefused() {
        Position position = Jungle.GAME.start(Jungle.GAME.defaultSettings());
        assertThatThrownBy(() -> new SearchingPlayer().choose(position, 9, 1))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("from 1 to 8, not 9");
        assertThatThrownBy(() -> new SearchingPlayer().choose(position, 0, 1))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void aFinishedGameHasNoMoveToChoose() {
        Position over = Jungle.GAME.parsePosition(Jungle.GAME.defaultSettings(), "3L3/7/r6/7/7/7/7/7/T6 b 0 1");
        assertThatThrownBy(() -> new SearchingPlayer().choose(over, 8, 1))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("game is over");
    }

    @Test
    void theStopFlagEndsAnUnlimitedSearchWithABestMoveAndCallbacksReportProgress() throws Exception {
        Position position = Halma.GAME.start(Halma.GAME.defaultSettings());
        List<SearchResult> depths = new CopyOnWriteArrayList<>();
        List<SearchResult> answers = new ArrayList<>();
        try (ThinkingPool pool = new ThinkingPool(1)) {
            ThinkingPool.Thinking thinking = pool.start(position, List.of(),
                    SearchLimits.nodes(SearchLimits.UNLIMITED_NODES), depths::add, answers::add);
            Thread.sleep(150);
            thinking.stop();
            SearchResult result = thinking.result().get(2, TimeUnit.SECONDS);
            assertThat(position.legalMoves()).contains(result.move());
            assertThat(depths).as("a depth finished within 150 ms").isNotEmpty();
            assertThat(answers).containsExactly(result);
        }
    }
}
