package io.github.dogfight.cards;

import io.github.dogfight.core.game.OddsAnswer;
import io.github.dogfight.core.game.OddsArguments;
import io.github.dogfight.core.game.OddsProvider;
import io.github.dogfight.core.game.OddsQuery;
import io.github.dogfight.core.odds.Distribution;
import io.github.dogfight.core.odds.Rational;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiFunction;

/**
 * Card-activation odds on the command line, as {@code dogfight odds --rules cards QUERY}:
 *
 * <ul>
 *   <li>{@code before --x-left X --y-left Y}: P(X activates before Y) with X and Y cards left;
 *   <li>{@code within --x-left X --deck-left N --next K}: P(X activates within the next K of N).
 * </ul>
 *
 * The distribution is of the event (1 = it happens, 0 = it does not). Every option is a whole
 * number from 0 to {@link #MAX_CARDS}; a bad one fails with {@link
 * io.github.dogfight.core.game.OddsArgumentException} naming it.
 */
public final class CardOddsProvider implements OddsProvider {
  /** The provider the service loader creates. */
  public CardOddsProvider() {}

  @Override
  public String name() {
    return "cards";
  }

  /** The most cards an option may give: more than any deck of the seed, small enough to answer. */
  public static final int MAX_CARDS = 10_000;

  @Override
  public List<OddsQuery> oddsQueries() {
    return List.of(
        query(
            "before",
            "P(X activates before Y) from the cards of each still in the deck",
            OddsQuery.parameters(
                "x-left", "cards of X still in the deck", "y-left", "cards of Y still in the deck"),
            (a, v) -> {
              if (v.getOrDefault("x-left", 0) + v.getOrDefault("y-left", 0) == 0) {
                throw a.fail("y-left", "--x-left and --y-left cannot both be 0");
              }
              return CardOdds.before(v.getOrDefault("x-left", 0), v.getOrDefault("y-left", 0));
            }),
        query(
            "within",
            "P(X activates within the next K cards)",
            OddsQuery.parameters(
                "x-left", "cards of X still in the deck",
                "deck-left", "cards left in the deck",
                "next", "how many cards are turned next"),
            (a, v) -> {
              if (v.getOrDefault("deck-left", 0) < v.getOrDefault("x-left", 0)) {
                throw a.fail(
                    "deck-left",
                    "--deck-left "
                        + v.getOrDefault("deck-left", 0)
                        + " is less than --x-left "
                        + v.getOrDefault("x-left", 0)
                        + ": the deck holds X's cards");
              }
              return CardOdds.within(
                  v.getOrDefault("x-left", 0),
                  v.getOrDefault("deck-left", 0),
                  v.getOrDefault("next", 0));
            }));
  }

  /**
   * A query whose options are all required whole numbers from 0 to {@link #MAX_CARDS}, answered
   * with the distribution of the event; {@code f} checks how the options go together.
   */
  private static OddsQuery query(
      String name,
      String description,
      Map<String, String> parameters,
      BiFunction<OddsArguments, Map<String, Integer>, Rational> f) {
    return OddsQuery.of(
        name,
        description,
        parameters,
        a -> {
          Map<String, Integer> values = new LinkedHashMap<>();
          for (String key : parameters.keySet()) {
            values.put(key, a.integer(key, 0, MAX_CARDS));
          }
          Rational p = f.apply(a, values);
          Distribution d =
              p.signum() == 0
                  ? Distribution.point(0)
                  : p.equals(Rational.ONE)
                      ? Distribution.point(1)
                      : Distribution.ofProbabilities(Map.of(0, Rational.ONE.subtract(p), 1, p));
          StringBuilder expression = new StringBuilder(description);
          String sep = ": ";
          for (Map.Entry<String, Integer> v : values.entrySet()) {
            expression.append(sep).append(v.getKey()).append(' ').append(v.getValue());
            sep = ", ";
          }
          return new OddsAnswer(expression.toString(), d, Map.of("P(" + name + ")", p));
        });
  }
}
