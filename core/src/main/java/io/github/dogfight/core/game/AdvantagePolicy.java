package io.github.dogfight.core.game;

/**
 * Measures the positional advantage one actor holds over another (Dogfite! edge, Wild Blue
 * advantage dice, squadron tactical successes).
 *
 * @param <S> the state type
 */
public interface AdvantagePolicy<S extends GameState> extends Policy {
  /** The advantage {@code actor} holds over {@code opponent}, in the rule set's own units. */
  int advantage(S state, String actor, String opponent);

  @Override
  default PolicyKind kind() {
    return PolicyKind.ADVANTAGE;
  }
}
