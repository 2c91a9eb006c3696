package io.github.dogfight.squadron;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dogfight.core.game.Game;
import io.github.dogfight.squadron.SquadronCommand.DeclareManeuver;
import io.github.dogfight.squadron.SquadronCommand.SpendSuccesses;
import io.github.dogfight.squadron.SquadronCommand.Strike;
import io.github.dogfight.testkit.Scripted;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The commands offered at each decision, exactly. */
class LegalCommandsTest {
  @Test
  void anAllocationOffersEveryNumberOfDamageRollsWithTheRestOnFighters() {
    Game<SquadronState, SquadronCommand> g = Fixtures.small(4, 0, 3, 1);
    g = g.play(new DeclareManeuver(Side.WHITE, Maneuver.ATTACK));
    // 8 dice vs 4 + 3 = 7 dice. White 7 successes, black 0: net 7.
    g =
        Scripted.play(
            g, new DeclareManeuver(Side.BLACK, Maneuver.ATTACK), Fixtures.roll(8, 7, 7, 0));
    String bomber = "Axis He 111 H 1";
    Strike strike = new Strike(bomber, "Allies Hurricane Mk I 1");
    // 0 damage rolls: all 3 fighters; 1 roll (3): 4 left, still all 3 fighters; 2 rolls (6): 1.
    assertThat(g.legalCommands())
        .containsExactly(
            new SpendSuccesses(Side.WHITE, 3, List.of()),
            new SpendSuccesses(Side.WHITE, 3, List.of(strike)),
            new SpendSuccesses(Side.WHITE, 1, List.of(strike, strike)));
  }

  @Test
  void removalChoicesAreFirstLastAndLowestHandling() {
    List<Aircraft> candidates =
        List.of(
            Aircraft.of("Spitfire", Fixtures.CATALOG.type("Spitfire Mk I")),
            Aircraft.of("Bf 110", Fixtures.CATALOG.type("Bf 110 C")),
            Aircraft.of("Hurricane", Fixtures.CATALOG.type("Hurricane Mk I")),
            Aircraft.of("Bf 109", Fixtures.CATALOG.type("Bf 109 E")));
    assertThat(LegalCommands.choices(candidates, 1))
        .containsExactly(List.of("Spitfire"), List.of("Bf 109"), List.of("Bf 110"));
    assertThat(LegalCommands.choices(candidates, 2))
        .containsExactly(
            List.of("Spitfire", "Bf 110"),
            List.of("Hurricane", "Bf 109"),
            List.of("Bf 110", "Bf 109"));
  }
}
