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

  /** The suffix of the activations that also play a spotting segment (Check Your 6!). */
  static final String WITH_SPOTTING = "+spotting";

  /**
   * The activation to swap in for {@code --activation activation} and {@code --spotting}: with
   * spotting, the activation named (or the rule set's own, its first) followed by {@value
   * #WITH_SPOTTING}, which the rule set must offer; else {@code activation} (empty for the rule
   * set's own).
   */
  static String activation(
      CommandLine commandLine, String name, String activation, boolean spotting) {
    if (!spotting) {
      return activation;
    }
    RuleSet<?, ?> ruleSet = find(commandLine, name);
    String base =
        activation.isEmpty() ? ruleSet.activations().stream().findFirst().orElse("") : activation;
    String chosen = base + WITH_SPOTTING;
    if (!ruleSet.activations().contains(chosen)) {
      List<String> with =
          RuleSets.all().stream()
              .filter(r -> r.activations().stream().anyMatch(a -> a.endsWith(WITH_SPOTTING)))
              .map(RuleSet::name)
              .toList();
      throw new CommandLine.ParameterException(
          commandLine,
          "--spotting: rule set '"
              + name
              + "' has no spotting segment"
              + (activation.isEmpty() ? "" : " with activation '" + activation + "'")
              + "; rule sets with one: "
              + String.join(", ", with));
    }
    return chosen;
  }
}
