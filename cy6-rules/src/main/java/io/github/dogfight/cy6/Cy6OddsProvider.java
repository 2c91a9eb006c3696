package io.github.dogfight.cy6;

import io.github.dogfight.core.game.OddsProvider;
import io.github.dogfight.core.game.OddsQuery;
import java.util.List;

/**
 * The exact odds of Check Your 6! under the name {@code cy6}, found through {@link
 * java.util.ServiceLoader} by {@code dogfight odds --rules cy6}.
 */
public final class Cy6OddsProvider implements OddsProvider {
  private static final List<OddsQuery> QUERIES = Cy6Odds.queries(Cy6Tables.standard());

  /** For the service loader. */
  public Cy6OddsProvider() {}

  @Override
  public String name() {
    return "cy6";
  }

  @Override
  public List<OddsQuery> oddsQueries() {
    return QUERIES;
  }
}
