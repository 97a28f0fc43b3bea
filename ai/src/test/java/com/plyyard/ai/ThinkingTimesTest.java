package com.plyyard.ai;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.plyyard.engine.chinesecheckers.ChineseCheckers;
import com.plyyard.engine.halma.Halma;
import com.plyyard.engine.jungle.Jungle;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ThinkingTimesTest {

    @Test
    void aGameWithATimeOfItsOwnThinksThatLongAndTheOthersTheCommonTime() {
        ThinkingTimes times = new ThinkingTimes(1500, Map.of("jungle", 2000L));
        assertThat(times.millis(Jungle.GAME)).isEqualTo(2000);
        assertThat(times.millis(Halma.GAME)).isEqualTo(1500);
        assertThat(ThinkingTimes.defaults().millis(ChineseCheckers.GAME)).isEqualTo(Level.DEFAULT_MILLIS);
    }

    @Test
    void aTimeThatIsNotPositiveOrForAGameThatDoesNotExistIsRefused() {
        assertThatThrownBy(() -> new ThinkingTimes(0, Map.of())).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new ThinkingTimes(1000, Map.of("halma", -5L)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("positive");
        assertThatThrownBy(() -> new ThinkingTimes(1000, Map.of("go", 500L)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("unknown game 'go'");
        assertThatThrownBy(() -> new ThinkingTimes(1000, Map.of("Jungle", 500L)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("jungle, not Jungle");
    }
}
