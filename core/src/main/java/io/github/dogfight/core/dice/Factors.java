package io.github.dogfight.core.dice;

import io.github.dogfight.core.odds.Distribution;
import java.util.ArrayList;
import java.util.List;

/**
 * The exact distribution of a sum of independent parts, computed in one product: every pool of
 * identical dice contributes its single die's distribution raised to its count, subtracted parts
 * are negated, constants shift. {@code 14d6s{1,6}! vs 15d6s{1,6}!} is one product of two powers.
 */
final class Factors {
  private final List<Distribution> parts = new ArrayList<>();
  private final List<Integer> counts = new ArrayList<>();

  private Factors() {}

  /** The exact distribution of {@code expression}, reduced. */
  static Distribution distribution(DiceExpression expression) {
    Factors f = new Factors();
    f.collect(expression, false);
    return Distribution.sumOf(f.parts, f.counts).reduced();
  }

  private void collect(DiceExpression e, boolean negated) {
    if (e instanceof DicePool p && p.keep().isEmpty()) {
      Distribution one = p.perDie();
      parts.add(negated ? one.negate() : one);
      counts.add(p.count());
    } else if (e instanceof Constant c) {
      parts.add(Distribution.point(negated ? -c.value() : c.value()));
      counts.add(1);
    } else if (e instanceof Sum s) {
      for (int i = 0; i < s.terms().size(); i++) {
        collect(s.terms().get(i), negated ^ s.negated().get(i));
      }
    } else if (e instanceof Opposed o) {
      collect(o.white(), negated);
      collect(o.black(), !negated);
    } else {
      Distribution d = e.distribution();
      parts.add(negated ? d.negate() : d);
      counts.add(1);
    }
  }
}
