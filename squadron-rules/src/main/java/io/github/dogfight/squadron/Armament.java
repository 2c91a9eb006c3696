package io.github.dogfight.squadron;

import io.github.dogfight.core.dice.DiceExpression;
import io.github.dogfight.core.odds.Distribution;
import io.github.dogfight.core.odds.OddsLimitException;
import java.util.Objects;

/**
 * A weapon and the dice it rolls for one damage roll.
 *
 * @param name the weapon's name
 * @param damage the dice rolled for one damage roll, totalling 0 to {@value #MAX_DAMAGE} (an
 *     assumption: rules 003 leaves armaments to the host system)
 */
public record Armament(String name, DiceExpression damage) {
  /**
   * The greatest total one damage roll may reach (the sample catalog's largest, 5d6! exploding ten
   * times per die, reaches 330).
   */
  public static final int MAX_DAMAGE = 1000;

  /**
   * Checks the fields.
   *
   * @param name the weapon's name
   * @param damage the dice rolled for one damage roll, totalling 0 to {@value #MAX_DAMAGE} (an
   *     assumption: rules 003 leaves armaments to the host system)
   * @throws IllegalArgumentException naming the armament when its dice can total less than 0 or
   *     more than {@value #MAX_DAMAGE}, or their odds are over the library's limit
   */
  public Armament {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(damage, "damage");
    Distribution d;
    try {
      d = damage.distribution();
    } catch (OddsLimitException e) {
      throw new IllegalArgumentException(
          "damage dice of " + name + " (" + damage.notation() + "): " + e.getMessage(), e);
    }
    if (d.min() < 0 || d.max() > MAX_DAMAGE) {
      throw new IllegalArgumentException(
          "damage dice of "
              + name
              + " ("
              + damage.notation()
              + ") must total 0 to "
              + MAX_DAMAGE
              + ", can total "
              + d.min()
              + " to "
              + d.max());
    }
  }

  @Override
  public String toString() {
    return name + " (" + damage.notation() + ")";
  }
}
