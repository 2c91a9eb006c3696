package io.github.dogfight.cli;

import io.github.dogfight.core.game.RuleSet;
import io.github.dogfight.core.game.RuleSets;
import java.util.List;
import picocli.CommandLine;

/** Resolves a {@code --rules} name to an installed rule set. */
final class RuleSetChoice {
  private RuleSetChoice() {}

  static RuleSet<?, ?> find(CommandLine commandLine, String name) {
    List<RuleSet<?, ?>> all = RuleSets.all();
    return all.stream()
        .filter(r -> r.name().equals(name))
        .findFirst()
        .orElseThrow(
            () ->
                new CommandLine.ParameterException(
                    commandLine,
                    "unknown rule set '"
                        + name
                        + "'; choose from: "
                        + String.join(", ", all.stream().map(RuleSet::name).toList())));
  }

  /**
   * {@code name}'s rule set with the activation {@code activation} swapped in; unchanged when
   * {@code activation} is empty.
   */
  static RuleSet<?, ?> find(CommandLine commandLine, String name, String activation) {
    RuleSet<?, ?> ruleSet = find(commandLine, name);
    if (activation.isEmpty()) {
      return ruleSet;
    }
    try {
      return ruleSet.withActivation(activation);
    } catch (IllegalArgumentException e) {
      throw new CommandLine.ParameterException(commandLine, "--activation: " + e.getMessage(), e);
    }
  }
}
