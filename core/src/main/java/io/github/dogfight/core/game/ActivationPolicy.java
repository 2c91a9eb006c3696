package io.github.dogfight.core.game;

import io.github.dogfight.core.dice.Roller;
import java.util.List;

/**
 * Decides the order in which actors act this turn.
 *
 * @param <S> the state type
 */
public interface ActivationPolicy<S extends GameState> extends Policy {
  /** The actors in activation order; may roll dice (initiative) or draw cards. */
  List<String> activationOrder(S state, Roller roller);

  @Override
  default PolicyKind kind() {
    return PolicyKind.ACTIVATION;
  }
}
