package io.github.dogfight.core.odds;

import io.github.dogfight.core.internal.WorkMeter;
import java.math.BigInteger;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.ToIntFunction;
import org.jspecify.annotations.Nullable;

/**
 * An exact probability distribution over outcomes of any type: each outcome has a non-negative
 * integer weight over a common total, so probabilities are exact {@link Rational}s that sum to
 * exactly one. Outcomes keep the order in which they were first produced, so everything built on
 * them is deterministic. Immutable.
 *
 * <p>Where {@link Distribution} covers integer values, {@code Outcomes} covers joint results: a hit
 * rolled with doubles of 4, a failure that is odd and by how much.
 *
 * <pre>{@code
 * record Shot(boolean hit, int doubles) {}
 * Outcomes<Shot> shots = Chance.dice(Die.D6, 2)
 *     .map(f -> new Shot(f.get(0) + f.get(1) >= 7, f.get(0).equals(f.get(1)) ? f.get(0) : 0))
 *     .outcomes();
 * shots.probability(s -> s.hit() && s.doubles() == 4);     // 1/36
 * }</pre>
 *
 * @param <T> the outcome type, with value-based {@code equals} and {@code hashCode}
 */
public final class Outcomes<T> {
  /** Most outcomes a product of two outcome sets may enumerate before it is refused. */
  public static final long MAX_PRODUCT = 4_000_000;

  private final Map<T, BigInteger> weights;
  private final BigInteger total;

  private Outcomes(Map<T, BigInteger> weights, BigInteger total) {
    this.weights = weights;
    this.total = total;
  }

  /**
   * Outcomes with the given integer weights, in the map's order; zero weights are dropped.
   *
   * @param <T> the outcome type, with value-based {@code equals} and {@code hashCode}
   * @param weights each outcome's weight
   * @return the outcomes
   * @throws IllegalArgumentException if a weight is negative or all are zero
   */
  public static <T> Outcomes<T> ofWeights(Map<T, BigInteger> weights) {
    Map<T, BigInteger> w = new LinkedHashMap<>();
    BigInteger sum = BigInteger.ZERO;
    for (Map.Entry<T, BigInteger> e : weights.entrySet()) {
      BigInteger x = Objects.requireNonNull(e.getValue(), "weight");
      if (x.signum() < 0) {
        throw new IllegalArgumentException("negative weight " + x + " for outcome " + e.getKey());
      }
      if (x.signum() > 0) {
        w.merge(Objects.requireNonNull(e.getKey(), "outcome"), x, BigInteger::add);
        sum = sum.add(x);
      }
    }
    if (sum.signum() == 0) {
      throw new IllegalArgumentException("all weights are zero");
    }
    return new Outcomes<>(Collections.unmodifiableMap(w), sum).reduced();
  }

  /**
   * Outcomes with exact probabilities, in the map's order.
   *
   * @param <T> the outcome type, with value-based {@code equals} and {@code hashCode}
   * @param probabilities each outcome's probability
   * @return the outcomes
   * @throws IllegalArgumentException if a probability is negative or they do not sum to one
   */
  public static <T> Outcomes<T> of(Map<T, Rational> probabilities) {
    BigInteger lcm = BigInteger.ONE;
    Rational sum = Rational.ZERO;
    for (Rational p : probabilities.values()) {
      if (p.signum() < 0) {
        throw new IllegalArgumentException("negative probability " + p);
      }
      lcm = lcm.divide(lcm.gcd(p.denominator())).multiply(p.denominator());
      sum = sum.add(p);
    }
    if (!sum.equals(Rational.ONE)) {
      throw new IllegalArgumentException("probabilities sum to " + sum + ", not 1");
    }
    Map<T, BigInteger> w = new LinkedHashMap<>();
    for (Map.Entry<T, Rational> e : probabilities.entrySet()) {
      Rational p = e.getValue();
      w.put(e.getKey(), p.numerator().multiply(lcm.divide(p.denominator())));
    }
    return ofWeights(w);
  }

  /**
   * Every outcome in {@code values} equally likely (a repeated value counts once per time).
   *
   * @param <T> the outcome type, with value-based {@code equals} and {@code hashCode}
   * @param values the values, equally likely
   * @return the outcomes
   */
  public static <T> Outcomes<T> uniform(List<T> values) {
    Map<T, BigInteger> w = new LinkedHashMap<>();
    for (T v : values) {
      w.merge(v, BigInteger.ONE, BigInteger::add);
    }
    return ofWeights(w);
  }

  /**
   * The outcome {@code value} with certainty.
   *
   * @param <T> the outcome type, with value-based {@code equals} and {@code hashCode}
   * @param value the value
   * @return the outcomes
   */
  public static <T> Outcomes<T> certain(T value) {
    Objects.requireNonNull(value, "value");
    return new Outcomes<>(Map.of(value, BigInteger.ONE), BigInteger.ONE);
  }

  /**
   * The integer distribution {@code d} as outcomes, ascending.
   *
   * @param d the distribution
   * @return the outcomes
   */
  public static Outcomes<Integer> of(Distribution d) {
    Map<Integer, BigInteger> w = new LinkedHashMap<>();
    for (int v : d.support()) {
      w.put(v, d.weight(v));
    }
    return new Outcomes<>(Collections.unmodifiableMap(w), d.totalWeight());
  }

  /**
   * The exact probability of {@code outcome} (zero when it cannot happen).
   *
   * @param outcome the outcome
   * @return its probability
   */
  public Rational probability(T outcome) {
    BigInteger w = weights.get(outcome);
    return w == null ? Rational.ZERO : Rational.of(w, total);
  }

  /**
   * The exact probability that the outcome satisfies {@code event}.
   *
   * @param event the outcomes counted
   * @return the exact probability
   */
  public Rational probability(Predicate<? super T> event) {
    BigInteger sum = BigInteger.ZERO;
    for (Map.Entry<T, BigInteger> e : weights.entrySet()) {
      if (event.test(e.getKey())) {
        sum = sum.add(e.getValue());
      }
    }
    return Rational.of(sum, total);
  }

  /**
   * The exact expected value of {@code f} over the outcomes.
   *
   * @param f the function
   * @return the exact expectation
   */
  public Rational expectation(ToIntFunction<? super T> f) {
    BigInteger sum = BigInteger.ZERO;
    for (Map.Entry<T, BigInteger> e : weights.entrySet()) {
      sum = sum.add(e.getValue().multiply(BigInteger.valueOf(f.applyAsInt(e.getKey()))));
    }
    return Rational.of(sum, total);
  }

  /**
   * The outcomes with non-zero probability, in order.
   *
   * @return the outcomes with non-zero probability, in order
   */
  public List<T> values() {
    return List.copyOf(weights.keySet());
  }

  /**
   * Outcome to exact probability, in order.
   *
   * @return each outcome's probability, in order
   */
  public Map<T, Rational> probabilities() {
    Map<T, Rational> m = new LinkedHashMap<>();
    weights.forEach((k, w) -> m.put(k, Rational.of(w, total)));
    return Collections.unmodifiableMap(m);
  }

  /**
   * The integer weight of {@code outcome} over {@link #totalWeight()}.
   *
   * @param outcome the outcome
   * @return its weight
   */
  public BigInteger weight(T outcome) {
    return weights.getOrDefault(outcome, BigInteger.ZERO);
  }

  /**
   * The common total of the weights.
   *
   * @return the common total of the weights
   */
  public BigInteger totalWeight() {
    return total;
  }

  /**
   * How many distinct outcomes.
   *
   * @return how many distinct outcomes
   */
  public int size() {
    return weights.size();
  }

  /**
   * The outcomes of {@code f(X)}; outcomes that {@code f} maps together add up.
   *
   * @param <U> the new outcome type
   * @param f the mapping
   * @return the mapped outcomes
   */
  public <U> Outcomes<U> map(Function<? super T, ? extends U> f) {
    Map<U, BigInteger> w = new LinkedHashMap<>();
    weights.forEach(
        (k, x) ->
            w.merge(Objects.requireNonNull(f.apply(k), "mapped outcome"), x, BigInteger::add));
    return new Outcomes<>(Collections.unmodifiableMap(w), total).reduced();
  }

  /**
   * Dependent outcomes: for each outcome {@code x} of this, the outcomes {@code f(x)}, weighted by
   * the probability of {@code x}.
   *
   * @param <U> the new outcome type
   * @param f the outcomes that follow each outcome
   * @return the combined outcomes
   */
  public <U> Outcomes<U> flatMap(Function<? super T, Outcomes<U>> f) {
    List<Map.Entry<BigInteger, Outcomes<U>>> next = new java.util.ArrayList<>();
    BigInteger lcm = BigInteger.ONE;
    for (Map.Entry<T, BigInteger> e : weights.entrySet()) {
      Outcomes<U> o = f.apply(e.getKey());
      next.add(Map.entry(e.getValue(), o));
      lcm = lcm.divide(lcm.gcd(o.total)).multiply(o.total);
    }
    long merged = 0;
    for (Map.Entry<BigInteger, Outcomes<U>> e : next) {
      merged += e.getValue().size();
    }
    WorkMeter.add(merged * WorkMeter.MIXTURE_STEP);
    Map<U, BigInteger> w = new LinkedHashMap<>();
    for (Map.Entry<BigInteger, Outcomes<U>> e : next) {
      BigInteger scale = e.getKey().multiply(lcm.divide(e.getValue().total));
      e.getValue().weights.forEach((u, x) -> w.merge(u, x.multiply(scale), BigInteger::add));
    }
    return new Outcomes<>(Collections.unmodifiableMap(w), total.multiply(lcm)).reduced();
  }

  /**
   * Independent outcomes: {@code f(x, y)} for every outcome {@code x} of this and {@code y} of
   * {@code other}.
   *
   * @param <U> the other outcome type
   * @param <R> the combined outcome type
   * @param other the other outcomes
   * @param f combines both
   * @return the combined outcomes
   * @throws OddsLimitException if the pairs would exceed {@link #MAX_PRODUCT}
   */
  public <U, R> Outcomes<R> and(
      Outcomes<U> other, BiFunction<? super T, ? super U, ? extends R> f) {
    long pairs = (long) size() * other.size();
    if (pairs > MAX_PRODUCT) {
      throw new OddsLimitException(
          "exact outcomes refused: combining "
              + size()
              + " by "
              + other.size()
              + " outcomes would enumerate "
              + pairs
              + " pairs, over the documented limit of "
              + MAX_PRODUCT
              + " (Outcomes.MAX_PRODUCT)",
          pairs,
          MAX_PRODUCT);
    }
    WorkMeter.add(pairs * WorkMeter.MIXTURE_STEP);
    Map<R, BigInteger> w = new LinkedHashMap<>();
    weights.forEach(
        (x, wx) ->
            other.weights.forEach(
                (y, wy) ->
                    w.merge(
                        Objects.requireNonNull(f.apply(x, y), "combined outcome"),
                        wx.multiply(wy),
                        BigInteger::add)));
    return new Outcomes<>(Collections.unmodifiableMap(w), total.multiply(other.total)).reduced();
  }

  /**
   * The integer distribution of {@code f(X)}.
   *
   * @param f the value of each outcome
   * @return the distribution
   * @throws OddsLimitException if the values span more than {@link Distribution#MAX_VALUES}
   */
  public Distribution toDistribution(ToIntFunction<? super T> f) {
    java.util.TreeMap<Integer, BigInteger> w = new java.util.TreeMap<>();
    weights.forEach((k, x) -> w.merge(f.applyAsInt(k), x, BigInteger::add));
    int lo = w.firstKey();
    int hi = w.lastKey();
    BigInteger[] a =
        new BigInteger
            [Distribution.checkedLength(
                "Outcomes.toDistribution", "the least value", lo, "the greatest", hi)];
    java.util.Arrays.fill(a, BigInteger.ZERO);
    w.forEach((v, x) -> a[v - lo] = a[v - lo].add(x));
    return Distribution.ofWeights(lo, java.util.Arrays.asList(a));
  }

  private Outcomes<T> reduced() {
    BigInteger g = total;
    for (BigInteger w : weights.values()) {
      g = g.gcd(w);
      if (g.equals(BigInteger.ONE)) {
        return this;
      }
    }
    Map<T, BigInteger> w = new LinkedHashMap<>();
    BigInteger div = g;
    weights.forEach((k, x) -> w.put(k, x.divide(div)));
    return new Outcomes<>(Collections.unmodifiableMap(w), total.divide(g));
  }

  /** Equal when every outcome has the same probability (order does not matter). */
  @Override
  public boolean equals(@Nullable Object o) {
    return o instanceof Outcomes<?> other && probabilities().equals(other.probabilities());
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
