package io.github.dogfight.dogfite;

import io.github.dogfight.testkit.EndingCheck;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

/**
 * Not a check: prints how many sample games ended for each reason under each activation, for the
 * README's "How engagements end". Runs only when asked:
 *
 * <pre>
 * ./mvnw -B -o -q -pl dogfite-rules -am test -Dtest=EndReasonTally \
 *     -Dsurefire.failIfNoSpecifiedTests=false -Djacoco.skip=true -DendReasons.games=2000
 * </pre>
 */
class EndReasonTally {
  @Test
  @EnabledIfSystemProperty(named = "endReasons.games", matches = "\\d+")
  void print() {
    int games = Integer.parseInt(System.getProperty("endReasons.games"));
    DogfiteRules rules = new DogfiteRules();
    for (String activation : rules.activations()) {
      System.out.println(
          "dogfite "
              + activation
              + ", "
              + games
              + " games, master seed 1: "
              + EndingCheck.tally(rules.withActivation(activation), 1, games, 2));
    }
  }
}
