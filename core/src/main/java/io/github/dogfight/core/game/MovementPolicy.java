package io.github.dogfight.core.game;

import io.github.dogfight.core.dice.Roller;

/**
 * Applies one move of one piece.
 *
 * @param <P> the piece's position or state
 * @param <M> the move
 */
public interface MovementPolicy<P, M> extends Policy {
  /** The piece after {@code move}, rolling what the rules roll. */
  P move(P piece, M move, Roller roller);

  @Override
  default PolicyKind kind() {
    return PolicyKind.MOVEMENT;
  }
}
