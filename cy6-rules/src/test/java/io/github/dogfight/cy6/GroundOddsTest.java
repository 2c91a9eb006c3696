package io.github.dogfight.cy6;

import static io.github.dogfight.cy6.GroundTest.BOMBER;
import static io.github.dogfight.cy6.GroundTest.FIGHTER;
import static io.github.dogfight.cy6.GroundTest.RULES;
import static io.github.dogfight.cy6.GroundTest.flyStraight;
import static io.github.dogfight.cy6.GroundTest.plane;
import static io.github.dogfight.cy6.GroundTest.start;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.dogfight.core.game.Game;
import io.github.dogfight.core.hex.Hex;
import io.github.dogfight.core.odds.Rational;
import io.github.dogfight.core.view.Viewer;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The odds of flak and surface attacks as a front end asks for them, and their errors. */
class GroundOddsTest {
  private static Game<Cy6State, Cy6Command> flakOverWater() {
    Battery light = new Battery("Flak", "Blue", AntiAircraft.LIGHT, Board.at(10, 10));
    Plane low = plane("Low", "Red", FIGHTER, 10, 7, 1);
    Set<Hex> water = Set.of(Board.at(10, 6), Board.at(10, 7));
    Cy6State sea = start(List.of(low), Ground.none().with(light).withWater(water));
    return flyStraight(Game.start(RULES, sea));
  }

  @Test
  void flakCommandsShowTheBatterysOdds() {
    Game<Cy6State, Cy6Command> g = flakOverWater();
    var o = RULES.flakOdds(g.state(), "Flak", "Low");
    Map<String, Rational> odds =
        RULES.commandOdds(g.viewFor("Flak"), Cy6Command.Flak.at("Flak", "Low"));
    assertThat(odds)
        .containsOnlyKeys("P(damaged or destroyed)", "P(destroyed)", "P(lucky hit)")
        .containsEntry("P(damaged or destroyed)", o.probability(x -> x.result().damages()))
        .containsEntry(
            "P(destroyed)", o.probability(x -> x.result() == ShotOutcome.Result.DESTROYED))
        .containsEntry("P(lucky hit)", o.probability(x -> x.luckyHit().isPresent()));
    assertThat(odds.get("P(damaged or destroyed)")).isGreaterThan(Rational.ZERO);
    assertThat(RULES.commandOdds(g.viewFor("Flak"), Cy6Command.Flak.hold("Flak"))).isEmpty();
    assertThatThrownBy(() -> RULES.flakOdds(g.state(), "Nobody", "Low"))
        .hasMessage("no battery 'Nobody'");
  }

  @Test
  void strikeCommandsShowTheChanceToHitAndRefuseImpossibleAttacks() {
    Plane b = plane("Bomber", "Red", BOMBER, 10, 10, 9).armed(Ordnance.HEAVY_BOMBS);
    Game<Cy6State, Cy6Command> g =
        flyStraight(Game.start(RULES, start(List.of(b), GroundTest.railYard())));
    Cy6Command.Strike strike = Cy6Command.Strike.at("Bomber", "Yard", StrikeKind.LEVEL_BOMB);
    assertThat(RULES.commandOdds(g.viewFor("Bomber"), strike))
        .containsExactly(Map.entry("P(hit)", Rational.of(5, 18)));
    assertThat(RULES.commandOdds(g.viewFor("Bomber"), Cy6Command.Strike.hold("Bomber"))).isEmpty();
    assertThatThrownBy(
            () -> RULES.strikeOdds(g.state(), "Bomber", "Nowhere", StrikeKind.LEVEL_BOMB))
        .hasMessage("no surface target 'Nowhere'");
    // Level bombers do not dive: the reason is the error.
    assertThatThrownBy(() -> RULES.strikeOdds(g.state(), "Bomber", "Yard", StrikeKind.DIVE_BOMB))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("Bomber");
  }

  @Test
  void viewersAndTheTitle() {
    Cy6State s = flakOverWater().state();
    Viewer battery = RULES.viewer(s, "Flak");
    assertThat(battery.speaksFor("Blue")).isTrue();
    assertThat(battery.speaksFor("Flak")).isTrue();
    assertThat(battery.speaksFor("Low")).isFalse();
    Viewer red = RULES.viewer(s, "Red");
    assertThat(red.speaksFor("Low")).isTrue();
    assertThat(red.speaksFor("Flak")).isFalse();
    assertThat(RULES.viewer(s, "Umpire").speaksFor("Low")).isFalse();
    assertThat(RULES.title())
        .isEqualTo("Check Your 6!: plotted WW2 air combat on hexes and altitude levels");
  }

  @Test
  void aSideWhoseOnlyTargetIsDestroyedHasNothingInTheFight() {
    Plane red = plane("Red 1", "Red", FIGHTER, 10, 9, 1);
    SurfaceTarget ruined =
        new SurfaceTarget("Ruin", "Blue", SurfaceTarget.Kind.AREA, Board.at(5, 5), 1, 2, 2);
    assertThat(ruined.destroyed()).isTrue();
    assertThatThrownBy(() -> start(List.of(red), Ground.none().with(ruined)))
        .hasMessage("side Blue has no aircraft, AA battery or surface target");
    SurfaceTarget standing =
        SurfaceTarget.of("Yard", "Blue", SurfaceTarget.Kind.AREA, Board.at(5, 5), 1, 2);
    assertThat(start(List.of(red), Ground.none().with(standing)).sides()).contains("Blue");
  }
}
