package io.github.dogfight.sweep;

import java.util.Locale;

/**
 * A share of games: {@code count} of {@code games}, with its Wilson score interval and the games a
 * chosen precision needs.
 *
 * <p>The Wilson interval (Wilson 1927) keeps its coverage near the level asked for even for shares
 * near 0 or 1 and for few games, where the textbook "p plus or minus z standard errors" does not;
 * it never leaves [0, 1]. For {@code count = 0} its lower bound is 0 exactly.
 *
 * <pre>{@code
 * Share s = new Share(412, 1000);
 * s.wilson(0.95);        // Interval[low=0.3816..., high=0.4430...]
 * s.describe();          // "41.2% (412/1000, 95% CI 38.2% to 44.3%)"
 * }</pre>
 *
 * @param count the games counted, 0 to {@code games}
 * @param games the games played, 1 or more
 */
public record Share(long count, long games) {
  /**
   * Checks the counts.
   *
   * @param count the games counted, 0 to {@code games}
   * @param games the games played, 1 or more
   * @throws IllegalArgumentException unless {@code 0 <= count <= games} and {@code games >= 1}
   */
  public Share {
    if (games < 1 || count < 0 || count > games) {
      throw new IllegalArgumentException(
          "a share needs 0 <= count <= games and games >= 1, was " + count + "/" + games);
    }
  }

  /**
   * The share as a fraction.
   *
   * @return {@code count / games}
   */
  public double fraction() {
    return (double) count / games;
  }

  /**
   * The Wilson score interval at {@code level}.
   *
   * @param level the confidence level, for example 0.95
   * @return the interval, within [0, 1]
   * @throws IllegalArgumentException for a level outside (0, 1)
   */
  public Interval wilson(double level) {
    return wilson(fraction(), (double) games, Confidence.z(level));
  }

  /** The Wilson interval of share {@code p} of {@code n} games at quantile {@code z}. */
  static Interval wilson(double p, double n, double z) {
    double z2 = z * z;
    double centre = (p + z2 / (2 * n)) / (1 + z2 / n);
    double half = z / (1 + z2 / n) * Math.sqrt(p * (1 - p) / n + z2 / (4 * n * n));
    double low = p == 0 ? 0 : Math.max(0, centre - half);
    double high = p == 1 ? 1 : Math.min(1, centre + half);
    return new Interval(low, high);
  }

  /**
   * The share, its counts and its 95% interval, as reports print it: {@code "41.2% (412/1000, 95%
   * CI 38.2% to 44.3%)"}.
   *
   * @return the description
   */
  public String describe() {
    return String.format(
        Locale.ROOT,
        "%.1f%% (%d/%d, %s CI %s)",
        fraction() * 100,
        count,
        games,
        Confidence.percent(Confidence.DEFAULT),
        wilson(Confidence.DEFAULT).percentages());
  }

  /**
   * The fewest games whose Wilson interval at {@code level}, for a share of {@code expected}, is no
   * wider than {@code halfWidth} on either side of its centre: how many games a study needs for a
   * chosen precision. With nothing known of the share, ask for {@code expected = 0.5}, the widest.
   *
   * <pre>{@code
   * Share.gamesNeeded(0.01, 0.95, 0.5);  // 9600: "within one percentage point" at 95%
   * }</pre>
   *
   * @param halfWidth the precision wanted, strictly between 0 and 0.5
   * @param level the confidence level
   * @param expected the share expected, 0 to 1
   * @return the games needed, 1 or more
   * @throws IllegalArgumentException for a precision, level or share out of range
   */
  public static long gamesNeeded(double halfWidth, double level, double expected) {
    if (!(halfWidth > 0 && halfWidth < 0.5)) {
      throw new IllegalArgumentException(
          "the half width must be strictly between 0 and 0.5, was " + halfWidth);
    }
    if (!(expected >= 0 && expected <= 1)) {
      throw new IllegalArgumentException("the expected share must be 0 to 1, was " + expected);
    }
    double z = Confidence.z(level);
    long low = 1;
    long high = 1;
    while (wilsonHalfWidth(expected, (double) high, z) > halfWidth) {
      low = high;
      high *= 2;
    }
    // The half width falls as n grows: the fewest n that meets it lies in (low, high].
    while (low < high) {
      long mid = low + (high - low) / 2;
      if (wilsonHalfWidth(expected, (double) mid, z) > halfWidth) {
        low = mid + 1;
      } else {
        high = mid;
      }
    }
    return high;
  }

  private static double wilsonHalfWidth(double p, double n, double z) {
    double z2 = z * z;
    return z / (1 + z2 / n) * Math.sqrt(p * (1 - p) / n + z2 / (4 * n * n));
  }

  /**
   * The difference {@code this - other} of two shares from independent games, with Newcombe's
   * hybrid score interval (Newcombe 1998, method 10), built from the two Wilson intervals: it keeps
   * its coverage for small counts and shares near 0 or 1 where the Wald interval fails.
   *
   * <p>Games of a sweep's variants share their dice seeds (game i of each variant is seeded alike),
   * which correlates them positively; the interval, made for independent samples, is then wider
   * than it needs to be, never narrower.
   *
   * @param other the share compared against (a baseline)
   * @param level the confidence level
   * @return the difference and its interval, within [-1, 1]
   * @throws IllegalArgumentException for a level outside (0, 1)
   */
  public Difference minus(Share other, double level) {
    double z = Confidence.z(level);
    double p1 = fraction();
    double p2 = other.fraction();
    Interval a = wilson(p1, (double) games, z);
    Interval b = wilson(p2, (double) other.games, z);
    double d = p1 - p2;
    double low = d - Math.sqrt(square(p1 - a.low()) + square(b.high() - p2));
    double high = d + Math.sqrt(square(a.high() - p1) + square(p2 - b.low()));
    return new Difference(d, new Interval(Math.max(-1, low), Math.min(1, high)), level);
  }

  private static double square(double x) {
    return x * x;
  }

  /**
   * A difference of two shares and its interval.
   *
   * @param estimate the difference of the two fractions
   * @param interval its confidence interval
   * @param level the interval's confidence level
   */
  public record Difference(double estimate, Interval interval, double level) {
    /**
     * Whether the interval leaves out 0: the data tell the two shares apart at the level asked.
     *
     * @return whether 0 lies outside the interval
     */
    public boolean significant() {
      return !interval.contains(0);
    }

    /**
     * In percentage points, as reports print it: {@code "+3.1 points (95% CI +0.4 to +5.8)"}.
     *
     * @return the description
     */
    public String describe() {
      return String.format(
          Locale.ROOT,
          "%+.1f points (%s CI %+.1f to %+.1f)",
          estimate * 100,
          Confidence.percent(level),
          interval.low() * 100,
          interval.high() * 100);
    }
  }
}
