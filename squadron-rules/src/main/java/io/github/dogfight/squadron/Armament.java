package io.github.dogfight.squadron;

import io.github.dogfight.core.dice.DiceExpression;
import java.util.Objects;

/**
 * A weapon and the dice it rolls for one damage roll.
 *
 * @param name the weapon's name
 * @param damage the dice rolled for one damage roll (an assumption: seed 003 leaves armaments to
 *     the host system)
 */
public record Armament(String name, DiceExpression damage) {
  /**
   * Checks the fields.
   *
   * @param name the weapon's name
   * @param damage the dice rolled for one damage roll (an assumption: seed 003 leaves armaments to
   *     the host system)
   */
  public Armament {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(damage, "damage");
  }

  @Override
  public String toString() {
    return name + " (" + damage.notation() + ")";
  }
}
