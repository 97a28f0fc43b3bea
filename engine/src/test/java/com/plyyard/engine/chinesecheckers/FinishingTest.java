package com.plyyard.engine.chinesecheckers;

import static com.plyyard.engine.Refusals.assertRefused;
import static com.plyyard.engine.chinesecheckers.Diagrams.play;
import static com.plyyard.engine.chinesecheckers.Diagrams.position;
import static com.plyyard.engine.chinesecheckers.Diagrams.settings;
import static org.assertj.core.api.Assertions.assertThat;

import com.plyyard.engine.Colour;
import com.plyyard.engine.Move;
import com.plyyard.engine.Position;
import com.plyyard.engine.Results;
import com.plyyard.engine.Status;
import com.plyyard.engine.Refusal.Kind;
import org.junit.jupiter.api.Test;

/** How a player finishes and how the game ends (CC-10 … CC-13, CC-15, CC-16). */
class FinishingTest {
    /** Red with nine pieces in the north camp, n1 free, and the tenth on m5 next to it. */
    private static final String[] RED_ONE_STEP_FROM_HOME = {
        "n2=R", "n3=R", "n4=R", "o1=R", "o2=R", "o3=R", "p1=R", "p2=R", "q1=R", "m5=R"};

    private static String[] with(String[] pieces, String... more) {
        String[] all = java.util.Arrays.copyOf(pieces, pieces.length + more.length);
        System.arraycopy(more, 0, all, pieces.length, more.length);
        return all;
    }

    @Test
    void CC10_allTenPiecesInTheTargetCampWinATwoPlayerGame() {
        Position position = position(settings(2), 'r', with(RED_ONE_STEP_FROM_HOME, "a1=B"));
        assertThat(position.status()).isEqualTo(new Status.InProgress());
        Position after = play(position, "m5-n1");
        assertThat(after.status()).isEqualTo(new Status.Finished(java.util.List.of(Colour.RED)));
        assertThat(Results.of(after)).isEqualTo("1-0");
        assertThat(after.legalMoves()).as("no move after the end").isEmpty();
        assertRefused(after, "a1-b1", "CC-10", Kind.GAME_OVER);
    }

    @Test
    void CC10_nineArrivedPiecesDoNotWin() {
        Position after = play(position(settings(2), 'r', with(RED_ONE_STEP_FROM_HOME, "a1=B")), "m5-m6");
        assertThat(after.status()).isEqualTo(new Status.InProgress());
    }

    @Test
    void CC11_anOpponentLeftInTheTargetCampPreventsFinishing() {
        Position position = position(settings(2), 'r', with(RED_ONE_STEP_FROM_HOME, "n1=B", "a1=B"));
        assertThat(position.legalMoves()).extracting(Move::startEnd).doesNotContain("m5-n1");
        assertRefused(position, "m5-n1", "CC-3", Kind.STEP_ONTO_PIECE, "to", "n1");
        Position after = play(position, "m5-m6");
        assertThat(after.status().isOver()).isFalse();
    }

    @Test
    void CC12_withThreePlayersTheFirstFinisherEndsTheGame() {
        Position position = position(settings(3), 'r', with(RED_ONE_STEP_FROM_HOME, "i9=G", "e5=P"));
        Position after = play(position, "m5-n1");
        assertThat(after.status()).isEqualTo(new Status.Finished(java.util.List.of(Colour.RED)));
        assertThat(Results.of(after)).isEqualTo("R");
    }

    @Test
    void CC12_playingForPlacesSkipsFinishedPlayersUntilOneIsLeft() {
        String[] greenNineInTarget = {"e10=G", "e11=G", "e12=G", "e13=G", "f10=G", "f11=G", "f12=G", "g10=G",
            "g11=G", "i9=G"};
        Position position = position(settings(3, ChineseCheckersSettings.PLAY_FOR_PLACES), 'r',
                with(with(RED_ONE_STEP_FROM_HOME, greenNineInTarget), "e5=P"));
        Position redDone = play(position, "m5-n1");
        assertThat(redDone.status().isOver()).isFalse();
        assertThat(redDone.sideToMove()).isEqualTo(Colour.GREEN);
        Position round = play(redDone, "i9-i8", "e5-e6");
        assertThat(round.sideToMove()).as("red has finished and is skipped").isEqualTo(Colour.GREEN);
        assertThat(round.moveNumber()).isEqualTo(2);
        Position greenDone = play(round, "i8-i9", "e6-e5", "i9-h10");
        assertThat(greenDone.status())
                .isEqualTo(new Status.Finished(java.util.List.of(Colour.RED, Colour.GREEN, Colour.PURPLE)));
        assertThat(Results.of(greenDone)).isEqualTo("R,G,P");
    }

    @Test
    void CC13_aPlayerWithNoLegalMovePasses() {
        Position position = position(settings(2), 'r', "a1=R", "b1=B", "b2=B", "c1=B", "c3=B");
        assertThat(position.legalMoves()).containsExactly(Move.PASS);
        Position after = position.play(Move.PASS);
        assertThat(after.sideToMove()).isEqualTo(Colour.BLUE);
        assertThat(after.status().isOver()).as("no loss by blockage").isFalse();
    }

    @Test
    void CC13_passIsRefusedWhileAMoveExists() {
        assertRefused(position(settings(2), 'r', "i5=R"), "pass", "CC-13", Kind.PASS_WITH_MOVE, "side", "red");
    }

    @Test
    void CC15_withTheOptionAFullTargetHoldingOneOwnPieceFinishes() {
        String[] redEightAndBlueInTarget = {"n1=B", "n2=R", "n3=R", "o1=R", "o2=R", "o3=R", "p1=R", "p2=R", "q1=R",
            "m8=R", "a1=B"};
        Position blocked = position(settings(2, ChineseCheckersSettings.FILL_BLOCKED_TARGET), 'r',
                redEightAndBlueInTarget);
        assertThat(play(blocked, "m8-n4").status())
                .isEqualTo(new Status.Finished(java.util.List.of(Colour.RED)));
        Position standard = position(settings(2), 'r', redEightAndBlueInTarget);
        assertThat(play(standard, "m8-n4").status().isOver()).as("without the option").isFalse();
    }

    @Test
    void CC15_anOpponentsMoveCanCompleteYourBlockedTarget() {
        Position position = position(settings(2, ChineseCheckersSettings.FILL_BLOCKED_TARGET), 'b',
                "n2=R", "n3=R", "n4=R", "o1=R", "o2=R", "o3=R", "p1=R", "p2=R", "q1=R", "m5=B", "a1=B");
        Position after = play(position, "m5-n1");
        assertThat(after.status()).isEqualTo(new Status.Finished(java.util.List.of(Colour.RED)));
        assertThat(Results.of(after)).isEqualTo("1-0");
    }

    @Test
    void CC15_aTargetFilledOnlyByOpponentsDoesNotFinish() {
        Position position = position(settings(2, ChineseCheckersSettings.FILL_BLOCKED_TARGET), 'b',
                "n2=B", "n3=B", "n4=B", "o1=B", "o2=B", "o3=B", "p1=B", "p2=B", "q1=B", "m5=B", "i5=R");
        assertThat(play(position, "m5-n1").status().isOver()).isFalse();
    }

    @Test
    void CC16_playForPlacesIsAnOptionOfItsOwn() {
        ChineseCheckersSettings settings = settings(6, ChineseCheckersSettings.PLAY_FOR_PLACES,
                ChineseCheckersSettings.LONG_JUMP);
        assertThat(settings.playForPlaces()).isTrue();
        assertThat(settings.longJump()).isTrue();
        assertThat(settings.fillBlockedTarget()).isFalse();
        assertThat(settings.options()).containsExactly("long-jump", "play-for-places");
    }
}
