package io.github.dogfight.cy6;

import static io.github.dogfight.cy6.Cy6RulesTest.BOARD;
import static io.github.dogfight.cy6.Cy6RulesTest.EXAMPLE;
import static io.github.dogfight.cy6.Cy6RulesTest.RULES;
import static io.github.dogfight.cy6.Cy6RulesTest.at;
import static io.github.dogfight.cy6.Cy6RulesTest.plane;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dogfight.core.game.Game;
import io.github.dogfight.core.game.RuleViolation;
import io.github.dogfight.core.hex.Facing;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Who may tail whom, what tailing tells ("Tailing provides Left/Right/Fwd & Climb/Dive/Level
 * information", seed 002, B) and the speeds a plot may take. Where the seed is silent these are the
 * module's documented assumptions (README, "Assumptions where the seed is silent"): an enemy with
 * the tailer in its rear arc, 1-3 hexes away, TAL within 1; a move at the current speed or one more
 * or less.
 */
class TailingRulesTest {
  private static final Cy6Engine ENGINE = new Cy6Engine(Cy6Config.defaults());

  /** "Prey" (Red, TAL 6) flies north from the origin; "Hunter" is {@code behind} hexes south. */
  @ParameterizedTest(name = "{0} hexes behind, TAL {1}, facing {2}, side {3}: {4}")
  @CsvSource({
    "1, 6, N, Blue, true",
    "3, 6, N, Blue, true",
    "4, 6, N, Blue, false",
    "2, 7, N, Blue, true",
    "2, 5, S, Blue, true",
    "2, 8, N, Blue, false",
    "2, 4, N, Blue, false",
    "2, 6, N, Red, false",
    "-2, 6, N, Blue, false",
  })
  void tailTargets(int behind, int tal, Facing facing, String side, boolean tails) {
    Plane prey = plane("Prey", "Red", EXAMPLE, Skill.GREEN, at(0, 0, Facing.N), 6, 2, null);
    Plane hunter = plane("Hunter", side, EXAMPLE, Skill.GREEN, at(0, behind, facing), tal, 2, null);
    Plane other = plane("Other", "Blue", EXAMPLE, Skill.GREEN, at(9, 9, Facing.N), 6, 2, null);
    Cy6State s = RULES.start(List.of("Blue", "Red"), BOARD, List.of(prey, hunter, other), 1);
    assertThat(ENGINE.tailTargets(s, s.get("Hunter")))
        .isEqualTo(tails ? List.of("Prey") : List.of());
  }

  @ParameterizedTest(name = "{0} as {1}: {2}")
  @CsvSource({
    "L22, DIVE, 'turns left, diving'",
    "R22, CLIMB, 'turns right, climbing'",
    "F21, LEVEL, 'flies forward, level'",
    "F21, STEEP_DIVE, 'flies forward, diving'",
  })
  void tailingTellsDirectionAndClimb(String code, Maneuver m, String words) {
    assertThat(Cy6Engine.tailWords(new Cy6Command.Plot("P", m, code), Cy6Tables.standard()))
        .isEqualTo(words);
  }

  /** At speed 2, codes of speed 1 to 3; at speed 4, of 3 to 5. */
  @Test
  void aPlotChangesSpeedByOneAtMost() {
    Plane me = plane("Me", "Blue", EXAMPLE, Skill.GREEN, at(0, 0, Facing.N), 6, 2, null);
    Plane far = plane("Far", "Red", EXAMPLE, Skill.GREEN, at(9, -9, Facing.S), 6, 2, null);
    Game<Cy6State, Cy6Command> g =
        Game.start(RULES, RULES.start(List.of("Blue", "Red"), BOARD, List.of(me, far), 1));
    assertThat(g.legalCommands("Me"))
        .contains(
            new Cy6Command.Plot("Me", Maneuver.LEVEL, "F11"),
            new Cy6Command.Plot("Me", Maneuver.LEVEL, "F31"))
        .doesNotContain(new Cy6Command.Plot("Me", Maneuver.LEVEL, "F41"));
    assertThatThrownBy(() -> g.play(new Cy6Command.Plot("Me", Maneuver.LEVEL, "F41")))
        .isInstanceOf(RuleViolation.class)
        .hasMessageContaining("at speed 2 (at most 4) a move may be flown at one more or one less");
    Plane slow = me.at(me.position(), 6, 4);
    Game<Cy6State, Cy6Command> g4 =
        Game.start(RULES, RULES.start(List.of("Blue", "Red"), BOARD, List.of(slow, far), 1));
    assertThatThrownBy(() -> g4.play(new Cy6Command.Plot("Me", Maneuver.LEVEL, "F21")))
        .isInstanceOf(RuleViolation.class)
        .hasMessageContaining("at speed 4");
    assertThat(g4.legalCommands("Me")).contains(new Cy6Command.Plot("Me", Maneuver.LEVEL, "F31"));
  }
}
