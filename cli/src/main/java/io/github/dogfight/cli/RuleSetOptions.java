package io.github.dogfight.cli;

import io.github.dogfight.core.game.RuleSet;
import io.github.dogfight.json.Setup;
import java.util.Optional;
import picocli.CommandLine;
import picocli.CommandLine.Option;

/**
 * The {@code --rules}, {@code --activation} and {@code --spotting} options of the commands that
 * play a rule set's sample engagement ({@code duel}, {@code play}, {@code simulate}), mixed into
 * each.
 */
final class RuleSetOptions {
  @Option(
      names = "--rules",
      required = true,
      paramLabel = "RULES",
      completionCandidates = RuleSetNames.class,
      description = "Rule set: ${COMPLETION-CANDIDATES} (see 'dogfight rules').")
  String rules = "";

  @Option(
      names = "--activation",
      paramLabel = "NAME",
      description = {
        "Replace the rule set's activation, for rule sets that offer a choice (see 'dogfight"
            + " rules'): e.g. 'cards' draws activation cards (rules 004) in Dogfite!."
      })
  String activation = "";

  @Option(
      names = "--spotting",
      description =
          "Play the optional spotting segment (Check Your 6!, rules 002 C4.0): each side"
              + " sees and is told of only its own aircraft and the enemies it has spotted."
              + " Recorded as the activation '<activation>+spotting' (e.g."
              + " 'move-groups+spotting').")
  boolean spotting;

  /** The rule set named, with the activation swapped in; a parameter error naming the choices. */
  RuleSet<?, ?> ruleSet(CommandLine commandLine) {
    return RuleSetChoice.find(commandLine, rules, chosen(commandLine));
  }

  /** The activation swapped in for {@code --activation} and {@code --spotting}; empty for none. */
  private String chosen(CommandLine commandLine) {
    return RuleSetChoice.activation(commandLine, rules, activation, spotting);
  }

  /** The activation swapped in (by {@code --activation} or {@code --spotting}), if any. */
  Optional<String> activationName(CommandLine commandLine) {
    String chosen = chosen(commandLine);
    return chosen.isEmpty() ? Optional.empty() : Optional.of(chosen);
  }

  /** What a saved game records of these options and {@code seed}. */
  Setup setup(CommandLine commandLine, long seed) {
    return new Setup(rules, activationName(commandLine), seed);
  }
}
