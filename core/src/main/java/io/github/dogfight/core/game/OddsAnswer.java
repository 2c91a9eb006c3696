package io.github.dogfight.core.game;

import io.github.dogfight.core.odds.Distribution;
import io.github.dogfight.core.odds.Rational;
import java.util.Map;
import java.util.Objects;

/**
 * The answer to an {@link OddsQuery}: a distribution, the dice expression it is the distribution
 * of, and named exact figures derived from it (such as "P(white wins)").
 *
 * @param expression the dice expression, in dice notation
 * @param distribution the exact distribution
 * @param figures named derived probabilities or expectations, in display order
 */
public record OddsAnswer(
    String expression, Distribution distribution, Map<String, Rational> figures) {
  /**
   * Copies the figures.
   *
   * @param expression the dice expression, in dice notation
   * @param distribution the exact distribution
   * @param figures named derived probabilities or expectations, in display order
   */
  public OddsAnswer {
    Objects.requireNonNull(expression, "expression");
    Objects.requireNonNull(distribution, "distribution");
    Objects.requireNonNull(figures, "figures");
    figures = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(figures));
  }
}
