package com.plyyard.webengine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.plyyard.engine.Game;
import com.plyyard.engine.Games;
import com.plyyard.engine.Position;
import com.plyyard.table.ApiError;
import com.plyyard.table.Mode;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** A game played in the browser alone, judged by the server's rules of commands (run here on the JVM). */
class OfflineTableTest {
    private static final Pattern COMMAND = Pattern.compile(
            "\\{\"command\":\\{\"seat\":(\\d+),\"type\":\"([a-z-]+)\",\"argument\":\"([^\"]*)\"\\}");

    /** The state's own position, the one after its plies' list. */
    private static final Pattern CURRENT = Pattern.compile("\\],\"position\":\"([^\"]+)\"");

    private static Position start(String game, int players) {
        Game chosen = Games.byId(game);
        return chosen.start(chosen.settings(players == 0 ? OptionalInt.empty() : OptionalInt.of(players), List.of()));
    }

    private static String firstLegal(Position position) {
        return position.legalMoves().getFirst().toString();
    }

    private static String field(String json, String name) {
        Matcher value = Pattern.compile("\"" + name + "\":(\"[^\"]*\"|[^,}]+)").matcher(json);
        assertThat(value.find()).as("%s in %s", name, json).isTrue();
        return value.group(1).replace("\"", "");
    }

    private static String stateOf(String answer) {
        return answer.substring(answer.indexOf("\"state\":") + "\"state\":".length(), answer.length() - 1);
    }

    private static String refusalCode(Runnable command) {
        try {
            command.run();
        } catch (ApiError refused) {
            return refused.code();
        }
        throw new AssertionError("the command was accepted");
    }

    @Test
    void AL1_againstTheComputerHoldingRedTheComputerMovesFirstAndThePersonThen() {
        Position start = start("jungle", 0);
        OfflineTable table = new OfflineTable("t1", start, Mode.COMPUTER, 1, 1, "Ada", "2026.12.03");
        assertThat(field(table.state(), "legal")).as("no move is the person's before red's").isEqualTo("[]");

        String answer = table.computerActs();

        assertThat(answer).contains("\"command\":{\"seat\":0,\"type\":\"move\"");
        assertThat(field(stateOf(answer), "toMove")).isEqualTo("blue");
        assertThat(table.computerActs()).as("nothing more for the computer to do").isNull();
        String move = field(answer, "argument");
        assertThat(table.state()).contains("\"plies\":[{\"path\":\"" + move + "\",\"seat\":0");
    }

    @Test
    void AL4_thePersonCannotMoveForTheComputerNorPlayAnIllegalMove() {
        Position start = start("jungle", 0);
        OfflineTable table = new OfflineTable("t2", start, Mode.COMPUTER, 1, 1, "Ada", "2026.12.03");
        String before = table.state();

        assertThat(refusalCode(() -> table.command(-1, "move", firstLegal(start), -1))).isEqualTo("not-your-turn");
        assertThat(refusalCode(() -> table.command(-1, "move", "a1-a9", -1))).isEqualTo("not-your-turn");
        table.computerActs();
        assertThat(refusalCode(() -> table.command(-1, "move", "g9-g1", -1))).isEqualTo("illegal-move");
        assertThat(refusalCode(() -> table.command(-1, "fly", "", -1))).isEqualTo("bad-request");
        assertThat(before).contains("\"v\":0");
        assertThat(table.state()).contains("\"v\":1");
    }

    @Test
    void AL2_aTakeBackAgainstTheComputerGoesBackToThePersonsMoveAndADrawOfferIsAnswered() {
        Position start = start("halma", 0);
        OfflineTable table = new OfflineTable("t3", start, Mode.COMPUTER, 0, 1, "Ada", "2026.12.03");
        table.command(-1, "move", firstLegal(start), -1);
        table.computerActs();
        assertThat(table.state()).contains("\"v\":2");

        String back = table.command(-1, "takeback", "", -1);

        assertThat(back).contains("\"kind\":\"takeback\",\"seat\":0,\"path\":null,\"hops\":null,\"plies\":2");
        assertThat(stateOf(back)).contains("\"plies\":[]").contains("\"toMove\":\"red\"");
        table.command(-1, "offer-draw", "", -1);
        // AL-5: at the start, standing no worse, the computer declines
        assertThat(table.computerActs()).contains("\"type\":\"answer-draw\",\"argument\":\"false\"")
                .contains("\"kind\":\"draw-declined\"");
    }

    @Test
    void AL2_onOneScreenDrawOffersAreRefusedAndAResigningPlayerOfThreeLeavesTheBoard() {
        Position start = start("chinese-checkers", 3);
        OfflineTable table = new OfflineTable("t4", start, Mode.LOCAL, 0, 1, "", "2026.12.03");
        assertThat(refusalCode(() -> table.command(-1, "offer-draw", "", -1))).isEqualTo("not-allowed");

        String resigned = table.command(-1, "resign", "1", -1);

        String colour = start.settings().colours().get(1).name().toLowerCase(java.util.Locale.ROOT);
        assertThat(stateOf(resigned)).contains("\"status\":\"playing\"").contains("\"withdrawn\":[\"" + colour + "\"]");
        assertThat(table.record()).contains("[Withdrawn ");
    }

    @Test
    void aTableOpenedAgainFromItsCommandsIsTheSameGame() {
        Position start = start("chinese-checkers", 2);
        OfflineTable played = new OfflineTable("t5", start, Mode.COMPUTER, 0, 2, "Ada", "2026.12.03");
        List<String[]> commands = new ArrayList<>();
        Position position = start;
        for (int round = 0; round < 3; round++) {
            String mine = played.command(-1, "move", firstLegal(position), -1);
            String theirs = played.computerActs();
            for (String answer : List.of(mine, theirs)) {
                Matcher command = COMMAND.matcher(answer);
                assertThat(command.lookingAt()).as(answer).isTrue();
                commands.add(new String[] {command.group(1), command.group(2), command.group(3)});
            }
            Matcher now = CURRENT.matcher(theirs);
            assertThat(now.find()).as(theirs).isTrue();
            position = Games.byId("chinese-checkers").parsePosition(start.settings(), now.group(1));
        }
        played.command(-1, "takeback", "", -1);
        commands.add(new String[] {"0", "takeback", ""});

        OfflineTable again = new OfflineTable("t5", start, Mode.COMPUTER, 0, 2, "Ada", "2026.12.03");
        for (String[] command : commands) {
            again.command(Integer.parseInt(command[0]), command[1], command[2], -1);
        }

        assertThat(again.state()).isEqualTo(played.state());
        assertThat(again.record()).isEqualTo(played.record()).contains("[Blue \"Computer (level 2)\"]");
    }

    @Test
    void onlyOneScreenAndComputerGamesArePlayedWithoutTheServer() {
        assertThatThrownBy(() -> new OfflineTable("t6", start("jungle", 0), Mode.ONLINE, 0, 1, "", ""))
                .isInstanceOf(ApiError.class).hasMessageContaining("one screen or against the computer");
        assertThatThrownBy(() -> new OfflineTable("t7", start("jungle", 0), Mode.COMPUTER, 2, 1, "", ""))
                .isInstanceOf(ApiError.class).hasMessageContaining("seat");
    }
}
