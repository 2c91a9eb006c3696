package io.github.dogfight.core.game;

/**
 * The advantage one actor brings against another, as the engine asks for it when it rolls: the
 * squadron phase's banked Tactical successes, The Wild Blue's advantage dice.
 *
 * @param <S> the state type
 */
public interface AdvantagePolicy<S extends GameState> extends Policy {
  /**
   * The advantage {@code actor} holds over {@code opponent}, in the rule set's own units.
   *
   * @param state the state
   * @param actor the side asking
   * @param opponent its opponent
   * @return the advantage
   */
  int advantage(S state, String actor, String opponent);

  @Override
  default PolicyKind kind() {
    return PolicyKind.ADVANTAGE;
  }
}
