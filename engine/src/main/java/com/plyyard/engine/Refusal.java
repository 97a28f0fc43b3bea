package com.plyyard.engine;

import com.plyyard.engine.jungle.Animal;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Why the rules refuse a move, as data: the rule broken (its id in {@code rules.md}), the kind of
 * refusal and its particulars. Each language writes its own sentence from these; the English one
 * here is for logs, the command line and the protocol's {@code message}.
 *
 * <p>A parameter's value is a {@link Square}, a {@link Colour}, an {@link Animal} or an
 * {@link Integer}; its name says which ({@code docs/protocol.md} lists them).
 */
public record Refusal(String rule, Kind kind, Map<String, Object> params) {
    private static final Pattern PLACEHOLDER = Pattern.compile("\\{(\\w+)}");

    /** Every kind of refusal, with the English sentence its parameters fill in. */
    public enum Kind {
        GAME_OVER("the game is over; no move may follow"),
        PASS_WITH_MOVE("{side} has a legal move, and a player may pass only without one"),
        NO_PASSING("there is no passing in Dou Shou Qi"),
        NO_PIECE("there is no piece on {from} to move"),
        NOT_OWN_PIECE("the piece on {from} is {owner}'s, not {side}'s; a player moves only their own pieces"),
        NOT_OWN_ANIMAL("the {owner} {animal} on {from} is not {side}'s; a player moves only their own pieces"),
        STEP_ONTO_PIECE("a step needs an empty place, and {to} is occupied"),
        STEP_THEN_MORE("a step to {to} ends the turn; a turn is a step or a chain of jumps, never both"),
        STEP_IN_CHAIN("the hop {from}-{to} is a step inside a chain; a turn is a step or a chain of jumps, never both"),
        REVISITED("the chain has already been on {square} this turn and may not land there again"),
        NOT_IN_LINE("{from} and {to} are not on one line of the board; each jump goes straight along a line"),
        LANDING_OCCUPIED("the jump would land on {to}, which is occupied"),
        JUMP_TOO_LONG("a jump goes over one neighbouring piece and lands just behind it; {from}-{to} spans {distance}"),
        NOTHING_TO_JUMP("there is no piece on {over} to jump over; a step moves one place only"),
        LONG_JUMP_EMPTY("there is no piece between {from} and {to} to jump over"),
        LONG_JUMP_CROWDED("the jump {from}-{to} passes over {count} pieces; a jump goes over exactly one"),
        LONG_JUMP_OFF_CENTRE("the piece on {over} is not halfway between {from} and {to}; a long jump lands as far"
                + " beyond the piece as it started before it"),
        NOT_TWO_SQUARES("a move goes from one square to one other, a step or a river jump; this one lists {count}"
                + " squares"),
        MUST_LEAVE("a move must leave {from}"),
        DIAGONAL("{from}-{to} is diagonal; a piece moves one square orthogonally, never diagonally"),
        TOO_FAR("{from}-{to} crosses {distance} squares; the {animal} moves one square at a time"),
        RIVER_JUMP_BLOCKED("the {blocker} rat in the water on {square} blocks the {animal}'s jump from {from} to {to};"
                + " a rat of either side blocks a river jump"),
        NOT_A_RIVER_JUMP("{from}-{to} is neither a step nor a river jump; the {animal} moves one square, or jumps"
                + " from a river bank straight across the water to the first land square beyond"),
        OWN_DEN("{to} is {side}'s own den, which its pieces may never enter"),
        WATER("{to} is water and only the rat may enter water, not the {animal}"),
        OWN_PIECE_THERE("{to} holds {side}'s own {target}, which blocks the square"),
        RAT_IN_WATER("the rat on {from} may not capture the elephant on {to}: the rat captures the elephant only"
                + " when both stand on land, and this rat is in water"),
        WATER_AND_LAND("the {animal} on {from} may not capture the {target} on {to}: a piece in water never captures"
                + " a piece on land, and a piece on land never captures a piece in water"),
        ELEPHANT_ON_RAT("the elephant on {from} may not capture the rat on {to}: the elephant never captures the"
                + " rat, wherever the rat stands"),
        DEFENDER_TRAP("the {animal} on {from} may not capture the {target} on {to}: {to} is a trap of {owner}'s,"
                + " so the {target} keeps its rank {targetRank} there, above the {animal}'s rank {rank}"),
        LOWER_RANK("the {animal} on {from} may not capture the {target} on {to}: its rank {rank} is lower than the"
                + " {target}'s rank {targetRank}"),
        NOT_LEGAL("{from}-{to} is not a legal move here");

        private final String english;

        Kind(String english) {
            this.english = english;
        }

        /** The kind as the protocol names it: {@code not-own-piece}. */
        public String id() {
            return name().toLowerCase(Locale.ROOT).replace('_', '-');
        }

        /** The names of the parameters a refusal of this kind carries, as its sentence uses them. */
        public Set<String> paramNames() {
            Set<String> names = new LinkedHashSet<>();
            Matcher placeholder = PLACEHOLDER.matcher(english);
            while (placeholder.find()) {
                names.add(placeholder.group(1));
            }
            return names;
        }
    }

    public Refusal {
        params = Collections.unmodifiableMap(new LinkedHashMap<>(params));
    }

    /** A refusal with parameters given as name, value pairs, in that order. */
    public static Refusal of(String rule, Kind kind, Object... namesAndValues) {
        Map<String, Object> params = new LinkedHashMap<>();
        for (int i = 0; i < namesAndValues.length; i += 2) {
            params.put((String) namesAndValues[i], namesAndValues[i + 1]);
        }
        return new Refusal(rule, kind, params);
    }

    /**
     * The parameters as the protocol sends them: a square by its name, a colour by its lower-case
     * name ({@code red}), an animal by its notation letter ({@code L}), a number as a number.
     */
    public Map<String, Object> wireParams() {
        Map<String, Object> wire = new LinkedHashMap<>();
        params.forEach((name, value) -> wire.put(name, switch (value) {
            case Square square -> square.name();
            case Colour colour -> colour.name().toLowerCase(Locale.ROOT);
            case Animal animal -> String.valueOf(animal.letter());
            default -> value;
        }));
        return wire;
    }

    /**
     * The English sentence, without the rule id. The text between placeholders is copied by hand
     * rather than with {@code Matcher.appendReplacement}: the browser build's class library
     * (TeaVM) has that method only for {@code StringBuffer}.
     */
    public String english() {
        String sentence = kind.english;
        Matcher placeholder = PLACEHOLDER.matcher(sentence);
        StringBuilder text = new StringBuilder();
        int copied = 0;
        while (placeholder.find()) {
            Object value = params.get(placeholder.group(1));
            String word = switch (value) {
                case null -> throw new IllegalStateException(kind + " lacks the parameter " + placeholder.group(1));
                case Colour colour -> colour.name().toLowerCase(Locale.ROOT);
                case Animal animal -> animal.title();
                default -> value.toString();
            };
            text.append(sentence, copied, placeholder.start()).append(word);
            copied = placeholder.end();
        }
        return text.append(sentence, copied, sentence.length()).toString();
    }

    /** The exception that carries this refusal. */
    public IllegalMoveException exception() {
        return new IllegalMoveException(this);
    }
}
