package io.github.dogfight.core.dice;

import io.github.dogfight.core.odds.Distribution;
import io.github.dogfight.core.odds.Rational;
import java.util.List;
import java.util.Objects;

/**
 * A signed sum of terms, such as {@code 2d6-10} or {@code 1d6+1d4+2}.
 *
 * @param terms the terms, at least one
 * @param negated for each term, whether it is subtracted
 */
public record Sum(List<DiceExpression> terms, List<Boolean> negated) implements DiceExpression {
  /**
   * Checks and copies the lists.
   *
   * @param terms the terms, at least one
   * @param negated for each term, whether it is subtracted
   * @throws IllegalArgumentException if the lists are empty or differ in length
   */
  public Sum {
    Objects.requireNonNull(terms, "terms");
    Objects.requireNonNull(negated, "negated");
    if (terms.isEmpty() || terms.size() != negated.size()) {
      throw new IllegalArgumentException("a sum needs one sign per term and at least one term");
    }
    for (DiceExpression t : terms) {
      if (t instanceof Opposed) {
        throw new IllegalArgumentException("an opposed roll cannot be a term of a sum");
      }
    }
    terms = List.copyOf(terms);
    negated = List.copyOf(negated);
  }

  /**
   * {@code left + right}.
   *
   * @param left the expression
   * @param constant the constant
   * @return the sum
   */
  public static Sum plus(DiceExpression left, int constant) {
    Objects.requireNonNull(left, "left");
    return constant < 0
        ? new Sum(List.of(left, new Constant(-constant)), List.of(false, true))
        : new Sum(List.of(left, new Constant(constant)), List.of(false, false));
  }

  @Override
  public String notation() {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < terms.size(); i++) {
      if (negated.get(i)) {
        sb.append('-');
      } else if (i > 0) {
        sb.append('+');
      }
      sb.append(terms.get(i).notation());
    }
    return sb.toString();
  }

  @Override
  public List<Integer> explosionCaps() {
    java.util.TreeSet<Integer> caps = new java.util.TreeSet<>();
    for (DiceExpression t : terms) {
      caps.addAll(t.explosionCaps());
    }
    return List.copyOf(caps);
  }

  /** The signed sum of the terms' uncapped means. */
  @Override
  public Rational uncappedMean() {
    Rational mean = Rational.ZERO;
    for (int i = 0; i < terms.size(); i++) {
      Rational m = terms.get(i).uncappedMean();
      mean = negated.get(i) ? mean.subtract(m) : mean.add(m);
    }
    return mean;
  }

  @Override
  public Distribution distribution() {
    return Factors.distribution(this);
  }

  @Override
  public int roll(RollContext context) {
    int total = 0;
    for (int i = 0; i < terms.size(); i++) {
      DiceExpression t = terms.get(i);
      if (negated.get(i)) {
        if (t instanceof Constant c) {
          // Record "-10" as a modifier of -10, not +10.
          context.addModifier(-c.value());
          total -= c.value();
        } else {
          total -= t.roll(context);
        }
      } else {
        total += t.roll(context);
      }
    }
    return total;
  }
}
