package io.github.dogfight.core.odds;

import io.github.dogfight.core.internal.ExactConvolution;
import io.github.dogfight.core.internal.WorkMeter;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.function.IntUnaryOperator;

/**
 * An exact probability distribution over integers.
 *
 * <p>Internally every value {@code v} in {@code [min, max]} has a non-negative integer weight and
 * {@code P(v) = weight(v) / total}; all operations are exact integer arithmetic, so a distribution
 * always sums to exactly one.
 *
 * <pre>{@code
 * Distribution d6 = Distribution.uniform(1, 6);
 * Distribution twoD6 = d6.plus(d6);
 * twoD6.probability(7);      // 1/6
 * twoD6.atLeast(9);          // 5/18
 * twoD6.mean();              // 7
 * }</pre>
 */
public final class Distribution {
  private final int min;
  private final BigInteger[] weights;
  private final BigInteger total;

  private Distribution(int min, BigInteger[] weights, BigInteger total) {
    this.min = min;
    this.weights = weights;
    this.total = total;
  }

  /**
   * The distribution that is always {@code value}.
   *
   * @param value the value
   * @return the distribution
   */
  public static Distribution point(int value) {
    return new Distribution(value, new BigInteger[] {BigInteger.ONE}, BigInteger.ONE);
  }

  /**
   * Every integer in {@code [from, to]} with equal probability.
   *
   * @param from the least value
   * @param to the greatest value
   * @return the distribution
   */
  public static Distribution uniform(int from, int to) {
    if (to < from) {
      throw new IllegalArgumentException("empty range [" + from + ", " + to + "]");
    }
    BigInteger[] w = new BigInteger[checkedLength("Distribution.uniform", "from", from, "to", to)];
    Arrays.fill(w, BigInteger.ONE);
    return new Distribution(from, w, BigInteger.valueOf(w.length));
  }

  /**
   * A distribution from integer weights: value {@code min + i} has weight {@code weights[i]}.
   *
   * @param min the least value
   * @param weights the weights, from {@code min} up
   * @return the distribution
   * @throws IllegalArgumentException if a weight is negative or all are zero
   * @throws OddsLimitException if there are more than {@link #MAX_VALUES} weights or the last value
   *     {@code min + weights.size() - 1} is beyond an int
   */
  public static Distribution ofWeights(int min, List<BigInteger> weights) {
    Objects.requireNonNull(weights, "weights");
    if (weights.isEmpty()) {
      throw new IllegalArgumentException("Distribution.ofWeights: weights is empty");
    }
    checkedLength(
        "Distribution.ofWeights",
        "min",
        min,
        "min + weights.size() - 1",
        (long) min + weights.size() - 1);
    BigInteger[] w = weights.toArray(new BigInteger[0]);
    BigInteger sum = BigInteger.ZERO;
    for (BigInteger x : w) {
      if (x.signum() < 0) {
        throw new IllegalArgumentException("negative weight " + x);
      }
      sum = sum.add(x);
    }
    if (sum.signum() == 0) {
      throw new IllegalArgumentException("all weights are zero");
    }
    return trim(min, w, sum);
  }

  /**
   * A distribution from exact probabilities.
   *
   * @param probabilities each value's probability
   * @return the distribution
   * @throws IllegalArgumentException if a probability is negative or they do not sum to one
   * @throws OddsLimitException if the least and greatest values span more than {@link #MAX_VALUES}
   */
  public static Distribution ofProbabilities(Map<Integer, Rational> probabilities) {
    if (probabilities.isEmpty()) {
      throw new IllegalArgumentException("Distribution.ofProbabilities: no values");
    }
    int lo = Collections.min(probabilities.keySet());
    int hi = Collections.max(probabilities.keySet());
    int length =
        checkedLength("Distribution.ofProbabilities", "the least value", lo, "the greatest", hi);
    BigInteger lcm = BigInteger.ONE;
    Rational sum = Rational.ZERO;
    for (Rational p : probabilities.values()) {
      if (p.signum() < 0) {
        throw new IllegalArgumentException("negative probability " + p);
      }
      lcm = lcm(lcm, p.denominator());
      sum = sum.add(p);
    }
    if (!sum.equals(Rational.ONE)) {
      throw new IllegalArgumentException("probabilities sum to " + sum + ", not 1");
    }
    BigInteger[] w = new BigInteger[length];
    Arrays.fill(w, BigInteger.ZERO);
    for (Map.Entry<Integer, Rational> e : probabilities.entrySet()) {
      Rational p = e.getValue();
      w[e.getKey() - lo] = p.numerator().multiply(lcm.divide(p.denominator()));
    }
    return trim(lo, w, lcm);
  }

  /**
   * The equal-weight mixture of {@code parts}: pick one part uniformly at random, then a value from
   * it.
   *
   * @param parts the distributions, equally likely
   * @return the mixture
   * @throws OddsLimitException if the parts' values together span more than {@link #MAX_VALUES}
   */
  public static Distribution mixture(List<Distribution> parts) {
    if (parts.isEmpty()) {
      throw new IllegalArgumentException("no parts to mix");
    }
    BigInteger lcm = BigInteger.ONE;
    int lo = Integer.MAX_VALUE;
    int hi = Integer.MIN_VALUE;
    for (Distribution d : parts) {
      lcm = lcm(lcm, d.total);
      lo = Math.min(lo, d.min());
      hi = Math.max(hi, d.max());
    }
    BigInteger[] w =
        new BigInteger
            [checkedLength("Distribution.mixture", "the least value", lo, "the greatest", hi)];
    Arrays.fill(w, BigInteger.ZERO);
    long steps = 0;
    for (Distribution d : parts) {
      steps += (long) d.weights.length * words(lcm);
    }
    WorkMeter.add(steps * WorkMeter.MIXTURE_STEP);
    for (Distribution d : parts) {
      BigInteger scale = lcm.divide(d.total);
      for (int i = 0; i < d.weights.length; i++) {
        int idx = d.min + i - lo;
        w[idx] = w[idx].add(d.weights[i].multiply(scale));
      }
    }
    return reduce(trim(lo, w, lcm.multiply(BigInteger.valueOf(parts.size()))));
  }

  /**
   * The most values a distribution may span, from its least to its greatest value: {@value}. Every
   * factory and operation checks it (and that its values stay within an int) before allocating, and
   * refuses a larger one with an {@link OddsLimitException} naming the arguments.
   */
  public static final int MAX_VALUES = 1 << 20;

  /**
   * {@code to - from + 1} as an int, refused with an {@link OddsLimitException} naming {@code
   * where} and both arguments when it is above {@link #MAX_VALUES} or {@code to} is beyond an int.
   */
  static int checkedLength(String where, String fromName, long from, String toName, long to) {
    long length = to - from + 1;
    if (to > Integer.MAX_VALUE || to < Integer.MIN_VALUE) {
      throw new OddsLimitException(
          String.format(
              Locale.ROOT,
              "%s: %s = %d is beyond an int (%s = %d); a distribution's values are ints",
              where,
              toName,
              to,
              fromName,
              from),
          (double) length,
          MAX_VALUES);
    }
    if (length > MAX_VALUES) {
      throw new OddsLimitException(
          String.format(
              Locale.ROOT,
              "%s: from %s = %d through %s = %d spans %d values, over the documented limit of %d"
                  + " (Distribution.MAX_VALUES)",
              where,
              fromName,
              from,
              toName,
              to,
              length,
              MAX_VALUES),
          (double) length,
          MAX_VALUES);
    }
    return (int) length;
  }

  /** The length of {@code x} in 30-bit words, at least one. */
  static long words(BigInteger x) {
    return x.bitLength() / 30 + 1L;
  }

  private static BigInteger lcm(BigInteger a, BigInteger b) {
    return a.divide(a.gcd(b)).multiply(b);
  }

  private static Distribution trim(int min, BigInteger[] w, BigInteger total) {
    int from = 0;
    while (from < w.length - 1 && w[from].signum() == 0) {
      from++;
    }
    int to = w.length - 1;
    while (to > from && w[to].signum() == 0) {
      to--;
    }
    if (from == 0 && to == w.length - 1) {
      return new Distribution(min, w, total);
    }
    return new Distribution(min + from, Arrays.copyOfRange(w, from, to + 1), total);
  }

  private static Distribution reduce(Distribution d) {
    // Smallest weights first: a weight of 1 (or any small one) ends the search at once.
    Integer[] order = new Integer[d.weights.length];
    for (int i = 0; i < order.length; i++) {
      order[i] = i;
    }
    Arrays.sort(order, Comparator.comparingInt(i -> d.weights[i].bitLength()));
    BigInteger g = d.total;
    for (int i : order) {
      if (d.weights[i].signum() == 0) {
        continue;
      }
      g = g.gcd(d.weights[i]);
      if (g.equals(BigInteger.ONE)) {
        return d;
      }
    }
    BigInteger[] w = new BigInteger[d.weights.length];
    for (int i = 0; i < w.length; i++) {
      w[i] = d.weights[i].divide(g);
    }
    return new Distribution(d.min, w, d.total.divide(g));
  }

  /**
   * The smallest value with non-zero probability.
   *
   * @return the smallest value with non-zero probability
   */
  public int min() {
    return min;
  }

  /**
   * The largest value with non-zero probability.
   *
   * @return the largest value with non-zero probability
   */
  public int max() {
    return min + weights.length - 1;
  }

  /**
   * The integer weight of {@code value}: {@code P(value) = weight(value) / totalWeight()}. Weights
   * share one common total, so sums of probabilities are sums of weights.
   *
   * @param value the value
   * @return its weight
   */
  public BigInteger weight(int value) {
    return value < min || value > max() ? BigInteger.ZERO : weights[value - min];
  }

  /**
   * The common total of the weights (the sum of every {@link #weight}).
   *
   * @return the common total of the weights (the sum of every {@link #weight})
   */
  public BigInteger totalWeight() {
    return total;
  }

  /**
   * {@code P(X = value)}.
   *
   * @param value the value
   * @return its probability
   */
  public Rational probability(int value) {
    if (value < min || value > max()) {
      return Rational.ZERO;
    }
    return Rational.of(weights[value - min], total);
  }

  /**
   * {@code P(X >= threshold)}.
   *
   * @param threshold the threshold
   * @return the exact probability
   */
  public Rational atLeast(int threshold) {
    BigInteger sum = BigInteger.ZERO;
    for (int v = Math.max(threshold, min); v <= max(); v++) {
      sum = sum.add(weights[v - min]);
    }
    return Rational.of(sum, total);
  }

  /**
   * {@code P(X <= threshold)}.
   *
   * @param threshold the threshold
   * @return the exact probability
   */
  public Rational atMost(int threshold) {
    return Rational.ONE.subtract(atLeast(threshold + 1));
  }

  /**
   * The expected value.
   *
   * @return the expected value
   */
  public Rational mean() {
    BigInteger sum = BigInteger.ZERO;
    for (int i = 0; i < weights.length; i++) {
      sum = sum.add(weights[i].multiply(BigInteger.valueOf((long) min + i)));
    }
    return Rational.of(sum, total);
  }

  /**
   * The expected value of {@code f(X)}.
   *
   * @param f the function
   * @return the exact expectation
   */
  public Rational expectation(IntUnaryOperator f) {
    BigInteger sum = BigInteger.ZERO;
    for (int i = 0; i < weights.length; i++) {
      sum = sum.add(weights[i].multiply(BigInteger.valueOf(f.applyAsInt(min + i))));
    }
    return Rational.of(sum, total);
  }

  /**
   * The values with non-zero probability, ascending.
   *
   * @return the values with non-zero probability, ascending
   */
  public List<Integer> support() {
    List<Integer> values = new ArrayList<>();
    for (int i = 0; i < weights.length; i++) {
      if (weights[i].signum() != 0) {
        values.add(min + i);
      }
    }
    return values;
  }

  /**
   * Value to probability for every value with non-zero probability, ascending by value.
   *
   * @return each value's probability, ascending
   */
  public Map<Integer, Rational> probabilities() {
    Map<Integer, Rational> map = new LinkedHashMap<>();
    for (int v : support()) {
      map.put(v, probability(v));
    }
    return map;
  }

  /**
   * The sum of the probabilities of all values: exactly one for every distribution.
   *
   * @return the sum of the probabilities of all values: exactly one for every distribution
   */
  public Rational totalProbability() {
    BigInteger sum = BigInteger.ZERO;
    for (BigInteger w : weights) {
      sum = sum.add(w);
    }
    return Rational.of(sum, total);
  }

  /**
   * The distribution of {@code X + Y} for independent {@code X} (this) and {@code Y}.
   *
   * @param other the other distribution
   * @return the distribution of the sum
   * @throws OddsLimitException if the exact result is too large to compute (see {@link #MAX_WORK})
   */
  public Distribution plus(Distribution other) {
    return sumOf(List.of(this, other), List.of(1, 1));
  }

  /**
   * The distribution of the sum of {@code count} independent copies of this.
   *
   * @param count how many, 0 or more
   * @return the distribution of the sum
   * @throws OddsLimitException if the exact result is too large to compute (see {@link #MAX_WORK})
   */
  public Distribution times(int count) {
    if (count < 0) {
      throw new IllegalArgumentException("negative count " + count);
    }
    return sumOf(List.of(this), List.of(count));
  }

  /**
   * The distribution of a sum of independent variables: {@code counts.get(i)} copies of {@code
   * parts.get(i)} for each {@code i}. One exact product of all parts, faster than adding them one
   * by one.
   *
   * <pre>{@code
   * Distribution d6 = Distribution.uniform(1, 6);
   * Distribution d4 = Distribution.uniform(1, 4);
   * Distribution.sumOf(List.of(d6, d4), List.of(3, 2));   // 3d6 + 2d4
   * }</pre>
   *
   * @param parts the distributions
   * @param counts how many of each
   * @return the distribution of the sum
   * @throws IllegalArgumentException if the lists differ in length or a count is negative
   * @throws OddsLimitException if the exact result is too large to compute (see {@link #MAX_WORK})
   */
  public static Distribution sumOf(List<Distribution> parts, List<Integer> counts) {
    if (parts.size() != counts.size()) {
      throw new IllegalArgumentException(
          parts.size() + " parts but " + counts.size() + " counts: one count per part");
    }
    List<BigInteger[]> bases = new ArrayList<>();
    int[] exponents = new int[parts.size()];
    long min = 0;
    for (int i = 0; i < parts.size(); i++) {
      int c = counts.get(i);
      if (c < 0) {
        throw new IllegalArgumentException("negative count " + c);
      }
      Distribution d = parts.get(i);
      bases.add(d.weights);
      exponents[i] = c;
      min += (long) c * d.min;
    }
    double work = ExactConvolution.work(bases, exponents);
    if (work > MAX_WORK) {
      throw new OddsLimitException(work, MAX_WORK);
    }
    long length = ExactConvolution.resultLength(bases, exponents);
    if (length > MAX_VALUES) {
      throw new OddsLimitException(
          "Distribution.sumOf: the sum spans "
              + length
              + " values, over the documented limit of "
              + MAX_VALUES
              + " (Distribution.MAX_VALUES)",
          length,
          MAX_VALUES);
    }
    if (min < Integer.MIN_VALUE || min + length - 1 > Integer.MAX_VALUE) {
      throw new OddsLimitException(
          "exact odds refused: the sum's values overflow an int", length, Integer.MAX_VALUE);
    }
    BigInteger total = BigInteger.ONE;
    for (int i = 0; i < parts.size(); i++) {
      total = total.multiply(parts.get(i).total.pow(exponents[i]));
    }
    BigInteger[] w = ExactConvolution.powerProduct(bases, exponents);
    return trim((int) min, w, total);
  }

  /**
   * The most work an exact sum may take, in the elementary steps {@link #sumOf} counts (mostly:
   * values of the result times the square of its exact weights' length in 30-bit words). About two
   * seconds on a two-core machine; larger questions are refused before any work with an {@link
   * OddsLimitException}.
   */
  public static final double MAX_WORK = 6.5e8;

  /**
   * The distribution of {@code X - Y} for independent {@code X} (this) and {@code Y}.
   *
   * @param other the other distribution
   * @return the distribution of the difference
   */
  public Distribution minus(Distribution other) {
    return plus(other.negate());
  }

  /**
   * The distribution of {@code -X}.
   *
   * @return the distribution of {@code -X}
   * @throws OddsLimitException if {@code -X} is beyond an int (a value of {@code
   *     Integer.MIN_VALUE})
   */
  public Distribution negate() {
    checkedLength("Distribution.negate", "-max", -(long) max(), "-min", -(long) min);
    BigInteger[] w = new BigInteger[weights.length];
    for (int i = 0; i < w.length; i++) {
      w[i] = weights[weights.length - 1 - i];
    }
    return new Distribution(-max(), w, total);
  }

  /**
   * The distribution of {@code X + constant}.
   *
   * @param constant the constant
   * @return the shifted distribution
   * @throws OddsLimitException if a shifted value is beyond an int
   */
  public Distribution shift(int constant) {
    checkedLength(
        "Distribution.shift by " + constant,
        "min + constant",
        (long) min + constant,
        "max + constant",
        (long) max() + constant);
    return new Distribution(min + constant, weights, total);
  }

  /**
   * The distribution of {@code f(X)}.
   *
   * @param f the mapping
   * @return the mapped distribution
   * @throws OddsLimitException if the mapped values span more than {@link #MAX_VALUES}
   */
  public Distribution map(IntUnaryOperator f) {
    Map<Integer, BigInteger> mapped = new LinkedHashMap<>();
    int lo = Integer.MAX_VALUE;
    int hi = Integer.MIN_VALUE;
    for (int i = 0; i < weights.length; i++) {
      if (weights[i].signum() == 0) {
        continue;
      }
      int v = f.applyAsInt(min + i);
      mapped.merge(v, weights[i], BigInteger::add);
      lo = Math.min(lo, v);
      hi = Math.max(hi, v);
    }
    BigInteger[] w =
        new BigInteger
            [checkedLength("Distribution.map", "the least value", lo, "the greatest", hi)];
    Arrays.fill(w, BigInteger.ZERO);
    for (Map.Entry<Integer, BigInteger> e : mapped.entrySet()) {
      w[e.getKey() - lo] = e.getValue();
    }
    return new Distribution(lo, w, total);
  }

  /**
   * This distribution with weights and total divided by their greatest common divisor.
   *
   * @return this distribution with weights and total divided by their greatest common divisor
   */
  public Distribution reduced() {
    return reduce(this);
  }

  @Override
  public boolean equals(@org.jspecify.annotations.Nullable Object o) {
    return o instanceof Distribution d && probabilities().equals(d.probabilities());
  }

  @Override
  public int hashCode() {
    return probabilities().hashCode();
  }

  @Override
  public String toString() {
    return probabilities().toString();
  }
}
