package io.github.dogfight.core.game;

import java.util.Map;

/**
 * A named exact-odds question a rule set can answer from plain text arguments, such as the squadron
 * net-success distribution for two pools; used by the {@code dogfight odds --rules} command and by
 * apps that want odds without knowing the rule module's types.
 */
public interface OddsQuery {
  /** The query name, such as "squadron". */
  String name();

  /** What the query computes. */
  String description();

  /** Parameter name to description, in display order; names are given as {@code --name}. */
  Map<String, String> parameters();

  /**
   * Answers the query.
   *
   * @param arguments parameter name (without dashes) to value
   * @throws IllegalArgumentException naming the parameter and value when an argument is bad
   */
  OddsAnswer answer(Map<String, String> arguments);
}
