package io.github.dogfight.squadron;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dogfight.core.game.Game;
import io.github.dogfight.core.game.RuleSet;
import io.github.dogfight.core.odds.Rational;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The variants a balance study compares through the {@link RuleSet} hooks: aircraft of the sample
 * engagement given other types of the sample catalog. The squadron rules have no rule tables to
 * patch.
 */
class VariantsTest {
  private static final SquadronRules RULES = new SquadronRules();

  /** The RAF's three Spitfires (Handling 5) become Bf 110 Cs (Handling 1). */
  private static final Map<String, String> NO_SPITFIRES =
      Map.of(
          "RAF Spitfire Mk I 1", "Bf 110 C",
          "RAF Spitfire Mk I 2", "Bf 110 C",
          "RAF Spitfire Mk I 3", "Bf 110 C");

  @Test
  void anAircraftFliesTheTypeItIsGiven() {
    assertThat(RULES.replaceableAircraft())
        .hasSize(21)
        .startsWith("RAF Spitfire Mk I 1")
        .endsWith("Luftwaffe He 111 H 5");
    assertThat(RULES.aircraftTypes()).contains("Spitfire Mk I", "Bf 110 C", "Sky Galleon");
    SquadronState sample = RULES.sampleEngagement(6);
    SquadronState retyped = RULES.sampleEngagement(6, NO_SPITFIRES);
    Squadron raf = retyped.squadron(Side.WHITE);
    assertThat(raf.find("RAF Spitfire Mk I 2").orElseThrow().type())
        .isEqualTo(AircraftCatalog.sample().type("Bf 110 C"));
    assertThat(raf.aircraft()).hasSize(9);
    assertThat(retyped.squadron(Side.BLACK)).isEqualTo(sample.squadron(Side.BLACK));
    assertThat(RULES.sampleEngagement(6, Map.of())).isEqualTo(sample);
    // The squadron adds its highest Handling: without the Spitfires' 5, the Hurricanes' 4.
    assertThat(winOdds(retyped)).isNotEqualTo(winOdds(sample));
  }

  /** The RAF's chances of each Attack declaration against each enemy maneuver. */
  private static Map<String, Rational> winOdds(SquadronState s) {
    Game<SquadronState, SquadronCommand> g = Game.start(RULES, s);
    SquadronCommand attack = g.legalCommands("WHITE").get(0);
    return RULES.commandOdds(g.viewFor("WHITE"), attack);
  }

  @Test
  void refusalsNameTheValueAndTheChoices() {
    assertThatThrownBy(() -> RULES.sampleEngagement(1, Map.of("RAF Spitfire Mk I 4", "Wyvern")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("'RAF Spitfire Mk I 4'")
        .hasMessageContaining("RAF Spitfire Mk I 3, RAF Wyvern 1");
    assertThatThrownBy(() -> RULES.sampleEngagement(1, Map.of("RAF Wyvern 1", "Dragon")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("'Dragon'")
        .hasMessageContaining("Spitfire Mk I, Hurricane Mk I");
    assertThat(RULES.patchableTables()).isEmpty();
    assertThatThrownBy(() -> RULES.withTablePatch("maneuvers", "Attack", "Evade", "1"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("no tables to patch");
    assertThat(RULES.botNames()).containsExactly("default", "equilibrium");
  }

  @Test
  void retypedSquadronsKeepTheContract() {
    Map<String, String> types =
        Map.of(
            "RAF Spitfire Mk I 1", "Bf 110 C",
            "RAF Wyvern 2", "Sky Galleon",
            "Luftwaffe He 111 H 1", "PC Sky Yacht",
            "Luftwaffe Bf 109 E 7", "Spitfire Mk I");
    var report =
        ContractTest.check(RULES, 5)
            .startingFrom(seed -> RULES.sampleEngagement(seed, types))
            .run();
    assertThat(report.games()).isEqualTo(5);
    assertThat(report.rolling()).isPositive();
  }
}
