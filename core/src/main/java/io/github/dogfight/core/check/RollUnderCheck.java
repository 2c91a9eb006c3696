package io.github.dogfight.core.check;

import io.github.dogfight.core.dice.Die;
import java.util.function.IntPredicate;

/**
 * Roll a number of dice and stay at or under the rating plus modifier: {@code 3d6 <= skill}. The
 * margin is how far under (negative: how far over). Criticals, if any, are read from the natural
 * total.
 *
 * <pre>{@code
 * RollUnderCheck dexPiloting = Check.rollUnder(3, Die.D6)
 *     .withCriticals(natural -> natural <= 4, natural -> natural >= 17);
 * dexPiloting.passChance(12, -3);   // 3d6 <= 9: 81/216 = 3/8
 * }</pre>
 */
public final class RollUnderCheck extends DiceCheck {
  private RollUnderCheck(
      int dice,
      Die die,
      IntPredicate criticalSuccess,
      IntPredicate criticalFailure,
      String name,
      String description) {
    super(dice, die, criticalSuccess, criticalFailure, name, description);
  }

  /** {@code dice} dice of {@code die} at or under rating plus modifier. */
  static RollUnderCheck of(int dice, Die die) {
    return new RollUnderCheck(
        dice,
        die,
        NEVER,
        NEVER,
        dice + "" + die + " <= rating",
        "Roll " + dice + die + "; pass at or under rating plus modifier.");
  }

  /**
   * This check with criticals read from the natural total: a critical success always passes, a
   * critical failure always fails (failure wins when both match).
   *
   * @param success which rolls are critical successes
   * @param failure which rolls are critical failures
   * @return the new check
   */
  public RollUnderCheck withCriticals(IntPredicate success, IntPredicate failure) {
    return new RollUnderCheck(dice, die, success, failure, name, description);
  }

  /**
   * This check under a name and description of the host game's.
   *
   * @param name the check's name
   * @param description what it is, in a sentence
   * @return the new check
   */
  public RollUnderCheck named(String name, String description) {
    return new RollUnderCheck(dice, die, criticalSuccess, criticalFailure, name, description);
  }

  @Override
  int margin(int natural, int level) {
    return level - natural;
  }
}
