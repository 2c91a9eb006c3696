package io.github.dogfight.cy6;

import static io.github.dogfight.cy6.Cy6RulesTest.BOARD;
import static io.github.dogfight.cy6.Cy6RulesTest.EXAMPLE;
import static io.github.dogfight.cy6.Cy6RulesTest.at;
import static io.github.dogfight.cy6.Cy6RulesTest.farEnemy;
import static io.github.dogfight.cy6.Cy6RulesTest.narration;
import static io.github.dogfight.cy6.Cy6RulesTest.plane;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.dogfight.core.dice.Roller;
import io.github.dogfight.core.dice.ScriptedDice;
import io.github.dogfight.core.game.Game;
import io.github.dogfight.core.hex.Facing;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A wingman flies under the restrictions of its condition as any aircraft plots under them (rules
 * 002, the Lucky Hit Table): it keeps formation only with a move into a formation hex that obeys
 * them, and otherwise breaks formation involuntarily, "as they are not able to move to Formation
 * hexes (so must fly straight and level at start speed of formation leader)", or flies the move its
 * restriction forces (a jammed rudder's right turn).
 *
 * <p>Lead and Wing (Green, the example fighter on Move Chart B, TAL 4, speed 3) fly north in
 * formation "Pair", Wing in the formation hex behind Lead to the left (col 13 row 14); Wing's
 * condition comes from a Lucky Hit Table cell, and its start-of-move checks roll the dice given.
 */
class RestrictedWingmanTest {
  private static final Cy6Tables TABLES = Cy6Tables.standard();

  /**
   * The condition a lucky hit of the table's {@code role} / {@code weapon} / {@code roll} leaves.
   */
  static AircraftCondition luckyHit(Role role, String weapon, int roll) {
    ScriptedDice none = ScriptedDice.of();
    AircraftCondition c =
        AircraftCondition.INTACT
            .applyLuckyHit(
                TABLES.luckyHit(role, weapon, roll),
                AircraftCondition.Context.at(TABLES, 4, false),
                Skill.GREEN,
                AircrewCheck.standard(),
                Roller.scripted(none))
            .condition();
    none.assertFullyUsed();
    return c;
  }

  /**
   * Lead plots {@code maneuver} {@code code}; Wing in {@code condition}; the start-of-move checks
   * roll {@code dice}, all of them used.
   */
  static Game<Cy6State, Cy6Command> pair(
      Cy6Rules rules, AircraftCondition condition, Maneuver maneuver, String code, int... dice) {
    Cy6State s =
        rules.start(
            List.of("Blue", "Red"),
            BOARD,
            List.of(
                plane("Lead", "Blue", EXAMPLE, Skill.GREEN, at(0, 0, Facing.N), 4, 3, "Pair"),
                plane("Wing", "Blue", EXAMPLE, Skill.GREEN, at(-1, 1, Facing.N), 4, 3, "Pair")
                    .with(condition),
                farEnemy()),
            1);
    Game<Cy6State, Cy6Command> g = Cy6RulesTest.keepAll(Game.start(rules, s));
    assertThat(g.state().waiting()).containsExactly("Lead", "Far");
    g = g.play(new Cy6Command.Plot("Lead", maneuver, code));
    ScriptedDice script = ScriptedDice.of(dice);
    g = g.play(new Cy6Command.Plot("Far", Maneuver.LEVEL, "F11"), script);
    script.assertFullyUsed();
    return g;
  }

  private static Game<Cy6State, Cy6Command> pair(
      AircraftCondition condition, Maneuver maneuver, String code, int... dice) {
    return pair(Cy6RulesTest.RULES, condition, maneuver, code, dice);
  }

  /** Wing's move line. */
  private static String wingMove(Game<Cy6State, Cy6Command> g) {
    return narration(g).stream()
        .filter(
            n ->
                n.startsWith("Wing ")
                    && n.contains(" to col ")
                    && !n.startsWith("Wing starts its move"))
        .findFirst()
        .orElseThrow();
  }

  private static void keptFormation(Game<Cy6State, Cy6Command> g, String move) {
    assertThat(wingMove(g)).isEqualTo("Wing keeps formation: " + move);
    assertThat(g.state().get("Wing").formation()).contains("Pair");
  }

  private static void brokeFormation(Game<Cy6State, Cy6Command> g, String why, String move) {
    assertThat(narration(g)).contains(why);
    assertThat(wingMove(g)).isEqualTo("Wing " + move);
    assertThat(g.state().get("Wing").formation()).isEmpty();
    assertThat(g.state().get("Lead").formation()).as("a formation of one is none").isEmpty();
  }

  /**
   * "Fuel on Windscreen + *P - must fly forward until Aircrew Check passed. Next hit destroys
   * aircraft." (fighter, LMG/HMG, 10) and "Oil on Windscreen + *D - aircraft must fly forward until
   * Aircrew Check passed on a subsequent move" (fighter, cannon, 9). Wing fails its checks (the
   * panic of *P first, then flying forward: 1 + 1 each). Lead flies level L22: the moves into a
   * formation hex are F21R (a slip) and R21 (a turn), neither of them straight ahead, so Wing "must
   * both involuntarily break formation as they are not able to move to Formation hexes (so must fly
   * straight and level at start speed of formation leader)": F31, at Lead's speed 3. It used to
   * keep formation with the slip F21R.
   */
  @ParameterizedTest(name = "{0} {1} {2}")
  @CsvSource({"FIGHTER, LMG/HMG, 10, 1 1 1 1", "FIGHTER, Cannon, 9, 1 1"})
  void aWingmanThatMustFlyForwardBreaksFormationWhenNoFormationMoveFliesForward(
      Role role, String weapon, int roll, String dice) {
    AircraftCondition c = luckyHit(role, weapon, roll);
    assertThat(c.has(Status.FLY_FORWARD)).isTrue();
    Game<Cy6State, Cy6Command> g = pair(c, Maneuver.LEVEL, "L22", faces(dice));
    brokeFormation(
        g,
        "Wing cannot keep formation Pair, as it must fly forward: it breaks formation and flies"
            + " straight and level at the leader's start speed",
        "level F31 (F F F) to col 13 row 11 facing N, TAL 4, speed 3");
  }

  /**
   * "must fly forward until Aircrew Check passed": Lead flies level F21; of the moves into a
   * formation hex (F21, L22, R22, R31) Wing takes the one that flies forward, F21, and keeps
   * formation. It used to take R31, a turn (the code nearest its speed).
   */
  @Test
  void aWingmanThatMustFlyForwardKeepsFormationWithAMoveThatFliesForward() {
    Game<Cy6State, Cy6Command> g =
        pair(luckyHit(Role.FIGHTER, "Cannon", 9), Maneuver.LEVEL, "F21", 1, 1);
    keptFormation(g, "level F21 (F F) to col 13 row 12 facing N, TAL 4, speed 2");
  }

  /** Passing its check (6 + 6), Wing no longer must fly forward: it takes R31, as any wingman. */
  @Test
  void aWingmanThatPassesItsCheckFliesAnyFormationMove() {
    Game<Cy6State, Cy6Command> g =
        pair(luckyHit(Role.FIGHTER, "Cannon", 9), Maneuver.LEVEL, "F21", 6, 6);
    assertThat(wingMove(g)).startsWith("Wing keeps formation: level R31 ");
  }

  /**
   * "Rudder Jam + *E - Aircraft must do right turn next turn; check for OUT-OF-CONTROL" (fighter,
   * both columns, 5). Lead flies level L32: the one move into a formation hex, F31R, does not turn
   * right, so Wing breaks formation; "straight and level at start speed of formation leader" would
   * break its restriction, so it flies the move the restriction forces, a level right turn at
   * Lead's start speed: R32 (the seed's own "Rx2 turn" of *B). It used to fly straight on, F31.
   */
  @ParameterizedTest(name = "{0}")
  @CsvSource({"LMG/HMG", "Cannon"})
  void aJammedWingmanThatCannotTurnRightIntoFormationBreaksItAndTurnsRight(String weapon) {
    AircraftCondition c = luckyHit(Role.FIGHTER, weapon, 5);
    assertThat(c.has(Status.RIGHT_TURN_NEXT_TURN)).isTrue();
    Game<Cy6State, Cy6Command> g = pair(c, Maneuver.LEVEL, "L32");
    brokeFormation(
        g,
        "Wing cannot keep formation Pair, as its rudder is jammed and it must turn right: it"
            + " breaks formation and turns right at the leader's start speed",
        "level R32 (F F F R) to col 13 row 11 facing NE, TAL 4, speed 3");
    assertThat(g.state().get("Wing").condition().has(Status.RIGHT_TURN_NEXT_TURN))
        .as("\"next turn\" only")
        .isFalse();
  }

  /**
   * "Aircraft must do right turn next turn": Lead flies level R22; of the moves into a formation
   * hex (F21R, R21, F31, L32, R32) Wing takes a right turn, R32.
   */
  @Test
  void aJammedWingmanKeepsFormationWithARightTurn() {
    Game<Cy6State, Cy6Command> g = pair(luckyHit(Role.FIGHTER, "Cannon", 5), Maneuver.LEVEL, "R22");
    keptFormation(g, "level R32 (F F F R) to col 13 row 11 facing NE, TAL 4, speed 3");
  }

  /**
   * "Rudder Destroyed + *D - Aircraft may not turn for rest of mission" (bomber, cannon, 9). Lead
   * flies level L32: the slip F31R into the formation hex does not turn, and Wing keeps formation
   * with it.
   */
  @Test
  void aWingmanWithItsRudderDestroyedKeepsFormationWithAMoveThatDoesNotTurn() {
    AircraftCondition c = luckyHit(Role.BOMBER, "Cannon", 9);
    assertThat(c.has(Status.NO_TURNS)).isTrue();
    Game<Cy6State, Cy6Command> g = pair(c, Maneuver.LEVEL, "L32");
    keptFormation(g, "level F31R (F F SR) to col 14 row 12 facing N, TAL 4, speed 3");
  }

  /**
   * "Aircraft may not turn for rest of mission": Lead flies the extreme turn L35; the moves into a
   * formation hex (L25, R25) both turn, so Wing breaks formation and flies straight and level at
   * Lead's start speed, and is told why.
   */
  @Test
  void aWingmanWithItsRudderDestroyedBreaksFormationWhenEveryFormationMoveTurns() {
    Game<Cy6State, Cy6Command> g =
        pair(luckyHit(Role.BOMBER, "Cannon", 9), Maneuver.EXTREME_TURN, "L35");
    brokeFormation(
        g,
        "Wing cannot keep formation Pair, as its rudder is destroyed and it may not turn: it"
            + " breaks formation and flies straight and level at the leader's start speed",
        "level F31 (F F F) to col 13 row 11 facing N, TAL 4, speed 3");
  }

  /**
   * "Elevator Hit - Aircraft may not special maneuver, powerdive/climb or steep climb/dive for rest
   * of mission" (fighter, LMG/HMG, 6): Lead steep-climbs F31 to TAL 6; Wing may not, breaks
   * formation and flies straight and level at TAL 4. A plain climb it may fly, and it keeps
   * formation.
   */
  @Test
  void aWingmanWithAnElevatorHitMayNotFollowASteepClimbButMayFollowAClimb() {
    AircraftCondition c = luckyHit(Role.FIGHTER, "LMG/HMG", 6);
    assertThat(c.has(Status.NO_POWER_OR_STEEP)).isTrue();
    Game<Cy6State, Cy6Command> g = pair(c, Maneuver.STEEP_CLIMB, "F31");
    brokeFormation(
        g,
        "Wing cannot keep formation Pair, as its elevator is hit and it may not fly a special"
            + " maneuver, a power dive or a steep climb or dive: it breaks formation and flies"
            + " straight and level at the leader's start speed",
        "level F31 (F F F) to col 13 row 11 facing N, TAL 4, speed 3");
    assertThat(g.state().get("Lead").tal()).isEqualTo(6);

    keptFormation(
        pair(c, Maneuver.CLIMB, "L32"),
        "climb F31R (F F SR) to col 14 row 12 facing N, TAL 5, speed 2");
  }

  /**
   * "Elevator Destroyed + *D - Aircraft may not special maneuver, dive or climb for rest of
   * mission, crash land at end of mission" (fighter, cannon, 6): Lead climbs L32; Wing may not
   * climb, breaks formation and flies straight and level.
   */
  @Test
  void aWingmanWithItsElevatorDestroyedMayNotFollowAClimb() {
    AircraftCondition c = luckyHit(Role.FIGHTER, "Cannon", 6);
    assertThat(c.has(Status.NO_CLIMB_OR_DIVE)).isTrue();
    Game<Cy6State, Cy6Command> g = pair(c, Maneuver.CLIMB, "L32");
    brokeFormation(
        g,
        "Wing cannot keep formation Pair, as its elevator is destroyed and it may not fly a special"
            + " maneuver, a dive or a climb: it breaks formation and flies straight and level at"
            + " the leader's start speed",
        "level F31 (F F F) to col 13 row 11 facing N, TAL 4, speed 3");
  }

  /**
   * "Aircraft must do right turn next turn", for an aircraft left to fly on without a plot: Lead,
   * already engine-damaged and on fire, fails its check to stop the fire (1 + 1) and a second
   * engine damage (d6 2) destroys it at the start of its move, so Wing, alone, plotted nothing. It
   * flies on at its speed, but turning right (R32), as its jammed rudder forces; it used to fly
   * straight on.
   */
  @Test
  void aJammedWingmanLeftWithoutALeaderFliesOnTurningRight() {
    Cy6State s =
        Cy6RulesTest.RULES.start(
            List.of("Blue", "Red"),
            BOARD,
            List.of(
                plane("Lead", "Blue", EXAMPLE, Skill.GREEN, at(0, 0, Facing.N), 4, 2, "Pair")
                    .with(AircraftCondition.INTACT.withDamage(Damage.ENGINE).with(Status.ON_FIRE)),
                plane("Wing", "Blue", EXAMPLE, Skill.GREEN, at(-1, 1, Facing.N), 4, 3, "Pair")
                    .with(luckyHit(Role.FIGHTER, "Cannon", 5)),
                farEnemy()),
            1);
    Game<Cy6State, Cy6Command> g = Cy6RulesTest.keepAll(Game.start(Cy6RulesTest.RULES, s));
    g = g.play(new Cy6Command.Plot("Lead", Maneuver.LEVEL, "F21"));
    ScriptedDice script = ScriptedDice.of(1, 1, 2);
    g = g.play(new Cy6Command.Plot("Far", Maneuver.LEVEL, "F11"), script);
    script.assertFullyUsed();
    assertThat(g.state().get("Lead").flying()).isFalse();
    assertThat(narration(g))
        .contains("Wing flies on: level R32 (F F F R) to col 13 row 11 facing NE, TAL 4, speed 3");
  }

  /**
   * The same jammed wingman left alone at speed 1: Move Chart B has no "Rx2 turn" at speed 1 (no
   * R12), so it turns right with the chart's first right turn at that speed, R11 (the assumption
   * {@code Movement.unplotted} documents), rather than flying straight on.
   */
  @Test
  void aJammedWingmanAloneAtSpeedOneTurnsRightWithTheChartsFirstRightTurn() {
    Cy6State s =
        Cy6RulesTest.RULES.start(
            List.of("Blue", "Red"),
            BOARD,
            List.of(
                plane("Lead", "Blue", EXAMPLE, Skill.GREEN, at(0, 0, Facing.N), 4, 2, "Pair")
                    .with(AircraftCondition.INTACT.withDamage(Damage.ENGINE).with(Status.ON_FIRE)),
                plane("Wing", "Blue", EXAMPLE, Skill.GREEN, at(-1, 1, Facing.N), 4, 1, "Pair")
                    .with(luckyHit(Role.FIGHTER, "Cannon", 5)),
                farEnemy()),
            1);
    Game<Cy6State, Cy6Command> g = Cy6RulesTest.keepAll(Game.start(Cy6RulesTest.RULES, s));
    g = g.play(new Cy6Command.Plot("Lead", Maneuver.LEVEL, "F21"));
    ScriptedDice script = ScriptedDice.of(1, 1, 2);
    g = g.play(new Cy6Command.Plot("Far", Maneuver.LEVEL, "F11"), script);
    script.assertFullyUsed();
    assertThat(g.state().get("Lead").flying()).isFalse();
    assertThat(narration(g)).anyMatch(n -> n.startsWith("Wing flies on: level R11 (F R) "));
  }

  /**
   * "must fly forward until Aircrew Check passed", for an aircraft alone: a plot that flies forward
   * (straight and level) stands, at the speed plotted; one that does not is set aside for straight
   * and level at its current speed, as before.
   */
  @Test
  void aStraightAndLevelPlotStandsForAnAircraftThatMustFlyForward() {
    Plane p =
        plane("Lone", "Blue", EXAMPLE, Skill.GREEN, at(0, 0, Facing.N), 4, 3, null)
            .with(luckyHit(Role.FIGHTER, "Cannon", 9));
    Cy6State s = Cy6RulesTest.RULES.start(List.of("Blue", "Red"), BOARD, List.of(p, farEnemy()), 1);
    Game<Cy6State, Cy6Command> g =
        Game.start(Cy6RulesTest.RULES, s)
            .play(new Cy6Command.Plot("Lone", Maneuver.LEVEL, "F41"))
            .play(new Cy6Command.Plot("Far", Maneuver.LEVEL, "F11"), ScriptedDice.of(1, 1));
    assertThat(narration(g))
        .contains(
            "Lone must fly forward: level F41 (F F F F) to col 14 row 10 facing N, TAL 4, speed 4");
  }

  /**
   * The other reading of "must fly forward", {@link FlightReadings.FlyForward#NO_TURN}: only a turn
   * breaks it, as "may not turn". Lead flies level L22 and Wing keeps formation with the slip F21R;
   * an aircraft alone keeps its plotted climb straight ahead.
   */
  @Test
  void theOtherReadingOfFlyingForwardBarsOnlyTurns() {
    Cy6Rules noTurn =
        new Cy6Rules(
            Cy6Config.defaults()
                .withFlightReadings(
                    FlightReadings.standard().withFlyForward(FlightReadings.FlyForward.NO_TURN)));
    Game<Cy6State, Cy6Command> g =
        pair(noTurn, luckyHit(Role.FIGHTER, "Cannon", 9), Maneuver.LEVEL, "L22", 1, 1);
    keptFormation(g, "level F21R (F SR) to col 14 row 13 facing N, TAL 4, speed 2");

    Plane p =
        plane("Lone", "Blue", EXAMPLE, Skill.GREEN, at(0, 0, Facing.N), 4, 3, null)
            .with(luckyHit(Role.FIGHTER, "Cannon", 9));
    Cy6State s = noTurn.start(List.of("Blue", "Red"), BOARD, List.of(p, farEnemy()), 1);
    Game<Cy6State, Cy6Command> lone =
        Game.start(noTurn, s)
            .play(new Cy6Command.Plot("Lone", Maneuver.CLIMB, "F31"))
            .play(new Cy6Command.Plot("Far", Maneuver.LEVEL, "F11"), ScriptedDice.of(1, 1));
    assertThat(narration(lone))
        .contains(
            "Lone must fly forward: climb F31 (F F F) to col 14 row 11 facing N, TAL 5, speed 2");
    assertThat(
            FlightReadings.FlyForward.NO_TURN.allows(
                Maneuver.DIVE, MoveChart.sample().move("F31R").code()))
        .isTrue();
    assertThat(
            FlightReadings.FlyForward.STRAIGHT_AND_LEVEL.allows(
                Maneuver.DIVE, MoveChart.sample().move("F31").code()))
        .isFalse();
    assertThat(
            FlightReadings.FlyForward.STRAIGHT_AND_LEVEL.allows(
                Maneuver.LEVEL, MoveChart.sample().move("F31R").code()))
        .isFalse();
    assertThat(
            FlightReadings.FlyForward.STRAIGHT_AND_LEVEL.allows(
                Maneuver.LEVEL, MoveChart.sample().move("F41").code()))
        .isTrue();
  }

  /** The faces of {@code dice}, one digit each ("1 1 1 1"). */
  private static int[] faces(String dice) {
    return dice.chars().filter(Character::isDigit).map(c -> c - '0').toArray();
  }
}
