package com.plyyard.engine.halma;

import com.plyyard.engine.RedBlueSettings;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tag;

/**
 * The generator properties of {@link HalmaPropertiesTest} at 142 000 positions (700 random games
 * of 60 turns and 100 000 placements) instead of 12 200, for changes to the generators; tagged
 * {@code slow}, so they run only with {@code -Dplyyard.slow=true}.
 */
@Tag("slow")
class HalmaSlowProperties {
    private final HalmaPropertiesTest positions = new HalmaPropertiesTest();

    @Property(tries = 700)
    void HA4_randomGamesAgreeWithTheReference(@ForAll long seed) {
        HalmaPropertiesTest.playAgreeing(seed, false);
    }

    @Property(tries = 100_000)
    void HA3_randomPlacementsAgreeWithTheReference(@ForAll("placements") String notation) {
        HalmaPropertiesTest.assertTiersAgree(Halma.GAME.parsePosition(RedBlueSettings.INSTANCE, notation));
    }

    @Provide
    Arbitrary<String> placements() {
        return positions.placements();
    }
}
