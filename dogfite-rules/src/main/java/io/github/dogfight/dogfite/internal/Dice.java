package io.github.dogfight.dogfite.internal;

import io.github.dogfight.core.dice.DiceExpression;
import io.github.dogfight.core.dice.DiceNotation;

/** The dice rules 000 rolls, parsed once. */
public final class Dice {
  /** One six-sided die. */
  public static final DiceExpression D6 = DiceNotation.parse("1d6");

  /** Two six-sided dice, summed. */
  public static final DiceExpression TWO_D6 = DiceNotation.parse("2d6");

  /** One ten-sided die read 0-9 (INITIATIVE). */
  public static final DiceExpression D10_ZERO = DiceNotation.parse("1d10(0)");

  private Dice() {}
}
