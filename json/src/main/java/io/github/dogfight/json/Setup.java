package io.github.dogfight.json;

import io.github.dogfight.core.game.Command;
import io.github.dogfight.core.game.Game;
import io.github.dogfight.core.game.GameState;
import io.github.dogfight.core.game.RuleSet;
import io.github.dogfight.core.game.RuleSets;
import java.util.Objects;
import java.util.Optional;

/**
 * How a saved game starts: the rule set (by its {@link RuleSet#name()}), the activation swapped in
 * (by name, as {@code dogfight duel --activation} takes it), and the seed of the rule set's sample
 * engagement with its sample catalogs. Format 1 saves games that start from a sample engagement,
 * which is what {@code dogfight duel}, {@code play} and {@code simulate} play.
 *
 * @param rules the rule set's name, such as {@code dogfite}
 * @param activation the activation swapped in, if any, such as {@code cards}
 * @param seed the seed of {@link RuleSet#sampleEngagement}
 */
public record Setup(String rules, Optional<String> activation, long seed) {
  /**
   * Checks the parts.
   *
   * @param rules the rule set's name, such as {@code dogfite}
   * @param activation the activation swapped in, if any, such as {@code cards}
   * @param seed the seed of {@link RuleSet#sampleEngagement}
   * @throws NullPointerException naming a null part
   */
  public Setup {
    Objects.requireNonNull(rules, "rules");
    Objects.requireNonNull(activation, "activation");
  }

  /**
   * The sample engagement of {@code rules} with seed {@code seed}, no activation swapped in.
   *
   * @param rules the rule set's name
   * @param seed the seed
   * @return the setup
   */
  public static Setup sample(String rules, long seed) {
    return new Setup(rules, Optional.empty(), seed);
  }

  /**
   * The installed rule set this setup names, with its activation swapped in.
   *
   * @return the rule set
   * @throws IllegalArgumentException naming the rule set or activation when it is not installed
   */
  public RuleSet<?, ?> ruleSet() {
    RuleSet<?, ?> found =
        RuleSets.find(rules)
            .orElseThrow(
                () ->
                    new IllegalArgumentException(
                        "no rule set called '"
                            + rules
                            + "' is installed; installed: "
                            + String.join(
                                ", ", RuleSets.all().stream().map(RuleSet::name).toList())));
    return activation.isEmpty() ? found : found.withActivation(activation.get());
  }

  /**
   * A new game of this setup.
   *
   * @return the game at its start
   */
  public Game<?, ?> start() {
    return start(ruleSet());
  }

  private <S extends GameState, C extends Command> Game<S, C> start(RuleSet<S, C> r) {
    return Game.start(r, r.sampleEngagement(seed));
  }
}
