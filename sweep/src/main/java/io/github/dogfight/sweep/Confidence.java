package io.github.dogfight.sweep;

import java.math.BigDecimal;
import org.apache.commons.statistics.distribution.NormalDistribution;

/**
 * Confidence levels as the standard normal quantiles the intervals use.
 *
 * <pre>{@code
 * Confidence.z(0.95);   // 1.959963984540054
 * Confidence.z(0.999);  // 3.2905267314919255
 * }</pre>
 */
public final class Confidence {
  /** The level reports use unless told otherwise: 95%. */
  public static final double DEFAULT = 0.95;

  private static final NormalDistribution STANDARD = NormalDistribution.of(0, 1);

  private Confidence() {}

  /**
   * The two-sided standard normal quantile of {@code level}: the z with P(-z &lt; Z &lt; z) =
   * level.
   *
   * @param level the confidence level, strictly between 0 and 1
   * @return its z
   * @throws IllegalArgumentException for a level outside (0, 1)
   */
  public static double z(double level) {
    if (!(level > 0 && level < 1)) {
      throw new IllegalArgumentException(
          "confidence must be strictly between 0 and 1, was " + level);
    }
    return STANDARD.inverseCumulativeProbability(1 - (1 - level) / 2);
  }

  /**
   * A level as reports print it: {@code "95%"}, {@code "99.9%"}.
   *
   * @param level the confidence level
   * @return the level as a percentage, without trailing zeros
   */
  public static String percent(double level) {
    return BigDecimal.valueOf(level * 100).stripTrailingZeros().toPlainString() + "%";
  }
}
