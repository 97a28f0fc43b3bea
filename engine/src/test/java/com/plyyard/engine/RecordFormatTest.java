package com.plyyard.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.plyyard.engine.chinesecheckers.ChineseCheckers;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

/** Game records: every exported record imports back to the same game; bad records are refused. */
class RecordFormatTest {

    private static GameRecord randomGame(Game game, Settings settings, long seed, int plies) {
        Random random = new Random(seed);
        Position position = game.start(settings);
        List<Move> moves = new ArrayList<>();
        while (moves.size() < plies && !position.status().isOver()) {
            List<Move> legal = position.legalMoves();
            Move move = legal.get(random.nextInt(legal.size()));
            moves.add(move);
            position = position.play(move);
        }
        return GameRecord.of(game.start(settings), moves, Map.of("Red", "Ada \"the\" Lovelace", "Date", "2026.11.30"));
    }

    @Test
    void CC8_recordsOfEveryGameAndSettingReadBackToTheSameGame() {
        for (Game game : Games.all()) {
            List<Settings> variants = new ArrayList<>(List.of(game.defaultSettings()));
            if (game.defaultSettings().configurable()) {
                variants.add(game.settings(OptionalInt.of(6), List.of("long-jump", "play-for-places")));
                variants.add(game.settings(OptionalInt.of(3), List.of("fill-blocked-target")));
            }
            for (Settings settings : variants) {
                GameRecord record = randomGame(game, settings, 7, 120);
                String text = RecordFormat.write(record);
                GameRecord read = RecordFormat.read(text);
                assertThat(read.moves()).as("moves of %s", text).isEqualTo(record.moves());
                assertThat(read.start()).isEqualTo(record.start());
                assertThat(read.result()).isEqualTo(record.result());
                assertThat(read.tags()).isEqualTo(record.tags());
                assertThat(RecordFormat.write(read)).isEqualTo(text);
            }
        }
    }

    @Test
    void aRecordFromAStudyPositionCarriesItsStart() {
        Settings settings = ChineseCheckers.GAME.defaultSettings();
        Position start = ChineseCheckers.GAME.parsePosition(settings,
                "1/2/3/4/13/12/11/10/4B4/10/11/12/13/4/3/2/R b 3");
        GameRecord record = GameRecord.of(start, List.of(start.parseMove("i5-i6"), start.parseMove("a1-b1")), Map.of());
        String text = RecordFormat.write(record);
        assertThat(text).contains("[Start \"1/2/3/4/13/12/11/10/4B4/10/11/12/13/4/3/2/R b 3\"]")
                .contains("3... i5-i6 4. a1-b1 *");
        assertThat(RecordFormat.read(text).moves()).isEqualTo(record.moves());
    }

    @Test
    void theWholePathOfAChainIsWrittenAndRead() {
        String text = """
                [Game "chinese-checkers"]
                [Players "2"]
                [Options ""]
                [Result "*"]

                1. d4-e9 n1-m5 2. c3-c1? *
                """;
        assertThatThrownBy(() -> RecordFormat.read(text)).isInstanceOf(NotationException.class)
                .hasMessageContaining("move 2 (red) 'c3-c1?': 'c1?' is not a hole");
        GameRecord record = RecordFormat.read(text.replace("c3-c1?", "b2-d4-f9"));
        assertThat(record.moves().get(2).toString()).isEqualTo("b2-d4-f9");
        assertThat(RecordFormat.write(record)).contains("1. d4-e9 n1-m5 2. b2-d4-f9 *");
    }

    @ParameterizedTest(name = "{1}")
    @CsvSource(delimiter = '|', value = {
        "[Result \"*\"]                                                         | the record has no Game header",
        "[Game \"go\"]\\n[Result \"*\"]                                         | unknown game 'go'",
        "[Game \"chinese-checkers\"]                                            | the record has no Result header",
        "[Game \"chinese-checkers\"]\\n[Result \"2-0\"]                         | the result '2-0' is not valid",
        "[Game \"chinese-checkers\"]\\n[Players \"5\"]\\n[Result \"*\"]         | 2, 3, 4 or 6 players, not 5",
        "[Game \"chinese-checkers\"]\\n[Options \"warp\"]\\n[Result \"*\"]      | unknown Chinese checkers option 'warp'",
        "[Game \"chinese-checkers\"]\\n[Result \"*\"]\\n\\n1. a1-b1 *            | move 1 (red) 'a1-b1': CC-3: a step needs an empty place, and b1 is occupied",
        "[Game \"chinese-checkers\"]\\n[Result \"*\"]\\n\\n1. c1-e5 c1-e5 *      | move 1 (blue) 'c1-e5': CC-3: there is no piece on c1",
        "[Game \"chinese-checkers\"]\\n[Result \"*\"]\\n\\n1. c1-e5 q9-p1 *      | move 1 (blue) 'q9-p1': 'q9' is not a hole",
        "[Game \"chinese-checkers\"]\\n[Result \"1-0\"]\\n\\n1. c1-e5 1-0 x      | text 'x' after the result",
        "[Game \"chinese-checkers\"\\n[Result \"*\"]                            | line 1: malformed header",
        "[Game \"chinese-checkers\"]\\n[Game \"halma\"]\\n[Result \"*\"]        | header Game repeated",
        "[Game \"chinese-checkers\"]\\n[Result \"*\"]\\n[Start \"R r 1\"]       | the board has 1 rows",
        "[Game\"chinese-checkers\"]\\n[Result \"*\"]                             | line 1: malformed header",
        "[Game \"chinese-checkers\"] x\\n[Result \"*\"]                          | line 1: malformed header",
        "[Game \"chinese-checkers\\\"]\\n[Result \"*\"]                           | line 1: malformed header",
        "[1Game \"chinese-checkers\"]\\n[Result \"*\"]                           | line 1: malformed header",
    })
    void malformedRecordsAreRefusedWithTheReason(String text, String message) {
        assertThatThrownBy(() -> RecordFormat.read(text.replace("\\n", "\n")))
                .isInstanceOf(NotationException.class).hasMessageContaining(message);
    }

    @Test
    void aHeaderLineOverTheLimitIsRefusedNamingTheHeaderRatherThanOverflowingTheStack() {
        String text = "[Game \"halma\"]\n[Red \"" + "a".repeat(3_000) + "\"]\n[Result \"*\"]\n";
        assertThatThrownBy(() -> RecordFormat.read(text)).isInstanceOf(NotationException.class)
                .hasMessage("line 2: the header Red is 3008 characters long; a header line has at most "
                        + RecordHeader.MAX_LINE);
    }

    @Test
    void aHeaderLineAtTheLimitWithEscapesReadsBack() {
        String name = "\"\\".repeat(248);
        Game halma = Games.byId("halma");
        String text = RecordFormat.write(GameRecord.of(halma.start(halma.defaultSettings()), List.of(), Map.of("Red", name)));
        assertThat(text.lines().filter(line -> line.startsWith("[Red ")).findFirst().orElseThrow())
                .hasSize(RecordHeader.MAX_LINE);
        assertThat(RecordFormat.read(text).tags()).containsEntry("Red", name);
    }

    @Test
    void aResultContradictingTheFinalPositionIsRefused() {
        String ending = """
                [Game "chinese-checkers"]
                [Start "R/RR/RRR/1RRR/4R8/12/11/10/9/10/11/12/13/4/3/2/B r 1"]
                [Result "0-1"]

                1. m5-n1 0-1
                """;
        assertThatThrownBy(() -> RecordFormat.read(ending)).isInstanceOf(NotationException.class)
                .hasMessageContaining("the result header says 0-1 but the moves end in 1-0");
        assertThat(RecordFormat.read(ending.replace("0-1", "1-0")).result()).isEqualTo("1-0");
    }

    @Test
    void aCommentInBracesAfterAMoveIsKeptWithThatMoveSpacesAndLineBreaksIncluded() {
        String text = """
                [Game "jungle"]
                [Result "*"]

                1. a3-a4 {[%clk 0:04:58.5]} g7-g6
                {[%clk 0:05:01.0] thinking
                long} 2. a4-a5 *
                """;
        GameRecord record = RecordFormat.read(text);
        assertThat(record.moves()).hasSize(3);
        assertThat(record.comment(0)).isEqualTo("[%clk 0:04:58.5]");
        assertThat(record.comment(1)).isEqualTo("[%clk 0:05:01.0] thinking\nlong");
        assertThat(record.comment(2)).as("a move without a comment").isNull();
        GameRecord again = RecordFormat.read(RecordFormat.write(new GameRecord(record.start(), record.moves(),
                record.result(), record.tags(), List.of("[%clk 0:04:58.5]", "", "[%clk 0:00:09.9]"))));
        assertThat(again.comment(0)).isEqualTo("[%clk 0:04:58.5]");
        assertThat(again.comment(1)).isNull();
        assertThat(again.comment(2)).isEqualTo("[%clk 0:00:09.9]");
    }

    @Test
    void aCommentThatIsNotClosedOrFollowsNoMoveIsRefused() {
        assertThatThrownBy(() -> RecordFormat.read("[Game \"jungle\"]\n[Result \"*\"]\n\n1. a3-a4 {[%clk 0:04:58.5] *"))
                .isInstanceOf(NotationException.class).hasMessage("a comment opened with { is not closed");
        assertThatThrownBy(() -> RecordFormat.read("[Game \"jungle\"]\n[Result \"*\"]\n\n{first} 1. a3-a4 *"))
                .isInstanceOf(NotationException.class).hasMessage("the comment {first} does not follow a move");
    }
}
