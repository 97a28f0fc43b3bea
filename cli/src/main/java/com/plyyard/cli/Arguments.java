package com.plyyard.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * The words after a command: positional operands and {@code --flag} options, checked against
 * what the command accepts. Flags that take a value take the next word; repeatable ones may
 * be given several times.
 */
final class Arguments {
    private final List<String> operands = new ArrayList<>();
    private final Map<String, List<String>> values = new TreeMap<>();

    /**
     * @param valued flags that take a value
     * @param repeatable the valued flags that may be given more than once
     * @param switches flags without a value
     */
    Arguments(List<String> words, Set<String> valued, Set<String> repeatable, Set<String> switches) {
        for (int i = 0; i < words.size(); i++) {
            String word = words.get(i);
            if (!word.startsWith("--")) {
                operands.add(word);
                continue;
            }
            String flag = word.substring(2);
            if (switches.contains(flag)) {
                values.computeIfAbsent(flag, f -> new ArrayList<>()).add("");
            } else if (valued.contains(flag)) {
                if (i + 1 >= words.size()) {
                    throw new UsageException("--" + flag + " needs a value");
                }
                List<String> given = values.computeIfAbsent(flag, f -> new ArrayList<>());
                if (!given.isEmpty() && !repeatable.contains(flag)) {
                    throw new UsageException("--" + flag + " is given twice");
                }
                given.add(words.get(++i));
            } else {
                throw new UsageException("unknown flag " + word);
            }
        }
    }

    List<String> operands() {
        return operands;
    }

    boolean has(String flag) {
        return values.containsKey(flag);
    }

    String value(String flag) {
        List<String> given = values.get(flag);
        return given == null ? null : given.get(0);
    }

    List<String> all(String flag) {
        return values.getOrDefault(flag, List.of());
    }

    /** A whole number within [min, max], or the usage error saying which flag or operand is wrong. */
    static int number(String text, String what, int min, int max) {
        try {
            int value = Integer.parseInt(text);
            if (value >= min && value <= max) {
                return value;
            }
        } catch (NumberFormatException e) {
            // reported below with the accepted range
        }
        throw new UsageException(what + " must be a whole number from " + min + " to " + max + ", not '" + text + "'");
    }
}
