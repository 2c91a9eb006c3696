package io.github.dogfight.cli;

import io.github.dogfight.core.game.OddsProvider;
import io.github.dogfight.core.game.RuleSet;
import io.github.dogfight.core.game.RuleSets;
import java.util.Iterator;

/**
 * The names of the installed rule sets, as the help lists the choices of {@code --rules} (picocli's
 * {@code completionCandidates}, shown where a description says {@code ${COMPLETION-CANDIDATES}}):
 * whatever the service loader finds, so a rule set added to the class path is listed too.
 */
final class RuleSetNames implements Iterable<String> {
  @Override
  public Iterator<String> iterator() {
    return RuleSets.all().stream().map(RuleSet::name).iterator();
  }

  /** "squadron, dogfite, cy6, wildblue": the names in the order the service loader finds them. */
  static String listed() {
    return String.join(", ", new RuleSetNames());
  }

  /**
   * The names of the installed odds providers ({@code dogfight odds --rules}): every rule set and
   * the providers that are not rule sets ({@code cards}).
   */
  static final class Odds implements Iterable<String> {
    @Override
    public Iterator<String> iterator() {
      return RuleSets.oddsProviders().stream().map(OddsProvider::name).iterator();
    }
  }
}
