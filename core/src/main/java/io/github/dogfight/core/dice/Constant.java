package io.github.dogfight.core.dice;

import io.github.dogfight.core.odds.Distribution;
import io.github.dogfight.core.odds.Rational;

/**
 * A fixed number, such as the {@code -10} in {@code 2d6-10}.
 *
 * @param value the number
 */
public record Constant(int value) implements DiceExpression {
  @Override
  public String notation() {
    return Integer.toString(value);
  }

  @Override
  public Rational uncappedMean() {
    return Rational.of(value);
  }

  @Override
  public Distribution distribution() {
    return Distribution.point(value);
  }

  @Override
  public int roll(RollContext context) {
    context.addModifier(value);
    return value;
  }
}
