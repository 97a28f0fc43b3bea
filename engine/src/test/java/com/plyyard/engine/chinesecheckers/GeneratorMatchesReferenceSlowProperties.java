package com.plyyard.engine.chinesecheckers;

import static com.plyyard.engine.chinesecheckers.FastGeneratorMatchesReferenceProperties.assertSameMoves;

import com.plyyard.engine.Position;
import com.plyyard.engine.chinesecheckers.FastGeneratorMatchesReferenceProperties.Config;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.EdgeCasesMode;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tag;

/**
 * The generator property of {@link FastGeneratorMatchesReferenceProperties} at 100 000 random
 * positions per configuration instead of 10 000, for changes to the generators; tagged
 * {@code slow}, so it runs only with {@code -Dplyyard.slow=true}.
 */
@Tag("slow")
class GeneratorMatchesReferenceSlowProperties {
    private static final int TRIES = 100_000;
    private final FastGeneratorMatchesReferenceProperties positions = new FastGeneratorMatchesReferenceProperties();

    @Property(tries = TRIES, edgeCases = EdgeCasesMode.NONE)
    void CC3_CC4_CC5_CC6_CC13_fastGeneratorMatchesReference_2players(@ForAll("two") Position position) {
        assertSameMoves(position);
    }

    @Provide
    Arbitrary<Position> two() {
        return positions.positions(Config.TWO);
    }

    @Property(tries = TRIES, edgeCases = EdgeCasesMode.NONE)
    void CC3_CC4_CC5_CC6_CC13_CC14_fastGeneratorMatchesReference_2players_longJump(
            @ForAll("twoLongJump") Position position) {
        assertSameMoves(position);
    }

    @Provide
    Arbitrary<Position> twoLongJump() {
        return positions.positions(Config.TWO_LONG_JUMP);
    }

    @Property(tries = TRIES, edgeCases = EdgeCasesMode.NONE)
    void CC3_CC4_CC5_CC6_CC13_fastGeneratorMatchesReference_3players(@ForAll("three") Position position) {
        assertSameMoves(position);
    }

    @Provide
    Arbitrary<Position> three() {
        return positions.positions(Config.THREE);
    }

    @Property(tries = TRIES, edgeCases = EdgeCasesMode.NONE)
    void CC3_CC4_CC5_CC6_CC13_CC14_fastGeneratorMatchesReference_3players_longJump(
            @ForAll("threeLongJump") Position position) {
        assertSameMoves(position);
    }

    @Provide
    Arbitrary<Position> threeLongJump() {
        return positions.positions(Config.THREE_LONG_JUMP);
    }

    @Property(tries = TRIES, edgeCases = EdgeCasesMode.NONE)
    void CC3_CC4_CC5_CC6_CC13_fastGeneratorMatchesReference_4players(@ForAll("four") Position position) {
        assertSameMoves(position);
    }

    @Provide
    Arbitrary<Position> four() {
        return positions.positions(Config.FOUR);
    }

    @Property(tries = TRIES, edgeCases = EdgeCasesMode.NONE)
    void CC3_CC4_CC5_CC6_CC13_CC14_fastGeneratorMatchesReference_4players_longJump(
            @ForAll("fourLongJump") Position position) {
        assertSameMoves(position);
    }

    @Provide
    Arbitrary<Position> fourLongJump() {
        return positions.positions(Config.FOUR_LONG_JUMP);
    }

    @Property(tries = TRIES, edgeCases = EdgeCasesMode.NONE)
    void CC3_CC4_CC5_CC6_CC13_fastGeneratorMatchesReference_6players(@ForAll("six") Position position) {
        assertSameMoves(position);
    }

    @Provide
    Arbitrary<Position> six() {
        return positions.positions(Config.SIX);
    }

    @Property(tries = TRIES, edgeCases = EdgeCasesMode.NONE)
    void CC3_CC4_CC5_CC6_CC13_CC14_fastGeneratorMatchesReference_6players_longJump(
            @ForAll("sixLongJump") Position position) {
        assertSameMoves(position);
    }

    @Provide
    Arbitrary<Position> sixLongJump() {
        return positions.positions(Config.SIX_LONG_JUMP);
    }
}
