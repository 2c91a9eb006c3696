package io.github.dogfight.core.game;

import io.github.dogfight.core.dice.DiceStream;
import io.github.dogfight.core.dice.Roller;
import java.util.List;
import java.util.Optional;

/**
 * A rule set: how commands change state. Implementations are discoverable by name through {@link
 * java.util.ServiceLoader} (see {@link RuleSets}) and must then have a public no-argument
 * constructor that builds the rule set with its default policies.
 *
 * @param <S> the state type
 * @param <C> the command type
 */
public interface RuleSet<S extends GameState, C extends Command> extends OddsProvider {
  /** The short name used on the command line, such as "squadron". */
  @Override
  String name();

  /** A one-line title, such as "Squadron phase (Heresy Engine)". */
  String title();

  /** The phases of one turn. */
  TurnSequence turnSequence();

  /** The policies this rule set is built from. */
  List<Policy> policies();

  /**
   * Applies {@code command} to {@code state}, rolling with {@code roller}. The returned state's
   * dice stream is ignored by {@link Game#step}, which sets it from the roller.
   *
   * @throws RuleViolation if the command is not legal now; nothing has changed then
   */
  Outcome<S> apply(S state, C command, Roller roller);

  /** The actor whose decision is pending, empty when the engagement is over. */
  Optional<String> awaiting(S state);

  /**
   * The legal commands for the pending decision. Where a decision has too many combinations to list
   * (choosing k of n aircraft), a rule set lists a representative subset and says so.
   */
  List<C> legalCommands(S state);

  /** The forces in {@code state} in a few lines of text, for logs and the command line. */
  String summary(S state);

  /** {@code state} with its dice stream replaced. */
  S withDice(S state, DiceStream dice);

  /** The sample engagement played by {@code dogfight duel}, its dice seeded with {@code seed}. */
  S sampleEngagement(long seed);

  /** A simple deterministic bot that plays either side. */
  Bot<S, C> defaultBot();

  /** Exact-odds questions this rule set answers from text arguments, by name. */
  @Override
  List<OddsQuery> oddsQueries();

  /**
   * Names of the activations this rule set can swap in with {@link #withActivation(String)}, its
   * own first; empty (the default) when it offers no choice.
   */
  default List<String> activations() {
    return List.of();
  }

  /**
   * This rule set with the activation named {@code activation} (one of {@link #activations()}), as
   * {@code dogfight duel --activation} asks for.
   *
   * @throws IllegalArgumentException naming the rule set, the activation and the choices
   */
  default RuleSet<S, C> withActivation(String activation) {
    throw unknownActivation(this, activation);
  }

  /**
   * The error for an activation {@code rules} does not offer, naming the rule set, the activation
   * and the choices; for implementations of {@link #withActivation(String)}.
   */
  static IllegalArgumentException unknownActivation(RuleSet<?, ?> rules, String activation) {
    return new IllegalArgumentException(
        "rule set '"
            + rules.name()
            + "' has no activation '"
            + activation
            + "'; it offers "
            + (rules.activations().isEmpty()
                ? "only its own"
                : String.join(", ", rules.activations())));
  }
}
