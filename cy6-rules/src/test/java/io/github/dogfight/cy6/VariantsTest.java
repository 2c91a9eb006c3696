package io.github.dogfight.cy6;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dogfight.core.dice.Roller;
import io.github.dogfight.core.dice.ScriptedDice;
import io.github.dogfight.core.event.GameEvent;
import io.github.dogfight.core.game.Game;
import io.github.dogfight.core.game.RuleSet;
import io.github.dogfight.core.hex.Facing;
import io.github.dogfight.testkit.ContractCheck;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The variants a balance study compares through the {@link RuleSet} hooks: "which Check Your 6!
 * escort makes the bomber get through?" (the sample's escort re-typed from the catalog), a table
 * cell patched by its labels, and both with either movement order.
 */
class VariantsTest {
  private static final Cy6Rules RULES = new Cy6Rules();

  /** "5+ (1 hex) = Point Blank"; the variant asks 12+ there. */
  private static final Cy6Rules HARD_POINT_BLANK =
      RULES.withTablePatch("to-hit", "1", "To-hit", "12+");

  private static boolean hits(Cy6Rules rules, int... faces) {
    AirAttack a =
        AirAttack.builder()
            .guns(Gun.parseMix("8xHMG"))
            .range(1)
            .attackerSkill(Skill.SKILLED)
            .targetSkill(Skill.SKILLED)
            .attackerAgility(0)
            .targetAgility(0)
            .targetRobustness(2)
            .build();
    ScriptedDice dice = ScriptedDice.of(faces);
    boolean hit =
        Roller.scripted(dice)
            .roll(new AirToAir(rules.config().tables()).toHit(a), "to-hit")
            .value()
            .hit();
    dice.assertFullyUsed();
    return hit;
  }

  @Test
  void aPatchedToHitCellChangesTheShot() {
    assertThat(hits(RULES, 2, 3)).isTrue();
    assertThat(hits(HARD_POINT_BLANK, 2, 3)).isFalse();
    assertThat(hits(HARD_POINT_BLANK, 6, 6)).isTrue();
    assertThat(HARD_POINT_BLANK.config().tables()).isNotEqualTo(RULES.config().tables());
    assertThat(RULES.patchableTables())
        .contains("to-hit", "robustness", "column shifts")
        .hasSize(RULES.config().tables().tables().size());
  }

  @Test
  void aPatchKeepsTheMovementOrderAndEitherOrderGivesTheSameRules() {
    Cy6Rules patchFirst = HARD_POINT_BLANK.withActivation("cards+spotting");
    Cy6Rules cardsFirst =
        RULES.withActivation("cards+spotting").withTablePatch("to-hit", "1", "To-hit", "12+");
    assertThat(cardsFirst.config().moveOrder()).isInstanceOf(CardMoveOrder.class);
    assertThat(cardsFirst.config().spotting()).isPresent();
    assertThat(cardsFirst.config().tables().tables())
        .isEqualTo(patchFirst.config().tables().tables());
    assertThat(narration(cardsFirst, 3)).isEqualTo(narration(patchFirst, 3));
  }

  private static List<String> narration(Cy6Rules rules, long seed) {
    Game<Cy6State, Cy6Command> g = Game.start(rules, rules.sampleEngagement(seed));
    for (int i = 0; i < 3000 && !g.isOver(); i++) {
      g = g.play(rules.defaultBot());
    }
    return g.log().events().stream().map(GameEvent::narration).toList();
  }

  @Test
  void anEscortFliesTheFighterTypeItIsGiven() {
    assertThat(RULES.replaceableAircraft())
        .containsExactly("Sally B", "Tarheel", "Jug", "Rot 1", "Rot 2", "Gelb 3");
    assertThat(RULES.aircraftTypes()).contains("P-47D", "Spitfire Mk I", "He 111H", "B-17G");
    Cy6State sample = RULES.sampleEngagement(2);
    Cy6State spitfires =
        RULES.sampleEngagement(2, Map.of("Tarheel", "Spitfire Mk I", "Jug", "Spitfire Mk I"));
    AircraftType spitfire = AircraftCatalog.sample().type("Spitfire Mk I");
    for (String id : List.of("Tarheel", "Jug")) {
      Plane p = spitfires.get(id);
      Plane before = sample.get(id);
      assertThat(p.type()).isEqualTo(spitfire);
      assertThat(p.crew()).isEqualTo(before.crew());
      assertThat(p.position()).isEqualTo(before.position());
      assertThat(p.tal()).isEqualTo(before.tal());
      assertThat(p.formation()).isEqualTo(before.formation());
      assertThat(p.speed()).isEqualTo(before.speed());
    }
    assertThat(spitfires.get("Sally B")).isEqualTo(sample.get("Sally B"));
    // Fired at from one hex behind, the escort shows the Spitfire's agility 1, not the P-47D's 0.
    assertThat(onTarheel(sample).targetAgility()).isZero();
    assertThat(onTarheel(spitfires).targetAgility()).isEqualTo(1);
    assertThat(RULES.shotOdds(behindTarheel(spitfires), "Gelb 3", "Tarheel"))
        .isNotEqualTo(RULES.shotOdds(behindTarheel(sample), "Gelb 3", "Tarheel"));
    assertThat(RULES.sampleEngagement(2, Map.of())).isEqualTo(sample);
    assertThat(RULES.sampleEngagement(2, Map.of("Jug", "P-47D"))).isEqualTo(sample);
    // The bomber another bomber, an interceptor another fighter.
    assertThat(RULES.sampleEngagement(2, Map.of("Sally B", "He 111H")).get("Sally B").type().name())
        .isEqualTo("He 111H");
    assertThat(RULES.sampleEngagement(2, Map.of("Gelb 3", "Me 262A")).get("Gelb 3").type().name())
        .isEqualTo("Me 262A");
  }

  /** {@code s} with Gelb 3 one hex behind Tarheel, at its TAL. */
  private static Cy6State behindTarheel(Cy6State s) {
    List<Plane> planes =
        s.planes().stream()
            .map(
                p ->
                    p.id().equals("Gelb 3")
                        ? p.at(new Position(Board.at(9, 20), Facing.N), 9, 3)
                        : p)
            .toList();
    return RULES.start(s.sides(), s.board(), planes, s.ground(), 2);
  }

  private static AirAttack onTarheel(Cy6State s) {
    return RULES.attack(behindTarheel(s), "Gelb 3", "Tarheel");
  }

  @Test
  void refusalsNameTheValueAndTheChoices() {
    assertThatThrownBy(() -> RULES.sampleEngagement(1, Map.of("Tarheel", "B-17G")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("Tarheel is a fighter")
        .hasMessageContaining("B-17G")
        .hasMessageContaining("Spitfire Mk I, Hurricane Mk I");
    assertThatThrownBy(() -> RULES.sampleEngagement(1, Map.of("Sally B", "P-47D")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("Sally B is a bomber")
        .hasMessageContaining("He 111H, B-17G");
    assertThatThrownBy(() -> RULES.sampleEngagement(1, Map.of("Memphis Belle", "B-17G")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("'Memphis Belle'")
        .hasMessageContaining("Sally B, Tarheel, Jug");
    assertThatThrownBy(() -> RULES.sampleEngagement(1, Map.of("Jug", "P-51D")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("'P-51D'")
        .hasMessageContaining("P-47D");
    assertThatThrownBy(() -> RULES.withTablePatch("to hit", "1", "To-hit", "6+"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("'to hit'")
        .hasMessageContaining("to-hit");
    assertThatThrownBy(() -> RULES.withTablePatch("to-hit", "11", "To-hit", "6+"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("'11'")
        .hasMessageContaining("7-10");
    assertThatThrownBy(() -> RULES.withTablePatch("to-hit", "1", "Base", "6+"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("'Base'")
        .hasMessageContaining("To-hit");
    assertThatThrownBy(() -> RULES.withTablePatch("to-hit", "1", "To-hit", "often"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("to-hit")
        .hasMessageContaining("often");
    assertThat(RULES.botNames()).containsExactly("default");
  }

  @Test
  void aPatchedRuleSetWithAnotherEscortKeepsTheContract() {
    for (Cy6Rules rules : List.of(HARD_POINT_BLANK, HARD_POINT_BLANK.withActivation("cards"))) {
      // Seeds past ContractTest.FULLY_PROBED_GAMES: every kind of command probed, plots not all.
      ContractCheck.Report report =
          ContractCheck.of(rules)
              .startingFrom(
                  seed ->
                      rules.sampleEngagement(
                          seed, Map.of("Tarheel", "Spitfire Mk I", "Jug", "Me 262A")))
              .probing(ContractTest::candidates)
              .games(3, ContractTest.FULLY_PROBED_GAMES + 1)
              .run();
      assertThat(report.games()).isEqualTo(3);
      assertThat(report.rolling()).isPositive();
    }
  }
}
