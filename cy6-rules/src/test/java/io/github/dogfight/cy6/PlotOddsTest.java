package io.github.dogfight.cy6;

import static io.github.dogfight.cy6.Cy6RulesTest.BOARD;
import static io.github.dogfight.cy6.Cy6RulesTest.EXAMPLE;
import static io.github.dogfight.cy6.Cy6RulesTest.RULES;
import static io.github.dogfight.cy6.Cy6RulesTest.at;
import static io.github.dogfight.cy6.Cy6RulesTest.farEnemy;
import static io.github.dogfight.cy6.Cy6RulesTest.narration;
import static io.github.dogfight.cy6.Cy6RulesTest.plane;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.dogfight.core.check.Check;
import io.github.dogfight.core.dice.DiceScriptException;
import io.github.dogfight.core.dice.Roller;
import io.github.dogfight.core.dice.ScriptedDice;
import io.github.dogfight.core.game.Game;
import io.github.dogfight.core.hex.Facing;
import io.github.dogfight.core.odds.Rational;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The odds a plot shows ({@code Game.oddsOf}): the checks its move may roll for the aircraft, from
 * the code that flies it. "Dazed" (Green, TAL 6) flies from col 14 row 14 facing north.
 */
class PlotOddsTest {
  private static final AircraftType CLIMBER =
      new AircraftType("Climber", Role.FIGHTER, 6, 0, 9, 2, Gun.parseMix("2xLMG"));
  private static final Check CHECK = AircrewCheck.standard();

  private static Game<Cy6State, Cy6Command> dazed(
      AircraftType type, AircraftCondition condition, Position at, int tal, int speed) {
    Plane p = plane("Dazed", "Blue", type, Skill.GREEN, at, tal, speed, null);
    Cy6State s =
        RULES.start(List.of("Blue", "Red"), BOARD, List.of(p.with(condition), farEnemy()), 1);
    return Game.start(RULES, s);
  }

  private static Map<String, Rational> odds(
      AircraftType type, AircraftCondition condition, Cy6Command.Plot plot) {
    Game<Cy6State, Cy6Command> g = dazed(type, condition, at(0, 0, Facing.N), 6, 3);
    assertThat(g.legalCommands("Dazed")).contains(plot);
    return g.oddsOf(plot);
  }

  private static Cy6Command.Plot plot(Maneuver m, String code) {
    return new Cy6Command.Plot("Dazed", m, code);
  }

  private static Rational not(Rational p) {
    return Rational.ONE.subtract(p);
  }

  @Test
  void anIntactAircraftFliesAsPlotted() {
    assertThat(odds(EXAMPLE, AircraftCondition.INTACT, plot(Maneuver.LEVEL, "F31")))
        .containsExactly(Map.entry("P(flies as plotted)", Rational.ONE));
  }

  /**
   * "Engine Damage (Even) ... Aircrew Check to Climb: failed = Out-of-Control." A climb shows the
   * check's chance to fail (Green, -1 for the damage: 2d6 - 1, 7 or more passes); level flight
   * shows none. The check is rolled as the odds say: failed on 1 + 1, the aircraft goes out of
   * control.
   */
  @Test
  void aClimbWithEngineDamageShowsTheCheckToClimb() {
    AircraftCondition engine = AircraftCondition.INTACT.withDamage(Damage.ENGINE);
    Rational pass = CHECK.passChance(Skill.GREEN.modifier(), engine.checkModifier());
    assertThat(pass).isEqualTo(Rational.of(15, 36));
    Map<String, Rational> climb = odds(CLIMBER, engine, plot(Maneuver.CLIMB, "F31"));
    assertThat(climb)
        .containsEntry("P(flies as plotted)", pass)
        .containsEntry("P(fails the Aircrew Check to climb: out of control)", not(pass));
    assertThat(odds(CLIMBER, engine, plot(Maneuver.LEVEL, "F31")))
        .containsExactly(Map.entry("P(flies as plotted)", Rational.ONE));
    Game<Cy6State, Cy6Command> g =
        dazed(CLIMBER, engine, at(0, 0, Facing.N), 6, 3).play(plot(Maneuver.CLIMB, "F31"));
    g = g.play(new Cy6Command.Plot("Far", Maneuver.LEVEL, "F11"), ScriptedDice.of(1, 1, 5));
    assertThat(narration(g))
        .anyMatch(n -> n.contains("fails the check to climb and goes out of control"));
  }

  /**
   * "Airframe Damage (Odd) ... Aircrew Check to Special Maneuver or Extreme Turn: failed =
   * Destroyed": an extreme turn shows the chance the airframe fails.
   */
  @Test
  void anExtremeTurnWithAirframeDamageShowsTheChanceToBeDestroyed() {
    AircraftCondition airframe = AircraftCondition.INTACT.withDamage(Damage.AIRFRAME);
    Rational pass = CHECK.passChance(Skill.GREEN.modifier(), airframe.checkModifier());
    Map<String, Rational> turn = odds(EXAMPLE, airframe, plot(Maneuver.EXTREME_TURN, "R25"));
    assertThat(turn)
        .containsEntry("P(flies as plotted)", pass)
        .containsEntry("P(destroyed)", not(pass));
  }

  /**
   * *B "Pilot Blackout - The aircraft must make random movements until Aircrew Check passed (check
   * at start of subsequent moves) ... Aircraft flies Level Flight Maneuver on odd roll and Dive
   * Maneuver on even roll": every plot of a blacked-out aircraft shows the check that ends it, the
   * chance it flies at random instead, and at random diving (half of it).
   */
  @Test
  void aBlackedOutAircraftShowsTheCheckAndTheRandomMove() {
    AircraftCondition out = AircraftCondition.INTACT.with(Status.BLACKOUT);
    Rational pass = CHECK.passChance(Skill.GREEN.modifier(), out.checkModifier());
    Map<String, Rational> o = odds(EXAMPLE, out, plot(Maneuver.LEVEL, "F31"));
    assertThat(o)
        .containsEntry("P(flies as plotted)", pass)
        .containsEntry("P(Aircrew Check ends blackout)", pass)
        .containsEntry("P(flies at random)", not(pass))
        .containsEntry("P(flies at random, diving)", not(pass).multiply(Rational.of(1, 2)));
  }

  /**
   * "Fuel on Windscreen + *P - must fly forward until Aircrew Check passed": a plot that does not
   * fly forward is flown straight and level instead when the check fails.
   */
  @Test
  void anAircraftThatMustFlyForwardShowsTheChanceToFlyStraightInstead() {
    AircraftCondition fwd = AircraftCondition.INTACT.with(Status.FLY_FORWARD);
    Rational pass = CHECK.passChance(Skill.GREEN.modifier(), fwd.checkModifier());
    Map<String, Rational> turn = odds(EXAMPLE, fwd, plot(Maneuver.LEVEL, "L32"));
    assertThat(turn)
        .containsEntry("P(flies as plotted)", pass)
        .containsEntry("P(flies straight and level instead: it must fly forward)", not(pass));
    assertThat(odds(EXAMPLE, fwd, plot(Maneuver.LEVEL, "F31")))
        .containsEntry("P(flies as plotted)", Rational.ONE);
  }

  /**
   * "BOARD EXIT AIRCREW CHECK (A7.2) After exit, take normal aircrew check; apply the additional
   * modifiers: -2 if exited off Unfriendly Board Edge". A plot that leaves the map shows the check
   * (Green, -2: 2d6 - 2, 7 or more passes), and whether it is lost for victory points; one that
   * stays on the map shows none.
   */
  @Test
  void aPlotOffTheMapShowsTheBoardExitCheck() {
    // col 14 row 1 facing north: F31 leaves by the north edge, Red's home: Blue's unfriendly edge
    Game<Cy6State, Cy6Command> g =
        dazed(EXAMPLE, AircraftCondition.INTACT, new Position(Board.at(14, 1), Facing.N), 6, 3);
    Exit exit = new Exit();
    BoardExit rules = new BoardExit(Cy6Tables.standard(), CHECK);
    var o = rules.check(Skill.GREEN, BoardEdge.UNFRIENDLY, false, 0).outcomes();
    exit.fails = o.probability(r -> r != BoardExit.Result.SAFE);
    exit.destroys = o.probability(r -> r == BoardExit.Result.DESTROYED);
    assertThat(exit.fails).isEqualTo(not(CHECK.passChance(Skill.GREEN.modifier(), -2)));
    Map<String, Rational> off = g.oddsOf(plot(Maneuver.LEVEL, "F31"));
    assertThat(off)
        .containsEntry("P(flies as plotted)", Rational.ONE)
        .containsEntry("P(leaves the map)", Rational.ONE)
        .containsEntry("P(board exit check fails)", exit.fails)
        .containsEntry("P(destroyed for victory points)", exit.destroys);
    assertThat(g.oddsOf(plot(Maneuver.LEVEL, "F11"))).doesNotContainKey("P(leaves the map)");
  }

  private static final class Exit {
    Rational fails = Rational.ZERO;
    Rational destroys = Rational.ZERO;
  }

  /**
   * "Fire - Aircraft on fire, take Aircrew Check at start of next move to stop fire. If not stopped
   * aircraft is damaged (roll randomly to determine type)": the odds of the checks at the start of
   * a move are those the rolls give, every die sequence counted: {@link
   * AircraftCondition#startOfMoveOdds} against {@link AircraftCondition#startOfMove} played with
   * every script of faces.
   */
  @Test
  void theStartOfMoveOddsAreThoseOfTheRollsThemselves() {
    List<AircraftCondition> conditions =
        List.of(
            AircraftCondition.INTACT.with(Status.ON_FIRE).with(Status.BLACKOUT),
            AircraftCondition.INTACT
                .withDamage(Damage.ENGINE)
                .with(Status.ON_HEAVY_FIRE)
                .with(Status.PANIC),
            AircraftCondition.INTACT.with(Status.OUT_OF_CONTROL).with(Status.FLY_FORWARD),
            AircraftCondition.INTACT.withDamage(Damage.AIRFRAME).with(Status.ON_FIRE));
    for (AircraftCondition c : conditions) {
      assertThat(c.startOfMoveOdds(Skill.SKILLED, CHECK)).isEqualTo(enumerated(c));
    }
  }

  /** Every face script of startOfMove, each weighed 1/6 a die: the exact chance of each result. */
  private static Map<AircraftCondition, Rational> enumerated(AircraftCondition c) {
    Map<AircraftCondition, Rational> out = new LinkedHashMap<>();
    List<List<Integer>> scripts = new ArrayList<>();
    scripts.add(List.of());
    while (!scripts.isEmpty()) {
      List<Integer> script = scripts.remove(scripts.size() - 1);
      try {
        AircraftCondition after =
            c.startOfMove(Skill.SKILLED, CHECK, Roller.scripted(ScriptedDice.of(script)))
                .condition();
        Rational w = Rational.ONE;
        for (int i = 0; i < script.size(); i++) {
          w = w.multiply(Rational.of(1, 6));
        }
        out.merge(after, w, Rational::add);
      } catch (DiceScriptException more) {
        for (int face = 1; face <= 6; face++) {
          List<Integer> longer = new ArrayList<>(script);
          longer.add(face);
          scripts.add(longer);
        }
      }
    }
    // the order of first reaching each result differs; compare as maps
    return new java.util.HashMap<>(out);
  }
}
