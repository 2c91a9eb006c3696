package io.github.dogfight.squadron;

import io.github.dogfight.core.odds.Rational;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The best secret choice in a state where both sides declare at once ({@link
 * EngagementOdds#equilibrium}): the declaration as a zero-sum matrix game whose payoff is the
 * probability that white's squadron wins the engagement (black's payoff is its complement: black
 * minimizes white's wins, counting its own wins and "no winner" alike), each entry the chance that
 * white wins after that pair of maneuvers with every later declaration made the same way and every
 * other choice (spending, removing, escaping) by the default bot.
 *
 * @param maneuvers the maneuvers each side may declare, in the engine's order (rows: white,
 *     columns: black)
 * @param white white's optimal mix, by maneuver (maneuvers it never plays have weight 0)
 * @param black black's optimal mix, by maneuver
 * @param value the game's value, P(white wins) under equilibrium play: exact for the matrix {@link
 *     #payoffs} (whose entries are exact fractions, or the exact values of the doubles computed)
 * @param payoffs P(white wins) after each pair, rows white's maneuvers, columns black's
 * @param errorBound a bound on the absolute error of each payoff against the exact chance (0 when
 *     computed exactly)
 * @param states how many states the computation visited
 */
public record Equilibrium(
    List<Maneuver> maneuvers,
    Map<Maneuver, Rational> white,
    Map<Maneuver, Rational> black,
    Rational value,
    List<List<Rational>> payoffs,
    double errorBound,
    int states) {
  /**
   * Copies the collections.
   *
   * @param maneuvers the maneuvers each side may declare
   * @param white white's optimal mix
   * @param black black's optimal mix
   * @param value the game's value
   * @param payoffs P(white wins) after each pair
   * @param errorBound a bound on the absolute error of each payoff
   * @param states how many states the computation visited
   */
  public Equilibrium {
    Objects.requireNonNull(maneuvers, "maneuvers");
    Objects.requireNonNull(white, "white");
    Objects.requireNonNull(black, "black");
    Objects.requireNonNull(value, "value");
    Objects.requireNonNull(payoffs, "payoffs");
    maneuvers = List.copyOf(maneuvers);
    white = Collections.unmodifiableMap(new LinkedHashMap<>(white));
    black = Collections.unmodifiableMap(new LinkedHashMap<>(black));
    payoffs = payoffs.stream().map(List::copyOf).toList();
  }

  /**
   * The mix of {@code side}.
   *
   * @param side the side
   * @return its optimal mix, by maneuver
   */
  public Map<Maneuver, Rational> mix(Side side) {
    Objects.requireNonNull(side, "side");
    return side == Side.WHITE ? white : black;
  }

  /**
   * What {@code side} earns with the pure maneuver {@code m} against the other side's optimal mix:
   * P(white wins) (for black, lower is better). At an equilibrium no pure maneuver beats the value:
   * white's are at most {@link #value}, black's at least.
   *
   * @param side the side deviating
   * @param m its pure maneuver
   * @return P(white wins) when {@code side} flies {@code m} and the other its mix
   */
  public Rational against(Side side, Maneuver m) {
    Objects.requireNonNull(side, "side");
    Objects.requireNonNull(m, "m");
    int k = maneuvers.indexOf(m);
    if (k < 0) {
      throw new IllegalArgumentException(m + " is not one of " + maneuvers);
    }
    Rational sum = Rational.ZERO;
    for (int o = 0; o < maneuvers.size(); o++) {
      Rational p =
          (side == Side.WHITE ? black : white).getOrDefault(maneuvers.get(o), Rational.ZERO);
      Rational pay = side == Side.WHITE ? payoffs.get(k).get(o) : payoffs.get(o).get(k);
      sum = sum.add(p.multiply(pay));
    }
    return sum;
  }
}
