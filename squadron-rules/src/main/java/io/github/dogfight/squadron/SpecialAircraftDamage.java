package io.github.dogfight.squadron;

import io.github.dogfight.core.dice.DiceRoll;
import io.github.dogfight.core.dice.Roller;
import io.github.dogfight.core.game.DamagePolicy;
import io.github.dogfight.core.odds.Distribution;

/**
 * How much damage one damage roll does to a special aircraft. Rules 003 says only that the winner
 * "make[s] a damage roll against their chosen targets using one of their fighter's armaments" and
 * that "the number of successes from the Squadron Maneuver does not contribute to the damage"; what
 * the roll is belongs to the host system.
 *
 * <p>The default, {@link #armamentTotal()}, rolls the armament's damage dice and deals their total
 * (an assumption); the target is shot down when its damage reaches its structure.
 */
public interface SpecialAircraftDamage extends DamagePolicy<Aircraft, Armament, Integer> {

  /**
   * The exact distribution of the damage {@link #resolve} deals to {@code target} with {@code
   * armament}: the odds shown beside a spending that buys damage rolls come from it, so a policy
   * gives its dice once for both rolling and odds.
   *
   * @param target the special aircraft struck, with the damage it has taken so far
   * @param armament the shooter's armament
   * @return the damage dealt, never below zero, and its probabilities
   */
  Distribution distribution(Aircraft target, Armament armament);

  /**
   * The default: the total of the armament's damage dice, never below zero.
   *
   * @return the default: the total of the armament's damage dice, never below zero
   */
  static SpecialAircraftDamage armamentTotal() {
    return new SpecialAircraftDamage() {
      @Override
      public Integer resolve(Aircraft target, Armament armament, Roller roller) {
        DiceRoll roll =
            roller.roll(armament.damage(), armament.name() + " damage roll on " + target.id());
        return Math.max(0, roll.result());
      }

      @Override
      public Distribution distribution(Aircraft target, Armament armament) {
        return armament.damage().distribution().map(v -> Math.max(0, v));
      }

      @Override
      public String name() {
        return "armament total";
      }

      @Override
      public String description() {
        return "Assumption: a damage roll deals the total of the armament's damage dice; a"
            + " special aircraft is shot down when its damage reaches its structure.";
      }
    };
  }
}
