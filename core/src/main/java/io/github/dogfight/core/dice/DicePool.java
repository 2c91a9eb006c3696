package io.github.dogfight.core.dice;

import io.github.dogfight.core.internal.WorkMeter;
import io.github.dogfight.core.odds.Distribution;
import io.github.dogfight.core.odds.OddsLimitException;
import io.github.dogfight.core.odds.Rational;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * {@code count} dice of one kind, summed or counted for successes, optionally rerolling some faces,
 * exploding, or keeping only the highest or lowest few.
 *
 * <ul>
 *   <li>Without success faces the value is the sum of the dice values; an exploding die adds the
 *       value of its extra die ({@code 3d6!}: Wild Blue burst fire).
 *   <li>With success faces the value is the number of dice, extra dice included, showing a success
 *       face ({@code 14d6s{1,6}!{6}}: a Heresy Engine pool where 1 and 6 succeed and a 6 adds a
 *       die).
 *   <li>With keep, only the {@code keep} highest (or lowest) dice are summed ({@code 2d20kl1});
 *       dropping the lowest (or highest) few is keeping the others ({@code 4d6dl1} keeps the 3
 *       highest, written as a drop). Keep cannot be combined with explosions or successes.
 *   <li>With a reroll, every die rolled (extra dice of an explosion too) is rolled again while (or,
 *       for a reroll once, if) it shows a reroll face, before anything else reads it ({@code
 *       2d6r1}, {@code 1d20ro1}).
 * </ul>
 *
 * @param count number of dice, 0 to 1000
 * @param die the kind of die
 * @param successes faces that count as successes; empty to sum values instead
 * @param explosion explosion rule, if the dice explode
 * @param keep how many dice to keep, if not all
 * @param keepHighest with {@code keep}: keep the highest (true) or lowest (false)
 * @param reroll reroll rule, if some faces are rolled again
 * @param writtenAsDrop with {@code keep}: written as dropping the other dice ({@code dl}, {@code
 *     dh}) rather than keeping these ({@code kh}, {@code kl}); the odds are the same
 */
public record DicePool(
    int count,
    Die die,
    Optional<FaceSet> successes,
    Optional<Explosion> explosion,
    Optional<Integer> keep,
    boolean keepHighest,
    Optional<Reroll> reroll,
    boolean writtenAsDrop)
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
   * @param reroll reroll rule, if some faces are rolled again
   * @param writtenAsDrop with {@code keep}: written as dropping the other dice ({@code dl}, {@code
   *     dh}) rather than keeping these ({@code kh}, {@code kl}); the odds are the same
   * @throws IllegalArgumentException naming the offending field
   */
  public DicePool {
    Objects.requireNonNull(die, "die");
    Objects.requireNonNull(successes, "successes");
    Objects.requireNonNull(explosion, "explosion");
    Objects.requireNonNull(keep, "keep");
    Objects.requireNonNull(reroll, "reroll");
    if (count < 0 || count > 1000) {
      throw new IllegalArgumentException("dice count must be 0..1000, was " + count);
    }
    if (keep.isPresent()) {
      int k = keep.get();
      if (k < 1 || k > count) {
        throw new IllegalArgumentException(
            writtenAsDrop
                ? "drop must be 0.." + (count - 1) + " of " + count + " dice, was " + (count - k)
                : "keep must be 1.." + count + ", was " + k);
      }
      if (successes.isPresent() || explosion.isPresent()) {
        throw new IllegalArgumentException("keep cannot be combined with successes or explosions");
      }
    } else if (writtenAsDrop) {
      throw new IllegalArgumentException("a drop needs the number of dice kept");
    }
    if (successes.isPresent() && successes.get().max() > die.sides()) {
      throw new IllegalArgumentException(
          "success faces " + successes.get() + " exceed the die's " + die.sides() + " sides");
    }
    if (reroll.isPresent()) {
      if (reroll.get().faces().max() > die.sides()) {
        throw new IllegalArgumentException(
            "reroll faces " + reroll.get().faces() + " exceed the die's " + die.sides() + " sides");
      }
      if (reroll.get().standing(die).isEmpty()) {
        throw new IllegalArgumentException(
            "every face of a "
                + die
                + " would be rerolled, so no roll would end: leave at least one face standing");
      }
    }
    if (explosion.isPresent() && explosion.get().faces().max() > die.sides()) {
      throw new IllegalArgumentException(
          "explosion faces "
              + explosion.get().faces()
              + " exceed the die's "
              + die.sides()
              + " sides");
    }
    if (explosion.isPresent()) {
      FaceSet standing =
          reroll.isPresent() ? reroll.get().standing(die) : FaceSet.range(1, die.sides());
      boolean stops = false;
      for (int f : standing.faces()) {
        stops |= !explosion.get().faces().contains(f);
      }
      if (!stops) {
        throw new IllegalArgumentException(
            "every face of a "
                + die
                + (reroll.isPresent() ? " that can stand" : "")
                + " explodes, so only the depth cap would stop a roll: leave at least one face"
                + " that does not explode");
      }
    }
  }

  /**
   * A pool without a reroll, written with {@code kh}/{@code kl} when it keeps: the components
   * before rerolls and drops were added.
   *
   * @param count number of dice, 0 to 1000
   * @param die the kind of die
   * @param successes faces that count as successes; empty to sum values instead
   * @param explosion explosion rule, if the dice explode
   * @param keep how many dice to keep, if not all
   * @param keepHighest with {@code keep}: keep the highest (true) or lowest (false)
   * @throws IllegalArgumentException naming the offending field
   */
  public DicePool(
      int count,
      Die die,
      Optional<FaceSet> successes,
      Optional<Explosion> explosion,
      Optional<Integer> keep,
      boolean keepHighest) {
    this(count, die, successes, explosion, keep, keepHighest, Optional.empty(), false);
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
    return new DicePool(
        newCount, die, successes, explosion, keep, keepHighest, reroll, writtenAsDrop);
  }

  /**
   * Drop the {@code drop} lowest (or highest) of {@code count} dice: {@code 4d6dl1} keeps the 3
   * highest.
   *
   * @param count number of dice, 1 to 1000
   * @param die the kind of die
   * @param drop how many dice to drop, 0 to {@code count - 1}
   * @param lowest drop the lowest (true) or highest (false)
   * @return the pool
   */
  public static DicePool drop(int count, Die die, int drop, boolean lowest) {
    return new DicePool(
        count,
        die,
        Optional.empty(),
        Optional.empty(),
        Optional.of(count - drop),
        lowest,
        Optional.empty(),
        true);
  }

  /**
   * This pool with every die rerolled by {@code rule}.
   *
   * @param rule the reroll rule
   * @return the pool
   */
  public DicePool rerolling(Reroll rule) {
    return new DicePool(
        count, die, successes, explosion, keep, keepHighest, Optional.of(rule), writtenAsDrop);
  }

  @Override
  public String notation() {
    StringBuilder sb = new StringBuilder().append(count).append(die);
    reroll.ifPresent(r -> sb.append(r.notation(die)));
    keep.ifPresent(
        k -> {
          if (writtenAsDrop) {
            sb.append(keepHighest ? "dl" : "dh").append(count - k);
          } else {
            sb.append(keepHighest ? "kh" : "kl").append(k);
          }
        });
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

  @Override
  public List<Integer> explosionCaps() {
    return explosion.map(e -> List.of(e.maxDepth())).orElse(List.of());
  }

  /**
   * {@code count} times one die's uncapped mean: with face weights {@code w} (all 1 without a
   * reroll) and contributions {@code c}, {@code sum(w c) / (sum(w) - sum of w over exploding
   * faces)}. A keep pool (which cannot explode) gives its distribution's mean.
   */
  @Override
  public Rational uncappedMean() {
    if (keep.isPresent()) {
      return distribution().mean();
    }
    long[] w = faceWeights();
    BigInteger total = BigInteger.ZERO;
    BigInteger stops = BigInteger.ZERO;
    BigInteger added = BigInteger.ZERO;
    for (int f = 1; f <= die.sides(); f++) {
      BigInteger weight = BigInteger.valueOf(w[f - 1]);
      total = total.add(weight);
      added = added.add(weight.multiply(BigInteger.valueOf(contribution(f))));
      if (explosion.isEmpty() || !explosion.get().faces().contains(f)) {
        stops = stops.add(weight);
      }
    }
    return Rational.of(added.multiply(BigInteger.valueOf(count)), stops);
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
    if (reroll.isEmpty()) {
      return Distribution.mixture(branches);
    }
    Reroll r = reroll.get();
    if (!r.once()) {
      List<Distribution> standing = new ArrayList<>(die.sides());
      for (int f = 1; f <= die.sides(); f++) {
        if (!r.rerolls(f)) {
          standing.add(branches.get(f - 1));
        }
      }
      return Distribution.mixture(standing);
    }
    Distribution second = Distribution.mixture(branches);
    List<Distribution> first = new ArrayList<>(die.sides());
    for (int f = 1; f <= die.sides(); f++) {
      first.add(r.rerolls(f) ? second : branches.get(f - 1));
    }
    return Distribution.mixture(first);
  }

  /**
   * The weight of each raw face {@code 1..sides} (index {@code f - 1}) as the face that stands
   * after the reroll rule: all 1 without a reroll; 1 for a face that can stand and 0 for one that
   * is rerolled until; for a reroll once, {@code sides} for a face that is not rerolled plus the
   * number of reroll faces (the chance of reaching it on the second roll), over {@code sides^2}.
   */
  long[] faceWeights() {
    int sides = die.sides();
    long[] w = new long[sides];
    int rerolled = reroll.map(r -> r.faces().countUpTo(sides)).orElse(0);
    for (int f = 1; f <= sides; f++) {
      if (reroll.isEmpty()) {
        w[f - 1] = 1;
      } else if (!reroll.get().once()) {
        w[f - 1] = reroll.get().rerolls(f) ? 0 : 1;
      } else {
        w[f - 1] = (reroll.get().rerolls(f) ? 0L : (long) sides) + rerolled;
      }
    }
    return w;
  }

  /** How many faces can stand: the faces a keep enumeration runs over. */
  int standingFaces() {
    return reroll.isPresent() ? reroll.get().standing(die).size() : die.sides();
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
    BigInteger combos = multisetCount(count, standingFaces());
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
    BigInteger combos = checkedMultisets();
    BigInteger[] factorial = new BigInteger[count + 1];
    factorial[0] = BigInteger.ONE;
    for (int i = 1; i <= count; i++) {
      factorial[i] = factorial[i - 1].multiply(BigInteger.valueOf(i));
    }
    long[] all = faceWeights();
    int n = 0;
    for (long x : all) {
      n += x > 0 ? 1 : 0;
    }
    int[] values = new int[n];
    BigInteger[] weights = new BigInteger[n];
    int i = 0;
    for (int f = 1; f <= die.sides(); f++) {
      if (all[f - 1] > 0) {
        values[i] = die.value(f);
        weights[i++] = BigInteger.valueOf(all[f - 1]);
      }
    }
    java.util.Map<Integer, BigInteger> sums = new java.util.TreeMap<>();
    int[] counts = new int[n];
    WorkMeter.add((long) (combos.doubleValue() * (count + 1) * Factors.KEEP_STEP));
    enumerate(0, count, counts, factorial, values, weights, k, sums);
    int lo = Collections.min(sums.keySet());
    int hi = Collections.max(sums.keySet());
    BigInteger[] w = new BigInteger[hi - lo + 1];
    Arrays.fill(w, BigInteger.ZERO);
    sums.forEach((v, x) -> w[v - lo] = x);
    return Distribution.ofWeights(lo, Arrays.asList(w)).reduced();
  }

  private void enumerate(
      int face,
      int remaining,
      int[] counts,
      BigInteger[] factorial,
      int[] values,
      BigInteger[] weights,
      int k,
      java.util.Map<Integer, BigInteger> sums) {
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
      for (int f = 0; f < counts.length; f++) {
        if (counts[f] > 0 && !weights[f].equals(BigInteger.ONE)) {
          ways = ways.multiply(weights[f].pow(counts[f]));
        }
      }
      sums.merge(keptSum(dice, k), ways, BigInteger::add);
      return;
    }
    for (int c = 0; c <= remaining; c++) {
      counts[face] = c;
      enumerate(face + 1, remaining - c, counts, factorial, values, weights, k, sums);
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
        dice.add(die.value(draw(context)));
      }
      return keptSum(dice, keep.get());
    }
    int total = 0;
    if (explosion.isEmpty() && successes.isEmpty()) {
      for (int i = 0; i < count; i++) {
        total += die.value(draw(context));
      }
      return total;
    }
    for (int i = 0; i < count; i++) {
      int depth = 0;
      while (true) {
        int f = draw(context);
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

  /** One die's standing face: one draw, or more under the reroll rule. */
  private int draw(RollContext context) {
    return reroll.isEmpty() ? context.face(die) : reroll.get().draw(die, context);
  }
}
