package io.github.dogfight.core.dice;

import io.github.dogfight.core.odds.OddsLimitException;
import io.github.dogfight.core.odds.Outcomes;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.Supplier;
import org.jspecify.annotations.Nullable;

/**
 * A chance mechanic: one definition that both rolls (through a {@link Roller}, recording every die)
 * and gives its exact {@link Outcomes}, so rolling and asking the odds cannot disagree. Outcomes
 * may be any value, not only integers: a hit with doubles of 4, a failure that is odd and by how
 * much.
 *
 * <p>Chances are built from the factories here and combined with {@link #map}, {@link #then} and
 * {@link #and}; a rule module defines its own mechanic this way (or as a list of outcomes with
 * exact probabilities, {@link #of(String, Outcomes)}, as OpenSpiel's chance outcomes) without
 * touching core. Functions passed in must be pure: the same input gives an equal output.
 *
 * <pre>{@code
 * record ToHit(boolean hit, int doubles) {}
 * Chance<ToHit> shot = Chance.dice(Die.D6, 2)
 *     .map(f -> new ToHit(f.get(0) + f.get(1) >= 9, f.get(0).equals(f.get(1)) ? f.get(0) : 0));
 * shot.outcomes().probability(t -> t.hit() && t.doubles() == 6);   // 1/36
 * Rolled<ToHit> r = roller.roll(shot, "Spitfire fires at Bf 109");  // r.value(), r.roll()
 * }</pre>
 *
 * @param <T> the outcome type, with value-based {@code equals} and {@code hashCode}
 */
public final class Chance<T> {
  /** Most face sequences {@link #dice} enumerates for its exact outcomes. */
  public static final long MAX_SEQUENCES = 1_000_000;

  private final String notation;
  private final Supplier<Outcomes<T>> exact;
  private final Function<RollContext, T> roller;
  private final int expectedFaces;
  private volatile @Nullable Outcomes<T> outcomes;

  private Chance(
      String notation,
      Supplier<Outcomes<T>> exact,
      Function<RollContext, T> roller,
      int expectedFaces) {
    this.notation = Objects.requireNonNull(notation, "notation");
    this.exact = exact;
    this.roller = roller;
    this.expectedFaces = expectedFaces;
  }

  /**
   * How the mechanic is written in a roll's record, such as {@code 2d6} or {@code to-hit}.
   *
   * @return how the mechanic is written in a roll's record, such as {@code 2d6} or {@code to-hit}
   */
  public String notation() {
    return notation;
  }

  /**
   * The exact outcomes, computed once.
   *
   * @return the exact outcomes, computed once
   */
  public Outcomes<T> outcomes() {
    Outcomes<T> o = outcomes;
    if (o == null) {
      o = exact.get();
      outcomes = o;
    }
    return o;
  }

  /** Rolls, drawing faces from {@code context}; use {@link Roller#roll(Chance, String)}. */
  T roll(RollContext context) {
    return Objects.requireNonNull(roller.apply(context), "outcome");
  }

  /** How many faces a roll usually draws, to size the record. */
  int expectedFaces() {
    return expectedFaces;
  }

  /**
   * A dice expression as a chance mechanic whose outcome is its integer value.
   *
   * @param expression the dice expression
   * @return the chance
   */
  public static Chance<Integer> of(DiceExpression expression) {
    return new Chance<>(
        expression.notation(),
        () -> Outcomes.of(expression.distribution()),
        expression::roll,
        expression instanceof DicePool p ? p.count() : 4);
  }

  /**
   * {@code count} dice of one kind, their values in the order rolled: the raw material of mechanics
   * that read individual dice (doubles, odd or even, highest die).
   *
   * @param die the kind of die
   * @param count how many dice
   * @return the chance
   * @throws IllegalArgumentException if {@code count} is negative
   */
  public static Chance<List<Integer>> dice(Die die, int count) {
    if (count < 0) {
      throw new IllegalArgumentException("dice count must be >= 0, was " + count);
    }
    return new Chance<>(
        count + die.toString(),
        () -> sequences(die, count),
        context -> {
          List<Integer> out = new ArrayList<>(count);
          for (int i = 0; i < count; i++) {
            out.add(die.value(context.face(die)));
          }
          return List.copyOf(out);
        },
        count);
  }

  private static Outcomes<List<Integer>> sequences(Die die, int count) {
    double sequences = Math.pow(die.sides(), count);
    if (sequences > MAX_SEQUENCES) {
      throw new OddsLimitException(
          "exact outcomes refused: "
              + count
              + die
              + " has "
              + (long) sequences
              + " face sequences, over the documented limit of "
              + MAX_SEQUENCES
              + " (Chance.MAX_SEQUENCES)",
          sequences,
          MAX_SEQUENCES);
    }
    List<Integer> values = new ArrayList<>();
    for (int f = 1; f <= die.sides(); f++) {
      values.add(die.value(f));
    }
    Outcomes<List<Integer>> out = Outcomes.certain(List.of());
    Outcomes<Integer> one = Outcomes.uniform(values);
    for (int i = 0; i < count; i++) {
      out =
          out.and(
              one,
              (list, v) -> {
                List<Integer> next = new ArrayList<>(list);
                next.add(v);
                return List.copyOf(next);
              });
    }
    return out;
  }

  /**
   * A mechanic given as its outcomes with exact probabilities. A roll draws one uniform integer
   * below the total weight (one die of that many sides up to 64, otherwise six bits per d64 with
   * rejection) and picks the outcome it falls in, in the outcomes' order.
   *
   * @param <T> the outcome type, with value-based {@code equals} and {@code hashCode}
   * @param notation how it is written in a roll's record
   * @param outcomes the exact outcomes
   * @return a mechanic given as its outcomes with exact probabilities
   */
  public static <T> Chance<T> of(String notation, Outcomes<T> outcomes) {
    List<T> values = outcomes.values();
    List<BigInteger> cumulative = new ArrayList<>();
    BigInteger sum = BigInteger.ZERO;
    for (T v : values) {
      sum = sum.add(outcomes.weight(v));
      cumulative.add(sum);
    }
    BigInteger total = outcomes.totalWeight();
    return new Chance<>(
        notation,
        () -> outcomes,
        context -> {
          BigInteger r = uniform(total, context);
          for (int i = 0; i < values.size(); i++) {
            if (r.compareTo(cumulative.get(i)) < 0) {
              return values.get(i);
            }
          }
          throw new IllegalStateException("uniform draw " + r + " beyond total " + total);
        },
        2);
  }

  /** A uniform integer in {@code [0, n)} from dice. */
  static BigInteger uniform(BigInteger n, RollContext context) {
    if (n.equals(BigInteger.ONE)) {
      return BigInteger.ZERO;
    }
    // 64, not Die.MAX_SIDES: draws stay as they were when dice had at most 64 sides.
    if (n.bitLength() <= 7 && n.intValue() <= 64) {
      return BigInteger.valueOf(context.face(Die.of(n.intValue())) - 1L);
    }
    int bits = n.bitLength();
    Die d64 = Die.of(64);
    while (true) {
      BigInteger r = BigInteger.ZERO;
      for (int have = 0; have < bits; have += 6) {
        r = r.shiftLeft(6).or(BigInteger.valueOf(context.face(d64) - 1L));
      }
      r = r.shiftRight(((bits + 5) / 6) * 6 - bits);
      if (r.compareTo(n) < 0) {
        return r;
      }
    }
  }

  /**
   * This mechanic with its outcomes mapped by {@code f} (equal results add up).
   *
   * @param <U> the new outcome type
   * @param f the mapping
   * @return the mapped chance
   */
  public <U> Chance<U> map(Function<? super T, ? extends U> f) {
    return new Chance<>(
        notation, () -> outcomes().map(f), context -> f.apply(roll(context)), expectedFaces);
  }

  /**
   * A mechanic that depends on this one's outcome: roll this, then the mechanic {@code f} gives for
   * the outcome (a to-hit roll, then damage dice only on a hit).
   *
   * @param <U> the new outcome type
   * @param f the chance that follows each outcome
   * @return the combined chance
   */
  public <U> Chance<U> then(Function<? super T, Chance<U>> f) {
    Map<T, Chance<U>> memo = new ConcurrentHashMap<>();
    return new Chance<>(
        notation + " then ...",
        () -> outcomes().flatMap(x -> memo.computeIfAbsent(x, f).outcomes()),
        context -> memo.computeIfAbsent(roll(context), f).roll(context),
        expectedFaces);
  }

  /**
   * This mechanic and an independent one, rolled in that order, their outcomes combined by {@code
   * f}: roll twice and keep the better is {@code c.and(c, better)}.
   *
   * @param <U> the other outcome type
   * @param <R> the combined outcome type
   * @param other the other chance
   * @param f combines both outcomes
   * @return the combined chance
   */
  public <U, R> Chance<R> and(Chance<U> other, BiFunction<? super T, ? super U, ? extends R> f) {
    return new Chance<>(
        notation + " and " + other.notation,
        () -> outcomes().and(other.outcomes(), f),
        context -> {
          T a = roll(context);
          U b = other.roll(context);
          return f.apply(a, b);
        },
        expectedFaces + other.expectedFaces);
  }

  /**
   * This mechanic under another name in roll records.
   *
   * @param name the name
   * @return the named chance
   */
  public Chance<T> named(String name) {
    return new Chance<>(name, this::outcomes, this::roll, expectedFaces);
  }

  /** {@code Chance[notation]}. */
  @Override
  public String toString() {
    return "Chance[" + notation + "]";
  }
}
