package io.github.dogfight.cy6;

import io.github.dogfight.core.check.Check;
import io.github.dogfight.core.check.TargetNumberCheck;
import io.github.dogfight.core.dice.Die;

/**
 * The Aircrew Check, which rules 002 calls for everywhere (to climb with engine damage, to stop a
 * fire, to save a plane, to spot, at the board exit, to recover from panic or blackout) but does
 * not define.
 *
 * <p><b>Assumption</b>, replaceable by any core {@link Check}: roll 2d6, add the aircrew skill (+0
 * to +3) and the modifiers; 7 or more passes, and the margin is the total minus 7 ("failed by four
 * or more" at the board exit is a margin of -4 or less). Seven is the most common total of 2d6, so
 * a Green crew passes a plain check 21 times in 36 and an Ace 33 in 36.
 */
public final class AircrewCheck {
  /** The default's target number. */
  public static final int TARGET = 7;

  private static final TargetNumberCheck STANDARD =
      Check.targetNumber(2, Die.D6, TARGET)
          .named(
              "Aircrew Check",
              "2d6 + aircrew skill + modifiers >= 7 (an assumption: rules 002 does not define it)");

  private AircrewCheck() {}

  /**
   * The default Aircrew Check: {@code 2d6 + skill + modifiers >= 7}.
   *
   * @return the default Aircrew Check: {@code 2d6 + skill + modifiers >= 7}
   */
  public static TargetNumberCheck standard() {
    return STANDARD;
  }
}
