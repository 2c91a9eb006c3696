package io.github.dogfight.core.game;

import java.util.List;

/**
 * Something that answers named exact-odds questions: every rule set, and modules such as card
 * activation that are not rule sets. Discoverable through {@link java.util.ServiceLoader} (see
 * {@link RuleSets#oddsProviders()}); the {@code dogfight odds --rules NAME} command looks here.
 */
public interface OddsProvider {
  /**
   * The name used on the command line.
   *
   * @return the name used on the command line
   */
  String name();

  /**
   * The questions it answers.
   *
   * @return the questions it answers
   */
  List<OddsQuery> oddsQueries();
}
