package io.github.dogfight.cards;

import io.github.dogfight.core.game.OddsAnswer;
import io.github.dogfight.core.game.OddsProvider;
import io.github.dogfight.core.game.OddsQuery;
import io.github.dogfight.core.odds.Distribution;
import io.github.dogfight.core.odds.Rational;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Card-activation odds on the command line, as {@code dogfight odds --rules cards QUERY}:
 *
 * <ul>
 *   <li>{@code before --x-left X --y-left Y}: P(X activates before Y) with X and Y cards left;
 *   <li>{@code within --x-left X --deck-left N --next K}: P(X activates within the next K of N).
 * </ul>
 *
 * The distribution is of the event (1 = it happens, 0 = it does not).
 */
public final class CardOddsProvider implements OddsProvider {
  @Override
  public String name() {
    return "cards";
  }

  @Override
  public List<OddsQuery> oddsQueries() {
    return List.of(
        query(
            "before",
            "P(X activates before Y) from the cards of each still in the deck",
            List.of(
                "x-left", "cards of X still in the deck", "y-left", "cards of Y still in the deck"),
            a -> CardOdds.before(a.getOrDefault("x-left", 0), a.getOrDefault("y-left", 0))),
        query(
            "within",
            "P(X activates within the next K cards)",
            List.of(
                "x-left", "cards of X still in the deck",
                "deck-left", "cards left in the deck",
                "next", "how many cards are turned next"),
            a ->
                CardOdds.within(
                    a.getOrDefault("x-left", 0),
                    a.getOrDefault("deck-left", 0),
                    a.getOrDefault("next", 0))));
  }

  private static OddsQuery query(
      String name,
      String description,
      List<String> params,
      java.util.function.Function<Map<String, Integer>, Rational> f) {
    Map<String, String> parameters = new LinkedHashMap<>();
    for (int i = 0; i < params.size(); i += 2) {
      parameters.put(params.get(i), params.get(i + 1));
    }
    return new OddsQuery() {
      @Override
      public String name() {
        return name;
      }

      @Override
      public String description() {
        return description;
      }

      @Override
      public Map<String, String> parameters() {
        return parameters;
      }

      @Override
      public OddsAnswer answer(Map<String, String> arguments) {
        Map<String, Integer> values = new LinkedHashMap<>();
        for (String key : arguments.keySet()) {
          if (!parameters.containsKey(key)) {
            throw new IllegalArgumentException(
                "unknown option --"
                    + key
                    + " for "
                    + name
                    + "; choose from --"
                    + String.join(", --", parameters.keySet()));
          }
        }
        for (String key : parameters.keySet()) {
          String v = arguments.get(key);
          if (v == null) {
            throw new IllegalArgumentException(name + ": missing --" + key);
          }
          try {
            values.put(key, Integer.parseInt(v.trim()));
          } catch (NumberFormatException e) {
            throw new IllegalArgumentException(
                name + ": --" + key + " must be a whole number, was '" + v + "'", e);
          }
        }
        Rational p = f.apply(values);
        Distribution d =
            p.signum() == 0
                ? Distribution.point(0)
                : p.equals(Rational.ONE)
                    ? Distribution.point(1)
                    : Distribution.ofProbabilities(Map.of(0, Rational.ONE.subtract(p), 1, p));
        return new OddsAnswer(name + " " + values, d, Map.of("P(" + name + ")", p));
      }
    };
  }
}
