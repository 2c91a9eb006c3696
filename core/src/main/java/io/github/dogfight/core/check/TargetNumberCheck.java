package io.github.dogfight.core.check;

import io.github.dogfight.core.dice.Die;
import java.util.function.IntPredicate;

/**
 * Roll a number of dice, add the rating and modifier, and meet a target number: {@code 2d6 + rating
 * + modifier >= target}. The margin is the total minus the target. Criticals, if any, are read from
 * the natural total of the dice.
 *
 * <pre>{@code
 * TargetNumberCheck c = Check.targetNumber(2, Die.D6, 8)
 *     .withCriticals(natural -> natural == 12, natural -> natural == 2)
 *     .named("Aircrew Check", "2d6 + skill >= 8 (a default)");
 * c.passChance(1, 0);    // 7/12 (natural 2 always fails, natural 12 always passes)
 * }</pre>
 */
public final class TargetNumberCheck extends DiceCheck {
  private final int target;

  private TargetNumberCheck(
      int dice,
      Die die,
      int target,
      IntPredicate criticalSuccess,
      IntPredicate criticalFailure,
      String name,
      String description) {
    super(dice, die, criticalSuccess, criticalFailure, name, description);
    this.target = target;
  }

  /** {@code dice} dice of {@code die} plus rating and modifier against {@code target}. */
  static TargetNumberCheck of(int dice, Die die, int target) {
    return new TargetNumberCheck(
        dice,
        die,
        target,
        NEVER,
        NEVER,
        dice + "" + die + " + rating >= " + target,
        "Roll " + dice + die + ", add rating and modifier; pass at " + target + " or more.");
  }

  /**
   * The target number.
   *
   * @return the target number
   */
  public int target() {
    return target;
  }

  /**
   * This check with criticals read from the natural total: a critical success always passes, a
   * critical failure always fails (failure wins when both match).
   *
   * @param success which rolls are critical successes
   * @param failure which rolls are critical failures
   * @return the new check
   */
  public TargetNumberCheck withCriticals(IntPredicate success, IntPredicate failure) {
    return new TargetNumberCheck(dice, die, target, success, failure, name, description);
  }

  /**
   * This check under a name and description of the host game's.
   *
   * @param name the check's name
   * @param description what it is, in a sentence
   * @return the new check
   */
  public TargetNumberCheck named(String name, String description) {
    return new TargetNumberCheck(
        dice, die, target, criticalSuccess, criticalFailure, name, description);
  }

  @Override
  int margin(int natural, int level) {
    return natural + level - target;
  }
}
