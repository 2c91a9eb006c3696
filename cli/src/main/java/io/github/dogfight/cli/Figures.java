package io.github.dogfight.cli;

import io.github.dogfight.core.odds.Rational;
import java.math.BigDecimal;

/**
 * Exact figures in words for people: a probability (a name such as "P(...)") as a percentage, any
 * other figure (a mean, an expectation) as a decimal, each with its exact fraction when short.
 */
final class Figures {
  private Figures() {}

  /** Whether the figure named {@code name} is a probability. */
  static boolean isProbability(String name) {
    return name.startsWith("P(");
  }

  /** The figure as shown in a table: "58.333%" or "0.916667". */
  static String shown(String name, Rational value) {
    return isProbability(name)
        ? value.multiply(Rational.of(100)).toDecimal(3).toPlainString() + "%"
        : trimmed(value);
  }

  /**
   * The figure in a few characters, for a line of choices: "58.3% = 7/12", "0.917 = 11/12"; the
   * fraction is left out when it is long or says the same.
   */
  static String compact(String name, Rational value) {
    String shown =
        isProbability(name)
            ? value.multiply(Rational.of(100)).toDecimal(1).toPlainString() + "%"
            : trimmed(value.toDecimal(3));
    String fraction = value.toString();
    boolean plain = value.signum() == 0 || value.equals(Rational.ONE) || fraction.equals(shown);
    return plain || fraction.length() > 12 ? shown : shown + " = " + fraction;
  }

  /** A decimal to six places without trailing zeros: "3", "-0.4", "0.333333". */
  static String trimmed(Rational r) {
    return trimmed(r.toDecimal(6));
  }

  private static String trimmed(BigDecimal value) {
    BigDecimal d = value.stripTrailingZeros();
    String s = d.scale() < 0 ? d.setScale(0).toPlainString() : d.toPlainString();
    return s.equals("-0") ? "0" : s;
  }
}
