package io.github.dogfight.dogfite;

import static io.github.dogfight.testkit.DogfightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.dogfight.core.game.Game;
import io.github.dogfight.core.hex.Altitude;
import io.github.dogfight.core.hex.Facing;
import io.github.dogfight.core.hex.Hex;
import io.github.dogfight.core.hex.HexPosition;
import io.github.dogfight.dogfite.DogfiteCommand.BeginMove;
import io.github.dogfight.dogfite.event.MoveBegun;
import io.github.dogfight.dogfite.event.PlaneDown;
import io.github.dogfight.dogfite.event.SpinDived;
import io.github.dogfight.testkit.Scripted;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * A spinning aircraft's move (rules 000, STALL / SPIN): "Spinning aircraft dive (2-point) at speed
 * 0 in middle of current hex"; "Recovery from a spin is made by succeeding in a bet as with
 * voluntary entry, but with a -1 penalty to the roll".
 */
class SpinTurnTest {
  private static Game<DogfiteState, DogfiteCommand> spinningAt(int level) {
    Plane albatros =
        Fixtures.albatros(HexPosition.middle(new Hex(0, -4)), level, 0).withSpinning(true);
    Game<DogfiteState, DogfiteCommand> g =
        Fixtures.start(Fixtures.camel(HexPosition.edge(Hex.ORIGIN, Facing.N), 3, 5), albatros);
    // "First to move (in low to high order) are spinning aircraft."
    return Fixtures.declare(g, List.of("", ""), 5, 6);
  }

  @Test
  void aSpinningAircraftDivesALevelInItsHexMiddle() {
    Game<DogfiteState, DogfiteCommand> g = spinningAt(2);
    assertThat(g).isAwaiting("Albatros");
    g = g.play(new BeginMove("Albatros", VerticalMove.LEVEL));
    Plane p = g.state().plane("Albatros");
    assertThat(p.spinning()).isTrue();
    assertThat(p.placement().altitude().level()).isEqualTo(1);
    assertThat(p.placement().position()).isEqualTo(HexPosition.middle(new Hex(0, -4)));
    SpinDived spun = g.log().ofType(SpinDived.class).get(0);
    assertThat(spun.plane()).isEqualTo("Albatros");
    assertThat(spun.level()).isEqualTo(1);
    assertThat(spun.recovery()).isEmpty();
    assertThat(g.log().ofType(MoveBegun.class)).isEmpty();
  }

  @Test
  void aSpinningAircraftCannotEnterASpinToSkipItsDive() {
    // STALL / SPIN: "Aircraft may enter a spin voluntarily by succeeding in a bet"; a spinning
    // aircraft is already in one: "Spinning aircraft dive (2-point) at speed 0 in middle of
    // current hex". Its choices are to keep spinning or to bet to recover, as listed.
    Game<DogfiteState, DogfiteCommand> g = spinningAt(2);
    assertThat(g.legalCommands())
        .containsExactly(
            new BeginMove("Albatros", VerticalMove.LEVEL),
            new BeginMove("Albatros", VerticalMove.HOLD));
    assertThat(g)
        .rejects(new DogfiteCommand.EnterSpin("Albatros"))
        .hasMessageContaining("Albatros is spinning already");
    // The recovery bet's odds: level 1 with -1, 2d6 of 5 or more (5/6).
    assertThat(g.oddsOf(new BeginMove("Albatros", VerticalMove.HOLD)))
        .containsExactly(
            java.util.Map.entry(
                "P(recovers from the spin)", io.github.dogfight.core.odds.Rational.of(5, 6)));
    assertThat(g.oddsOf(new BeginMove("Albatros", VerticalMove.LEVEL))).isEmpty();
  }

  @Test
  void aPassedRecoveryBetEndsTheSpin() {
    // The Albatros (flying 0) bets at level 1 with -1: 2d6 = 10 - 1 passes. At speed 0, below
    // its minimum, it then rolls the stall / spin d6: 6 is a stall, not a new spin.
    Game<DogfiteState, DogfiteCommand> g = spinningAt(2);
    g = Scripted.play(g, new BeginMove("Albatros", VerticalMove.HOLD), 5, 5, 6);
    Plane p = g.state().plane("Albatros");
    assertThat(p.spinning()).isFalse();
    SpinDived spun = g.log().ofType(SpinDived.class).get(0);
    assertThat(spun.recovery().map(BetOutcome::passed)).contains(true);
    assertThat(spun.dice()).isNotEmpty();
  }

  @Test
  void aFailedRecoveryBetKeepsSpinning() {
    Game<DogfiteState, DogfiteCommand> g = spinningAt(2);
    g = Scripted.play(g, new BeginMove("Albatros", VerticalMove.HOLD), 1, 2, 3, 3);
    assertThat(g.state().plane("Albatros").spinning()).isTrue();
    assertThat(g.log().ofType(SpinDived.class).get(0).recovery().map(BetOutcome::passed))
        .contains(false);
  }

  @Test
  @DisplayName(
      "Spinning aircraft dive (2-point) at speed 0 in middle of current hex: the narration says"
          + " it spins down a level")
  void aSpinningAircraftsMoveIsNarratedAsASpin() {
    Game<DogfiteState, DogfiteCommand> g =
        spinningAt(2).play(new BeginMove("Albatros", VerticalMove.LEVEL));
    assertThat(g.log()).narrationContains("Albatros spins down to level 1 in (0,-4) middle.");
    assertThat(g.log().narration()).doesNotContain("Albatros moves with 0 MP");
  }

  @Test
  @DisplayName(
      "Recovery from a spin is made by succeeding in a bet as with voluntary entry, but with a -1"
          + " penalty to the roll: the narration says it recovers, not that it holds its level")
  void aSpinRecoveryIsNarratedAsARecovery() {
    Game<DogfiteState, DogfiteCommand> g =
        Scripted.play(spinningAt(2), new BeginMove("Albatros", VerticalMove.HOLD), 5, 5, 6);
    assertThat(g.log())
        .narrationContains(
            "Albatros spins down to level 1 in (0,-4) middle and recovers (level 1 bet passed).");
    assertThat(g.log().narration()).doesNotContain("holding its level");
    Game<DogfiteState, DogfiteCommand> failed =
        Scripted.play(spinningAt(2), new BeginMove("Albatros", VerticalMove.HOLD), 1, 2, 3, 3);
    assertThat(failed.log())
        .narrationContains(
            "Albatros spins down to level 1 in (0,-4) middle and fails to recover (level 1 bet"
                + " failed by 2).");
    assertThat(failed.log().narration()).doesNotContain("failing to hold its level");
  }

  @Test
  void aSpinAtTheLowestLevelEndsInTheGround() {
    Game<DogfiteState, DogfiteCommand> g = spinningAt(0);
    g = g.play(new BeginMove("Albatros", VerticalMove.LEVEL));
    assertThat(g.state().plane("Albatros").out()).isTrue();
    PlaneDown down = g.log().ofType(PlaneDown.class).get(0);
    assertThat(down.reason()).isEqualTo("it spins into the ground");
    assertThat(g.log().ofType(SpinDived.class))
        .singleElement()
        .satisfies(e -> assertThat(e.grounded()).isTrue());
    assertThat(g.log())
        .narrationContains(
            "Albatros spins in (0,-4) middle with no level left below it.\nAlbatros is down: it"
                + " spins into the ground.");
    assertThat(Altitude.at(0)).isEqualTo(g.state().plane("Albatros").placement().altitude());
  }
}
