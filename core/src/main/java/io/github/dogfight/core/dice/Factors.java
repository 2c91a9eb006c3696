package io.github.dogfight.core.dice;

import io.github.dogfight.core.internal.ExactConvolution;
import io.github.dogfight.core.internal.WorkMeter;
import io.github.dogfight.core.odds.Distribution;
import io.github.dogfight.core.odds.OddsLimitException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The exact distribution of a sum of independent parts, computed in one product: every pool of
 * identical dice contributes its single die's distribution raised to its count, subtracted parts
 * are negated, constants shift. {@code 14d6s{1,6}! vs 15d6s{1,6}!} is one product of two powers.
 *
 * <p>Before any distribution is computed, the whole question's cost is estimated from the parsed
 * expression alone ({@link #estimate}): the mixtures that build each distinct exploding die, the
 * multisets a keep-highest/lowest pool enumerates, and the product itself. Equal terms are counted
 * once with their counts added ({@code 1d6+1d6} is {@code 2d6}), constants are folded into one
 * shift rather than multiplied in, and a question whose estimate is over {@link
 * Distribution#MAX_WORK} is refused with an {@link OddsLimitException} before any work.
 */
final class Factors {
  /** Terms with their counts; a pool is keyed by one of its dice and its sign. */
  private final Map<Part, Integer> counts = new LinkedHashMap<>();

  /** The constants, folded. */
  private long shift;

  /** An independent part: {@code expression} (one die of a pool), negated or not. */
  private record Part(DiceExpression expression, boolean negated) {}

  private Factors() {}

  /** The exact distribution of {@code expression}, reduced. */
  static Distribution distribution(DiceExpression expression) {
    Factors f = new Factors();
    f.collect(expression, false);
    Estimate e = f.estimate();
    if (e.work() > Distribution.MAX_WORK) {
      throw new OddsLimitException(
          String.format(
              Locale.ROOT,
              "exact odds refused before any work: %s needs about %.1e steps (the most, %s),"
                  + " over the documented limit of %.1e (Distribution.MAX_WORK, about two seconds);"
                  + " ask about fewer dice, fewer distinct terms or a lower explosion cap",
              shortened(expression.notation()),
              e.work(),
              e.largest(),
              Distribution.MAX_WORK),
          e.work(),
          Distribution.MAX_WORK);
    }
    if (e.values() > Distribution.MAX_VALUES) {
      throw new OddsLimitException(
          String.format(
              Locale.ROOT,
              "exact odds refused before any work: %s spans %.0f values, over the"
                  + " documented limit of %d (Distribution.MAX_VALUES)",
              shortened(expression.notation()),
              e.values(),
              Distribution.MAX_VALUES),
          e.values(),
          Distribution.MAX_VALUES);
    }
    return f.compute(expression);
  }

  /**
   * The estimated work of the exact distribution of {@code expression}, in {@link
   * Distribution#MAX_WORK}'s steps, from the parsed expression alone (nothing is computed).
   *
   * @param expression the expression
   * @return the estimated steps
   */
  static double work(DiceExpression expression) {
    Factors f = new Factors();
    f.collect(expression, false);
    return f.estimate().work();
  }

  private void collect(DiceExpression e, boolean negated) {
    if (e instanceof DicePool p && p.keep().isEmpty()) {
      add(new Part(p.withCount(1), negated), p.count());
    } else if (e instanceof Constant c) {
      shift += negated ? -(long) c.value() : c.value();
    } else if (e instanceof Sum s) {
      for (int i = 0; i < s.terms().size(); i++) {
        collect(s.terms().get(i), negated ^ s.negated().get(i));
      }
    } else if (e instanceof Opposed o) {
      collect(o.white(), negated);
      collect(o.black(), !negated);
    } else {
      add(new Part(e, negated), 1);
    }
  }

  private void add(Part part, int count) {
    int had = counts.getOrDefault(part, 0);
    if ((long) had + count > Integer.MAX_VALUE) {
      throw new OddsLimitException(
          "exact odds refused: more than " + Integer.MAX_VALUE + " dice of one kind",
          (double) had + count,
          Integer.MAX_VALUE);
    }
    counts.put(part, had + count);
  }

  /** A question's estimated cost: its work, the values of its sum, and its largest piece. */
  private record Estimate(double work, double values, String largest) {}

  private Estimate estimate() {
    int n = counts.size();
    long[] lengths = new long[n];
    long[] bits = new long[n];
    int[] exponents = new int[n];
    double pieces = 0;
    double largestPiece = 0;
    String largest = "";
    double values = 1;
    int i = 0;
    for (Map.Entry<Part, Integer> entry : counts.entrySet()) {
      DiceExpression e = entry.getKey().expression();
      Shape s = shape(e);
      lengths[i] = s.length();
      bits[i] = s.bits();
      exponents[i] = entry.getValue();
      values += (double) entry.getValue() * (s.length() - 1);
      pieces += s.work();
      if (s.work() > largestPiece) {
        largestPiece = s.work();
        largest =
            String.format(
                Locale.ROOT,
                "%.1e, to %s %s",
                s.work(),
                e instanceof DicePool p && p.keep().isEmpty() ? "build one die of" : "enumerate",
                shortened(e.notation()));
      }
      i++;
    }
    double product = ExactConvolution.work(lengths, bits, exponents);
    if (product >= largestPiece) {
      largest =
          String.format(
              Locale.ROOT,
              "%.1e, to multiply %s together",
              product,
              counts.size() == 1 ? "its one kind of die" : counts.size() + " distinct terms");
    }
    return new Estimate(pieces + product, values, largest);
  }

  /** A part's size before it is computed: values, bits of its total weight, work to build it. */
  private record Shape(long length, long bits, double work) {}

  private static Shape shape(DiceExpression e) {
    if (e instanceof DicePool p && p.keep().isEmpty()) {
      return oneDie(p);
    }
    if (e instanceof DicePool p) {
      Die die = p.die();
      int lo = Integer.MAX_VALUE;
      int hi = Integer.MIN_VALUE;
      for (int f = 1; f <= die.sides(); f++) {
        lo = Math.min(lo, die.value(f));
        hi = Math.max(hi, die.value(f));
      }
      double combos = p.checkedMultisets().doubleValue();
      long k = p.keep().orElseThrow();
      return new Shape(
          k * (hi - lo) + 1,
          (long) Math.ceil(p.count() * log2(die.sides()) * (rerollsOnce(p) ? 2 : 1)) + 1,
          combos * (p.count() + 1) * KEEP_STEP);
    }
    if (e instanceof Doubles) {
      return new Shape(2, 6, 36);
    }
    if (e instanceof RollOff r) {
      return new Shape(r.contestants(), 7, r.contestants());
    }
    // Any other expression is small; it is computed when asked.
    return new Shape(2, 64, 1);
  }

  /**
   * Steps counted per multiset die of a keep-highest/lowest enumeration (a multiset builds, sorts
   * and sums its dice, and adds a big weight): about the time of this many product steps.
   */
  static final double KEEP_STEP = 40;

  /** Whether {@code p} rerolls once: its face weights total {@code sides^2}, not {@code sides}. */
  private static boolean rerollsOnce(DicePool p) {
    return p.reroll().isPresent() && p.reroll().get().once();
  }

  /**
   * One die of {@code p}, explosions and rerolls included: the support of the per-die distribution
   * {@link DicePool#perDie} builds, the bits of its total weight, and the work of its mixtures (one
   * per explosion level, each adding every face's branch at the width of the common total; a reroll
   * once adds a second mixture per level whose rerolled branches are the whole first), all from the
   * die's faces alone. A reroll until leaves out the faces that cannot stand.
   */
  private static Shape oneDie(DicePool p) {
    Die die = p.die();
    int sides = die.sides();
    long[] weights = p.faceWeights();
    boolean once = rerollsOnce(p);
    int rerolled = p.reroll().map(r -> r.faces().countUpTo(sides)).orElse(0);
    int minAll = Integer.MAX_VALUE;
    int maxAll = Integer.MIN_VALUE;
    int minStay = Integer.MAX_VALUE;
    int minExplode = Integer.MAX_VALUE;
    int maxExplode = Integer.MIN_VALUE;
    int exploding = 0;
    int standing = 0;
    for (int f = 1; f <= sides; f++) {
      if (weights[f - 1] == 0) {
        continue;
      }
      standing++;
      int c = p.contribution(f);
      minAll = Math.min(minAll, c);
      maxAll = Math.max(maxAll, c);
      if (p.explosion().isPresent() && p.explosion().get().faces().contains(f)) {
        exploding++;
        minExplode = Math.min(minExplode, c);
        maxExplode = Math.max(maxExplode, c);
      } else {
        minStay = Math.min(minStay, c);
      }
    }
    double perLevelBits = log2(sides) * (once ? 2 : 1);
    // The level at the cap (or the only level): every face a single value.
    double work = (double) sides * WorkMeter.MIXTURE_STEP;
    if (once) {
      work +=
          ((double) sides - rerolled + (double) rerolled * (maxAll - minAll + 1))
              * WorkMeter.MIXTURE_STEP;
    }
    if (exploding == 0) {
      return new Shape((long) maxAll - minAll + 1, bitsOf(sides) * (once ? 2 : 1), work);
    }
    long depth = p.explosion().get().maxDepth();
    // A chain of j < depth explosions ends on a face that does not explode; at the cap any face.
    long min = Math.min(minStay, depth * minExplode + minAll);
    long max = depth * maxExplode + maxAll;
    // perDie mixes one level per explosion, from the cap up: at the cap every face is a single
    // value; above it each exploding face's branch is the whole level below, shifted, at the width
    // of the common total sides^(levels below) (sides^(2 levels) for a reroll once).
    long lo = minAll;
    long hi = maxAll;
    for (long levels = 1; levels <= depth; levels++) {
      long width = ((long) Math.ceil(levels * perLevelBits) + 1) / 30 + 1;
      double branches = (double) exploding * (hi - lo + 1) + (standing - exploding);
      lo = Math.min(minStay, minExplode + lo);
      hi = maxExplode + hi;
      if (once) {
        // The second roll's mixture, then the first's: its rerolled faces are the whole second.
        branches += branches + (double) rerolled * (hi - lo + 1);
      }
      work += branches * width * WorkMeter.MIXTURE_STEP;
    }
    return new Shape(max - min + 1, (long) Math.ceil((depth + 1) * perLevelBits) + 1, work);
  }

  private static long bitsOf(int sides) {
    return 32L - Integer.numberOfLeadingZeros(sides);
  }

  private static double log2(int x) {
    return Math.log(x) / Math.log(2);
  }

  /** The expression cut to 200 characters for a message. */
  static String shortened(String notation) {
    return notation.length() <= 200
        ? notation
        : notation.substring(0, 200) + "... (" + notation.length() + " characters)";
  }

  private Distribution compute(DiceExpression expression) {
    List<Distribution> parts = new ArrayList<>();
    List<Integer> exponents = new ArrayList<>();
    for (Map.Entry<Part, Integer> entry : counts.entrySet()) {
      Part part = entry.getKey();
      Distribution one =
          part.expression() instanceof DicePool p && p.keep().isEmpty()
              ? p.perDie()
              : part.expression().distribution();
      parts.add(part.negated() ? one.negate() : one);
      exponents.add(entry.getValue());
    }
    Distribution sum =
        parts.isEmpty() ? Distribution.point(0) : Distribution.sumOf(parts, exponents);
    long min = sum.min() + shift;
    long max = sum.max() + shift;
    if (min < Integer.MIN_VALUE || max > Integer.MAX_VALUE) {
      throw new OddsLimitException(
          "exact odds of "
              + shortened(expression.notation())
              + " refused: its values "
              + min
              + " to "
              + max
              + " are beyond an int (the constants add up to "
              + shift
              + ")",
          (double) max - min + 1,
          Integer.MAX_VALUE);
    }
    return sum.shift((int) shift).reduced();
  }
}
