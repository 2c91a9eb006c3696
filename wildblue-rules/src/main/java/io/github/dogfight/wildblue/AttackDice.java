package io.github.dogfight.wildblue;

import io.github.dogfight.core.dice.Chance;
import io.github.dogfight.core.dice.DiceExpression;
import io.github.dogfight.core.dice.DicePool;
import io.github.dogfight.core.dice.Die;
import io.github.dogfight.core.dice.Explosion;
import io.github.dogfight.core.dice.Sum;
import java.util.List;
import java.util.Objects;

/**
 * The damage dice of one attack (rules 001, "Attacking" and "Advantage"): the gun's dice less one
 * per Destroyed Weapon, plus advantage d6s up to the soft cap less one per Oil Leak, every die
 * exploding at the fire mode's face, less a Spin's damage reduction.
 *
 * <pre>{@code
 * AttackDice d = AttackDice.of(2, Die.D6, 3, FireMode.BURST, 6, 0);   // 2d6 + 3d6, all exploding on 6
 * Rational atLeast20 = d.damage(0).outcomes().probability(v -> v >= 20);
 * }</pre>
 *
 * @param weaponDice the gun's dice left
 * @param die the gun's die
 * @param advantageDice advantage d6s counted
 * @param mode burst or sustained fire
 */
public record AttackDice(int weaponDice, Die die, int advantageDice, FireMode mode) {
  /**
   * Checks the arguments.
   *
   * @param weaponDice the gun's dice left
   * @param die the gun's die
   * @param advantageDice advantage d6s counted
   * @param mode burst or sustained fire
   */
  public AttackDice {
    Objects.requireNonNull(die, "die");
    Objects.requireNonNull(mode, "mode");
    if (weaponDice < 0 || advantageDice < 0 || weaponDice + advantageDice > 30) {
      throw new IllegalArgumentException(
          "an attack rolls 0..30 dice, not " + weaponDice + " + " + advantageDice);
    }
  }

  /**
   * The dice of an attack.
   *
   * @param gunDice the gun's dice before Destroyed Weapon results
   * @param die the gun's die
   * @param advantage advantage dice held and holding, before the cap
   * @param mode burst or sustained
   * @param softCap the soft cap on damage dice per attack
   * @param oilLeaks the attacker's Oil Leak results ("maximum possible advantage is reduced by
   *     1D6")
   * @param destroyedWeapons the attacker's Destroyed Weapon results ("reduces the attack damage of
   *     the plane by 1D6")
   * @return the dice
   */
  public static AttackDice of(
      int gunDice,
      Die die,
      int advantage,
      FireMode mode,
      int softCap,
      int oilLeaks,
      int destroyedWeapons) {
    int weapon = Math.max(0, gunDice - destroyedWeapons);
    int room = Math.max(0, softCap - weapon - oilLeaks);
    return new AttackDice(weapon, die, Math.min(advantage, room), mode);
  }

  /**
   * {@link #of(int, Die, int, FireMode, int, int, int)} without Critical Damage.
   *
   * @param die the gun's die
   * @param mode burst or sustained fire
   * @param gunDice the gun's dice
   * @param advantage advantage dice added
   * @param softCap the soft cap on dice
   * @return the dice
   */
  public static AttackDice of(int gunDice, Die die, int advantage, FireMode mode, int softCap) {
    return of(gunDice, die, advantage, mode, softCap, 0, 0);
  }

  /**
   * The dice as an expression, such as {@code 2d6!6+3d6!6}.
   *
   * @return the dice as an expression, such as {@code 2d6!6+3d6!6}
   */
  public DiceExpression expression() {
    DicePool weapon =
        DicePool.exploding(weaponDice, die, Explosion.atLeast(mode.explodesAt(), die));
    DicePool adv =
        DicePool.exploding(advantageDice, Die.D6, Explosion.atLeast(mode.explodesAt(), Die.D6));
    if (advantageDice == 0) {
      return weapon;
    }
    if (weaponDice == 0) {
      return adv;
    }
    return new Sum(List.of(weapon, adv), List.of(false, false));
  }

  /**
   * The damage, less {@code reduction} (a Spin's), never below 0.
   *
   * @param reduction the damage reduction (a Spin's), 0 for none
   * @return the exact chance of each damage
   */
  public Chance<Integer> damage(int reduction) {
    Chance<Integer> rolled = Chance.of(expression());
    if (reduction <= 0) {
      return rolled;
    }
    return rolled.map(v -> Math.max(0, v - reduction)).named(rolled.notation() + "-" + reduction);
  }

  /**
   * Dice in all.
   *
   * @return the dice rolled
   */
  public int dice() {
    return weaponDice + advantageDice;
  }
}
