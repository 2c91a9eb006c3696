package io.github.dogfight.core.game;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;

/**
 * A named exact-odds question a rule set can answer from plain text arguments, such as the squadron
 * net-success distribution for two pools; used by the {@code dogfight odds --rules} command and by
 * apps that want odds without knowing the rule module's types.
 */
public interface OddsQuery {
  /**
   * The query name, such as "squadron".
   *
   * @return the query name, such as "squadron"
   */
  String name();

  /**
   * What the query computes.
   *
   * @return what the query computes
   */
  String description();

  /**
   * Parameter name to description, in display order; names are given as {@code --name}.
   *
   * @return parameter names to their descriptions, in order
   */
  Map<String, String> parameters();

  /**
   * Answers the query.
   *
   * @param arguments parameter name (without dashes) to value
   * @return the answer
   * @throws OddsArgumentException naming the query, the option and its value when an argument is
   *     bad
   * @throws io.github.dogfight.core.odds.OddsLimitException when the exact answer is too large to
   *     compute
   */
  OddsAnswer answer(Map<String, String> arguments);

  /**
   * A query answered by {@code answer} from its checked arguments: options it does not take are
   * refused before {@code answer} runs.
   *
   * @param parameters parameter name to description, in display order (copied)
   * @param name the query's name
   * @param description what it answers
   * @param answer answers the arguments
   * @return the query
   */
  static OddsQuery of(
      String name,
      String description,
      Map<String, String> parameters,
      Function<OddsArguments, OddsAnswer> answer) {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(description, "description");
    Objects.requireNonNull(parameters, "parameters");
    Objects.requireNonNull(answer, "answer");
    Map<String, String> params = Collections.unmodifiableMap(new LinkedHashMap<>(parameters));
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
        return params;
      }

      @Override
      public OddsAnswer answer(Map<String, String> arguments) {
        return answer.apply(OddsArguments.of(name, params, arguments));
      }
    };
  }

  /**
   * Parameters from alternating names and descriptions, in order.
   *
   * @param namesAndDescriptions names and descriptions, alternating
   * @return the parameters, in order
   * @throws IllegalArgumentException if a name has no description
   */
  static Map<String, String> parameters(String... namesAndDescriptions) {
    if (namesAndDescriptions.length % 2 != 0) {
      throw new IllegalArgumentException(
          "parameters come in name, description pairs; got " + namesAndDescriptions.length);
    }
    Map<String, String> m = new LinkedHashMap<>();
    for (int i = 0; i < namesAndDescriptions.length; i += 2) {
      m.put(namesAndDescriptions[i], namesAndDescriptions[i + 1]);
    }
    return m;
  }
}
