package io.github.dogfight.core.dice;

import io.github.dogfight.core.internal.WorkMeter;
import io.github.dogfight.core.odds.Distribution;
import io.github.dogfight.core.odds.OddsLimitException;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * {@code count} dice of one kind, summed or counted for successes, optionally exploding or keeping
 * only the highest or lowest few.
 *
 * <ul>
 *   <li>Without success faces the value is the sum of the dice values; an exploding die adds the
 *       value of its extra die ({@code 3d6!}: Wild Blue burst fire).
 *   <li>With success faces the value is the number of dice, extra dice included, showing a success
 *       face ({@code 14d6s{1,6}!{6}}: a Heresy Engine pool where 1 and 6 succeed and a 6 adds a
 *       die).
 *   <li>With keep, only the {@code keep} highest (or lowest) dice are summed ({@code 2d20kl1});
 *       keep cannot be combined with explosions or successes.
 * </ul>
 *
 * @param count number of dice, 0 to 1000
 * @param die the kind of die
 * @param successes faces that count as successes; empty to sum values instead
 * @param explosion explosion rule, if the dice explode
 * @param keep how many dice to keep, if not all
 * @param keepHighest with {@code keep}: keep the highest (true) or lowest (false)
 */
public record DicePool(
    int count,
    Die die,
    Optional<FaceSet> successes,
    Optional<Explosion> explosion,
    Optional<Integer> keep,
    boolean keepHighest)
    implements DiceExpression {

  /** Most multisets enumerated for the exact odds of a keep-highest/lowest pool. */
  public static final int MAX_KEEP_ENUMERATION = 200_000;

  /**
   * Checks the arguments.
   *
   * @param count number of dice, 0 to 1000
   * @param die the kind of die
   * @param successes faces that count as successes; empty to sum values instead
   * @param explosion explosion rule, if the dice explode
   * @param keep how many dice to keep, if not all
   * @param keepHighest with {@code keep}: keep the highest (true) or lowest (false)
   * @throws IllegalArgumentException naming the offending field
   */
  public DicePool {
    Objects.requireNonNull(die, "die");
    Objects.requireNonNull(successes, "successes");
    Objects.requireNonNull(explosion, "explosion");
    Objects.requireNonNull(keep, "keep");
    if (count < 0 || count > 1000) {
      throw new IllegalArgumentException("dice count must be 0..1000, was " + count);
    }
    if (keep.isPresent()) {
      int k = keep.get();
      if (k < 1 || k > count) {
        throw new IllegalArgumentException("keep must be 1.." + count + ", was " + k);
      }
      if (successes.isPresent() || explosion.isPresent()) {
        throw new IllegalArgumentException("keep cannot be combined with successes or explosions");
      }
    }
    if (successes.isPresent() && successes.get().max() > die.sides()) {
      throw new IllegalArgumentException(
          "success faces " + successes.get() + " exceed the die's " + die.sides() + " sides");
    }
    if (explosion.isPresent() && explosion.get().faces().countUpTo(die.sides()) == die.sides()) {
      throw new IllegalArgumentException(
          "every face of a "
              + die
              + " explodes, so only the depth cap would stop a roll: leave at least one face that"
              + " does not explode");
    }
    if (explosion.isPresent() && explosion.get().faces().max() > die.sides()) {
      throw new IllegalArgumentException(
          "explosion faces "
              + explosion.get().faces()
              + " exceed the die's "
              + die.sides()
              + " sides");
    }
  }

  /**
   * {@code count} plain dice summed: {@code NdS}.
   *
   * @param count number of dice, 0 to 1000
   * @param die the kind of die
   * @return the pool
   */
  public static DicePool sum(int count, Die die) {
    return new DicePool(count, die, Optional.empty(), Optional.empty(), Optional.empty(), true);
  }

  /**
   * {@code count} exploding dice summed: {@code NdS!}.
   *
   * @param count number of dice, 0 to 1000
   * @param die the kind of die
   * @param explosion explosion rule, if the dice explode
   * @return the pool
   */
  public static DicePool exploding(int count, Die die, Explosion explosion) {
    return new DicePool(
        count,
        die,
        Optional.empty(),
        Optional.of(Objects.requireNonNull(explosion, "explosion")),
        Optional.empty(),
        true);
  }

  /**
   * A success-counting pool, optionally exploding.
   *
   * @param count number of dice, 0 to 1000
   * @param die the kind of die
   * @param explosion explosion rule, if the dice explode
   * @param successFaces the faces that count as successes
   * @return the pool
   */
  public static DicePool successes(
      int count, Die die, FaceSet successFaces, Optional<Explosion> explosion) {
    return new DicePool(
        count,
        die,
        Optional.of(Objects.requireNonNull(successFaces, "successFaces")),
        explosion,
        Optional.empty(),
        true);
  }

  /**
   * Keep the {@code keep} highest or lowest of {@code count} dice.
   *
   * @param count number of dice, 0 to 1000
   * @param die the kind of die
   * @param keep how many dice to keep, if not all
   * @param highest keep the highest (true) or lowest (false)
   * @return the pool
   */
  public static DicePool keep(int count, Die die, int keep, boolean highest) {
    return new DicePool(count, die, Optional.empty(), Optional.empty(), Optional.of(keep), highest);
  }

  /**
   * This pool with a different number of dice.
   *
   * @param newCount the new count
   * @return the pool
   */
  public DicePool withCount(int newCount) {
    return new DicePool(newCount, die, successes, explosion, keep, keepHighest);
  }

  @Override
  public String notation() {
    StringBuilder sb = new StringBuilder().append(count).append(die);
    keep.ifPresent(k -> sb.append(keepHighest ? "kh" : "kl").append(k));
    successes.ifPresent(s -> sb.append('s').append(s));
    explosion.ifPresent(e -> sb.append(e.notation(die)));
    return sb.toString();
  }

  @Override
  public Distribution distribution() {
    if (keep.isPresent()) {
      return keepDistribution(keep.get());
    }
    return Factors.distribution(this);
  }

  /** The distribution contributed by one die of the pool, explosions included. */
  Distribution perDie() {
    return singleDie(0);
  }

  /** The distribution contributed by one original die rolled at explosion depth {@code depth}. */
  private Distribution singleDie(int depth) {
    boolean canExplode = explosion.isPresent() && depth < explosion.get().maxDepth();
    Distribution next = canExplode ? singleDie(depth + 1) : Distribution.point(0);
    List<Distribution> branches = new ArrayList<>(die.sides());
    for (int f = 1; f <= die.sides(); f++) {
      int own = contribution(f);
      if (canExplode && explosion.get().faces().contains(f)) {
        branches.add(next.shift(own));
      } else {
        branches.add(Distribution.point(own));
      }
    }
    return Distribution.mixture(branches);
  }

  /** What raw {@code face} adds to the pool's value: its value, or 1 or 0 for a success. */
  int contribution(int face) {
    if (successes.isPresent()) {
      return successes.get().contains(face) ? 1 : 0;
    }
    return die.value(face);
  }

  private static BigInteger multisetCount(int count, int sides) {
    BigInteger combos = BigInteger.ONE;
    for (int i = 1; i <= count; i++) {
      combos = combos.multiply(BigInteger.valueOf(sides + i - 1)).divide(BigInteger.valueOf(i));
    }
    return combos;
  }

  /**
   * The multisets the exact odds of this keep pool enumerate, refused over {@link
   * #MAX_KEEP_ENUMERATION} before any is.
   */
  BigInteger checkedMultisets() {
    BigInteger combos = multisetCount(count, die.sides());
    if (combos.compareTo(BigInteger.valueOf(MAX_KEEP_ENUMERATION)) > 0) {
      throw new OddsLimitException(
          "exact odds of "
              + notation()
              + " would enumerate "
              + combos
              + " dice combinations (limit "
              + MAX_KEEP_ENUMERATION
              + ")",
          combos.doubleValue(),
          MAX_KEEP_ENUMERATION);
    }
    return combos;
  }

  private Distribution keepDistribution(int k) {
    int sides = die.sides();
    BigInteger combos = checkedMultisets();
    BigInteger[] factorial = new BigInteger[count + 1];
    factorial[0] = BigInteger.ONE;
    for (int i = 1; i <= count; i++) {
      factorial[i] = factorial[i - 1].multiply(BigInteger.valueOf(i));
    }
    int[] values = new int[sides];
    for (int f = 1; f <= sides; f++) {
      values[f - 1] = die.value(f);
    }
    java.util.Map<Integer, BigInteger> weights = new java.util.TreeMap<>();
    int[] counts = new int[sides];
    WorkMeter.add((long) (combos.doubleValue() * (count + 1) * Factors.KEEP_STEP));
    enumerate(0, count, counts, factorial, values, k, weights);
    int lo = Collections.min(weights.keySet());
    int hi = Collections.max(weights.keySet());
    BigInteger[] w = new BigInteger[hi - lo + 1];
    Arrays.fill(w, BigInteger.ZERO);
    weights.forEach((v, x) -> w[v - lo] = x);
    return Distribution.ofWeights(lo, Arrays.asList(w)).reduced();
  }

  private void enumerate(
      int face,
      int remaining,
      int[] counts,
      BigInteger[] factorial,
      int[] values,
      int k,
      java.util.Map<Integer, BigInteger> weights) {
    if (face == counts.length - 1) {
      counts[face] = remaining;
      BigInteger ways = factorial[count];
      List<Integer> dice = new ArrayList<>(count);
      for (int f = 0; f < counts.length; f++) {
        ways = ways.divide(factorial[counts[f]]);
        for (int i = 0; i < counts[f]; i++) {
          dice.add(values[f]);
        }
      }
      weights.merge(keptSum(dice, k), ways, BigInteger::add);
      return;
    }
    for (int c = 0; c <= remaining; c++) {
      counts[face] = c;
      enumerate(face + 1, remaining - c, counts, factorial, values, k, weights);
    }
  }

  private int keptSum(List<Integer> dice, int k) {
    List<Integer> sorted = new ArrayList<>(dice);
    Collections.sort(sorted);
    int sum = 0;
    for (int i = 0; i < k; i++) {
      sum += keepHighest ? sorted.get(sorted.size() - 1 - i) : sorted.get(i);
    }
    return sum;
  }

  @Override
  public int roll(RollContext context) {
    if (keep.isPresent()) {
      List<Integer> dice = new ArrayList<>(count);
      for (int i = 0; i < count; i++) {
        dice.add(die.value(context.face(die)));
      }
      return keptSum(dice, keep.get());
    }
    int total = 0;
    if (explosion.isEmpty() && successes.isEmpty()) {
      for (int i = 0; i < count; i++) {
        total += die.value(context.face(die));
      }
      return total;
    }
    for (int i = 0; i < count; i++) {
      int depth = 0;
      while (true) {
        int f = context.face(die);
        total += contribution(f);
        if (explosion.isPresent()
            && depth < explosion.get().maxDepth()
            && explosion.get().faces().contains(f)) {
          context.exploded();
          depth++;
        } else {
          break;
        }
      }
    }
    return total;
  }
}
