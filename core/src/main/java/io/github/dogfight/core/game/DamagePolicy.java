package io.github.dogfight.core.game;

import io.github.dogfight.core.dice.Roller;

/**
 * Resolves an attack against a target and reports the damage done.
 *
 * @param <T> what is attacked
 * @param <A> the attack (weapon, firepower, hits)
 * @param <R> the result
 */
public interface DamagePolicy<T, A, R> extends Policy {
  /**
   * Resolves {@code attack} against {@code target}, rolling what the rules roll.
   *
   * @param target the target
   * @param attack the attack
   * @param roller the dice
   * @return what the damage did
   */
  R resolve(T target, A attack, Roller roller);

  @Override
  default PolicyKind kind() {
    return PolicyKind.DAMAGE;
  }
}
