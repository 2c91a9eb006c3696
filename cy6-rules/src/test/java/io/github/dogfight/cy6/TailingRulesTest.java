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
import io.github.dogfight.cy6.internal.Engine;
import io.github.dogfight.cy6.internal.movement.Tailing;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Who may tail whom, what tailing tells ("Tailing provides Left/Right/Fwd & Climb/Dive/Level
 * information", rules 002, B) and the speeds a plot may take. Where the seed is silent these are
 * the module's documented assumptions (README, "Assumptions where the seed is silent"): an enemy
 * 1-3 hexes away, TAL within 1, with the tailer in its rear arc and the enemy in the tailer's front
 * arc; a move at the current speed or one more or less.
 */
class TailingRulesTest {
  private static final Engine ENGINE = new Engine(Cy6Config.defaults());

  /**
   * "Prey" (Red, TAL 6) flies north from the origin; "Hunter" is {@code behind} hexes south. Facing
   * south (flying away from Prey) or north-east (Prey in its side arc), Hunter is still in Prey's
   * rear arc but does not have Prey ahead: it may not tail it.
   */
  @ParameterizedTest(name = "{0} hexes behind, TAL {1}, facing {2}, side {3}: {4}")
  @CsvSource({
    "1, 6, N, Blue, true",
    "3, 6, N, Blue, true",
    "4, 6, N, Blue, false",
    "2, 7, N, Blue, true",
    "2, 5, S, Blue, false",
    "1, 6, NE, Blue, false",
    "3, 6, NW, Blue, false",
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
    assertThat(ENGINE.tailing().tailTargets(s, s.get("Hunter")))
        .isEqualTo(tails ? List.of("Prey") : List.of());
  }

  /**
   * "Tailing planes may move in their tailed AC Move Group." {@code ./dogfight duel --rules cy6
   * --seed 3}, turn 8: Jug (col 8 row 16 facing south) and Gelb 3 (col 9 row 14 facing north), both
   * at TAL 9, fly apart, each in the other's rear arc. They used to tail each other, and as each
   * waited to move after the other neither moved again. Now neither may tail the other, and no one
   * waits to declare.
   */
  @Test
  void twoAircraftFlyingApartTailNeither() {
    AircraftCatalog c = AircraftCatalog.sample();
    Board board =
        new Board(
            20,
            24,
            Board.Compass.EAST,
            Map.of("USAAF", Board.Compass.SOUTH, "Luftwaffe", Board.Compass.NORTH));
    Plane jug =
        Plane.of(
            "Jug",
            "USAAF",
            c.type("P-47D"),
            Skill.GREEN,
            new Position(Board.at(8, 16), Facing.S),
            9,
            3,
            Optional.empty());
    Plane gelb =
        Plane.of(
            "Gelb 3",
            "Luftwaffe",
            c.type("Bf 109E"),
            Skill.ACE,
            new Position(Board.at(9, 14), Facing.N),
            9,
            4,
            Optional.empty());
    Cy6State s = RULES.start(List.of("USAAF", "Luftwaffe"), board, List.of(jug, gelb), 3);
    assertThat(ENGINE.tailing().tailTargets(s, s.get("Jug"))).isEmpty();
    assertThat(ENGINE.tailing().tailTargets(s, s.get("Gelb 3"))).isEmpty();
    assertThat(s.step()).isEqualTo(Cy6State.Step.PLOTTING);
    assertThat(s.waiting()).containsExactly("Jug", "Gelb 3");
  }

  /**
   * A tail declared on an enemy that is behind is refused, naming the rule, and the state stays as
   * it was: "Me" (north) may tail "Ahead", 2 hexes ahead flying on, but not "Away", 2 hexes behind
   * flying away (Me is in Away's rear arc, Away is not ahead of Me).
   */
  @Test
  void aTailOnAnEnemyThatIsNotAheadIsRefused() {
    Plane me = plane("Me", "Blue", EXAMPLE, Skill.GREEN, at(0, 0, Facing.N), 6, 2, null);
    Plane ahead = plane("Ahead", "Red", EXAMPLE, Skill.GREEN, at(0, -2, Facing.N), 6, 2, null);
    Plane away = plane("Away", "Red", EXAMPLE, Skill.GREEN, at(0, 2, Facing.S), 6, 2, null);
    Game<Cy6State, Cy6Command> g =
        Game.start(RULES, RULES.start(List.of("Blue", "Red"), BOARD, List.of(me, ahead, away), 1));
    assertThat(g.state().waiting()).containsExactly("Me");
    assertThat(g.legalCommands("Me"))
        .containsExactly(Cy6Command.Tail.none("Me"), Cy6Command.Tail.of("Me", "Ahead"));
    Cy6State before = g.state();
    assertThatThrownBy(() -> g.play(Cy6Command.Tail.of("Me", "Away")))
        .isInstanceOf(RuleViolation.class)
        .hasMessageContaining("target")
        .hasMessageContaining("Away")
        .hasMessageContaining("ahead of it (in its front arc)");
    assertThat(g.state()).isEqualTo(before);
  }

  @ParameterizedTest(name = "{0} as {1}: {2}")
  @CsvSource({
    "L22, DIVE, 'turns left, diving'",
    "R22, CLIMB, 'turns right, climbing'",
    "F21, LEVEL, 'flies forward, level'",
    "F21, STEEP_DIVE, 'flies forward, diving'",
  })
  void tailingTellsDirectionAndClimb(String code, Maneuver m, String words) {
    assertThat(Tailing.tailWords(new Cy6Command.Plot("P", m, code), Cy6Tables.standard()))
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
