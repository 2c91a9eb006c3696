package io.github.dogfight.cli;

import io.github.dogfight.core.odds.Rational;
import java.math.BigDecimal;
import java.math.BigInteger;

/**
 * Exact figures in words for people, the same way in every command ({@code odds}, {@code play}'s
 * choices, {@code simulate} and {@code sweep} alike): a probability (a name such as "P(...)") as a
 * percentage with {@value #PERCENT_PLACES} decimal, any other figure (a mean, an expectation) as a
 * decimal with up to {@value #DECIMAL_PLACES} places, each with its exact fraction {@code a/b}
 * beside it in parentheses: {@code P(hit) = 41.7% (5/12)}, {@code E(edge) = 0.896 (43/48)}; every
 * number with {@link java.util.Locale#ROOT}, whole numbers without grouping ({@code 9604}). A
 * whole-number expectation is shown as the number alone; a fraction too long for a line (hundreds
 * of digits, as a squadron pool's) is left to a fuller form ({@code odds N} in {@code play}, {@code
 * --json} in {@code odds}), and the caller says where.
 */
final class Figures {
  private Figures() {}

  /** The decimals of every percentage the command line prints: {@value}. */
  static final int PERCENT_PLACES = 1;

  /** The most decimals of any other figure the command line prints: {@value}. */
  static final int DECIMAL_PLACES = 3;

  /** The longest fraction a line of choices shows; longer ones are offered by 'odds N'. */
  static final int SHORT_FRACTION = 24;

  /** Whether the figure named {@code name} is a probability. */
  static boolean isProbability(String name) {
    return name.startsWith("P(");
  }

  /** The figure in a few characters: "58.3%" or "0.917". */
  static String shown(String name, Rational value) {
    return isProbability(name) ? percent(value) : trimmed(value);
  }

  /** A probability as a percentage with {@value #PERCENT_PLACES} decimal: "41.7%", "<0.1%". */
  static String percent(Rational value) {
    return percent(value, PERCENT_PLACES);
  }

  /**
   * A probability as a percentage to {@code places} decimals; one that is possible but rounds to
   * zero reads "<0.1%", one that is not certain but rounds to a hundred reads ">99.9%", so that
   * rounding never shows a chance as none or as certain.
   */
  static String percent(Rational value, int places) {
    BigDecimal p = value.multiply(Rational.of(100)).toDecimal(places);
    BigDecimal step = BigDecimal.ONE.movePointLeft(places);
    if (value.signum() > 0 && p.signum() == 0) {
      return "<" + step.toPlainString() + "%";
    }
    if (value.compareTo(Rational.ONE) < 0 && p.compareTo(BigDecimal.valueOf(100)) >= 0) {
      return ">" + BigDecimal.valueOf(100).subtract(step).toPlainString() + "%";
    }
    return p.toPlainString() + "%";
  }

  /**
   * The exact fraction to show beside a figure: "5/12"; a probability of one or zero as "1/1" or
   * "0/1" (so that a certain 100.0% reads apart from a rounded one); empty for a whole-number
   * expectation, which its decimal already shows exactly.
   */
  static String fraction(String name, Rational value) {
    String f = value.toString();
    if (f.contains("/")) {
      return f;
    }
    return isProbability(name) ? f + "/1" : "";
  }

  /**
   * The figure with its name for a line of choices: "P(hit) = 41.7% (5/12)", "E(edge) = 0"; a
   * fraction longer than {@link #SHORT_FRACTION} characters is left out (see {@link #isLong}).
   */
  static String compact(String name, Rational value) {
    String f = fraction(name, value);
    String shown = name + " = " + shown(name, value);
    return f.isEmpty() || f.length() > SHORT_FRACTION ? shown : shown + " (" + f + ")";
  }

  /** Whether the figure's fraction is too long for a line of choices. */
  static boolean isLong(String name, Rational value) {
    return fraction(name, value).length() > SHORT_FRACTION;
  }

  /** The figure with its name and its whole exact fraction: "P(hit) = 41.7% (5/12)". */
  static String full(String name, Rational value) {
    String f = fraction(name, value);
    return name + " = " + shown(name, value) + (f.isEmpty() ? "" : " (" + f + ")");
  }

  /** A decimal to {@value #DECIMAL_PLACES} places without trailing zeros: "3", "-0.4", "0.333". */
  static String trimmed(Rational r) {
    return trimmed(r.toDecimal(DECIMAL_PLACES));
  }

  /**
   * {@code 100 * part / total} as a percentage with {@value #PERCENT_PLACES} decimal, without the
   * "%" (for a table's column), rounded half up, straight from integer weights (fast when they run
   * to thousands of digits); "<0.1" for a possible chance that rounds to none, ">99.9" for an
   * uncertain one that rounds to a hundred.
   *
   * @param part the weight of the event, 0 to {@code total}
   * @param total the whole weight, positive
   * @return the percentage's digits
   */
  static String percent(BigInteger part, BigInteger total) {
    BigInteger scale = BigInteger.TEN.pow(PERCENT_PLACES + 2);
    BigInteger rounded = part.multiply(scale).shiftLeft(1).add(total).divide(total.shiftLeft(1));
    if (part.signum() > 0 && rounded.signum() == 0) {
      return "<" + BigDecimal.ONE.movePointLeft(PERCENT_PLACES).toPlainString();
    }
    if (part.compareTo(total) < 0 && rounded.compareTo(scale) >= 0) {
      return ">" + new BigDecimal(scale.subtract(BigInteger.ONE), PERCENT_PLACES).toPlainString();
    }
    return new BigDecimal(rounded, PERCENT_PLACES).toPlainString();
  }

  private static String trimmed(BigDecimal value) {
    BigDecimal d = value.stripTrailingZeros();
    String s = d.scale() < 0 ? d.setScale(0).toPlainString() : d.toPlainString();
    return s.equals("-0") ? "0" : s;
  }
}
