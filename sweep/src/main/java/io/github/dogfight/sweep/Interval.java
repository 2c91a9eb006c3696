package io.github.dogfight.sweep;

import java.util.Locale;

/**
 * A confidence interval for a share or a difference of shares: {@code low <= high}.
 *
 * @param low the lower bound
 * @param high the upper bound
 */
public record Interval(double low, double high) {
  /**
   * Checks the bounds.
   *
   * @param low the lower bound
   * @param high the upper bound
   * @throws IllegalArgumentException when a bound is not a number or {@code low > high}
   */
  public Interval {
    if (Double.isNaN(low) || Double.isNaN(high) || low > high) {
      throw new IllegalArgumentException("an interval needs low <= high, was " + low + ", " + high);
    }
  }

  /**
   * The half width, the "plus or minus" of a symmetric interval.
   *
   * @return {@code (high - low) / 2}
   */
  public double halfWidth() {
    return (high - low) / 2;
  }

  /**
   * Whether {@code x} lies in the interval, bounds included.
   *
   * @param x a value
   * @return whether {@code low <= x <= high}
   */
  public boolean contains(double x) {
    return low <= x && x <= high;
  }

  /**
   * The bounds as percentages with one decimal, as reports print them: {@code "38.2% to 41.3%"}.
   *
   * @return the bounds as percentages
   */
  public String percentages() {
    return String.format(Locale.ROOT, "%.1f%% to %.1f%%", low * 100, high * 100);
  }
}
