package io.github.dogfight.squadron;

import io.github.dogfight.testkit.EndingCheck;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

/**
 * Not a check: prints how many sample games ended for each reason, for the README's "How
 * engagements end". Runs only when asked:
 *
 * <pre>
 * ./mvnw -B -o -q -pl squadron-rules -am test -Dtest=EndReasonTally \
 *     -Dsurefire.failIfNoSpecifiedTests=false -Djacoco.skip=true -DendReasons.games=2000
 * </pre>
 */
class EndReasonTally {
  @Test
  @EnabledIfSystemProperty(named = "endReasons.games", matches = "\\d+")
  void print() {
    int games = Integer.parseInt(System.getProperty("endReasons.games"));
    System.out.println(
        "squadron, "
            + games
            + " games, master seed 1: "
            + EndingCheck.tally(new SquadronRules(), 1, games, 2));
  }
}
