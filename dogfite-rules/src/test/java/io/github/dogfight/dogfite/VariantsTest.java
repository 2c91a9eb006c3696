package io.github.dogfight.dogfite;

import static io.github.dogfight.dogfite.Fixtures.declare;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dogfight.core.event.GameEvent;
import io.github.dogfight.core.game.Game;
import io.github.dogfight.core.game.RuleSet;
import io.github.dogfight.testkit.ContractCheck;
import io.github.dogfight.testkit.Scripted;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The variants a balance study compares through the {@link RuleSet} hooks: the sample duel's
 * aircraft re-typed from the catalog, a table cell patched by its labels, and both with either
 * activation.
 */
class VariantsTest {
  private static final DogfiteRules RULES = new DogfiteRules();

  /** Both aircraft declare their targets; the initiative d10s 9 and 1 decide who moves first. */
  private static Game<DogfiteState, DogfiteCommand> toFirstMove(DogfiteRules rules) {
    Game<DogfiteState, DogfiteCommand> g = Game.start(rules, rules.sampleEngagement(1));
    return declare(g, List.of("Albatros", "Camel"), 9, 1);
  }

  @Test
  void aPatchedMovementPointCellChangesTheMove() {
    // VARIABLE MOVEMENT POINTS: "4 - 9 = 1 MP"; the variant gives 2 there.
    DogfiteRules patched = RULES.withTablePatch(DogfiteTables.MOVEMENT_POINTS, "4-9", "MP", "2");
    for (DogfiteRules rules : List.of(RULES, patched)) {
      Game<DogfiteState, DogfiteCommand> g = toFirstMove(rules);
      String mover = g.state().pending().plane();
      // Speed 5 and a die of 4: 9.
      g = Scripted.play(g, new DogfiteCommand.BeginMove(mover, VerticalMove.LEVEL), 4);
      Pending.Moving moving = (Pending.Moving) g.state().pending();
      assertThat(moving.move().movementPoints()).isEqualTo(rules == RULES ? 1 : 2);
    }
    assertThat(patched.tables().movementPoints(9)).isEqualTo(2);
    assertThat(RULES.tables().movementPoints(9)).isEqualTo(1);
  }

  @Test
  void theTablesAreThoseDogfiteTablesPatches() {
    assertThat(RULES.patchableTables())
        .hasSize(12)
        .contains(DogfiteTables.MANEUVERS, DogfiteTables.MOVEMENT_POINTS, DogfiteTables.INITIATIVE);
    for (String table : RULES.patchableTables()) {
      assertThat(RULES.tables().all().stream().map(t -> t.name())).contains(table);
    }
  }

  @Test
  void aPatchKeepsTheActivationAndEitherOrderGivesTheSameRules() {
    DogfiteRules patchFirst =
        RULES
            .withTablePatch(DogfiteTables.MOVEMENT_POINTS, "4-9", "MP", "2")
            .withActivation(CardActivation.NAME);
    DogfiteRules cardsFirst =
        RULES
            .withActivation(CardActivation.NAME)
            .withTablePatch(DogfiteTables.MOVEMENT_POINTS, "4-9", "MP", "2");
    assertThat(cardsFirst.activation()).isInstanceOf(CardActivation.class);
    assertThat(patchFirst.activation()).isInstanceOf(CardActivation.class);
    assertThat(cardsFirst.tables()).isEqualTo(patchFirst.tables());
    assertThat(narration(cardsFirst, 5)).isEqualTo(narration(patchFirst, 5));
    // Initiative reads its speed modifiers from the patched tables, whichever comes first.
    DogfiteRules initiative =
        RULES
            .withActivation(CardActivation.NAME)
            .withTablePatch(DogfiteTables.MOVEMENT_POINTS, "4-9", "MP", "2")
            .withActivation(DogfiteRules.INITIATIVE);
    DogfiteRules patchedOnly =
        RULES.withTablePatch(DogfiteTables.MOVEMENT_POINTS, "4-9", "MP", "2");
    assertThat(narration(initiative, 5)).isEqualTo(narration(patchedOnly, 5));
    assertThat(narration(patchedOnly, 5)).isNotEqualTo(narration(RULES, 5));
  }

  /** The narration of a bot game of the sample duel under {@code rules}. */
  private static List<String> narration(DogfiteRules rules, long seed) {
    Game<DogfiteState, DogfiteCommand> g = Game.start(rules, rules.sampleEngagement(seed));
    for (int i = 0; i < 5000 && !g.isOver(); i++) {
      g = g.play(rules.defaultBot());
    }
    return g.log().events().stream().map(GameEvent::narration).toList();
  }

  @Test
  void aReplacedAircraftFliesItsTypesFigures() {
    assertThat(RULES.replaceableAircraft()).containsExactly("Camel", "Albatros");
    assertThat(RULES.aircraftTypes())
        .containsExactly(
            "Sopwith Camel", "SPAD XIII", "Nieuport 17", "Albatros D.III", "Fokker Dr.I", "SE5a");
    DogfiteState sample = RULES.sampleEngagement(3);
    DogfiteState fokker = RULES.sampleEngagement(3, Map.of("Camel", "Fokker Dr.I"));
    Plane camel = fokker.plane("Camel");
    assertThat(camel.type()).isEqualTo(AircraftCatalog.sample().type("Fokker Dr.I"));
    assertThat(camel.damage().boxes()).isEqualTo(20); // 4x5
    assertThat(sample.plane("Camel").damage().boxes()).isEqualTo(24); // 4x6
    assertThat(camel.pilot()).isEqualTo(sample.plane("Camel").pilot());
    assertThat(camel.placement()).isEqualTo(sample.plane("Camel").placement());
    assertThat(camel.side()).isEqualTo("RFC");
    assertThat(camel.speed()).isEqualTo(5);
    assertThat(fokker.plane("Albatros")).isEqualTo(sample.plane("Albatros"));
    assertThat(RULES.sampleEngagement(3, Map.of())).isEqualTo(sample);
    assertThat(RULES.sampleEngagement(3, Map.of("Camel", "Sopwith Camel"))).isEqualTo(sample);
    // The Fokker's power 0 against the Camel's 1: the power roll's odds follow the type.
    assertThat(powerOdds(fokker)).isNotEqualTo(powerOdds(sample));
  }

  /** The Camel's odds of its power roll once the turn comes to its speed roll. */
  private static Map<String, ?> powerOdds(DogfiteState start) {
    Game<DogfiteState, DogfiteCommand> g = Game.start(RULES, start);
    for (int i = 0;
        i < 200
            && !(g.state().pending() instanceof Pending.SpeedRolling s
                && s.plane().equals("Camel"));
        i++) {
      g = g.play(RULES.defaultBot());
    }
    return RULES.commandOdds(
        g.viewFor("Camel"), new DogfiteCommand.ChooseSpeedRoll("Camel", SpeedRoll.POWER));
  }

  @Test
  void theStartingSpeedIsTheSamplesWithinTheTypesSpeeds() {
    AircraftType slow = new AircraftType("Slow", 0, 1, 0, 0, 0, 0, 0, 1, 4, 6, 4, 6);
    AircraftType fast = new AircraftType("Fast", 0, 1, 0, 0, 0, 0, 0, 6, 10, 12, 4, 6);
    assertThat(DogfiteSample.speed(slow)).isEqualTo(4);
    assertThat(DogfiteSample.speed(fast)).isEqualTo(7);
    for (AircraftType t : AircraftCatalog.sample().types()) {
      assertThat(DogfiteSample.speed(t)).isEqualTo(5);
    }
  }

  @Test
  void refusalsNameTheValueAndTheChoices() {
    assertThatThrownBy(() -> RULES.sampleEngagement(1, Map.of("Spad", "SPAD XIII")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("'Spad'")
        .hasMessageContaining("Camel, Albatros");
    assertThatThrownBy(() -> RULES.sampleEngagement(1, Map.of("Camel", "Sopwith Pup")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("'Sopwith Pup'")
        .hasMessageContaining("Sopwith Camel, SPAD XIII, Nieuport 17");
    assertThatThrownBy(() -> RULES.withTablePatch("robustness", "R0", "1", "5"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("'robustness'")
        .hasMessageContaining(DogfiteTables.MOVEMENT_POINTS);
    assertThatThrownBy(() -> RULES.withTablePatch(DogfiteTables.MOVEMENT_POINTS, "4-10", "MP", "2"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("'4-10'")
        .hasMessageContaining("4-9");
    assertThatThrownBy(
            () -> RULES.withTablePatch(DogfiteTables.MOVEMENT_POINTS, "4-9", "points", "2"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("'points'")
        .hasMessageContaining("MP");
    assertThatThrownBy(
            () -> RULES.withTablePatch(DogfiteTables.MOVEMENT_POINTS, "4-9", "MP", "lots"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining(DogfiteTables.MOVEMENT_POINTS)
        .hasMessageContaining("lots");
    assertThat(RULES.botNames()).containsExactly("default");
  }

  @Test
  void aPatchedAndRetypedRuleSetKeepsTheContract() {
    DogfiteRules patched = RULES.withTablePatch(DogfiteTables.MOVEMENT_POINTS, "4-9", "MP", "2");
    for (DogfiteRules rules : List.of(patched, patched.withActivation(CardActivation.NAME))) {
      ContractCheck.Report report =
          ContractCheck.of(rules)
              .startingFrom(
                  seed ->
                      rules.sampleEngagement(
                          seed, Map.of("Camel", "SPAD XIII", "Albatros", "Fokker Dr.I")))
              .probing(ContractTest::everyCommand)
              .games(4, 1)
              .run();
      assertThat(report.games()).isEqualTo(4);
      assertThat(report.rolling()).isPositive();
    }
  }
}
