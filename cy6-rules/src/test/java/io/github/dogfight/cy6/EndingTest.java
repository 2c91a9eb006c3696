package io.github.dogfight.cy6;

import static io.github.dogfight.cy6.Cy6RulesTest.BOARD;
import static io.github.dogfight.cy6.Cy6RulesTest.EXAMPLE;
import static io.github.dogfight.cy6.Cy6RulesTest.plane;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dogfight.core.game.Ending;
import io.github.dogfight.core.game.Game;
import io.github.dogfight.core.hex.Facing;
import io.github.dogfight.testkit.EndingCheck;
import io.github.dogfight.testkit.Scripted;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Why an engagement ended ({@link Cy6Rules#ending}): the generic {@link EndingCheck} over bot games
 * of every activation, every reason reached by bot or scripted games, and one scripted game per
 * reason.
 */
class EndingTest {
  private final Cy6Rules rules = new Cy6Rules();

  @Test
  void reasonsAreFixed() {
    assertThat(rules.endReasons())
        .containsExactly(
            "destroyed", "left the map", "targets destroyed", "no aircraft left", "turn limit");
  }

  /**
   * Bot games of the sample (a B-17 and its escort against interceptors over a rail yard guarded by
   * flak: the defenders are never out of the fight) end with the escorted side destroyed, gone off
   * the map, or at the turn limit; the winner, on victory points, may have no aircraft left.
   */
  @Test
  void botGamesOfTheSampleEndForTheirThreeReasons() {
    Map<String, Integer> all = new java.util.LinkedHashMap<>();
    for (String activation : rules.activations()) {
      EndingCheck.Report report =
          EndingCheck.of(rules.withActivation(activation))
              .winnerMayHaveNoSurvivors()
              .games(15, 1)
              .run();
      assertThat(report.ended()).as(activation).isEqualTo(15);
      report.reasons().forEach((r, n) -> all.merge(r, n, Integer::sum));
    }
    assertThat(all.get("destroyed")).as(all.toString()).isPositive();
    assertThat(all.get("left the map")).as(all.toString()).isPositive();
    assertThat(all.get("turn limit")).as(all.toString()).isPositive();
  }

  @Test
  void anEngagementNotOverHasNoEnding() {
    assertThatThrownBy(() -> rules.ending(rules.sampleEngagement(1)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("not over");
  }

  /**
   * The robustness roll "fails by 6, an LMG critical failure: destroyed" (rules 002, B4): Red's
   * only aircraft is shot down, and Red has nothing left in the fight.
   */
  @Test
  void destroyed() {
    Game<Cy6State, Cy6Command> g = Game.start(rules, Cy6RulesTest.headOn());
    g = g.play(new Cy6Command.Plot("Blue 1", Maneuver.LEVEL, "F11"));
    g = g.play(new Cy6Command.Plot("Red 1", Maneuver.LEVEL, "F11"));
    g = g.play(Cy6Command.Fire.at("Red 1", "Blue 1"));
    g = Scripted.play(g, Cy6Command.Fire.at("Blue 1", "Red 1"), 6, 6, 3, 3, 3, 3, 1, 1, 4, 3, 5, 2);
    Ending e = EndingCheck.assertEnding(rules, g.state());
    assertThat(e.reason()).isEqualTo("destroyed");
    assertThat(e.winner()).contains("Blue");
    assertThat(e.survivors()).containsExactly(Map.entry("Blue", 1), Map.entry("Red", 0));
  }

  /**
   * "After exit, take normal aircrew check ... If failed, aircraft is damaged for VP purposes"
   * (rules 002, A7.2): Blue's only aircraft flies off the north edge, damaged for victory points;
   * Red wins on them with its aircraft still flying.
   */
  @Test
  void leftTheMap() {
    Cy6State s =
        rules.start(
            List.of("Blue", "Red"),
            BOARD,
            List.of(
                plane(
                    "Runner",
                    "Blue",
                    EXAMPLE,
                    Skill.GREEN,
                    new Position(Board.at(14, 1), Facing.N),
                    6,
                    3,
                    null),
                Cy6RulesTest.farEnemy()),
            1);
    Game<Cy6State, Cy6Command> g = Game.start(rules, s);
    g = g.play(new Cy6Command.Plot("Runner", Maneuver.LEVEL, "F31"));
    g = Scripted.play(g, new Cy6Command.Plot("Far", Maneuver.LEVEL, "F11"), 3, 3);
    Ending e = EndingCheck.assertEnding(rules, g.state());
    assertThat(e.reason()).isEqualTo("left the map");
    assertThat(e.winner()).contains("Red");
    assertThat(e.survivors()).containsExactly(Map.entry("Blue", 0), Map.entry("Red", 1));
  }

  /**
   * "A target can take a number of hits as defined by the scenario before it is damaged/destroyed"
   * (rules 002, C3.0): Blue's radar, its last standing thing, is strafed to destruction.
   */
  @Test
  void targetsDestroyed() {
    Ground ground =
        Ground.none()
            .with(
                SurfaceTarget.of("Radar", "Blue", SurfaceTarget.Kind.POINT, Board.at(10, 8), 1, 1));
    Plane strafer = GroundTest.plane("Strafer", "Red", GroundTest.FIGHTER, 10, 10, 2);
    Game<Cy6State, Cy6Command> g =
        GroundTest.flyStraight(
            Game.start(GroundTest.RULES, GroundTest.start(List.of(strafer), ground)));
    g = Scripted.play(g, Cy6Command.Strike.at("Strafer", "Radar", StrikeKind.STRAFE), 5, 5);
    Ending e = EndingCheck.assertEnding(GroundTest.RULES, g.state());
    assertThat(e.reason()).isEqualTo("targets destroyed");
    assertThat(e.winner()).contains("Red");
    assertThat(e.survivors()).containsExactly(Map.entry("Blue", 0), Map.entry("Red", 1));
  }

  /**
   * Both aircraft fly off the board in the same move (A7.2, each with its exit check) while both
   * sides keep an AA battery: no aircraft is left and the fight is over.
   */
  @Test
  void noAircraftLeft() {
    Battery blueFlak = new Battery("Blue flak", "Blue", AntiAircraft.LIGHT, Board.at(1, 28));
    Battery redFlak = new Battery("Red flak", "Red", AntiAircraft.LIGHT, Board.at(28, 1));
    Cy6State s =
        rules.start(
            List.of("Blue", "Red"),
            BOARD,
            List.of(
                plane(
                    "Runner",
                    "Blue",
                    EXAMPLE,
                    Skill.GREEN,
                    new Position(Board.at(14, 1), Facing.N),
                    6,
                    3,
                    null),
                plane(
                    "Other",
                    "Red",
                    EXAMPLE,
                    Skill.GREEN,
                    new Position(Board.at(20, 28), Facing.S),
                    6,
                    3,
                    null)),
            Ground.none().with(blueFlak).with(redFlak),
            1);
    Game<Cy6State, Cy6Command> g = Game.start(rules, s);
    g = g.play(new Cy6Command.Plot("Runner", Maneuver.LEVEL, "F31"));
    g = Scripted.play(g, new Cy6Command.Plot("Other", Maneuver.LEVEL, "F31"), 6, 6, 6, 6);
    Ending e = EndingCheck.assertEnding(rules, g.state());
    assertThat(e.reason()).isEqualTo("no aircraft left");
    assertThat(e.survivors()).containsExactly(Map.entry("Blue", 0), Map.entry("Red", 0));
  }

  /** The scenario's last turn (here 1, {@link Cy6Config#maxTurns()}) ends it on victory points. */
  @Test
  void turnLimit() {
    Cy6Rules oneTurn = new Cy6Rules(Cy6Config.defaults().withMaxTurns(1));
    Cy6State s =
        oneTurn.start(
            List.of("Blue", "Red"),
            BOARD,
            List.of(
                plane(
                    "Blue 1",
                    "Blue",
                    EXAMPLE,
                    Skill.GREEN,
                    Cy6RulesTest.at(0, 0, Facing.N),
                    6,
                    1,
                    null),
                plane(
                    "Red 1",
                    "Red",
                    EXAMPLE,
                    Skill.GREEN,
                    Cy6RulesTest.at(8, -8, Facing.N),
                    6,
                    1,
                    null)),
            1);
    Game<Cy6State, Cy6Command> g = Game.start(oneTurn, s);
    g = Scripted.play(g, new Cy6Command.Plot("Blue 1", Maneuver.LEVEL, "F11"));
    g = Scripted.play(g, new Cy6Command.Plot("Red 1", Maneuver.LEVEL, "F11"));
    Ending e = EndingCheck.assertEnding(oneTurn, g.state());
    assertThat(e.reason()).isEqualTo("turn limit");
    assertThat(e.winner()).isEmpty();
    assertThat(e.survivors()).containsExactly(Map.entry("Blue", 1), Map.entry("Red", 1));
  }
}
