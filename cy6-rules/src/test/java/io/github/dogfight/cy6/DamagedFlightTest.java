package io.github.dogfight.cy6;

import static io.github.dogfight.cy6.Cy6RulesTest.BOARD;
import static io.github.dogfight.cy6.Cy6RulesTest.EXAMPLE;
import static io.github.dogfight.cy6.Cy6RulesTest.RULES;
import static io.github.dogfight.cy6.Cy6RulesTest.at;
import static io.github.dogfight.cy6.Cy6RulesTest.farEnemy;
import static io.github.dogfight.cy6.Cy6RulesTest.narration;
import static io.github.dogfight.cy6.Cy6RulesTest.plane;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.dogfight.core.dice.ScriptedDice;
import io.github.dogfight.core.game.Game;
import io.github.dogfight.core.hex.Facing;
import io.github.dogfight.cy6.internal.movement.Movement;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * How damaged and dazed aircraft move (rules 002, the damage and aircrew statuses), with scripted
 * dice. "Dazed" (Green, TAL 6, speed 3) flies from col 14 row 14 facing north; its start-of-move
 * Aircrew Check rolls 1 + 1 and fails.
 */
class DamagedFlightTest {
  private static final AircraftType CLIMBER =
      new AircraftType("Climber", Role.FIGHTER, 6, 0, 9, 2, Gun.parseMix("2xLMG"));

  private static Game<Cy6State, Cy6Command> flies(
      AircraftType type,
      AircraftCondition condition,
      int tal,
      int speed,
      Cy6Command.Plot plot,
      int... dice) {
    Plane p = plane("Dazed", "Blue", type, Skill.GREEN, at(0, 0, Facing.N), tal, speed, null);
    Cy6State s =
        RULES.start(List.of("Blue", "Red"), BOARD, List.of(p.with(condition), farEnemy()), 1);
    Game<Cy6State, Cy6Command> g = Game.start(RULES, s).play(plot);
    return g.play(new Cy6Command.Plot("Far", Maneuver.LEVEL, "F11"), ScriptedDice.of(dice));
  }

  private static String moveOf(Game<Cy6State, Cy6Command> g) {
    return narration(g).stream()
        .filter(n -> n.startsWith("Dazed ") && !n.startsWith("Dazed starts"))
        .findFirst()
        .orElseThrow();
  }

  private static final Cy6Command.Plot F31 = new Cy6Command.Plot("Dazed", Maneuver.LEVEL, "F31");

  /**
   * *B: "Roll d6 for aircraft move where "x" is the current aircraft speed: on 1-2 aircraft
   * executes an Lx2 turn, on 3-4 an Rx2 turn, on 5-6 it moves directly forward. Aircraft flies
   * Level Flight Maneuver on odd roll and Dive Maneuver on even roll. If Dive, the aircraft must
   * increase all speed possible." x is the current speed for a dive too (the standard {@link
   * FlightReadings.RandomDive#CURRENT_SPEED}): the dive's speed comes in the "final speed &amp;
   * altitude adjustments" after the move, to 4 from 3. The other reading is in {@link
   * FlightReadingsTest}.
   */
  @ParameterizedTest(name = "d6 {0} at TAL {1}: {2}")
  @CsvSource(
      delimiter = '|',
      value = {
        "1 | 6 | level L32 (F F F L) to col 14 row 11 facing NW, TAL 6, speed 3",
        "2 | 6 | dive L32 (F F F L) to col 14 row 11 facing NW, TAL 5, speed 4",
        "3 | 6 | level R32 (F F F R) to col 14 row 11 facing NE, TAL 6, speed 3",
        "4 | 6 | dive R32 (F F F R) to col 14 row 11 facing NE, TAL 5, speed 4",
        "5 | 6 | level F31 (F F F) to col 14 row 11 facing N, TAL 6, speed 3",
        "6 | 6 | dive F31 (F F F) to col 14 row 11 facing N, TAL 5, speed 4",
        "2 | 1 | level L32 (F F F L) to col 14 row 11 facing NW, TAL 1, speed 3",
        "6 | 1 | level F31 (F F F) to col 14 row 11 facing N, TAL 1, speed 3",
      })
  void aBlackedOutPilotFliesAtRandomAndADiveAtTalOneFliesLevel(int d6, int tal, String move) {
    Game<Cy6State, Cy6Command> g =
        flies(EXAMPLE, AircraftCondition.INTACT.with(Status.BLACKOUT), tal, 3, F31, 1, 1, d6);
    assertThat(narration(g)).contains("Dazed starts its move: blackout");
    assertThat(moveOf(g)).isEqualTo("Dazed blacked out, flies at random: " + move);
  }

  @Test
  void outOfControlFliesAtRandomAsABlackout() {
    Game<Cy6State, Cy6Command> g =
        flies(EXAMPLE, AircraftCondition.INTACT.with(Status.OUT_OF_CONTROL), 6, 3, F31, 1, 1, 3);
    assertThat(moveOf(g))
        .isEqualTo(
            "Dazed out of control, flies at random: level R32 (F F F R) to col 14 row 11 facing NE,"
                + " TAL 6, speed 3");
  }

  /**
   * Lead and Wing (Green, TAL 4, speed 3) fly north in formation "Pair", Wing in the formation hex
   * behind Lead to the left, Wing in {@code condition}; Lead plots level F31 and the start-of-move
   * checks and moves roll {@code dice}.
   */
  private static Game<Cy6State, Cy6Command> pair(AircraftCondition condition, int... dice) {
    Cy6State s =
        RULES.start(
            List.of("Blue", "Red"),
            BOARD,
            List.of(
                plane("Lead", "Blue", EXAMPLE, Skill.GREEN, at(0, 0, Facing.N), 4, 3, "Pair"),
                plane("Wing", "Blue", EXAMPLE, Skill.GREEN, at(-1, 1, Facing.N), 4, 3, "Pair")
                    .with(condition),
                farEnemy()),
            1);
    Game<Cy6State, Cy6Command> g = Cy6RulesTest.keepAll(Game.start(RULES, s));
    // a wingman in formation plots nothing, blacked out or not: it is not asked to
    assertThat(g.state().waiting()).containsExactly("Lead", "Far");
    assertThat(g.legalCommands("Wing")).isEmpty();
    g = g.play(new Cy6Command.Plot("Lead", Maneuver.LEVEL, "F31"));
    ScriptedDice script = ScriptedDice.of(dice);
    g = g.play(new Cy6Command.Plot("Far", Maneuver.LEVEL, "F11"), script);
    script.assertFullyUsed();
    return g;
  }

  /**
   * "*B = Pilot Blackout - The aircraft must make random movements until Aircrew Check passed
   * (check at start of subsequent moves)", a wingman as any aircraft: failing its check (1 + 1) it
   * cannot fly to a formation hex, so it breaks formation involuntarily ("Wingmen must both
   * involuntarily break formation as they are not able to move to Formation hexes") and flies the
   * random move (3: "on 3-4 an Rx2 turn", odd: level). An aircraft out of control flies the same
   * way. It used to keep formation.
   */
  @ParameterizedTest(name = "{0}")
  @CsvSource({"BLACKOUT, blacked out", "OUT_OF_CONTROL, out of control"})
  void aBlackedOutOrOutOfControlWingmanBreaksFormationAndFliesAtRandom(
      Status status, String words) {
    Game<Cy6State, Cy6Command> g = pair(AircraftCondition.INTACT.with(status), 1, 1, 3);
    assertThat(narration(g))
        .contains(
            "Wing is " + words + " and cannot keep formation: it breaks formation Pair",
            "Wing "
                + words
                + ", flies at random: level R32 (F F F R) to col 13 row 11 facing NE,"
                + " TAL 4, speed 3")
        .noneMatch(n -> n.startsWith("Wing keeps formation"));
    assertThat(g.state().get("Wing").formation()).isEmpty();
    assertThat(g.state().get("Lead").formation()).as("a formation of one is none").isEmpty();
  }

  /** Passing its check (6 + 6), the blackout is over and the wingman keeps formation. */
  @Test
  void aWingmanThatPassesItsCheckKeepsFormation() {
    Game<Cy6State, Cy6Command> g = pair(AircraftCondition.INTACT.with(Status.BLACKOUT), 6, 6);
    assertThat(narration(g)).anyMatch(n -> n.startsWith("Wing keeps formation: level"));
    assertThat(g.state().get("Wing").formation()).contains("Pair");
  }

  /** "must fly forward until Aircrew Check passed": the plot is set aside. */
  @Test
  void flyForwardSetsThePlotAside() {
    Game<Cy6State, Cy6Command> g =
        flies(
            EXAMPLE,
            AircraftCondition.INTACT.with(Status.FLY_FORWARD),
            6,
            3,
            new Cy6Command.Plot("Dazed", Maneuver.LEVEL, "L32"),
            1,
            1);
    assertThat(moveOf(g))
        .isEqualTo(
            "Dazed must fly forward: level F31 (F F F) to col 14 row 11 facing N, TAL 6, speed 3");
  }

  /**
   * Engine damage: a climb takes an Aircrew Check; failing it, the aircraft goes out of control.
   */
  @Test
  void aFailedCheckToClimbWithEngineDamageGoesOutOfControl() {
    Game<Cy6State, Cy6Command> g =
        flies(
            CLIMBER,
            AircraftCondition.INTACT.withDamage(Damage.ENGINE),
            6,
            3,
            new Cy6Command.Plot("Dazed", Maneuver.CLIMB, "F31"),
            1,
            1,
            5);
    assertThat(moveOf(g)).startsWith("Dazed fails the check to climb and goes out of control: ");
    assertThat(g.state().get("Dazed").condition().has(Status.OUT_OF_CONTROL)).isTrue();
  }

  /** Airframe damage: "failed = Destroyed" for an extreme turn. */
  @Test
  void aFailedCheckForAnExtremeTurnWithAirframeDamageDestroysTheAircraft() {
    Game<Cy6State, Cy6Command> g =
        flies(
            EXAMPLE,
            AircraftCondition.INTACT.withDamage(Damage.AIRFRAME),
            6,
            3,
            new Cy6Command.Plot("Dazed", Maneuver.EXTREME_TURN, "L35"),
            1,
            1);
    assertThat(moveOf(g))
        .isEqualTo(
            "Dazed fails its Aircrew Check for an Extreme Turn with airframe damage and is"
                + " destroyed");
    assertThat(g.state().get("Dazed").condition().destroyed())
        .contains("the airframe failed in an Extreme Turn");
    assertThat(Movement.aManeuver(Maneuver.SPECIAL)).isEqualTo("a Special");
  }
}
