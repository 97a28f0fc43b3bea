package com.plyyard.engine.chinesecheckers;

import static com.plyyard.engine.chinesecheckers.Diagrams.play;
import static com.plyyard.engine.chinesecheckers.Diagrams.settings;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.plyyard.engine.Colour;
import com.plyyard.engine.GameRecord;
import com.plyyard.engine.NotationException;
import com.plyyard.engine.Position;
import com.plyyard.engine.RecordFormat;
import com.plyyard.engine.Results;
import com.plyyard.engine.Status;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** AL-2: a resigning player of a game of three or more leaves the board and play goes on. */
class ResignationTest {

    @Test
    void AL2_aResigningPlayersPiecesLeaveAndTheTurnSkipsThem() {
        Position start = ChineseCheckers.GAME.start(settings(3));
        Position after = start.withoutPlayer(Colour.GREEN);
        assertThat(after.status().isOver()).isFalse();
        assertThat(after.notation()).doesNotContain("G");
        Position round = play(after, "c1-e5");
        assertThat(round.sideToMove()).as("green is skipped").isEqualTo(Colour.PURPLE);
        assertThat(play(round, "j10-i9").sideToMove()).isEqualTo(Colour.RED);
    }

    @Test
    void AL2_resigningOnMovePassesTheTurnOn() {
        Position start = ChineseCheckers.GAME.start(settings(4));
        Position after = start.withoutPlayer(Colour.RED);
        assertThat(after.sideToMove()).isEqualTo(Colour.GREEN);
    }

    @Test
    void AL2_theLastPlayerLeftWins() {
        Position position = ChineseCheckers.GAME.start(settings(3))
                .withoutPlayer(Colour.GREEN).withoutPlayer(Colour.RED);
        assertThat(position.status()).isEqualTo(new Status.Finished(List.of(Colour.PURPLE)));
        assertThat(position.legalMoves()).isEmpty();
        assertThat(Results.of(position)).isEqualTo("P");
    }

    @Test
    void AL2_playingForPlacesRanksResignedPlayersLastTheLatestFirst() {
        Position position = ChineseCheckers.GAME.start(settings(4, ChineseCheckersSettings.PLAY_FOR_PLACES))
                .withoutPlayer(Colour.GREEN).withoutPlayer(Colour.ORANGE).withoutPlayer(Colour.BLUE);
        assertThat(position.status())
                .isEqualTo(new Status.Finished(List.of(Colour.RED, Colour.BLUE, Colour.ORANGE, Colour.GREEN)));
    }

    @Test
    void AL2_twoPlayerGamesAndAbsentPlayersCannotResignThisWay() {
        assertThatThrownBy(() -> ChineseCheckers.GAME.start(settings(2)).withoutPlayer(Colour.RED))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("two-player");
        Position three = ChineseCheckers.GAME.start(settings(3));
        assertThatThrownBy(() -> three.withoutPlayer(Colour.BLUE)).hasMessageContaining("blue is not playing");
        assertThatThrownBy(() -> three.withoutPlayer(Colour.GREEN).withoutPlayer(Colour.GREEN))
                .hasMessageContaining("green is not playing");
    }

    @Test
    void AL2_recordsKeepResignationsInTheWithdrawnHeader() {
        Position start = ChineseCheckers.GAME.start(settings(3));
        List<com.plyyard.engine.Move> moves = List.of(start.parseMove("c1-e5"), start.parseMove("j1-j2"));
        GameRecord record = GameRecord.of(start, moves, Map.of("Withdrawn", "P@2"));
        String text = RecordFormat.write(record);
        assertThat(text).contains("[Withdrawn \"P@2\"]");
        GameRecord read = RecordFormat.read(text);
        assertThat(read.positions().get(2).sideToMove()).as("purple left; red moves").isEqualTo(Colour.RED);
        assertThat(read.positions().get(2).notation()).doesNotContain("P");
        assertThatThrownBy(() -> RecordFormat.read(text.replace("P@2", "P@3")))
                .isInstanceOf(NotationException.class).hasMessageContaining("names ply 3 but the game has 2 moves");
        assertThatThrownBy(() -> RecordFormat.read(text.replace("P@2", "B@1")))
                .isInstanceOf(NotationException.class).hasMessageContaining("'B', who does not play");
        assertThatThrownBy(() -> RecordFormat.read(text.replace("P@2", "purple")))
                .isInstanceOf(NotationException.class).hasMessageContaining("is not COLOUR@PLY");
    }

    @Test
    void AL2_aRecordWithMovesAfterAResignationIsWrittenAndReadBack() {
        Position start = ChineseCheckers.GAME.start(settings(3));
        Position greenLeft = play(start, "c1-e5").withoutPlayer(Colour.GREEN);
        com.plyyard.engine.Move redAgain = play(greenLeft, "j10-i9").legalMoves().get(0);
        List<com.plyyard.engine.Move> moves = List.of(start.parseMove("c1-e5"), greenLeft.parseMove("j10-i9"), redAgain);
        GameRecord record = GameRecord.of(start, moves, Map.of("Withdrawn", "G@1"));

        String text = RecordFormat.write(record);

        assertThat(text).as("purple's move follows red's in the first round").contains("1. c1-e5 j10-i9 2. " + redAgain);
        assertThat(RecordFormat.read(text).positions()).isEqualTo(record.positions());
    }
}
