package io.github.dogfight.core.dice;

import io.github.dogfight.core.odds.Distribution;
import io.github.dogfight.core.odds.Rational;
import java.util.List;
import java.util.Objects;

/**
 * Two opposed rolls whose results cancel: the value is {@code white - black}. With success pools on
 * both sides this is the net successes of an opposed roll ({@code 14d6s{1,6}! vs 15d6s{1,6}!});
 * positive means white won, zero is a tie.
 *
 * @param white the friendly (left) side
 * @param black the enemy (right) side
 */
public record Opposed(DiceExpression white, DiceExpression black) implements DiceExpression {
  /**
   * Checks the sides.
   *
   * @param white the friendly (left) side
   * @param black the enemy (right) side
   * @throws IllegalArgumentException if a side is itself opposed
   */
  public Opposed {
    Objects.requireNonNull(white, "white");
    Objects.requireNonNull(black, "black");
    if (white instanceof Opposed || black instanceof Opposed) {
      throw new IllegalArgumentException("opposed rolls cannot be nested");
    }
  }

  @Override
  public String notation() {
    return white.notation() + " vs " + black.notation();
  }

  @Override
  public List<Integer> explosionCaps() {
    java.util.TreeSet<Integer> caps = new java.util.TreeSet<>();
    for (DiceExpression t : List.of(white, black)) {
      caps.addAll(t.explosionCaps());
    }
    return List.copyOf(caps);
  }

  /** White's uncapped mean less black's. */
  @Override
  public Rational uncappedMean() {
    return white.uncappedMean().subtract(black.uncappedMean());
  }

  @Override
  public Distribution distribution() {
    return Factors.distribution(this);
  }

  @Override
  public int roll(RollContext context) {
    return white.roll(context) - black.roll(context);
  }
}
