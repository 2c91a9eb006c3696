package io.github.dogfight.core.dice;

import io.github.dogfight.core.odds.Distribution;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Whether 2d6 come up doubles, with an optional one-pip adjustment: value 1 for doubles, 0
 * otherwise. Notation {@code dbl(2d6)}, {@code dbl(2d6,-1)}, {@code dbl(2d6,+-1)}.
 *
 * @param adjustment the pip adjustment allowed
 */
public record Doubles(PipAdjustment adjustment) implements DiceExpression {
  /**
   * Checks the adjustment.
   *
   * @param adjustment the pip adjustment allowed
   */
  public Doubles {
    Objects.requireNonNull(adjustment, "adjustment");
  }

  @Override
  public String notation() {
    return "dbl(2d6" + adjustment.notationSuffix() + ")";
  }

  @Override
  public Distribution distribution() {
    int hits = 0;
    for (int a = 1; a <= 6; a++) {
      for (int b = 1; b <= 6; b++) {
        if (!adjustment.doublesReachable(a, b).isEmpty()) {
          hits++;
        }
      }
    }
    List<BigInteger> w = new ArrayList<>();
    w.add(BigInteger.valueOf(36 - hits));
    w.add(BigInteger.valueOf(hits));
    return Distribution.ofWeights(0, w).reduced();
  }

  @Override
  public int roll(RollContext context) {
    int a = context.face(Die.D6);
    int b = context.face(Die.D6);
    return adjustment.doublesReachable(a, b).isEmpty() ? 0 : 1;
  }
}
