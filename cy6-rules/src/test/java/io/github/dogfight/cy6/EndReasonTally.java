package io.github.dogfight.cy6;

import io.github.dogfight.testkit.EndingCheck;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

/**
 * Not a check: prints how many sample games ended for each reason under the Move Groups and the
 * activation cards, for the README's "How engagements end". Runs only when asked:
 *
 * <pre>
 * ./mvnw -B -o -q -pl cy6-rules -am test -Dtest=EndReasonTally \
 *     -Dsurefire.failIfNoSpecifiedTests=false -Djacoco.skip=true -DendReasons.games=2000
 * </pre>
 */
class EndReasonTally {
  @Test
  @EnabledIfSystemProperty(named = "endReasons.games", matches = "\\d+")
  void print() {
    int games = Integer.parseInt(System.getProperty("endReasons.games"));
    Cy6Rules rules = new Cy6Rules();
    for (String activation : List.of(Cy6Rules.MOVE_GROUPS, CardMoveOrder.NAME)) {
      System.out.println(
          "cy6 "
              + activation
              + ", "
              + games
              + " games, master seed 1: "
              + EndingCheck.tally(rules.withActivation(activation), 1, games, 2));
    }
  }
}
