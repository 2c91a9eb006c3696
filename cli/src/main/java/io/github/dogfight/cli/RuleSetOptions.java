package io.github.dogfight.cli;

import io.github.dogfight.core.game.RuleSet;
import io.github.dogfight.json.Setup;
import java.util.Optional;
import picocli.CommandLine;
import picocli.CommandLine.Option;

/**
 * The {@code --rules} and {@code --activation} options of the commands that play a rule set's
 * sample engagement ({@code duel}, {@code play}, {@code simulate}), mixed into each.
 */
final class RuleSetOptions {
  @Option(
      names = "--rules",
      required = true,
      paramLabel = "RULES",
      description = "Rule set name (see 'dogfight rules').")
  String rules = "";

  @Option(
      names = "--activation",
      paramLabel = "NAME",
      description = {
        "Replace the rule set's activation, for rule sets that offer a choice (see 'dogfight"
            + " rules'): e.g. 'cards' draws activation cards (seed 004) in Dogfite!."
      })
  String activation = "";

  /** The rule set named, with the activation swapped in; a parameter error naming the choices. */
  RuleSet<?, ?> ruleSet(CommandLine commandLine) {
    return RuleSetChoice.find(commandLine, rules, activation);
  }

  /** The activation named, if any. */
  Optional<String> activationName() {
    return activation.isEmpty() ? Optional.empty() : Optional.of(activation);
  }

  /** What a saved game records of these options and {@code seed}. */
  Setup setup(long seed) {
    return new Setup(rules, activationName(), seed);
  }
}
