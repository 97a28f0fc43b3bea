package com.plyyard.cli;

import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Option;

/** {@code --option NAME}, repeatable: the rule options of the game (Chinese checkers has three). */
final class RuleOptions {
    @Option(names = "--option", paramLabel = "NAME", completionCandidates = RuleOptionNames.class,
            description = "a rule option, repeatable; Chinese checkers has ${COMPLETION-CANDIDATES}")
    private List<String> names = new ArrayList<>();

    List<String> names() {
        return List.copyOf(names);
    }
}
