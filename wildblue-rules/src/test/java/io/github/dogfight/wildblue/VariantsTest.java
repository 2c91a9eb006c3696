package io.github.dogfight.wildblue;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dogfight.core.game.RuleSet;
import io.github.dogfight.testkit.ContractCheck;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The variants a balance study compares through the {@link RuleSet} hooks: the sample dogfight's
 * planes given other types of the sample catalog. The Wild Blue has no rule tables to patch.
 */
class VariantsTest {
  private static final WildBlueRules RULES = new WildBlueRules();

  private static final Map<String, String> RETYPED =
      Map.of("Terror", "SE5a", "Bristol", "Sopwith Camel", "Red Dreidecker", "Gotha G.V");

  @Test
  void aPlaneFliesTheTypeItIsGiven() {
    assertThat(RULES.replaceableAircraft())
        .containsExactly("Terror", "Bristol", "Red Dreidecker", "Albatros 1", "Albatros 2");
    assertThat(RULES.aircraftTypes())
        .hasSize(PlaneCatalog.sample().types().size())
        .contains("Sopwith Camel", "Gotha G.V", "Terror at 20,000 Feet");
    WildBlueState sample = RULES.sampleEngagement(4);
    WildBlueState retyped = RULES.sampleEngagement(4, RETYPED);
    PlaneCatalog c = PlaneCatalog.sample();
    assertThat(retyped.plane("Red Dreidecker").type()).isEqualTo(c.type("Gotha G.V"));
    assertThat(retyped.plane("Red Dreidecker").pilot())
        .isEqualTo(sample.plane("Red Dreidecker").pilot());
    assertThat(retyped.plane("Terror").type()).isEqualTo(c.type("SE5a"));
    // A single-seater has no seat for the Bristol's gunner.
    assertThat(sample.plane("Bristol").gunner()).isPresent();
    assertThat(retyped.plane("Bristol").type()).isEqualTo(c.type("Sopwith Camel"));
    assertThat(retyped.plane("Bristol").gunner()).isEmpty();
    assertThat(retyped.plane("Albatros 1")).isEqualTo(sample.plane("Albatros 1"));
    assertThat(retyped.ground()).isEqualTo(sample.ground());
    assertThat(RULES.summary(retyped)).contains("Gotha G.V");
    // A two-seater given to a single-seat pilot flies without a gunner.
    WildBlueState twoSeater =
        RULES.sampleEngagement(4, Map.of("Albatros 2", "Bristol F.2b Fighter"));
    assertThat(twoSeater.plane("Albatros 2").gunner()).isEmpty();
    assertThat(RULES.sampleEngagement(4, Map.of())).isEqualTo(sample);
    assertThat(RULES.sampleEngagement(4, Map.of("Bristol", "Bristol F.2b Fighter")))
        .isEqualTo(sample);
    assertThat(RULES.openingEvents(RULES.sampleEngagement(4, Map.of())))
        .isEqualTo(RULES.openingEvents(sample));
  }

  @Test
  void refusalsNameTheValueAndTheChoices() {
    assertThatThrownBy(() -> RULES.sampleEngagement(1, Map.of("Shadow", "SE5a")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("'Shadow'")
        .hasMessageContaining("Terror, Bristol, Red Dreidecker");
    assertThatThrownBy(() -> RULES.sampleEngagement(1, Map.of("Terror", "Sopwith Pup")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("'Sopwith Pup'")
        .hasMessageContaining("Sopwith Camel, SPAD XIII");
    assertThat(RULES.patchableTables()).isEmpty();
    assertThatThrownBy(() -> RULES.withTablePatch("damage", "1", "2", "3"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("no tables to patch");
    assertThat(RULES.botNames()).containsExactly("default");
  }

  @Test
  void retypedPlanesKeepTheContract() {
    ContractCheck.Report report =
        ContractCheck.of(RULES)
            .startingFrom(seed -> RULES.sampleEngagement(seed, RETYPED))
            .probing((g, a) -> ContractTest.candidates(g, a, false))
            .games(4, 1)
            .run();
    assertThat(report.games()).isEqualTo(4);
    assertThat(report.rolling()).isPositive();
  }
}
