package io.github.dogfight.squadron;

import io.github.dogfight.core.odds.Rational;
import io.github.dogfight.squadron.internal.odds.Passes;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * The distribution of a whole engagement's ending, from {@link EngagementOdds#engagement}: who wins
 * (as {@link SquadronRules#ending} tells it), why (one of {@link SquadronRules#endReasons()}), and
 * in which round.
 *
 * <p>The figures are doubles within {@link #errorBound()} of the exact values (0 when {@link
 * #exact()} holds the exact fractions as well).
 *
 * @param white white's squadron name
 * @param black black's squadron name
 * @param whiteWins P(white's squadron wins)
 * @param blackWins P(black's squadron wins)
 * @param noWinner P(neither wins: both out, or the round limit)
 * @param endings P(each ending), keyed "RAF wins, removed", "no winner, turn limit", in the order
 *     of {@link SquadronRules#endReasons()}, white's first; only endings that can happen
 * @param rounds P(the engagement ends in round n), by round (counted as the state's {@code turn})
 * @param exact the same figures as exact fractions, keyed "P(white wins)", "P(black wins)", "P(no
 *     winner)", "P(RAF wins, removed)" ... and "P(ends in round n)"; empty when computed in doubles
 * @param errorBound a bound on the absolute error of every double figure (0 when exact)
 * @param states how many states the computation visited (positions, when answered over the chain of
 *     positions: see {@link EngagementOdds})
 * @param estimate the cost estimate the question was admitted under ({@link
 *     EngagementOdds#estimate}, or {@link EngagementOdds#roundFreeEstimate} when it was answered
 *     round-free)
 */
public record EngagementDistribution(
    String white,
    String black,
    double whiteWins,
    double blackWins,
    double noWinner,
    Map<String, Double> endings,
    SortedMap<Integer, Double> rounds,
    Map<String, Rational> exact,
    double errorBound,
    int states,
    long estimate) {
  /**
   * Copies the maps.
   *
   * @param white white's squadron name
   * @param black black's squadron name
   * @param whiteWins P(white's squadron wins)
   * @param blackWins P(black's squadron wins)
   * @param noWinner P(neither wins)
   * @param endings P(each ending)
   * @param rounds P(the engagement ends in round n)
   * @param exact the exact figures, or empty
   * @param errorBound a bound on the absolute error of every double figure
   * @param states how many states the computation visited
   * @param estimate the cost estimate
   */
  public EngagementDistribution {
    Objects.requireNonNull(white, "white");
    Objects.requireNonNull(black, "black");
    Objects.requireNonNull(endings, "endings");
    Objects.requireNonNull(rounds, "rounds");
    Objects.requireNonNull(exact, "exact");
    endings = Collections.unmodifiableMap(new LinkedHashMap<>(endings));
    rounds = Collections.unmodifiableSortedMap(new TreeMap<>(rounds));
    exact = Collections.unmodifiableMap(new LinkedHashMap<>(exact));
  }

  /**
   * Whether the exact fractions were computed.
   *
   * @return whether {@link #exact} holds the exact figures
   */
  public boolean isExact() {
    return !exact.isEmpty();
  }

  /**
   * The expected round in which the engagement ends.
   *
   * @return the mean of {@link #rounds}
   */
  public double meanRound() {
    double sum = 0;
    for (Map.Entry<Integer, Double> e : rounds.entrySet()) {
      sum += e.getKey() * e.getValue();
    }
    return sum;
  }

  /**
   * The distribution of the endings {@code f} found from {@code state}: each side's wins, the
   * endings by name and the rounds, as doubles and exactly where {@code exact}.
   */
  static EngagementDistribution of(
      SquadronRules rules,
      SquadronState state,
      Passes.Forward f,
      boolean exact,
      double errorBound,
      int states,
      long estimate) {
    Map<String, Double> endings = new LinkedHashMap<>();
    Map<String, Rational> exactEndings = new LinkedHashMap<>();
    TreeMap<Integer, Double> rounds = new TreeMap<>();
    TreeMap<Integer, Rational> exactRounds = new TreeMap<>();
    double[] sides = new double[3];
    Rational[] exactSides = {Rational.ZERO, Rational.ZERO, Rational.ZERO};
    for (Optional<Side> winner :
        List.of(Optional.of(Side.WHITE), Optional.of(Side.BLACK), Optional.<Side>empty())) {
      for (String reason : rules.endReasons()) {
        String name =
            winner.map(s -> state.squadron(s).name() + " wins").orElse("no winner") + ", " + reason;
        f.endings()
            .forEach(
                (e, p) -> {
                  if (e.winner().equals(winner) && e.reason().equals(reason)) {
                    endings.merge(name, p, Double::sum);
                    rounds.merge(e.turn(), p, Double::sum);
                  }
                });
        f.exact()
            .forEach(
                (e, p) -> {
                  if (e.winner().equals(winner) && e.reason().equals(reason)) {
                    exactEndings.merge("P(" + name + ")", p, Rational::add);
                    exactRounds.merge(e.turn(), p, Rational::add);
                  }
                });
      }
      int k = winner.map(Side::ordinal).orElse(2);
      for (Map.Entry<Passes.Ending, Double> e : f.endings().entrySet()) {
        if (e.getKey().winner().equals(winner)) {
          sides[k] += e.getValue();
        }
      }
      for (Map.Entry<Passes.Ending, Rational> e : f.exact().entrySet()) {
        if (e.getKey().winner().equals(winner)) {
          exactSides[k] = exactSides[k].add(e.getValue());
        }
      }
    }
    Map<String, Rational> exacts = new LinkedHashMap<>();
    if (exact) {
      exacts.put("P(white wins)", exactSides[0]);
      exacts.put("P(black wins)", exactSides[1]);
      exacts.put("P(no winner)", exactSides[2]);
      exacts.putAll(exactEndings);
      exactRounds.forEach((r, p) -> exacts.put("P(ends in round " + r + ")", p));
    }
    return new EngagementDistribution(
        state.white().name(),
        state.black().name(),
        sides[0],
        sides[1],
        sides[2],
        endings,
        rounds,
        exacts,
        errorBound,
        states,
        estimate);
  }
}
