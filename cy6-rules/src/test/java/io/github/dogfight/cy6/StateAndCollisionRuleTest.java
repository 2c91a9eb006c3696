package io.github.dogfight.cy6;

import static io.github.dogfight.cy6.Cy6RulesTest.BOARD;
import static io.github.dogfight.cy6.Cy6RulesTest.EXAMPLE;
import static io.github.dogfight.cy6.Cy6RulesTest.RULES;
import static io.github.dogfight.cy6.Cy6RulesTest.at;
import static io.github.dogfight.cy6.Cy6RulesTest.plane;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dogfight.core.dice.Roller;
import io.github.dogfight.core.dice.ScriptedDice;
import io.github.dogfight.core.hex.Facing;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The state's phases, sides and lookups, and the assumed collision rule roll by roll. */
class StateAndCollisionRuleTest {
  private static final Plane A =
      plane("A", "Blue", EXAMPLE, Skill.GREEN, at(0, 0, Facing.N), 6, 2, null);
  private static final Plane B =
      plane("B", "Red", EXAMPLE, Skill.ACE, at(0, -1, Facing.S), 6, 2, null);

  @ParameterizedTest(name = "{0}: {1}")
  @CsvSource({
    "TAILING, tailing declaration",
    "FORMATION, formation status",
    "PLOTTING, move plotting",
    "TAILER_PLOTTING, move plotting (tailers)",
    "AA_FIRE, anti-aircraft fire",
    "FIRE, air-to-air fire",
    "SURFACE_ATTACK, surface attack",
    "OVER, over",
  })
  void eachStepNamesItsPhase(Cy6State.Step step, String phase) {
    assertThat(step.phase()).isEqualTo(phase);
  }

  @Test
  void theStateKnowsItsPhaseSidesAndAircraft() {
    Cy6State s = RULES.start(List.of("Blue", "Red"), BOARD, List.of(A, B), 1);
    assertThat(s.phase()).isEqualTo(s.step().phase());
    assertThat(s.phase()).isNotEmpty();
    assertThat(s.enemyOf("Blue")).isEqualTo("Red");
    assertThat(s.enemyOf("Red")).isEqualTo("Blue");
    assertThat(s.ground()).isEqualTo(Ground.none());
    assertThat(s.get("A")).isEqualTo(A);
    assertThatThrownBy(() -> s.get("Z"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("no aircraft 'Z'");
    assertThat(s.plane("Z")).isEmpty();
  }

  /**
   * "Each evading crew takes an Aircrew Check; if none passes, both aircraft are destroyed": A
   * (Green, +0) rolls first, then B (Ace, +3); a crew that does not evade rolls nothing.
   */
  @Test
  void eachEvadingCrewRollsUntilOnePasses() {
    Collision c = Collision.evasion();
    var check = AircrewCheck.standard();
    // A fails (1 + 1), B passes (2 + 2 + 3)
    Collision.Result both =
        c.roll(A, true, B, true, check, Roller.scripted(ScriptedDice.of(1, 1, 2, 2)));
    assertThat(both.collided()).isFalse();
    assertThat(both.rolls()).hasSize(2);
    // A passes at once: B does not roll
    Collision.Result first =
        c.roll(A, true, B, true, check, Roller.scripted(ScriptedDice.of(4, 3)));
    assertThat(first.collided()).isFalse();
    assertThat(first.rolls()).hasSize(1);
    // only B evades, and fails (1 + 2 + 3 = 6)
    Collision.Result onlyB =
        c.roll(A, false, B, true, check, Roller.scripted(ScriptedDice.of(1, 2)));
    assertThat(onlyB.collided()).isTrue();
    assertThat(onlyB.rolls()).hasSize(1);
    // only A evades, and passes
    assertThat(c.roll(A, true, B, false, check, Roller.scripted(ScriptedDice.of(6, 1))).collided())
        .isFalse();
    // neither evades: they collide with no roll
    Collision.Result none = c.roll(A, false, B, false, check, Roller.scripted(ScriptedDice.of()));
    assertThat(none.collided()).isTrue();
    assertThat(none.rolls()).isEmpty();
    assertThat(c.name()).isEqualTo("evasion check");
    assertThat(c.description()).contains("Aircrew Check").contains("both aircraft are destroyed");
  }
}
