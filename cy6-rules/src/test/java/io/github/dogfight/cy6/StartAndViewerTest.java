package io.github.dogfight.cy6;

import static io.github.dogfight.cy6.Cy6RulesTest.BOARD;
import static io.github.dogfight.cy6.Cy6RulesTest.EXAMPLE;
import static io.github.dogfight.cy6.Cy6RulesTest.RULES;
import static io.github.dogfight.cy6.Cy6RulesTest.at;
import static io.github.dogfight.cy6.Cy6RulesTest.plane;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dogfight.core.game.Game;
import io.github.dogfight.core.hex.Facing;
import io.github.dogfight.core.odds.Rational;
import io.github.dogfight.core.view.Viewer;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** What an engagement may start with, who a viewer speaks for, and the odds beside a shot. */
class StartAndViewerTest {
  private static Plane blue(int speed) {
    return plane("Blue 1", "Blue", EXAMPLE, Skill.GREEN, at(0, 0, Facing.N), 6, speed, null);
  }

  private static Plane red() {
    return plane("Red 1", "Red", EXAMPLE, Skill.GREEN, at(0, -4, Facing.S), 6, 2, null);
  }

  @Test
  void anAircraftMayStartAtItsMaximumSpeedNotAbove() {
    assertThat(
            RULES
                .start(List.of("Blue", "Red"), BOARD, List.of(blue(4), red()), 1)
                .get("Blue 1")
                .speed())
        .isEqualTo(4);
    assertThatThrownBy(() -> RULES.start(List.of("Blue", "Red"), BOARD, List.of(blue(5), red()), 1))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("Blue 1: speed 5 is above its maximum 4");
  }

  @Test
  void destroyedAircraftAndTargetsDoNotCountAsInTheFight() {
    Plane gone = red().with(AircraftCondition.INTACT.destroy("a test"));
    assertThatThrownBy(() -> RULES.start(List.of("Blue", "Red"), BOARD, List.of(blue(2), gone), 1))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("side Red has no aircraft, AA battery or surface target");
    SurfaceTarget ruin =
        SurfaceTarget.of("Ruin", "Red", SurfaceTarget.Kind.AREA, Board.at(5, 5), 1, 1).hit();
    assertThatThrownBy(
            () ->
                RULES.start(
                    List.of("Blue", "Red"),
                    BOARD,
                    List.of(blue(2), gone),
                    Ground.none().with(ruin),
                    1))
        .hasMessageContaining("side Red has no aircraft, AA battery or surface target");
    Plane blueGone = blue(2).with(AircraftCondition.INTACT.destroy("a test"));
    SurfaceTarget yard =
        SurfaceTarget.of("Yard", "Red", SurfaceTarget.Kind.AREA, Board.at(5, 5), 1, 2);
    SurfaceTarget depot =
        SurfaceTarget.of("Depot", "Blue", SurfaceTarget.Kind.AREA, Board.at(6, 6), 1, 2);
    assertThatThrownBy(
            () ->
                RULES.start(
                    List.of("Blue", "Red"),
                    BOARD,
                    List.of(blueGone, gone),
                    Ground.none().with(yard).with(depot),
                    1))
        .hasMessage("an engagement needs at least one aircraft in the fight");
  }

  @Test
  void aViewerOfAnUnknownNameSpeaksOnlyForItself() {
    Cy6State s = RULES.start(List.of("Blue", "Red"), BOARD, List.of(blue(2), red()), 1);
    Viewer stranger = RULES.viewer(s, "Stranger");
    assertThat(stranger.speaksFor("Stranger")).isTrue();
    assertThat(stranger.speaksFor("Blue")).isFalse();
    assertThat(stranger.speaksFor("Blue 1")).isFalse();
    Viewer side = RULES.viewer(s, "Blue");
    assertThat(side.speaksFor("Blue 1")).isTrue();
    assertThat(side.speaksFor("Red 1")).isFalse();
    Viewer pilot = RULES.viewer(s, "Blue 1");
    assertThat(pilot.speaksFor("Blue")).isTrue();
    assertThat(pilot.speaksFor("Red")).isFalse();
  }

  /** The odds beside a Fire command are the whole shot's. */
  @Test
  void aFireCommandShowsTheShotsOdds() {
    Cy6State s = RULES.start(List.of("Blue", "Red"), BOARD, List.of(blue(2), red()), 1);
    Game<Cy6State, Cy6Command> g = GroundTest.flyStraight(Game.start(RULES, s));
    assertThat(g.state().step()).isEqualTo(Cy6State.Step.FIRE);
    var o = RULES.shotOdds(g.state(), "Blue 1", "Red 1");
    Map<String, Rational> odds =
        RULES.commandOdds(g.viewFor("Blue 1"), Cy6Command.Fire.at("Blue 1", "Red 1"));
    assertThat(odds)
        .containsExactly(
            Map.entry(
                "P(hit), 2d6 needs "
                    + (Cy6Tables.standard()
                            .baseToHit(RULES.attack(g.state(), "Blue 1", "Red 1").range())
                        - AirToAir.standard()
                            .commonModifier(RULES.attack(g.state(), "Blue 1", "Red 1")))
                    + " or more",
                o.probability(x -> x.result() != ShotOutcome.Result.MISS)),
            Map.entry("P(damaged or destroyed)", o.probability(ShotOutcome::damages)),
            Map.entry(
                "P(destroyed)", o.probability(x -> x.result() == ShotOutcome.Result.DESTROYED)),
            Map.entry("P(lucky hit)", o.probability(x -> x.luckyHit().isPresent())),
            Map.entry(
                "P(a weapon runs out of ammunition)", o.probability(ShotOutcome::ammunitionOut)));
    assertThat(odds.get("P(destroyed)")).isGreaterThan(Rational.ZERO);
    assertThat(odds.get("P(destroyed)")).isLessThan(odds.get("P(damaged or destroyed)"));
    assertThat(RULES.commandOdds(g.viewFor("Blue 1"), Cy6Command.Fire.hold("Blue 1"))).isEmpty();
  }
}
