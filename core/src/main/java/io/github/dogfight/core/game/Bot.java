package io.github.dogfight.core.game;

import java.util.List;

/**
 * Chooses a command for the actor whose decision is pending. Bots must be deterministic: the same
 * state and legal commands give the same choice, so simulations replay exactly.
 *
 * @param <S> the state type
 * @param <C> the command type
 */
@FunctionalInterface
public interface Bot<S extends GameState, C extends Command> {
  /**
   * Picks one of {@code legal} (never empty).
   *
   * @param state the current state
   * @param legal the legal commands for the pending decision
   * @return one element of {@code legal}
   */
  C choose(S state, List<C> legal);
}
