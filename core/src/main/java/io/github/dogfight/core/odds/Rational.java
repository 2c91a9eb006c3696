package io.github.dogfight.core.odds;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;
import java.math.RoundingMode;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * An exact rational number {@code numerator / denominator}, always in lowest terms with a positive
 * denominator.
 *
 * <pre>{@code
 * Rational p = Rational.of(1, 6).add(Rational.of(1, 3)); // 1/2
 * p.toString();                                       // "1/2"
 * }</pre>
 */
public final class Rational implements Comparable<Rational> {
  /** Zero. */
  public static final Rational ZERO = new Rational(BigInteger.ZERO, BigInteger.ONE);

  /** One. */
  public static final Rational ONE = new Rational(BigInteger.ONE, BigInteger.ONE);

  private final BigInteger numerator;
  private final BigInteger denominator;

  private Rational(BigInteger numerator, BigInteger denominator) {
    this.numerator = numerator;
    this.denominator = denominator;
  }

  /**
   * Returns {@code numerator / denominator} in lowest terms.
   *
   * @param numerator the numerator
   * @param denominator the denominator, not 0
   * @return the fraction
   * @throws ArithmeticException if {@code denominator} is zero
   */
  public static Rational of(BigInteger numerator, BigInteger denominator) {
    Objects.requireNonNull(numerator, "numerator");
    Objects.requireNonNull(denominator, "denominator");
    if (denominator.signum() == 0) {
      throw new ArithmeticException("denominator is zero");
    }
    if (denominator.signum() < 0) {
      numerator = numerator.negate();
      denominator = denominator.negate();
    }
    BigInteger gcd = numerator.gcd(denominator);
    if (!gcd.equals(BigInteger.ONE) && gcd.signum() != 0) {
      numerator = numerator.divide(gcd);
      denominator = denominator.divide(gcd);
    }
    if (numerator.signum() == 0) {
      return ZERO;
    }
    return new Rational(numerator, denominator);
  }

  /**
   * Returns {@code numerator / denominator} in lowest terms.
   *
   * @param numerator the numerator
   * @param denominator the denominator, not 0
   * @return the fraction
   */
  public static Rational of(long numerator, long denominator) {
    return of(BigInteger.valueOf(numerator), BigInteger.valueOf(denominator));
  }

  /**
   * Returns the integer {@code value}.
   *
   * @param value the integer
   * @return the fraction
   */
  public static Rational of(long value) {
    return of(BigInteger.valueOf(value), BigInteger.ONE);
  }

  /**
   * Parses {@code "n/d"} or {@code "n"}.
   *
   * @param text such as {@code 7/12} or {@code 3}
   * @return the fraction
   * @throws NumberFormatException if the text is not a fraction of two integers
   */
  public static Rational parse(String text) {
    int slash = text.indexOf('/');
    if (slash < 0) {
      return of(new BigInteger(text.trim()), BigInteger.ONE);
    }
    return of(
        new BigInteger(text.substring(0, slash).trim()),
        new BigInteger(text.substring(slash + 1).trim()));
  }

  /**
   * The numerator (sign carrier).
   *
   * @return the numerator (sign carrier)
   */
  public BigInteger numerator() {
    return numerator;
  }

  /**
   * The denominator, always positive.
   *
   * @return the denominator, always positive
   */
  public BigInteger denominator() {
    return denominator;
  }

  /**
   * {@code this + other}.
   *
   * @param other the other fraction
   * @return the sum
   */
  public Rational add(Rational other) {
    return of(
        numerator.multiply(other.denominator).add(other.numerator.multiply(denominator)),
        denominator.multiply(other.denominator));
  }

  /**
   * {@code this - other}.
   *
   * @param other the other fraction
   * @return the difference
   */
  public Rational subtract(Rational other) {
    return add(other.negate());
  }

  /**
   * {@code this * other}.
   *
   * @param other the other fraction
   * @return the product
   */
  public Rational multiply(Rational other) {
    return of(numerator.multiply(other.numerator), denominator.multiply(other.denominator));
  }

  /**
   * {@code this / other}.
   *
   * @param other the other fraction, not 0
   * @return the quotient
   * @throws ArithmeticException if {@code other} is zero
   */
  public Rational divide(Rational other) {
    return of(numerator.multiply(other.denominator), denominator.multiply(other.numerator));
  }

  /**
   * {@code -this}.
   *
   * @return the negation
   */
  public Rational negate() {
    return numerator.signum() == 0 ? this : new Rational(numerator.negate(), denominator);
  }

  /**
   * Returns -1, 0 or 1 as this is negative, zero or positive.
   *
   * @return -1, 0 or 1
   */
  public int signum() {
    return numerator.signum();
  }

  /**
   * The nearest double (for display only; every computation stays exact).
   *
   * @return the nearest double (for display only; every computation stays exact)
   */
  public double doubleValue() {
    return new BigDecimal(numerator)
        .divide(new BigDecimal(denominator), MathContext.DECIMAL64)
        .doubleValue();
  }

  /**
   * The value rounded half-up to {@code scale} decimal places, for display.
   *
   * @param scale digits after the point
   * @return the decimal
   */
  public BigDecimal toDecimal(int scale) {
    return new BigDecimal(numerator)
        .divide(new BigDecimal(denominator), scale, RoundingMode.HALF_UP);
  }

  @Override
  public int compareTo(Rational other) {
    return numerator.multiply(other.denominator).compareTo(other.numerator.multiply(denominator));
  }

  @Override
  public boolean equals(@Nullable Object o) {
    return o instanceof Rational r
        && numerator.equals(r.numerator)
        && denominator.equals(r.denominator);
  }

  @Override
  public int hashCode() {
    return Objects.hash(numerator, denominator);
  }

  /** {@code "n/d"}, or {@code "n"} when the denominator is one. */
  @Override
  public String toString() {
    return denominator.equals(BigInteger.ONE)
        ? numerator.toString()
        : numerator + "/" + denominator;
  }
}
