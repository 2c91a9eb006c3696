package io.github.dogfight.squadron.internal.odds;

import io.github.dogfight.core.odds.Distribution;
import io.github.dogfight.core.odds.Rational;
import java.math.BigDecimal;
import java.math.MathContext;
import java.util.List;
import java.util.Objects;

/**
 * The numbers a pass over the graph computes with: doubles, or exact fractions where the graph
 * keeps them.
 *
 * @param <T> the number type
 */
interface Arith<T> {
  /**
   * A law's probabilities as doubles, in the order of its support, each within 1.1e-16 relative of
   * the exact one (each weight divided by the total in 34 digits, then rounded).
   *
   * @param law the law
   * @return its probabilities
   */
  static double[] probabilities(Distribution law) {
    List<Integer> support = law.support();
    double[] out = new double[support.size()];
    BigDecimal total = new BigDecimal(law.totalWeight());
    for (int k = 0; k < support.size(); k++) {
      out[k] =
          new BigDecimal(law.weight(support.get(k)))
              .divide(total, MathContext.DECIMAL128)
              .doubleValue();
    }
    return out;
  }

  T zero();

  T one();

  T add(T a, T b);

  T multiply(T a, T b);

  /** The probability of a chance or choice node's {@code k}-th edge. */
  T edge(Node n, int k);

  /** White's weight on row {@code i} of a matrix node. */
  T row(Node n, int i);

  /** Black's weight on column {@code j} after row {@code i} of a matrix node. */
  T column(Node n, int i, int j);

  /** The number, exactly (a double's exact binary value). */
  Rational exact(T t);

  /** {@code r} in this arithmetic (a double rounds it). */
  T of(Rational r);

  double toDouble(T t);

  int compare(T a, T b);

  /** Doubles. */
  Arith<Double> DOUBLE =
      new Arith<>() {
        @Override
        public Double zero() {
          return 0.0;
        }

        @Override
        public Double one() {
          return 1.0;
        }

        @Override
        public Double add(Double a, Double b) {
          return a + b;
        }

        @Override
        public Double multiply(Double a, Double b) {
          return a * b;
        }

        @Override
        public Double edge(Node n, int k) {
          return n.p[k];
        }

        @Override
        public Double row(Node n, int i) {
          return n.rowP[i];
        }

        @Override
        public Double column(Node n, int i, int j) {
          return n.columnP[i][j];
        }

        @Override
        public Rational exact(Double t) {
          BigDecimal d = new BigDecimal(t);
          return d.scale() <= 0
              ? Rational.of(d.toBigIntegerExact(), java.math.BigInteger.ONE)
              : Rational.of(d.unscaledValue(), java.math.BigInteger.TEN.pow(d.scale()));
        }

        @Override
        public Double of(Rational r) {
          return r.doubleValue();
        }

        @Override
        public double toDouble(Double t) {
          return t;
        }

        @Override
        public int compare(Double a, Double b) {
          return Double.compare(a, b);
        }
      };

  /** Exact fractions: the graph must keep them. */
  Arith<Rational> EXACT =
      new Arith<>() {
        @Override
        public Rational zero() {
          return Rational.ZERO;
        }

        @Override
        public Rational one() {
          return Rational.ONE;
        }

        @Override
        public Rational add(Rational a, Rational b) {
          return a.signum() == 0 ? b : b.signum() == 0 ? a : a.add(b);
        }

        @Override
        public Rational multiply(Rational a, Rational b) {
          return a.signum() == 0 || b.signum() == 0 ? Rational.ZERO : a.multiply(b);
        }

        @Override
        public Rational edge(Node n, int k) {
          return Objects.requireNonNull(n.exact)[k];
        }

        @Override
        public Rational row(Node n, int i) {
          return Objects.requireNonNull(n.rowExact)[i];
        }

        @Override
        public Rational column(Node n, int i, int j) {
          return Objects.requireNonNull(Objects.requireNonNull(n.columnExact)[i])[j];
        }

        @Override
        public Rational exact(Rational t) {
          return t;
        }

        @Override
        public Rational of(Rational r) {
          return r;
        }

        @Override
        public double toDouble(Rational t) {
          return t.doubleValue();
        }

        @Override
        public int compare(Rational a, Rational b) {
          return a.compareTo(b);
        }
      };
}
